import { useId, useRef, useState } from "react";
import type { BookingDto, CancellationPreviewDto } from "#features/marketplace/marketplace.schema.ts";
import { errorCode, errorMessage } from "#app/lib/api-client.ts";
import { TextField } from "../forms/form-field.tsx";
import { AlertMessage } from "../forms/status-message.tsx";
import { ConfirmPanel } from "./confirm-panel.tsx";
import { cancelBooking, fetchCancellationPreview } from "./marketplace.calls.ts";
import "./marketplace.css";

export const REFUND_CHANGED_NOTE =
  "The refund changed since you opened this (a day passed or a payment was made). Check the new amount before you confirm.";

const FAILED = "We couldn't cancel the booking. Check your connection and try again.";
const PREVIEW_FAILED = "We couldn't work out your refund. Check your connection and try again.";

/**
 * "Cancel booking": first the server's preview of what cancelling now refunds, under which policy,
 * and only on "Confirm cancellation" the cancellation itself, with the refund that was shown. When the
 * refund changed meanwhile, the server refuses (REFUND_CHANGED) and the new preview is shown again.
 */
export function CancelBooking({
  booking,
  onCancelled,
}: {
  booking: BookingDto;
  onCancelled: (booking: BookingDto) => void;
}) {
  const id = useId();
  const [preview, setPreview] = useState<CancellationPreviewDto | null>(null);
  const [reason, setReason] = useState("");
  const [refundChanged, setRefundChanged] = useState(false);
  const [problem, setProblem] = useState("");
  const [busy, setBusy] = useState<"preview" | "cancel" | null>(null);
  const openButton = useRef<HTMLButtonElement>(null);
  const panelId = `${id}-panel`;

  const showPreview = async () => setPreview(await fetchCancellationPreview(booking.id));

  const open = async () => {
    if (busy) return;
    setProblem("");
    setRefundChanged(false);
    setBusy("preview");
    try {
      await showPreview();
    } catch (failure) {
      setProblem(errorMessage(failure) ?? PREVIEW_FAILED);
    } finally {
      setBusy(null);
    }
  };

  const close = () => {
    setPreview(null);
    setProblem("");
    openButton.current?.focus();
  };

  const confirm = async () => {
    if (!preview) return;
    setProblem("");
    setBusy("cancel");
    try {
      const cancelled = await cancelBooking(booking.id, { expectedRefundCents: preview.refundCents, reason });
      setPreview(null);
      onCancelled(cancelled);
    } catch (failure) {
      if (errorCode(failure) === "REFUND_CHANGED") {
        setRefundChanged(true);
        await showPreview().catch(() => setProblem(PREVIEW_FAILED));
      } else {
        setProblem(errorMessage(failure) ?? FAILED);
      }
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="cancel-booking">
      <button
        ref={openButton}
        type="button"
        className="button button--secondary button--danger"
        aria-expanded={preview !== null}
        aria-controls={preview ? panelId : undefined}
        aria-disabled={busy === "preview" || undefined}
        onClick={() => void (preview ? close() : open())}
      >
        {busy === "preview" ? "Working out your refund…" : "Cancel booking"}
      </button>
      {preview ? null : <AlertMessage>{problem ? <p>{problem}</p> : null}</AlertMessage>}
      {preview ? (
        <ConfirmPanel
          title="Cancel this booking?"
          id={panelId}
          busy={busy !== null}
          showing={preview}
          onSubmit={() => void confirm()}
        >
          {refundChanged ? <p className="market-panel__changed">{REFUND_CHANGED_NOTE}</p> : null}
          <p className="market-panel__summary">{preview.summary}</p>
          <p className="market-panel__policy">
            <strong>{preview.policy.label} policy</strong>: {preview.policy.description}
          </p>
          <AlertMessage>{problem ? <p>{problem}</p> : null}</AlertMessage>
          <TextField
            as="textarea"
            id={`${id}-reason`}
            name="reason"
            label="Reason"
            optional
            rows={3}
            maxLength={500}
            value={reason}
            onValueChange={setReason}
          />
          <div className="market-panel__actions">
            <button
              type="submit"
              className="button button--primary button--danger-solid"
              aria-disabled={busy === "cancel" || undefined}
            >
              {busy === "cancel" ? "Cancelling…" : "Confirm cancellation"}
            </button>
            <button type="button" className="button button--secondary" onClick={close}>
              Keep booking
            </button>
          </div>
        </ConfirmPanel>
      ) : null}
    </div>
  );
}
