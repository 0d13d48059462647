import { type ReactNode, useId, useRef, useState } from "react";
import type { PlannerRequestDto, QuoteDto } from "#features/marketplace/marketplace.schema.ts";
import { formatCents } from "#features/marketplace/marketplace.rules.ts";
import { errorCode, errorMessage } from "#app/lib/api-client.ts";
import { TextField } from "../forms/form-field.tsx";
import { AlertMessage } from "../forms/status-message.tsx";
import { SiteLink } from "../layout/site-link.tsx";
import { MarketFact } from "../marketplace/market-fact.tsx";
import {
  cheapestQuoteIds,
  formatRating,
  formatShortDate,
  QUOTE_STATUS_LABELS,
  withFullStop,
} from "../marketplace/marketplace.logic.ts";
import { TestModeNotice } from "../marketplace/test-mode-notice.tsx";
import { ConfirmPanel } from "../marketplace/confirm-panel.tsx";
import { acceptQuote, declineQuote, fetchPlannerRequest } from "./planner-request.calls.ts";
import type { RequestUpdate } from "./planner-request.tsx";
import "../marketplace/marketplace.css";
import "./client-center.css";

type Choice = { action: "book" | "decline"; quote: QuoteDto };

/** One fact of a quote, as a row of the table and a term of the card. */
type QuoteRow = { term: string; value: (quote: QuoteDto) => ReactNode };

const ROWS: readonly QuoteRow[] = [
  { term: "Price", value: (quote) => <strong>{formatCents(quote.totalCents)}</strong> },
  { term: "Deposit", value: (quote) => (quote.depositCents > 0 ? formatCents(quote.depositCents) : "None") },
  { term: "Due later", value: (quote) => formatCents(quote.balanceCents) },
  { term: "What's included", value: (quote) => quote.included },
  {
    term: "Cancellation policy",
    value: (quote) => (
      <>
        <strong>{quote.cancellationPolicy.label}</strong>: {quote.cancellationPolicy.description}
      </>
    ),
  },
  { term: "Valid until", value: (quote) => formatShortDate(quote.expiresOn) ?? quote.expiresOn },
  { term: "Rating", value: (quote) => formatRating(quote.vendor.ratingAverage, quote.vendor.reviewCount) },
  {
    term: "Online deposit",
    value: (quote) => (quote.vendor.acceptsOnlineDeposits ? "Yes" : "No, you pay the vendor directly"),
  },
];

const STATUS_ROW: QuoteRow = {
  term: "Status",
  value: (quote) => (
    <>
      <span className="market-status" data-status={quote.status}>
        {QUOTE_STATUS_LABELS[quote.status]}
      </span>
      {quote.closedNote ? <span className="quote-note">{quote.closedNote}</span> : null}
    </>
  ),
};

/** Open and booked quotes stay in full colour; the others (declined, closed, expired, withdrawn) are greyed. */
function isLive(quote: QuoteDto): boolean {
  return quote.status === "pending" || quote.status === "accepted";
}

/** Live quotes first, in the server's order; the greyed ones after them. */
function liveFirst(quotes: readonly QuoteDto[]): QuoteDto[] {
  return [...quotes].sort((a, b) => Number(!isLive(a)) - Number(!isLive(b)));
}

/**
 * The quotes side by side: a table with one column per quote from 768 px, stacked cards below (the
 * same facts), the cheapest open total marked, the others greyed with their status. Only the actions
 * the server allows are offered, and both open a confirmation first: what booking costs and pays now,
 * or an optional reason for declining.
 */
