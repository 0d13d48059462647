import { type FocusEvent, type FormEvent, useRef, useState } from "react";
import type { RequestFormInput } from "#features/marketplace/marketplace.schema.ts";
import { MARKETPLACE_MESSAGES } from "#features/marketplace/marketplace.rules.ts";
import type { PlannerOnboardingProperties } from "#features/analytics/analytics-events.rules.ts";
import { apiRequest, errorCode, errorMessage, fieldErrors } from "#app/lib/api-client.ts";
import { markConversion } from "#app/lib/analytics/conversions.ts";
import { track } from "#app/lib/analytics/track.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { pickFieldErrors } from "../forms/form-errors.ts";
import { useFocusRequest } from "../forms/use-focus-request.ts";
import {
  browserSessionStorage,
  clearDraft,
  completedSteps,
  firstStepWithErrors,
  readCreated,
  readDraft,
  REQUEST_FIELDS,
  requestBody,
  type RequestErrors,
  type RequestField,
  type RequestTarget,
  type RequestValues,
  saveDraft,
  sentPath,
  stepOf,
} from "./request-form.logic.ts";

/** The form's check in the browser: the page builds it on the schema the server decides with. */
export type ValidateRequest = (body: RequestFormInput) => RequestErrors;

/** A problem with the last try that belongs to no field; `logIn` offers the way to log in, keeping the draft. */
export type RequestProblem = { message: string; others: string[]; logIn: boolean };

export const DRAFT_RESTORED = "We kept what you typed. Check it and send your request.";
const SESSION_ENDED = "Your session has ended. Log in to send your request: nothing you typed is lost.";
const SEND_FAILED = "We couldn't send your request. Check your connection and try again.";

/** The request form's part of the Planner Onboarding Flow (decision 012). */
function onboarding(step: string, action: PlannerOnboardingProperties["action"], reason?: string) {
  track("Planner Onboarding Flow Interaction", { flow: "request form", step, action, reason });
}

/** A box's name as the form's field ("cityText", the city box, is the city). */
function fieldOf(name: string): RequestField | undefined {
  if (name === "cityText") return "cityFileName";
  return (REQUEST_FIELDS as readonly string[]).includes(name) ? (name as RequestField) : undefined;
}

/**
 * The request form's state: the values, their messages (checked on submit, when a box is left after
 * typing, and again as a field with a message is corrected), the problem of the last try, and the
 * draft kept in session storage while the planner logs in. One client token per form, sent with every
 * try, so a repeated submission answers the request already made.
 */
