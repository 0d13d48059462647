import { useSearchParams } from "react-router";
import type { MemberDto } from "#features/members/members.schema.ts";
import { NOTICE_PARAM } from "#app/components/forms/page-forms.ts";
import type { FormAnswer } from "../marketplace/marketplace-forms.ts";
import { type MemberCenterLinks, memberCenterNotice, noticeFor } from "./dashboard.logic.ts";
import { MemberCenterHeader } from "./dashboard-header.tsx";
import { type Gallery, GalleryManager } from "./gallery-manager.tsx";
import { ProfilePhotoForm } from "./profile-photo-form.tsx";
import "./dashboard.css";

export type PhotosPageProps = {
  member: MemberDto;
  gallery: Gallery;
  viewingAsAdmin: boolean;
  links: MemberCenterLinks;
  /** This page, to come back to after logging in again. */
  returnTo: string;
  answer: FormAnswer | undefined;
};

/** The vendor's photos (`/dashboard/photos`): the profile photo, then the gallery planners see on the profile. */
export function PhotosPage({ member, gallery, viewingAsAdmin, links, returnTo, answer }: PhotosPageProps) {
  const [searchParams] = useSearchParams();
  const notice = memberCenterNotice(searchParams.get(NOTICE_PARAM));
  return (
    <div className="container dash-page">
      <MemberCenterHeader
        title="Photos"
        member={member}
        viewingAsAdmin={viewingAsAdmin}
        current="photos"
        links={links}
      />
      <div className="dash-layout__sections">
        <ProfilePhotoForm member={member} note={noticeFor(notice, "photo")} returnTo={returnTo} />
        <GalleryManager
          memberId={member.id}
          gallery={gallery}
          note={noticeFor(notice, "gallery")}
          focusHeading={notice?.key === "gallery-photo-deleted"}
          answer={answer}
          returnTo={returnTo}
        />
      </div>
    </div>
  );
}
