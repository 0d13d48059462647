import { useRef, useState } from "react";
import type { PlannerRequestDto } from "#features/marketplace/marketplace.schema.ts";
import { errorMessage } from "#app/lib/api-client.ts";
import { AlertMessage } from "../forms/status-message.tsx";
import { ConfirmPanel } from "../marketplace/confirm-panel.tsx";
import { endRequest } from "./planner-request.calls.ts";
import type { RequestUpdate } from "./planner-request.tsx";
import "./client-center.css";

type Ending = "close" | "cancel";

const ENDINGS: Record<
  Ending,
  { button: string; title: string; effect: string; confirm: string; keep: string; done: string }
> = {
  close: {
    button: "Close request",
    title: "Close this request?",
    effect: "You found someone elsewhere: vendors are told, and quotes still open are closed.",
    confirm: "Yes, close it",
    keep: "Keep it open",
    done: "Your request was closed. Vendors were told you found someone elsewhere.",
  },
  cancel: {
    button: "Cancel request",
    title: "Cancel this request?",
    effect: "Your event is off: vendors are told, and quotes still open are closed.",
    confirm: "Yes, cancel it",
    keep: "Keep my request",
    done: "Your request was cancelled. Vendors were told.",
  },
};

/** Ending a request the planner no longer needs: closed (found someone elsewhere) or cancelled, each confirmed first. */
export function RequestActions({
  request,
  onUpdate,
}: {
  request: PlannerRequestDto["request"];
  onUpdate: RequestUpdate;
}) {
  const [ending, setEnding] = useState<Ending | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState("");
  const buttons = useRef<Partial<Record<Ending, HTMLButtonElement | null>>>({});
  const allowed = (["close", "cancel"] as const).filter((how) =>
    how === "close" ? request.canClose : request.canCancel,
  );

  const keep = () => {
    const button = ending ? buttons.current[ending] : null;
    setEnding(null);
    setProblem("");
    button?.focus();
  };

  const confirm = async (how: Ending) => {
    setBusy(true);
    setProblem("");
    try {
      const next = await endRequest(request.id, how);
      setEnding(null);
      onUpdate(next, ENDINGS[how].done, "request-details");
    } catch (failure) {
      setProblem(errorMessage(failure) ?? "We couldn't change your request. Check your connection and try again.");
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="request-actions">
      <p className="client-center__section-lead">
        Close the request if you found someone elsewhere, or cancel it if your event is off.
      </p>
      <div className="market-panel__actions">
        {allowed.map((how) => (
          <button
            key={how}
            ref={(button) => {
              buttons.current[how] = button;
            }}
            type="button"
            className="button button--secondary"
            aria-expanded={ending === how}
            onClick={() => {
              setProblem("");
              setEnding(ending === how ? null : how);
            }}
          >
            {ENDINGS[how].button}
          </button>
        ))}
      </div>
      {ending ? (
        <ConfirmPanel key={ending} title={ENDINGS[ending].title} busy={busy} onSubmit={() => void confirm(ending)}>
          <p>{ENDINGS[ending].effect}</p>
          <AlertMessage>{problem ? <p>{problem}</p> : null}</AlertMessage>
          <div className="market-panel__actions">
            <button
              type="submit"
              className="button button--primary button--danger-solid"
              aria-disabled={busy || undefined}
            >
              {busy ? "Working…" : ENDINGS[ending].confirm}
            </button>
            <button type="button" className="button button--secondary" onClick={keep}>
              {ENDINGS[ending].keep}
            </button>
          </div>
        </ConfirmPanel>
      ) : null}
    </div>
  );
}
