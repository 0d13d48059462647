/**
 * What the member center's pages share on the server: whose center a request opens (through the one
 * guard), the vendor as the header shows them, and the way back to the page after a form's success.
 */
import { data, redirect } from "react-router";
import { memberDtoSchema, photoMoveSchema } from "#features/members/members.schema.ts";
import type { Services } from "#features/services.server.ts";
import { idSchema } from "#lib/integers.ts";
import {
  MEMBER_CENTER_NOTICES,
  memberCenterLinks,
  type MemberCenterNoticeKey,
} from "#app/components/dashboard/dashboard.logic.ts";
import { textValue } from "#app/components/forms/form-errors.ts";
import { withNotice } from "#app/components/marketplace/marketplace-forms.ts";
import { refusal } from "../account/account-forms.ts";
import { FORM_OUT_OF_DATE } from "../marketplace-intents.server.ts";
import { actionRefusal, loaderFailure, type MemberCenterSession, requireMemberCenter } from "../session.server.ts";

/** Member center pages are personal: no shared cache may keep them. */
export function memberCenterHeaders() {
  return { "Cache-Control": "private, no-store" };
}

/**
 * The guard of a member center page or action, and the addresses its pages link to: an
 * administrator's `?memberId=` stays on every link, and on every form (a form posts to its page).
 */
export async function memberCenter(request: Request, services: Services) {
  const session = await requireMemberCenter(request, services);
  return { ...session, links: memberCenterLinks(session.viewingAsAdmin ? session.memberId : null) };
}

/** The vendor as their owner (or an administrator) sees them, with the parts asked for in `load`. */
export async function ownerMember(session: MemberCenterSession, services: Services, load: readonly string[]) {
  try {
    return memberDtoSchema.parse(await services.memberAccount.view(session.memberId, [...load], session.principal));
  } catch (error) {
    return loaderFailure(error);
  }
}

/** What `read` answers of the member the center shows, or the loader's answer when there is no such member. */
export async function ownerData<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    return loaderFailure(error);
  }
}

/** The request id of a lead's address (`/dashboard/leads/:requestId`); anything else is not a page. */
export function leadRequestId(param: string | undefined): number {
  const requestId = idSchema.safeParse(param).data;
  if (requestId === undefined) throw data(null, { status: 404, statusText: "Not Found" });
  return requestId;
}

/**
 * A page's address for a redirect back to it, at `#section`, an administrator's `?memberId=` kept from
 * the request. The page's path is named: a request sent by scripts arrives at its data address.
 */
export function pageAddress(path: string, request: Request, section: string): string {
  const memberId = new URL(request.url).searchParams.get("memberId");
  return `${path}${memberId === null ? "" : `?${new URLSearchParams({ memberId })}`}#${section}`;
}

/** After a form's action did what was asked: back to the page at `path` (PRG), at the form's section, with its notice. */
export function backWithNotice(path: string, request: Request, headers: Headers, notice: MemberCenterNoticeKey) {
  return redirect(withNotice(pageAddress(path, request, MEMBER_CENTER_NOTICES[notice].section), notice), { headers });
}

/** A listed item's id as its form sent it (kept to show back), and the id itself when it is one a page could draw. */
export function formItemId(form: FormData): { value: string; id: number | undefined } {
  const value = textValue(form, "id", 20);
  return { value, id: idSchema.safeParse(value).data };
}

/**
 * A form that acts on one listed item (a date removed, a photo moved or deleted): refused as out of
 * date when its id is not one a page drew, else `act`, then back to the page at `path` with `notice`.
 */
export async function actOnItem(
  path: string,
  request: Request,
  session: Awaited<ReturnType<typeof memberCenter>>,
  form: FormData,
  intent: string,
  notice: MemberCenterNoticeKey,
  act: (id: number) => Promise<void>,
) {
  const { value, id } = formItemId(form);
  const values = { intent, id: value };
  if (id === undefined) return refusal(400, values, {}, FORM_OUT_OF_DATE, undefined, session.headers);
  try {
    await act(id);
  } catch (error) {
    return actionRefusal(error, values, session.headers);
  }
  return backWithNotice(path, request, session.headers, notice);
}

/** An item's Move earlier or Move later button (a photo, a video, a track): `move`, then back to the page at `path`. */
export function moveItem(
  path: string,
  request: Request,
  session: Awaited<ReturnType<typeof memberCenter>>,
  form: FormData,
  intent: string,
  notice: MemberCenterNoticeKey,
  move: (id: number, direction: "earlier" | "later") => Promise<void>,
) {
  const parsed = photoMoveSchema.safeParse({ direction: textValue(form, "direction", 10) });
  if (!parsed.success) {
    const values = { intent, id: formItemId(form).value };
    return refusal(400, values, {}, FORM_OUT_OF_DATE, undefined, session.headers);
  }
  const { direction } = parsed.data;
  return actOnItem(path, request, session, form, intent, notice, (id) => move(id, direction));
}
