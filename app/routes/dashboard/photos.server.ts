/**
 * The action of the vendor's photos page (`/dashboard/photos`): a gallery photo's caption, move and
 * delete, told apart by `intent`. Each success sends the person back to the page (PRG) with its
 * notice. Photos themselves travel to the API, which the page's script calls: pages take form bodies
 * only, so a photo form sent without scripts comes back with a note saying so.
 */
import type { Services } from "#features/services.server.ts";
import { PHOTO_CAPTION_MAX_LENGTH } from "#features/members/members.rules.ts";
import { photoCaptionSchema } from "#features/members/members.schema.ts";
import { DASHBOARD_INTENTS } from "#app/components/dashboard/dashboard-forms.logic.ts";
import { issuesByField, textValue } from "#app/components/forms/form-errors.ts";
import { refusal } from "../account/account-forms.ts";
import { FORM_OUT_OF_DATE } from "../marketplace-intents.server.ts";
import { actionRefusal } from "../session.server.ts";
import { actOnItem, backWithNotice, formItemId, memberCenter, moveItem } from "./member-center.server.ts";

type Session = Awaited<ReturnType<typeof memberCenter>>;

export const PHOTOS_PATH = "/dashboard/photos";

export async function photosAction(request: Request, services: Services) {
  const session = await memberCenter(request, services);
  const form = await request.formData();
  const intent = textValue(form, "intent", 40);
  switch (intent) {
    case DASHBOARD_INTENTS.photo:
      return backWithNotice(PHOTOS_PATH, request, session.headers, "photo-needs-scripts");
    case DASHBOARD_INTENTS.addGalleryPhotos:
      return backWithNotice(PHOTOS_PATH, request, session.headers, "gallery-needs-scripts");
    case DASHBOARD_INTENTS.photoCaption:
      return savePhotoCaption(request, services, session, form);
    case DASHBOARD_INTENTS.movePhoto:
      return moveItem(PHOTOS_PATH, request, session, form, intent, "gallery-photo-moved", (id, direction) =>
        services.memberAccount.movePhoto(session.memberId, id, direction),
      );
    case DASHBOARD_INTENTS.deletePhoto:
      return actOnItem(PHOTOS_PATH, request, session, form, intent, "gallery-photo-deleted", (id) =>
        services.memberAccount.deletePhoto(session.memberId, id),
      );
    default:
      return refusal(400, { intent }, {}, FORM_OUT_OF_DATE, undefined, session.headers);
  }
}

/** A gallery photo's caption form: the photo's id and its caption, for this vendor's photos only. */
async function savePhotoCaption(request: Request, services: Services, session: Session, form: FormData) {
  const { value, id } = formItemId(form);
  const values = {
    intent: DASHBOARD_INTENTS.photoCaption,
    id: value,
    caption: textValue(form, "caption", PHOTO_CAPTION_MAX_LENGTH * 2),
  };
  if (id === undefined) return refusal(400, values, {}, FORM_OUT_OF_DATE, undefined, session.headers);
  const parsed = photoCaptionSchema.safeParse({ caption: values.caption });
  if (!parsed.success) {
    return refusal(400, values, issuesByField(["caption"], parsed.error.issues), undefined, undefined, session.headers);
  }
  try {
    await services.memberAccount.setPhotoCaption(session.memberId, id, parsed.data.caption);
  } catch (error) {
    return actionRefusal(error, values, session.headers, ["caption"]);
  }
  return backWithNotice(PHOTOS_PATH, request, session.headers, "gallery-caption-saved");
}
