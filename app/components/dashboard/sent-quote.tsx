import { useId, useState } from "react";
import { formatCents } from "#features/marketplace/marketplace.rules.ts";
import type { LeadDto, QuoteDto } from "#features/marketplace/marketplace.schema.ts";
import { AlertMessage } from "../forms/status-message.tsx";
import { useFocusRequest } from "../forms/use-focus-request.ts";
import { ConfirmPanel } from "../marketplace/confirm-panel.tsx";
import { MarketFact } from "../marketplace/market-fact.tsx";
import { formatDateTime, formatShortDate, QUOTE_STATUS_LABELS } from "../marketplace/marketplace.logic.ts";
import { withdrawQuote } from "./dashboard.calls.ts";
import { readFailure } from "./dashboard.logic.ts";
import { DashboardSection, LogInAgainLink } from "./dashboard-section.tsx";
import "./dashboard.css";
import "./leads.css";

/** The vendor's quote as sent, its status, and (while the planner can still accept it) the way to withdraw it. */
export function SentQuote({
  quote,
  plannerFirstName,
  onWithdrawn,
  returnTo,
}: {
  quote: QuoteDto;
  plannerFirstName: string;
  onWithdrawn: (lead: LeadDto) => void;
  returnTo: string;
}) {
  const sent = formatDateTime(quote.createdAt);
  return (
    <DashboardSection id="your-quote" title="Your quote" intro={sent ? `Sent ${sent}.` : undefined} focusable>
      <p className="market-status" data-status={quote.status}>
        <span className="visually-hidden">Quote status: </span>
        {quote.status === "pending" ? `Waiting for ${plannerFirstName}'s answer` : QUOTE_STATUS_LABELS[quote.status]}
      </p>
      {quote.closedNote ? <p className="dash-section__note">{quote.closedNote}</p> : null}
      <dl className="market-facts market-facts--money">
        <MarketFact term="Total price">{formatCents(quote.totalCents)}</MarketFact>
        <MarketFact term="Deposit">{formatCents(quote.depositCents)}</MarketFact>
        <MarketFact term="Due later">{formatCents(quote.balanceCents)}</MarketFact>
        <MarketFact term="Valid until">{formatShortDate(quote.expiresOn) ?? quote.expiresOn}</MarketFact>
        <MarketFact term="Cancellation policy" wide>
          <strong>{quote.cancellationPolicy.label}</strong>: {quote.cancellationPolicy.description}
        </MarketFact>
        <MarketFact term="What's included" wide>
          {quote.included}
        </MarketFact>
      </dl>
      {quote.canWithdraw ? (
        <WithdrawQuote
          quote={quote}
          plannerFirstName={plannerFirstName}
          onWithdrawn={onWithdrawn}
          returnTo={returnTo}
        />
      ) : null}
    </DashboardSection>
  );
}

/** "Withdraw quote", confirmed first in a panel under it ("Confirm withdrawal", "Keep quote"). */
function WithdrawQuote({
  quote,
  plannerFirstName,
  onWithdrawn,
  returnTo,
}: {
  quote: QuoteDto;
  plannerFirstName: string;
  onWithdrawn: (lead: LeadDto) => void;
  returnTo: string;
}) {
  const panelId = `${useId()}-withdraw`;
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<{ message: string; sessionEnded: boolean } | null>(null);
  const { ref: openRef, requestFocus: focusOpen } = useFocusRequest<HTMLButtonElement>();

  const confirm = async () => {
    if (pending) return;
    setPending(true);
    setProblem(null);
    try {
      onWithdrawn(await withdrawQuote(quote.id));
    } catch (error) {
      const failure = readFailure(error, "We couldn't withdraw your quote. Please try again.");
      setProblem({ message: failure.message, sessionEnded: failure.code === "UNAUTHENTICATED" });
      setPending(false);
    }
  };

  const close = () => {
    setConfirming(false);
    setProblem(null);
    focusOpen();
  };

  return (
    <div className="withdraw-quote">
      <button
        type="button"
        ref={openRef}
        className="button button--secondary button--danger"
        aria-expanded={confirming}
        aria-controls={confirming ? panelId : undefined}
        onClick={() => (confirming ? close() : setConfirming(true))}
      >
        Withdraw quote
      </button>
      {confirming ? (
        <ConfirmPanel id={panelId} title="Withdraw your quote?" busy={pending} onSubmit={() => void confirm()}>
          <p>
            {plannerFirstName} will no longer be able to book your quote of {formatCents(quote.totalCents)}.
          </p>
          <AlertMessage>
            {problem ? (
              <>
                <p>{problem.message}</p>
                {problem.sessionEnded ? <LogInAgainLink returnTo={returnTo} /> : null}
              </>
            ) : null}
          </AlertMessage>
          <div className="market-panel__actions">
            <button
              type="submit"
              className="button button--primary button--danger-solid"
              aria-disabled={pending || undefined}
            >
              {pending ? "Withdrawing…" : "Confirm withdrawal"}
            </button>
            <button type="button" className="button button--secondary" onClick={close}>
              Keep quote
            </button>
          </div>
        </ConfirmPanel>
      ) : null}
    </div>
  );
}
