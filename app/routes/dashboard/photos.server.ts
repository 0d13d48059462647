/**
 * The action of the vendor's photos page (`/dashboard/photos`): a gallery photo's caption, move and
 * delete, told apart by `intent`. Each success sends the person back to the page (PRG) with its
 * notice. Photos themselves travel to the API, which the page's script calls: pages take form bodies
 * only, so a photo form sent without scripts comes back with a note saying so.
 */
import type { Services } from "#features/services.server.ts";
import { PHOTO_CAPTION_MAX_LENGTH } from "#features/members/members.rules.ts";
import { photoCaptionSchema, photoMoveSchema } from "#features/members/members.schema.ts";
import { idSchema } from "#lib/integers.ts";
import { DASHBOARD_INTENTS } from "#app/components/dashboard/dashboard-forms.logic.ts";
import { issuesByField, textValue } from "#app/components/forms/form-errors.ts";
import { refusal } from "../account/account-forms.ts";
import { FORM_OUT_OF_DATE } from "../marketplace-intents.server.ts";
import { actionRefusal } from "../session.server.ts";
import { backWithNotice, memberCenter } from "./member-center.server.ts";

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
      return movePhoto(request, services, session, form);
    case DASHBOARD_INTENTS.deletePhoto:
      return deletePhoto(request, services, session, form);
    default:
      return refusal(400, { intent }, {}, FORM_OUT_OF_DATE, undefined, session.headers);
  }
}

/** A photo's id from its form, or undefined when the form is not one this page drew. */
function photoIdOf(form: FormData): { value: string; id: number | undefined } {
  const value = textValue(form, "id", 20);
  return { value, id: idSchema.safeParse(value).data };
}

/** A gallery photo's caption form: the photo's id and its caption, for this vendor's photos only. */
async function savePhotoCaption(request: Request, services: Services, session: Session, form: FormData) {
  const { value, id } = photoIdOf(form);
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

/** A gallery photo's Move earlier or Move later button. */
async function movePhoto(request: Request, services: Services, session: Session, form: FormData) {
  const { value, id } = photoIdOf(form);
  const values = { intent: DASHBOARD_INTENTS.movePhoto, id: value };
  const move = photoMoveSchema.safeParse({ direction: textValue(form, "direction", 10) });
  if (id === undefined || !move.success) return refusal(400, values, {}, FORM_OUT_OF_DATE, undefined, session.headers);
  try {
    await services.memberAccount.movePhoto(session.memberId, id, move.data.direction);
  } catch (error) {
    return actionRefusal(error, values, session.headers);
  }
  return backWithNotice(PHOTOS_PATH, request, session.headers, "gallery-photo-moved");
}

/** A gallery photo's Delete button. */
async function deletePhoto(request: Request, services: Services, session: Session, form: FormData) {
  const { value, id } = photoIdOf(form);
  const values = { intent: DASHBOARD_INTENTS.deletePhoto, id: value };
  if (id === undefined) return refusal(400, values, {}, FORM_OUT_OF_DATE, undefined, session.headers);
  try {
    await services.memberAccount.deletePhoto(session.memberId, id);
  } catch (error) {
    return actionRefusal(error, values, session.headers);
  }
  return backWithNotice(PHOTOS_PATH, request, session.headers, "gallery-photo-deleted");
}
