import { useId } from "react";
import "./marketplace.css";

export const TEST_MODE_TEXT = "No card is charged. Payments, deposits and refunds are recorded, nothing real moves.";

/** Said wherever a payment or a price to pay is shown: bookings are paid with the built-in test provider. */
export function TestModeNotice() {
  const labelId = useId();
  return (
    <div className="test-mode-notice" role="note" aria-labelledby={labelId}>
      <p>
        <strong id={labelId}>Test mode</strong>: {TEST_MODE_TEXT}
      </p>
    </div>
  );
}
