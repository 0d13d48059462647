import { type FocusEvent, type FormEvent, useEffect, useEffectEvent, useRef, useState } from "react";
import { useNavigation } from "react-router";
import type { RequestFormInput } from "#features/marketplace/marketplace.schema.ts";
import type { PlannerOnboardingProperties } from "#features/analytics/analytics-events.rules.ts";
import { clearConversion, markConversion } from "#app/lib/analytics/conversions.ts";
import { track } from "#app/lib/analytics/track.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import type { FormFeedback } from "../account/use-account-form.ts";
import { pickFieldErrors } from "../forms/form-errors.ts";
import { useFocusRequest } from "../forms/use-focus-request.ts";
import {
  browserSessionStorage,
  clearDraft,
  completedSteps,
  firstStepWithErrors,
  readDraft,
  REQUEST_FIELDS,
  type RequestErrors,
  type RequestField,
  requestInput,
  type RequestTarget,
  type RequestValues,
  saveDraft,
  stepOf,
} from "./request-form.logic.ts";

/** The form's check in the browser: the page builds it on the schema the action decides with. */
export type ValidateRequest = (input: RequestFormInput) => RequestErrors;

/** The action's answer to a refused submission: what to say, and what was typed. */
export type RequestAnswer = { feedback: FormFeedback<string>; values: RequestValues };

export const DRAFT_RESTORED = "We kept what you typed. Check it and send your request.";

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
 * The request form's state once scripts run: the values, their messages (checked on submit, when a
 * box is left after typing, and again as a field with a message is corrected), and the draft kept in
 * session storage while the planner logs in. The form itself posts to the page's action, scripts or
 * not; a submission the schema refuses never leaves the page, and the action's refusal (`answer`)
 * replaces the values and messages with what it sent back.
 */
export function useRequestForm({
  initialValues,
  answer,
  target,
  visitor,
  path,
  validate,
}: {
  initialValues: RequestValues;
  /** The action's answer to the last submission, if it refused it. */
  answer: RequestAnswer | undefined;
  target: RequestTarget;
  /** Nobody is signed in: the form asks about them and makes their account. */
  visitor: boolean;
  /** The page's path and query: a draft belongs to it, and logging in comes back to it. */
  path: string;
  validate: ValidateRequest;
}) {
  const [values, setValues] = useState(initialValues);
  const [shown, setShown] = useState(() => ({
    answer,
    errors: pickFieldErrors(answer?.feedback.errors, REQUEST_FIELDS) as RequestErrors,
    message: answer?.feedback.message,
  }));
  const [restored, setRestored] = useState(false);
  const [draftRead, setDraftRead] = useState(false);
  const [blurred, setBlurred] = useState<RequestField | null>(null);
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const sending = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  const edited = useRef(new Set<RequestField>());
  const reportedSteps = useRef(new Set<string>());
  const { ref: summaryRef, requestFocus: focusSummary } = useFocusRequest<HTMLDivElement>();
  const { errors, message } = shown;

  // A new answer from the action: what it sent back is the form now.
  if (shown.answer !== answer) {
    setShown({
      answer,
      errors: pickFieldErrors(answer?.feedback.errors, REQUEST_FIELDS),
      message: answer?.feedback.message,
    });
    if (answer) setValues(answer.values);
  }
  const refused = useEffectEvent(() => {
    clearConversion();
    onboarding(firstStepWithErrors(errors, visitor) ?? "send", "failed", "refused");
    focusSummary();
  });
  useEffect(() => {
    if (answer) refused();
  }, [answer]);

  const check = (next: RequestValues) => validate(requestInput(next, target, visitor));
  const setErrors = (next: RequestErrors) => setShown((current) => ({ ...current, errors: next }));

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
    if (draft && !answer) {
      setValues(draft.values);
      setRestored(true);
    }
  }

  const update = (next: RequestValues, field: RequestField) => {
    setValues(next);
    // A field that shows a message is checked again as it is corrected; others wait for leaving the box.
    if (errors[field]) setErrors({ ...errors, [field]: check(next)[field] });
  };

  const change = <Key extends Exclude<keyof RequestValues, "contact" | "clientToken">>(
    key: Key,
    value: RequestValues[Key],
  ) => update({ ...values, [key]: value }, key === "city" ? "cityFileName" : (key as RequestField));

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
  const keepDraft = () => saveDraft(browserSessionStorage, { path, values });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (sending) {
      event.preventDefault();
      return;
    }
    const found = check(values);
    if (Object.values(found).some(Boolean)) {
      event.preventDefault();
      setShown((current) => ({ ...current, errors: found, message: undefined }));
      onboarding(firstStepWithErrors(found, visitor) ?? "send", "failed", "invalid");
      focusSummary();
      return;
    }
    // The router posts the form to the action, which answers with the request's page or a refusal.
    clearDraft(browserSessionStorage);
    // The request's page, in the new or same session, tells the advertising pixel (decision 012).
    markConversion("request sent");
    onboarding("send", "submitted");
  };

  return {
    values,
    errors,
    message,
    restored,
    sending,
    summaryRef,
    change,
    changeContact,
    keepDraft,
    /** Spread on the `<Form>`: once scripts run the form shows these messages instead of the browser's. */
    formProps: { noValidate: hydrated, onChange, onBlur, onSubmit },
  };
}

export type RequestFormState = ReturnType<typeof useRequestForm>;
