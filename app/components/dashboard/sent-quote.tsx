import { useSearchParams } from "react-router";
import { formatCents } from "#lib/money.ts";
import type { QuoteDto } from "#features/marketplace/marketplace.schema.ts";
import { AlertMessage, StatusMessage } from "../forms/status-message.tsx";
import { ConfirmPanel, PanelSubmit } from "../marketplace/confirm-panel.tsx";
import { useSending } from "#app/components/forms/page-forms.ts";
import { MarketFact } from "../marketplace/market-fact.tsx";
import { answerFor, type FormAnswer } from "../marketplace/marketplace-forms.ts";
import { formatDateTime, formatShortDate, QUOTE_STATUS_LABELS } from "../marketplace/marketplace.logic.ts";
import type { MemberCenterLinks } from "./dashboard.logic.ts";
import { DashboardSection } from "./dashboard-section.tsx";
import { LEAD_INTENTS, LEAD_PANEL_PARAMS } from "./leads.logic.ts";
import { ClosePanelLink, OpenPanelButton } from "./panel-links.tsx";
import "./dashboard.css";
import "./leads.css";

/** The vendor's quote as sent, its status, and (while the planner can still accept it) the way to withdraw it. */
export function SentQuote({
  quote,
  plannerFirstName,
  note,
  answer,
  links,
}: {
  quote: QuoteDto;
  plannerFirstName: string;
  /** The note of the last form about the quote (sent, withdrawn). */
  note: string | undefined;
  answer: FormAnswer | undefined;
  links: MemberCenterLinks;
}) {
  const sent = formatDateTime(quote.createdAt);
  return (
    <DashboardSection id="your-quote" title="Your quote" intro={sent ? `Sent ${sent}.` : undefined} focusable>
      <StatusMessage message={note} />
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
        <WithdrawQuote quote={quote} plannerFirstName={plannerFirstName} answer={answer} links={links} />
      ) : null}
    </DashboardSection>
  );
}

/**
 * "Withdraw quote" opens a confirmation in place (`?withdraw={quoteId}`); "Confirm withdrawal" posts
 * it to the page's action (intent `withdraw-quote`), "Keep quote" closes it.
 */
function WithdrawQuote({
  quote,
  plannerFirstName,
  answer,
  links,
}: {
  quote: QuoteDto;
  plannerFirstName: string;
  answer: FormAnswer | undefined;
  links: MemberCenterLinks;
}) {
  const [searchParams] = useSearchParams();
  const refused = answerFor(answer, LEAD_INTENTS.withdrawQuote);
  const sending = useSending(LEAD_INTENTS.withdrawQuote);
  const open = searchParams.get(LEAD_PANEL_PARAMS.withdraw) === String(quote.id) || refused !== undefined;
  return (
    <div className="withdraw-quote">
      {open ? (
        <ConfirmPanel id="withdraw-quote" title="Withdraw your quote?" intent={LEAD_INTENTS.withdrawQuote}>
          <input type="hidden" name="quoteId" value={quote.id} />
          <p>
            {plannerFirstName} will no longer be able to book your quote of {formatCents(quote.totalCents)}.
          </p>
          <AlertMessage>{refused?.feedback.message ? <p>{refused.feedback.message}</p> : null}</AlertMessage>
          <div className="market-panel__actions">
            <PanelSubmit label="Confirm withdrawal" busyLabel="Withdrawing…" busy={sending} danger />
            <ClosePanelLink anchor="your-quote" links={links} label="Keep quote" />
          </div>
        </ConfirmPanel>
      ) : (
        <OpenPanelButton
          param={LEAD_PANEL_PARAMS.withdraw}
          value={quote.id}
          anchor="withdraw-quote"
          links={links}
          label="Withdraw quote"
          className="button button--secondary button--danger"
        />
      )}
    </div>
  );
}
