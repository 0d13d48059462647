import { useNavigation } from "react-router";
import "./account.css";

type SubmitButtonProps = {
  label: string;
  /** Shown while the form is being sent: "Logging in…". */
  busyLabel: string;
};

/** The form's main button; while the submission is on its way it says so and cannot be pressed twice. */
export function SubmitButton({ label, busyLabel }: SubmitButtonProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  return (
    <button
      type="submit"
      className="button button--primary auth-form__submit"
      disabled={busy}
      aria-disabled={busy || undefined}
    >
      {busy ? busyLabel : label}
    </button>
  );
}
