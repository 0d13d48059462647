/**
 * The action of the vendor's dashboard (`/dashboard`): one form per section, told apart by `intent`.
 * Each success sends the person back to the page (PRG) with its notice; a refusal shows the page
 * again with what was typed and what is wrong.
 */
import { data } from "react-router";
import { ACCOUNT_MESSAGES } from "#features/accounts/accounts.rules.ts";
import { changePasswordSchema } from "#features/accounts/accounts.schema.ts";
import { memberProfileFormSchema } from "#features/members/member-account.schema.ts";
import {
  blackoutDateSchema,
  calendarEntrySchema,
  memberCategoriesSchema,
  memberDtoSchema,
} from "#features/members/members.schema.ts";
import type { Services } from "#features/services.server.ts";
import {
  BLACKOUT_FIELDS,
  categoriesFormValues,
  categoriesProblem,
  DASHBOARD_INTENTS,
  ENTRY_FIELDS,
  PASSWORD_FIELDS,
  PROFILE_FIELD_ALIASES,
  PROFILE_FIELDS,
  profileFormValues,
} from "#app/components/dashboard/dashboard-forms.logic.ts";
import { issuesByField, pickFieldErrors, textValue, textValues } from "#app/components/forms/form-errors.ts";
import { refusal } from "../account/account-forms.ts";
import { FORM_OUT_OF_DATE } from "../marketplace-intents.server.ts";
import { actionRefusal, appendGreeting, domainRefusal, sessionHeaders } from "../session.server.ts";
import { actOnItem, backWithNotice, memberCenter } from "./member-center.server.ts";

type Session = Awaited<ReturnType<typeof memberCenter>>;

const DASHBOARD_PATH = "/dashboard";

export async function dashboardAction(request: Request, services: Services) {
  const session = await memberCenter(request, services);
  const form = await request.formData();
  const intent = textValue(form, "intent", 40);
  switch (intent) {
    case DASHBOARD_INTENTS.profile:
      return saveProfile(request, services, session, form);
    case DASHBOARD_INTENTS.categories:
      return saveCategories(request, services, session, form);
    case DASHBOARD_INTENTS.addBlackoutDate:
      return addBlackoutDate(request, services, session, form);
    case DASHBOARD_INTENTS.removeBlackoutDate:
      return actOnItem(DASHBOARD_PATH, request, session, form, intent, "blackout-date-removed", (id) =>
        services.memberAccount.deleteBlackoutDate(session.memberId, id),
      );
    case DASHBOARD_INTENTS.addCalendarEntry:
      return addCalendarEntry(request, services, session, form);
    case DASHBOARD_INTENTS.removeCalendarEntry:
      return actOnItem(DASHBOARD_PATH, request, session, form, intent, "calendar-entry-removed", (id) =>
        services.memberAccount.deleteCalendarEntry(session.memberId, id),
      );
    case DASHBOARD_INTENTS.password:
      return changePassword(request, services, session, form);
    default:
      return refusal(400, { intent }, {}, FORM_OUT_OF_DATE, undefined, session.headers);
  }
}

/** A service's refusal of the profile, its messages by field as the form names them. */
function profileRefusal<Values>(error: unknown, values: Values, headers: Headers) {
  const refused = domainRefusal(error);
  const renamed = Object.fromEntries(
    Object.entries(refused.fields ?? {}).map(([field, message]) => [PROFILE_FIELD_ALIASES[field] ?? field, message]),
  );
  const errors = pickFieldErrors(renamed, PROFILE_FIELDS);
  return refusal(refused.status, values, errors, refused.message, refused.retryAfterSeconds, headers);
}

async function saveProfile(request: Request, services: Services, session: Session, form: FormData) {
  const { principal, memberId, viewingAsAdmin, headers } = session;
  const typed = profileFormValues(form);
  const values = { intent: DASHBOARD_INTENTS.profile, ...typed };
  const current = memberDtoSchema.parse(await services.memberAccount.view(memberId, ["city"], principal));
  const currentCity = current.city ?? null;
  // Without scripts only the typed text arrives: the city it names (the one shown, when unchanged).
  if (typed.cityFileName === "") {
    const cityText = textValue(form, "cityText", 200).trim();
    const city =
      currentCity && cityText === currentCity.displayName
        ? currentCity
        : cityText === ""
          ? null
          : await services.locations.findTyped(cityText, { citiesOnly: true });
    typed.cityFileName = city?.fileName ?? "";
  }
  const parsed = memberProfileFormSchema.safeParse(typed);
  if (!parsed.success) {
    return refusal(400, values, issuesByField(PROFILE_FIELDS, parsed.error.issues), undefined, undefined, headers);
  }
  // An administrator's form shows the listing email too: only a change of it is theirs to refuse.
  const { email, ...details } = parsed.data;
  const input = viewingAsAdmin && email === current.email?.toLowerCase() ? details : parsed.data;
  let pendingEmail: string | null;
  try {
    ({ pendingEmail } = await services.memberAccount.update(memberId, input, [], { owner: !viewingAsAdmin }));
  } catch (error) {
    return profileRefusal(error, values, headers);
  }
  // The header greets the vendor by their first name: a new one goes into the readable cookies.
  if (!viewingAsAdmin) {
    await appendGreeting(headers, services, principal.accountId);
  }
  // The new listing email waits for its link: the page says where it went, and the box shows the confirmed one.
  if (pendingEmail !== null) {
    return data({ listingEmail: { sentTo: pendingEmail, id: crypto.randomUUID() } }, { headers });
  }
  return backWithNotice(DASHBOARD_PATH, request, headers, "profile-saved");
}