export function QuoteComparison({ data, onUpdate }: { data: PlannerRequestDto; onUpdate: RequestUpdate }) {
  const [choice, setChoice] = useState<Choice | null>(null);
  const [problem, setProblem] = useState("");
  const opener = useRef<HTMLElement | null>(null);

  if (data.quotes.length === 0) {
    return (
      <p className="client-center__section-lead">
        No quotes yet. Vendors usually answer within a day or two; we'll email you as quotes arrive.
      </p>
    );
  }

  const quotes = liveFirst(data.quotes);
  const cheapest = cheapestQuoteIds(quotes);
  const rows = quotes.some((quote) => quote.status !== "pending") ? [...ROWS, STATUS_ROW] : ROWS;
  const choose = (action: Choice["action"], quote: QuoteDto, button: HTMLElement) => {
    opener.current = button;
    setProblem("");
    setChoice({ action, quote });
  };
  const close = () => {
    setChoice(null);
    const button = opener.current;
    if (button?.isConnected) button.focus();
    else document.getElementById("request-quotes-title")?.focus();
  };
  const actions = (quote: QuoteDto) => (
    <QuoteActions quote={quote} open={choice?.quote.id === quote.id ? choice.action : null} onChoose={choose} />
  );

  return (
    <div className="quote-comparison">
      <AlertMessage>{problem ? <p>{problem}</p> : null}</AlertMessage>
      <div className="quote-table-wrap">
        <table className="quote-table">
          <caption className="visually-hidden">Quotes compared, one column per vendor</caption>
          <thead>
            <tr>
              <td />
              {quotes.map((quote) => (
                <th key={quote.id} scope="col" className={cellClass(quote)}>
                  <VendorName quote={quote} cheapest={cheapest.includes(quote.id)} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.term}>
                <th scope="row">{row.term}</th>
                {quotes.map((quote) => (
                  <td key={quote.id} className={cellClass(quote)}>
                    {row.value(quote)}
                  </td>
                ))}
              </tr>
            ))}
            {quotes.some((quote) => quote.canAccept || quote.canDecline) ? (
              <tr>
                <th scope="row">
                  <span className="visually-hidden">Actions</span>
                </th>
                {quotes.map((quote) => (
                  <td key={quote.id} className={cellClass(quote)}>
                    {actions(quote)}
                  </td>
                ))}
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
      <ul className="quote-cards">
        {quotes.map((quote) => (
          <li key={quote.id} className={`quote-card ${cellClass(quote)}`}>
            <article aria-labelledby={`quote-${quote.id}-name`}>
              <h3 className="quote-card__name" id={`quote-${quote.id}-name`}>
                <VendorName quote={quote} cheapest={cheapest.includes(quote.id)} />
              </h3>
              <dl className="market-facts">
                {rows.map((row) => (
                  <MarketFact key={row.term} term={row.term} wide={row.term !== "Deposit" && row.term !== "Due later"}>
                    {row.value(quote)}
                  </MarketFact>
                ))}
              </dl>
              {actions(quote)}
            </article>
          </li>
        ))}
      </ul>
      {choice?.action === "book" ? (
        <BookPanel
          key={choice.quote.id}
          quote={choice.quote}
          onClose={close}
          onBooked={(next) => {
            setChoice(null);
            onUpdate(next, bookedNote(choice.quote, next), "request-booking");
          }}
          onRefused={(message) => {
            setChoice(null);
            setProblem(message);
            // The quote is no longer open: show what happened to it.
            fetchPlannerRequest(data.request.id).then((next) => onUpdate(next, "", "request-quotes"), close);
          }}
        />
      ) : null}
      {choice?.action === "decline" ? (
        <DeclinePanel
          key={choice.quote.id}
          quote={choice.quote}
          onClose={close}
          onDeclined={(next) => {
            setChoice(null);
            onUpdate(next, withFullStop(`You declined the quote from ${choice.quote.vendor.name}`), "request-quotes");
          }}
        />
      ) : null}
    </div>
  );
}

function cellClass(quote: QuoteDto): string {
  return isLive(quote) ? "quote-cell" : "quote-cell quote-cell--inactive";
}

function bookedNote(quote: QuoteDto, next: PlannerRequestDto): string {
  const name = quote.vendor.name;
  const paid = next.booking?.paidCents ?? 0;
  const booked = withFullStop(`You booked ${name}`);
  return paid > 0
    ? `${booked} Your ${formatCents(paid)} deposit was paid (test mode: no card was charged).`
    : `${booked} Nothing was paid online: you pay ${name} directly.`;
}

function VendorName({ quote, cheapest }: { quote: QuoteDto; cheapest: boolean }) {
  return (
    <span className="quote-vendor">
      <SiteLink href={quote.vendor.profilePath} className="quote-vendor__name">
        {quote.vendor.name}
      </SiteLink>
      {cheapest ? <span className="quote-badge">Lowest price</span> : null}
    </span>
  );
}

function QuoteActions({
  quote,
  open,
  onChoose,
}: {
  quote: QuoteDto;
  /** The confirmation open for this quote, if any. */
  open: Choice["action"] | null;
  onChoose: (action: Choice["action"], quote: QuoteDto, button: HTMLElement) => void;
}) {
  if (!quote.canAccept && !quote.canDecline) return null;
  return (
    <div className="quote-actions">
      {quote.canAccept ? (
        <button
          type="button"
          className="button button--primary"
          aria-expanded={open === "book"}
          onClick={(event) => onChoose("book", quote, event.currentTarget)}
        >
          Book {quote.vendor.name}
        </button>
      ) : null}
      {quote.canDecline ? (
        <button
          type="button"
          className="button button--secondary"
          aria-expanded={open === "decline"}
          onClick={(event) => onChoose("decline", quote, event.currentTarget)}
        >
          Decline<span className="visually-hidden"> quote from {quote.vendor.name}</span>
        </button>
      ) : null}
    </div>
  );
}

function BookPanel({
  quote,
  onClose,
  onBooked,
  onRefused,
}: {
  quote: QuoteDto;
  onClose: () => void;
  onBooked: (next: PlannerRequestDto) => void;
  onRefused: (message: string) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState("");
  const name = quote.vendor.name;
  const paysDeposit = quote.vendor.acceptsOnlineDeposits && quote.depositCents > 0;

  const confirm = async () => {
    setBusy(true);
    setProblem("");
    try {
      onBooked(await acceptQuote(quote.id));
    } catch (failure) {
      const message = errorMessage(failure) ?? "We couldn't book this quote. Check your connection and try again.";
      if (errorCode(failure) === "QUOTE_NOT_AVAILABLE") onRefused(message);
      else setProblem(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <ConfirmPanel title={`Book ${name}?`} busy={busy} onSubmit={() => void confirm()}>
      <ul className="market-panel__list">
        <li>
          Total: <strong>{formatCents(quote.totalCents)}</strong>
        </li>
        <li>
          {paysDeposit ? (
            <>
              <strong>Pay {formatCents(quote.depositCents)} deposit now</strong>; the rest,{" "}
              {formatCents(quote.balanceCents)}, is due later.
            </>
          ) : (
            <>Nothing is paid online now; you pay {name} directly.</>
          )}
        </li>
        <li>
          Cancellation policy: <strong>{quote.cancellationPolicy.label}</strong>. {quote.cancellationPolicy.description}
        </li>
        <li>Your other open quotes for this event will be closed, and those vendors told.</li>
      </ul>
      <TestModeNotice />
      <AlertMessage>{problem ? <p>{problem}</p> : null}</AlertMessage>
      <div className="market-panel__actions">
        <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
          {busy ? "Booking…" : "Confirm booking"}
        </button>
        <button type="button" className="button button--secondary" onClick={onClose}>
          Not yet
        </button>
      </div>
    </ConfirmPanel>
  );
}

function DeclinePanel({
  quote,
  onClose,
  onDeclined,
}: {
  quote: QuoteDto;
  onClose: () => void;
  onDeclined: (next: PlannerRequestDto) => void;
}) {
  const id = useId();
  const [reason, setReason] = useState("");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState("");

  const confirm = async () => {
    setBusy(true);
    setProblem("");
    try {
      onDeclined(await declineQuote(quote.id, reason));
    } catch (failure) {
      setProblem(errorMessage(failure) ?? "We couldn't decline this quote. Check your connection and try again.");
    } finally {
      setBusy(false);
    }
  };

  return (
    <ConfirmPanel title={`Decline the quote from ${quote.vendor.name}?`} busy={busy} onSubmit={() => void confirm()}>
      <TextField
        as="textarea"
        id={`${id}-reason`}
        name="reason"
        label="Reason for declining"
        optional
        hint={`${quote.vendor.name} sees this.`}
        rows={3}
        maxLength={500}
        value={reason}
        onValueChange={setReason}
      />
      <AlertMessage>{problem ? <p>{problem}</p> : null}</AlertMessage>
      <div className="market-panel__actions">
        <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
          {busy ? "Declining…" : "Confirm decline"}
        </button>
        <button type="button" className="button button--secondary" onClick={onClose}>
          Keep quote
        </button>
      </div>
    </ConfirmPanel>
  );
}
