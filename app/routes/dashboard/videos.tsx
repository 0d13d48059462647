import { data } from "react-router";
import { servicesContext } from "#features/services.server.ts";
import { VIDEO_LINK_FIELDS } from "#app/components/dashboard/dashboard-forms.logic.ts";
import type { VideoLinkCheck } from "#app/components/dashboard/video-manager.tsx";
import { VideosPage } from "#app/components/dashboard/videos-page.tsx";
import { deferredSchema, schemaErrors, textValues } from "#app/components/forms/form-errors.ts";
import type { Route } from "./+types/videos.ts";
import { memberCenter, memberCenterHeaders, ownerData, ownerMember } from "./member-center.server.ts";
import { videosAction } from "./videos.server.ts";

/** The form is checked as typed with the schema the action decides with, loaded after the page (decision 019). */
const videoLinkSchema = deferredSchema(
  async () => (await import("#features/members/members.schema.ts")).videoLinkSchema,
);
const checkVideoLink: VideoLinkCheck = (form) =>
  schemaErrors(videoLinkSchema, VIDEO_LINK_FIELDS, textValues(form, VIDEO_LINK_FIELDS));

/** `/dashboard/videos`: the vendor's videos and audio tracks; an administrator may look with `?memberId=`. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const session = await memberCenter(request, services);
  const { viewingAsAdmin, headers, links } = session;
  const [member, list, audio] = await Promise.all([
    ownerMember(session, services, []),
    ownerData(() => services.memberAccount.videos(session.memberId)),
    ownerData(() => services.memberAccount.audioTracks(session.memberId)),
  ]);
  return data({ member, list, audio, viewingAsAdmin, links }, { headers });
}

export async function action({ request, context }: Route.ActionArgs) {
  return videosAction(request, context.get(servicesContext));
}

export const headers = memberCenterHeaders;

export function meta() {
  return [{ title: "Videos and audio | Marquee" }, { name: "robots", content: "noindex" }];
}

export default function Videos({ loaderData, actionData }: Route.ComponentProps) {
  return <VideosPage key={loaderData.member.id} {...loaderData} answer={actionData} check={checkVideoLink} />;
}
