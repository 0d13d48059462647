import type { MouseEvent } from "react";
import { useNavigation } from "react-router";
import "./forms.css";

type SubmitButtonProps = {
  label: string;
  /** Shown while the form is being sent: "Logging in…". */
  busyLabel: string;
  /**
   * Whether the form is being sent. Left out, a route's `<Form method="post">` is busy while the
   * router submits it.
   */
  busy?: boolean;
  /** The full width of the form at every size (the account pages' narrow card). */
  fullWidth?: boolean;
};

/**
 * The form's main button. While the submission is on its way it says so and cannot be pressed again;
 * it stays focusable (aria-disabled, not disabled), so the keyboard focus is not lost.
 */
export function SubmitButton({ label, busyLabel, busy, fullWidth = false }: SubmitButtonProps) {
  const navigation = useNavigation();
  const sending = busy ?? (navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST");
  const refuseWhileSending = (event: MouseEvent<HTMLButtonElement>) => {
    if (sending) event.preventDefault();
  };
  return (
    <button
      type="submit"
      className={
        fullWidth ? "button button--primary form-submit form-submit--full" : "button button--primary form-submit"
      }
      aria-disabled={sending || undefined}
      onClick={refuseWhileSending}
    >
      {sending ? busyLabel : label}
    </button>
  );
}
