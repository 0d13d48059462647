/**
 * The action of the vendor's videos and audio page (`/dashboard/videos`): a video link added, a video
 * or a track moved or deleted, told apart by `intent`. Each success sends the person back to the page
 * (PRG) with its notice. Tracks themselves travel to the API, which the page's script calls: pages take
 * form bodies only, so a track form sent without scripts comes back with a note saying so.
 */
import type { Services } from "#features/services.server.ts";
import { VIDEO_LINK_MAX_LENGTH, VIDEO_TITLE_MAX_LENGTH } from "#features/members/video-links.rules.ts";
import { videoLinkSchema } from "#features/members/members.schema.ts";
import { DASHBOARD_INTENTS, VIDEO_LINK_FIELDS } from "#app/components/dashboard/dashboard-forms.logic.ts";
import { issuesByField, textValue } from "#app/components/forms/form-errors.ts";
import { refusal } from "../account/account-forms.ts";
import { FORM_OUT_OF_DATE } from "../marketplace-intents.server.ts";
import { actionRefusal } from "../session.server.ts";
import { actOnItem, backWithNotice, memberCenter, moveItem } from "./member-center.server.ts";

type Session = Awaited<ReturnType<typeof memberCenter>>;

export const VIDEOS_PATH = "/dashboard/videos";

export async function videosAction(request: Request, services: Services) {
  const session = await memberCenter(request, services);
  const form = await request.formData();
  const intent = textValue(form, "intent", 40);
  switch (intent) {
    case DASHBOARD_INTENTS.addVideoLink:
      return addVideoLink(request, services, session, form);
    case DASHBOARD_INTENTS.moveVideo:
      return moveItem(VIDEOS_PATH, request, session, form, intent, "video-moved", (id, direction) =>
        services.memberAccount.moveVideo(session.memberId, id, direction),
      );
    case DASHBOARD_INTENTS.deleteVideo:
      return actOnItem(VIDEOS_PATH, request, session, form, intent, "video-deleted", (id) =>
        services.memberAccount.deleteVideo(session.memberId, id),
      );
    case DASHBOARD_INTENTS.addAudioTrack:
      return backWithNotice(VIDEOS_PATH, request, session.headers, "audio-needs-scripts");
    case DASHBOARD_INTENTS.moveAudioTrack:
      return moveItem(VIDEOS_PATH, request, session, form, intent, "audio-track-moved", (id, direction) =>
        services.memberAccount.moveAudioTrack(session.memberId, id, direction),
      );
    case DASHBOARD_INTENTS.deleteAudioTrack:
      return actOnItem(VIDEOS_PATH, request, session, form, intent, "audio-track-deleted", (id) =>
        services.memberAccount.deleteAudioTrack(session.memberId, id),
      );
    default:
      return refusal(400, { intent }, {}, FORM_OUT_OF_DATE, undefined, session.headers);
  }
}

async function addVideoLink(request: Request, services: Services, session: Session, form: FormData) {
  const values = {
    intent: DASHBOARD_INTENTS.addVideoLink,
    title: textValue(form, "title", VIDEO_TITLE_MAX_LENGTH * 2),
    url: textValue(form, "url", VIDEO_LINK_MAX_LENGTH * 2),
  };
  const parsed = videoLinkSchema.safeParse(values);
  if (!parsed.success) {
    const errors = issuesByField(VIDEO_LINK_FIELDS, parsed.error.issues);
    return refusal(400, values, errors, undefined, undefined, session.headers);
  }
  try {
    await services.memberAccount.addVideoLink(session.memberId, parsed.data);
  } catch (error) {
    return actionRefusal(error, values, session.headers, VIDEO_LINK_FIELDS);
  }
  return backWithNotice(VIDEOS_PATH, request, session.headers, "video-added");
}