export function useRequestForm({
  initialValues,
  target,
  visitor,
  path,
  validate,
}: {
  initialValues: RequestValues;
  target: RequestTarget;
  /** Nobody is signed in: the form asks about them and makes their account. */
  visitor: boolean;
  /** The page's path and query: a draft belongs to it, and logging in comes back to it. */
  path: string;
  validate: ValidateRequest;
}) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<RequestErrors>({});
  const [problem, setProblem] = useState<RequestProblem | null>(null);
  const [restored, setRestored] = useState(false);
  const [sending, setSending] = useState(false);
  const [clientToken, setClientToken] = useState<string | null>(null);
  const [draftRead, setDraftRead] = useState(false);
  const [blurred, setBlurred] = useState<RequestField | null>(null);
  const hydrated = useHydrated();
  const edited = useRef(new Set<RequestField>());
  const reportedSteps = useRef(new Set<string>());
  const { ref: summaryRef, requestFocus: focusSummary } = useFocusRequest<HTMLDivElement>();

  /** The form's one token, made on its first use and sent with every try. */
  const token = () => {
    const current = clientToken ?? crypto.randomUUID();
    if (current !== clientToken) setClientToken(current);
    return current;
  };
  // The token is no field of the form, so checking the values needs none.
  const check = (next: RequestValues) => validate(requestBody(next, target, "", visitor));

  // A box was left after typing: check its field once the values it changed (a city picked on leaving) are in.
  if (blurred !== null) {
    setBlurred(null);
    const found = check(values)[blurred];
    if (errors[blurred] !== found) setErrors({ ...errors, [blurred]: found });
  }

  // Back from logging in: what was typed on this page comes back, with its token. Session storage is
  // read once the page's script runs, so the server's HTML and the hydrating render agree.
  if (hydrated && !draftRead) {
    setDraftRead(true);
    const draft = readDraft(browserSessionStorage, path);
    if (draft) {
      setClientToken(draft.clientToken);
      setValues(draft.values);
      setRestored(true);
    }
  }

  const update = (next: RequestValues, field: RequestField) => {
    setValues(next);
    // A field that shows a message is checked again as it is corrected; others wait for leaving the box.
    if (errors[field]) setErrors((current) => ({ ...current, [field]: check(next)[field] }));
  };

  const change = <Key extends Exclude<keyof RequestValues, "contact">>(key: Key, value: RequestValues[Key]) =>
    update({ ...values, [key]: value }, key === "city" ? "cityFileName" : (key as RequestField));

  const changeContact = (key: keyof RequestValues["contact"], value: string) =>
    update({ ...values, contact: { ...values.contact, [key]: value } }, `contact.${key}`);

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const field = fieldOf((event.target as Partial<HTMLInputElement>).name ?? "");
    if (!field) return;
    if (edited.current.size === 0) onboarding(stepOf(field), "started");
    edited.current.add(field);
  };

  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    // On the way to "Send request" the submission checks everything: a message appearing now would
    // move the button from under the pointer before the click lands.
    if ((event.relatedTarget as Partial<HTMLButtonElement> | null)?.type === "submit") return;
    const field = fieldOf((event.target as Partial<HTMLInputElement>).name ?? "");
    if (!field || !edited.current.has(field)) return;
    setBlurred(field);
    for (const step of completedSteps(check(values), edited.current, visitor)) {
      if (reportedSteps.current.has(step)) continue;
      reportedSteps.current.add(step);
      onboarding(step, "step completed");
    }
  };

  /** Keeps what was typed for the way back from the log-in page. */
  const keepDraft = () => saveDraft(browserSessionStorage, { path, values, clientToken: token() });

  const refused = (error: unknown) => {
    const code = errorCode(error);
    if (code === "UNAUTHENTICATED") {
      keepDraft();
      setProblem({ message: SESSION_ENDED, others: [], logIn: true });
      return;
    }
    const sent = fieldErrors(error);
    const byField = pickFieldErrors(sent, REQUEST_FIELDS);
    if (code === "VENDOR_UNAVAILABLE")
      byField.eventDate ??= errorMessage(error) ?? MARKETPLACE_MESSAGES.vendorUnavailable;
    const others = Object.entries(sent)
      .filter(([field]) => !(REQUEST_FIELDS as readonly string[]).includes(field))
      .map(([, message]) => message);
    const named = Object.values(byField).some(Boolean);
    setErrors(byField);
    setProblem(
      named && others.length === 0
        ? null
        : { message: named ? "" : (errorMessage(error) ?? SEND_FAILED), others, logIn: false },
    );
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setProblem(null);
    const body = requestBody(values, target, token(), visitor);
    const found = validate(body);
    setErrors(found);
    if (Object.values(found).some(Boolean)) {
      onboarding(firstStepWithErrors(found, visitor) ?? "send", "failed", "invalid");
      focusSummary();
      return;
    }
    setSending(true);
    try {
      const created = readCreated(await apiRequest("/api/v1/requests", { method: "POST", body }));
      clearDraft(browserSessionStorage);
      onboarding("send", "submitted");
      // The request's page, in the new or same session, tells the advertising pixel (decision 012).
      markConversion("request sent");
      // A full load, so the page starts from the server. A visitor lands on "check your email"; an
      // answer without its path still leads to the planner's requests.
      window.location.assign(created ? sentPath(created) : "/client/events");
    } catch (error) {
      onboarding("send", "failed", errorCode(error) ?? "no answer");
      refused(error);
      setSending(false);
      focusSummary();
    }
  };

  return {
    values,
    errors,
    problem,
    restored,
    sending,
    summaryRef,
    change,
    changeContact,
    keepDraft,
    formProps: {
      noValidate: true,
      onChange,
      onBlur,
      onSubmit: (event: FormEvent<HTMLFormElement>) => void onSubmit(event),
    },
  };
}

export type RequestFormState = ReturnType<typeof useRequestForm>;