/**
 * The categories form: only what the vendor ticked or unticked changes (`categoriesToSave`), so a
 * category the form did not show, or another tab added, is kept.
 */
async function saveCategories(request: Request, services: Services, session: Session, form: FormData) {
  const { memberId, headers } = session;
  const chosen = categoriesFormValues(form);
  const values = {
    intent: DASHBOARD_INTENTS.categories,
    serviceTypeIds: chosen.serviceTypeIds.join(","),
    shownServiceTypeIds: chosen.shownServiceTypeIds.join(","),
    primaryServiceTypeId: chosen.primaryServiceTypeId === null ? "" : String(chosen.primaryServiceTypeId),
  };
  const { membershipLevel } = memberDtoSchema.parse(await services.memberAccount.view(memberId, [], session.principal));
  const problem = categoriesProblem(
    chosen.serviceTypeIds,
    chosen.primaryServiceTypeId,
    membershipLevel,
    chosen.shownServiceTypeIds,
  );
  const parsed = memberCategoriesSchema.safeParse(chosen);
  if (problem !== null || !parsed.success) {
    return refusal(
      400,
      values,
      { serviceTypeIds: problem ?? ACCOUNT_MESSAGES.category },
      undefined,
      undefined,
      headers,
    );
  }
  try {
    await services.memberAccount.setCategories(memberId, parsed.data);
  } catch (error) {
    return actionRefusal(error, values, headers, ["serviceTypeIds"] as const);
  }
  return backWithNotice(DASHBOARD_PATH, request, headers, "categories-saved");
}

async function addBlackoutDate(request: Request, services: Services, session: Session, form: FormData) {
  const { memberId, headers } = session;
  const typed = textValues(form, BLACKOUT_FIELDS);
  const values = { intent: DASHBOARD_INTENTS.addBlackoutDate, ...typed };
  const parsed = blackoutDateSchema.safeParse(typed);
  if (!parsed.success) {
    return refusal(400, values, issuesByField(BLACKOUT_FIELDS, parsed.error.issues), undefined, undefined, headers);
  }
  try {
    await services.memberAccount.addBlackoutDate(memberId, parsed.data.date, parsed.data.reason ?? null);
  } catch (error) {
    return actionRefusal(error, values, headers, BLACKOUT_FIELDS);
  }
  return backWithNotice(DASHBOARD_PATH, request, headers, "blackout-date-added");
}

async function addCalendarEntry(request: Request, services: Services, session: Session, form: FormData) {
  const { memberId, headers } = session;
  const typed = textValues(form, ENTRY_FIELDS);
  const values = { intent: DASHBOARD_INTENTS.addCalendarEntry, ...typed };
  const parsed = calendarEntrySchema.safeParse(typed);
  if (!parsed.success) {
    return refusal(400, values, issuesByField(ENTRY_FIELDS, parsed.error.issues), undefined, undefined, headers);
  }
  try {
    await services.memberAccount.addCalendarEntry(memberId, parsed.data);
  } catch (error) {
    return actionRefusal(error, values, headers, ENTRY_FIELDS);
  }
  return backWithNotice(DASHBOARD_PATH, request, headers, "calendar-entry-added");
}

/** A Remove button of a calendar list: the item's id, removed from this vendor's list only. */
async function changePassword(request: Request, services: Services, session: Session, form: FormData) {
  const { principal, viewingAsAdmin, headers } = session;
  // Passwords are never sent back to the page.
  const values = { intent: DASHBOARD_INTENTS.password };
  if (viewingAsAdmin) {
    return refusal(403, values, {}, "Only the account's owner changes its password.", undefined, headers);
  }
  const parsed = changePasswordSchema.safeParse(textValues(form, PASSWORD_FIELDS));
  if (!parsed.success) {
    return refusal(400, values, issuesByField(PASSWORD_FIELDS, parsed.error.issues), undefined, undefined, headers);
  }
  try {
    // Every other session ended; this browser carries on with the new one.
    const tokens = await services.accounts.changePassword(principal, parsed.data);
    return backWithNotice(DASHBOARD_PATH, request, sessionHeaders(services, tokens), "password-changed");
  } catch (error) {
    return actionRefusal(error, values, headers, PASSWORD_FIELDS);
  }
}
