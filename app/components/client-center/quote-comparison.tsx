import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import type { PlannerRequestDto, QuoteDto } from "#features/marketplace/marketplace.schema.ts";
import { formatCents } from "#lib/money.ts";
import { TextField } from "../forms/form-field.tsx";
import { AlertMessage } from "../forms/status-message.tsx";
import { SiteLink } from "../layout/site-link.tsx";
import { MarketFact } from "../marketplace/market-fact.tsx";
import { answerFor, type FormAnswer } from "../marketplace/marketplace-forms.ts";
import {
  cheapestQuoteIds,
  formatRating,
  formatShortDate,
  QUOTE_STATUS_LABELS,
} from "../marketplace/marketplace.logic.ts";
import { TestModeNotice } from "../marketplace/test-mode-notice.tsx";
import { ConfirmPanel, PanelSubmit } from "../marketplace/confirm-panel.tsx";
import { useSending } from "#app/components/forms/page-forms.ts";
import { REQUEST_INTENTS, REQUEST_PANEL_PARAMS } from "./client-center.logic.ts";
import "../marketplace/marketplace.css";
import "./client-center.css";

/** The confirmation open below the quotes (from the page address), if any. */
export type QuoteChoice = { action: "book" | "decline"; quoteId: number } | null;

const PANEL_ID = "quote-panel";

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
 * the server allows are offered, and both open a confirmation first (a link to `?book=` or
 * `?decline=`): what booking costs and pays now, or an optional reason for declining.
 */
export function QuoteComparison({
  data,
  choice,
  answer,
}: {
  data: PlannerRequestDto;
  choice: QuoteChoice;
  /** The page's action's answer to its last refused form (this section's own, or another's). */
  answer: FormAnswer | undefined;
}) {
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
  const chosen = choice ? quotes.find((quote) => quote.id === choice.quoteId) : undefined;
  const open = chosen && choice && (choice.action === "book" ? chosen.canAccept : chosen.canDecline) ? choice : null;
  const bookRefused = answerFor(answer, REQUEST_INTENTS.book);
  const declineRefused = answerFor(answer, REQUEST_INTENTS.decline);
  const refused = bookRefused ?? declineRefused;
  // A refusal whose confirmation is no longer offered (the quote was taken meanwhile) is said above the quotes.
  const problem = refused && refused.values.quoteId !== String(open?.quoteId) ? refused.feedback.message : undefined;
  const actions = (quote: QuoteDto) => <QuoteActions quote={quote} />;

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
      <div id={PANEL_ID}>
        {open && chosen && open.action === "book" ? (
          <BookPanel key={chosen.id} quote={chosen} message={bookRefused?.feedback.message} />
        ) : null}
        {open && chosen && open.action === "decline" ? (
          <DeclinePanel key={chosen.id} quote={chosen} refused={declineRefused} />
        ) : null}
      </div>
    </div>
  );
}

function cellClass(quote: QuoteDto): string {
  return isLive(quote) ? "quote-cell" : "quote-cell quote-cell--inactive";
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

/** The page with a quote's confirmation open, or (`null`) with none. */
function usePanelHref(): (param: "book" | "decline" | null, quoteId?: number) => string {
  const { pathname } = useLocation();
  return (param, quoteId) =>
    param ? `${pathname}?${REQUEST_PANEL_PARAMS[param]}=${quoteId}#${PANEL_ID}` : `${pathname}#request-quotes`;
}

function QuoteActions({ quote }: { quote: QuoteDto }) {
  const panelHref = usePanelHref();
  if (!quote.canAccept && !quote.canDecline) return null;
  return (
    <div className="quote-actions">
      {quote.canAccept ? (
        <Link className="button button--primary" to={panelHref("book", quote.id)} preventScrollReset>
          Book {quote.vendor.name}
        </Link>
      ) : null}
      {quote.canDecline ? (
        <Link className="button button--secondary" to={panelHref("decline", quote.id)} preventScrollReset>
          Decline<span className="visually-hidden"> quote from {quote.vendor.name}</span>
        </Link>
      ) : null}
    </div>
  );
}

function BookPanel({ quote, message }: { quote: QuoteDto; message: string | undefined }) {
  const panelHref = usePanelHref();
  const sending = useSending(REQUEST_INTENTS.book, { name: "quoteId", value: quote.id });
  const name = quote.vendor.name;
  const paysDeposit = quote.vendor.acceptsOnlineDeposits && quote.depositCents > 0;
  return (
    <ConfirmPanel title={`Book ${name}?`} intent={REQUEST_INTENTS.book}>
      <input type="hidden" name="quoteId" value={quote.id} />
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
      <AlertMessage>{message ? <p>{message}</p> : null}</AlertMessage>
      <div className="market-panel__actions">
        <PanelSubmit label="Confirm booking" busyLabel="Booking…" busy={sending} />
        <Link className="button button--secondary" to={panelHref(null)} preventScrollReset>
          Not yet
        </Link>
      </div>
    </ConfirmPanel>
  );
}

function DeclinePanel({ quote, refused }: { quote: QuoteDto; refused: FormAnswer | undefined }) {
  const panelHref = usePanelHref();
  const sending = useSending(REQUEST_INTENTS.decline, { name: "quoteId", value: quote.id });
  return (
    <ConfirmPanel title={`Decline the quote from ${quote.vendor.name}?`} intent={REQUEST_INTENTS.decline}>
      <input type="hidden" name="quoteId" value={quote.id} />
      <TextField
        as="textarea"
        id={`quote-${quote.id}-decline-reason`}
        name="reason"
        label="Reason for declining"
        optional
        hint={`${quote.vendor.name} sees this.`}
        rows={3}
        maxLength={500}
        defaultValue={refused?.values.reason}
        error={refused?.feedback.errors?.reason}
      />
      <AlertMessage>{refused?.feedback.message ? <p>{refused.feedback.message}</p> : null}</AlertMessage>
      <div className="market-panel__actions">
        <PanelSubmit label="Confirm decline" busyLabel="Declining…" busy={sending} />
        <Link className="button button--secondary" to={panelHref(null)} preventScrollReset>
          Keep quote
        </Link>
      </div>
    </ConfirmPanel>
  );
}
