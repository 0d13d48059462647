import { type ChangeEvent, type FocusEvent, type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { type FieldErrors, pickFieldErrors } from "../forms/form-errors.ts";

/**
 * What the route's action sent back about the last submission: a message for the whole form (a
 * failed log-in, too many attempts) and messages by field. A new object for every submission.
 */
export type FormFeedback<Field extends string> = {
  message?: string;
  errors?: FieldErrors<Field>;
};

type AccountFormOptions<Field extends string> = {
  /** The form's fields in page order (the error summary lists them in this order). */
  fields: readonly Field[];
  /**
   * Checks the form as it is now with the same schema the action uses; the route passes it in, as
   * components never import zod.
   */
  validate: (form: FormData) => FieldErrors<Field>;
  /** The action's answer to the last submission, if it refused it. */
  feedback: FormFeedback<Field> | undefined;
  /** The person starts filling the form in (their first change), for analytics. */
  onStart?: () => void;
  /** A submission was checked in the browser: sent to the action when `valid`, held back otherwise. */
  onSubmitChecked?: (valid: boolean) => void;
};

/**
 * The browser side of an account form. Once scripts run: the whole form is checked on submit (a
 * refused submission never leaves the page, the summary takes the focus), a field is checked when the
 * person leaves it after typing, and a field showing a message is checked again as they type, so the
 * message goes as soon as it is fixed. The action's refusal replaces what the browser found.
 */
export function useAccountForm<Field extends string>({
  fields,
  validate,
  feedback,
  onStart,
  onSubmitChecked,
}: AccountFormOptions<Field>) {
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const edited = useRef(new Set<string>());

  const [shown, setShown] = useState(() => ({
    feedback,
    errors: pickFieldErrors(feedback?.errors, fields),
    message: feedback?.message,
  }));
  // A new answer from the action: show what it says instead.
  if (shown.feedback !== feedback) {
    setShown({ feedback, errors: pickFieldErrors(feedback?.errors, fields), message: feedback?.message });
  }
  const { errors, message } = shown;

  // After a refused submission, take keyboard and screen reader users to the summary of problems.
  useEffect(() => {
    if (feedback && (feedback.message || Object.values(feedback.errors ?? {}).some(Boolean))) {
      summaryRef.current?.focus();
    }
  }, [feedback]);

  const isField = useCallback((name: string): name is Field => (fields as readonly string[]).includes(name), [fields]);

  /** Checks one field against the form as it is now, and shows or clears its message. */
  const checkField = useCallback(
    (field: Field) => {
      const form = formRef.current;
      if (!form) return;
      const found = validate(new FormData(form))[field];
      setShown((current) =>
        current.errors[field] === found ? current : { ...current, errors: { ...current.errors, [field]: found } },
      );
    },
    [validate],
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const found = pickFieldErrors(validate(new FormData(event.currentTarget)), fields);
    const valid = Object.keys(found).length === 0;
    onSubmitChecked?.(valid);
    if (valid) return;
    event.preventDefault();
    flushSync(() => setShown((current) => ({ ...current, errors: found, message: undefined })));
    summaryRef.current?.focus();
  };

  const onChange = (event: ChangeEvent<HTMLFormElement>) => {
    const name = (event.target as Partial<HTMLInputElement>).name;
    if (!name || !isField(name)) return;
    if (edited.current.size === 0) onStart?.();
    edited.current.add(name);
    if (errors[name]) checkField(name);
  };

  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    const name = (event.target as Partial<HTMLInputElement>).name;
    if (!name || !isField(name) || !edited.current.has(name)) return;
    checkField(name);
  };

  return {
    hydrated,
    errors,
    message,
    summaryRef,
    formRef,
    checkField,
    /** Spread on the `<Form>`: once scripts run the form shows these messages instead of the browser's. */
    formProps: { ref: formRef, noValidate: hydrated, onSubmit, onChange, onBlur },
  };
}
