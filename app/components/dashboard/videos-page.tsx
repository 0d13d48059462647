import { useLocation, useSearchParams } from "react-router";
import type { MemberDto } from "#features/members/members.schema.ts";
import { NOTICE_PARAM } from "#app/components/forms/page-forms.ts";
import type { FormAnswer } from "../marketplace/marketplace-forms.ts";
import { formKey, type MemberCenterLinks, memberCenterNotice, noticeFor } from "./dashboard.logic.ts";
import { MemberCenterHeader } from "./dashboard-header.tsx";
import { type AudioTrackList, AudioManager } from "./audio-manager.tsx";
import { type VideoLinkCheck, type VideoList, VideoManager } from "./video-manager.tsx";
import "./dashboard.css";

export type VideosPageProps = {
  member: MemberDto;
  list: VideoList;
  audio: AudioTrackList;
  viewingAsAdmin: boolean;
  links: MemberCenterLinks;
  answer: FormAnswer | undefined;
  check: VideoLinkCheck;
};

/**
 * The vendor's videos and audio (`/dashboard/videos`): the clips and YouTube or Vimeo links their
 * profile plays, then their audio tracks.
 */
export function VideosPage({ member, list, audio, viewingAsAdmin, links, answer, check }: VideosPageProps) {
  const [searchParams] = useSearchParams();
  const notice = memberCenterNotice(searchParams.get(NOTICE_PARAM));
  const location = useLocation();
  return (
    <div className="container dash-page">
      <MemberCenterHeader
        title="Videos and audio"
        member={member}
        viewingAsAdmin={viewingAsAdmin}
        current="videos"
        links={links}
      />
      <div className="dash-layout__sections">
        <VideoManager
          list={list}
          note={noticeFor(notice, "videos")}
          focusHeading={notice?.key === "video-deleted"}
          addFormKey={formKey(notice, "videos", location.key)}
          answer={answer}
          check={check}
        />
        <AudioManager
          memberId={member.id}
          list={audio}
          note={noticeFor(notice, "audio")}
          focusHeading={notice?.key === "audio-track-deleted"}
          returnTo={links.videosHref}
        />
      </div>
    </div>
  );
}
