import { Link, useLocation } from "react-router";
import type { PlannerRequestDto } from "#features/marketplace/marketplace.schema.ts";
import { AlertMessage } from "../forms/status-message.tsx";
import { ConfirmPanel, PanelSubmit } from "../marketplace/confirm-panel.tsx";
import { useSending } from "#app/components/forms/page-forms.ts";
import { answerFor, type FormAnswer } from "../marketplace/marketplace-forms.ts";
import { REQUEST_ENDINGS, REQUEST_INTENTS, REQUEST_PANEL_PARAMS, type RequestEnding } from "./client-center.logic.ts";
import "./client-center.css";

const PANEL_ID = "request-ending";

const ENDINGS: Record<
  RequestEnding,
  { intent: string; button: string; title: string; effect: string; confirm: string; keep: string }
> = {
  close: {
    intent: REQUEST_INTENTS.closeRequest,
    button: "Close request",
    title: "Close this request?",
    effect: "You found someone elsewhere: vendors are told, and quotes still open are closed.",
    confirm: "Yes, close it",
    keep: "Keep it open",
  },
  cancel: {
    intent: REQUEST_INTENTS.cancelRequest,
    button: "Cancel request",
    title: "Cancel this request?",
    effect: "Your event is off: vendors are told, and quotes still open are closed.",
    confirm: "Yes, cancel it",
    keep: "Keep my request",
  },
};

/**
 * Ending a request the planner no longer needs: closed (found someone elsewhere) or cancelled, each
 * confirmed first in a panel its link opens (`?end=close`), then posted to the page's action.
 */
export function RequestActions({
  request,
  ending,
  answer,
}: {
  request: PlannerRequestDto["request"];
  /** The confirmation open (from the page address), if any. */
  ending: RequestEnding | null;
  /** The page's action's answer to its last refused form (this section's own, or another's). */
  answer: FormAnswer | undefined;
}) {
  const { pathname } = useLocation();
  const allowed = REQUEST_ENDINGS.filter((how) => (how === "close" ? request.canClose : request.canCancel));
  const open = ending && allowed.includes(ending) ? ending : null;
  const refused = REQUEST_ENDINGS.map((how) => answerFor(answer, ENDINGS[how].intent)).find(Boolean);
  const sending = useSending(open ? ENDINGS[open].intent : "");

  return (
    <div className="request-actions">
      <p className="client-center__section-lead">
        Close the request if you found someone elsewhere, or cancel it if your event is off.
      </p>
      <div className="market-panel__actions">
        {allowed.map((how) => (
          <Link
            key={how}
            className="button button--secondary"
            to={`${pathname}?${REQUEST_PANEL_PARAMS.end}=${how}#${PANEL_ID}`}
            preventScrollReset
          >
            {ENDINGS[how].button}
          </Link>
        ))}
      </div>
      <div id={PANEL_ID}>
        {open ? (
          <ConfirmPanel key={open} title={ENDINGS[open].title} intent={ENDINGS[open].intent}>
            <p>{ENDINGS[open].effect}</p>
            <AlertMessage>{refused?.feedback.message ? <p>{refused.feedback.message}</p> : null}</AlertMessage>
            <div className="market-panel__actions">
              <PanelSubmit label={ENDINGS[open].confirm} busyLabel="Working…" busy={sending} danger />
              <Link className="button button--secondary" to={`${pathname}#request-actions`} preventScrollReset>
                {ENDINGS[open].keep}
              </Link>
            </div>
          </ConfirmPanel>
        ) : (
          <AlertMessage>{refused?.feedback.message ? <p>{refused.feedback.message}</p> : null}</AlertMessage>
        )}
      </div>
    </div>
  );
}
