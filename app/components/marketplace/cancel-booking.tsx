import { Link } from "react-router";
import type { BookingDto, CancellationPreviewDto } from "#features/marketplace/marketplace.schema.ts";
import { TextField } from "../forms/form-field.tsx";
import { AlertMessage } from "../forms/status-message.tsx";
import { ConfirmPanel, PanelSubmit } from "./confirm-panel.tsx";
import { usePageLink, useSending } from "#app/components/forms/page-forms.ts";
import {
  answerFor,
  CANCEL_PANEL_PARAM,
  cancelAnchor,
  type FormAnswer,
  MARKETPLACE_INTENTS,
} from "./marketplace-forms.ts";
import "./marketplace.css";

/**
 * "Cancel booking": a link that opens the confirmation (`?cancel={bookingId}`), where the page's loader
 * has read what cancelling now refunds and under which policy; "Confirm cancellation" posts the refund
 * that was shown (intent `cancel-booking`, see handleMarketplaceIntent). When the refund changed
 * meanwhile, the action refuses and the page shows the new one with the reason.
 */
export function CancelBooking({
  booking,
  preview,
  answer,
}: {
  booking: BookingDto;
  /** The loader's preview while the confirmation is open, null while it is closed. */
  preview: CancellationPreviewDto | null;
  /** The page's action's answer to its last refused form (this form's own, or another's). */
  answer: FormAnswer | undefined;
}) {
  const key = { name: "bookingId", value: booking.id };
  const refused = answerFor(answer, MARKETPLACE_INTENTS.cancelBooking, key);
  const sending = useSending(MARKETPLACE_INTENTS.cancelBooking, key);
  const anchor = cancelAnchor(booking.id);
  const keepLink = usePageLink(CANCEL_PANEL_PARAM, null, anchor);
  const openLink = usePageLink(CANCEL_PANEL_PARAM, booking.id, anchor);
  return (
    <div className="cancel-booking" id={anchor}>
      {preview ? (
        <ConfirmPanel title="Cancel this booking?" intent={MARKETPLACE_INTENTS.cancelBooking} showing={preview}>
          <input type="hidden" name="bookingId" value={booking.id} />
          <input type="hidden" name="expectedRefundCents" value={preview.refundCents} />
          <p className="market-panel__summary">{preview.summary}</p>
          <p className="market-panel__policy">
            <strong>{preview.policy.label} policy</strong>: {preview.policy.description}
          </p>
          <AlertMessage>{refused?.feedback.message ? <p>{refused.feedback.message}</p> : null}</AlertMessage>
          <TextField
            as="textarea"
            id={`${anchor}-reason`}
            name="reason"
            label="Reason"
            optional
            rows={3}
            maxLength={500}
            defaultValue={refused?.values.reason}
            error={refused?.feedback.errors?.reason}
          />
          <div className="market-panel__actions">
            <PanelSubmit label="Confirm cancellation" busyLabel="Cancelling…" busy={sending} danger />
            <Link className="button button--secondary" to={keepLink} preventScrollReset>
              Keep booking
            </Link>
          </div>
        </ConfirmPanel>
      ) : (
        <>
          <Link className="button button--secondary button--danger" to={openLink} preventScrollReset>
            Cancel booking
          </Link>
          <AlertMessage>{refused?.feedback.message ? <p>{refused.feedback.message}</p> : null}</AlertMessage>
        </>
      )}
    </div>
  );
}
