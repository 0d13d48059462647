import { Form } from "react-router";
import type { PlannerRequestDto, RebookOfferDto } from "#features/marketplace/marketplace.schema.ts";
import { formatCents } from "#lib/money.ts";
import { useFormTarget, useSending } from "#app/components/forms/page-forms.ts";
import { AlertMessage } from "../forms/status-message.tsx";
import { PanelSubmit } from "../marketplace/confirm-panel.tsx";
import { answerFor, type FormAnswer } from "../marketplace/marketplace-forms.ts";
import { formatShortDate } from "../marketplace/marketplace.logic.ts";
import { TestModeNotice } from "../marketplace/test-mode-notice.tsx";
import { REQUEST_INTENTS } from "./client-center.logic.ts";
import "./rebook-offers.css";

/**
 * After the booked vendor cancelled, the runner-ups to book in one click at the price they quoted
 * (decision 025): each button is a form posted to the page's action, so it works without scripts.
 */
export function RebookOffers({
  rebook,
  answer,
}: {
  rebook: NonNullable<PlannerRequestDto["rebook"]>;
  answer: FormAnswer | undefined;
}) {
  const { offers } = rebook;
  return (
    <div className="rebook-offers">
      <p className="client-center__section-lead">
        {rebook.cancelledVendorName} is no longer booked, but your event is still open.{" "}
        {offers.length > 0
          ? "These vendors quoted for it: book one in one click, at the price they quoted. We asked them to confirm they are still free."
          : "None of the other quotes can be booked now. Vendors who haven't answered can still send a quote."}
      </p>
      {offers.some((offer) => offer.depositCents > 0 && offer.vendor.acceptsOnlineDeposits) ? <TestModeNotice /> : null}
      {offers.length > 0 ? (
        <ul className="rebook-offers__list">
          {offers.map((offer) => (
            <RebookOffer key={offer.quoteId} offer={offer} answer={answer} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function RebookOffer({ offer, answer }: { offer: RebookOfferDto; answer: FormAnswer | undefined }) {
  const key = { name: "quoteId", value: offer.quoteId };
  const refused = answerFor(answer, REQUEST_INTENTS.rebook, key);
  const sending = useSending(REQUEST_INTENTS.rebook, key);
  const target = useFormTarget();
  const name = offer.vendor.name;
  const price = formatCents(offer.totalCents);
  const paidNow =
    offer.depositCents > 0 && offer.vendor.acceptsOnlineDeposits
      ? `The ${formatCents(offer.depositCents)} deposit is paid when you book.`
      : `Nothing is paid online: you pay ${name} directly.`;
  return (
    <li className="rebook-offers__offer">
      <p className="rebook-offers__vendor">
        <a href={offer.vendor.profilePath}>{name}</a>
        <span className="rebook-offers__free" data-confirmed={offer.stillFreeConfirmed}>
          {offer.stillFreeConfirmed ? "Confirmed still free" : "Asked to confirm they're still free"}
        </span>
      </p>
      <p className="rebook-offers__terms">
        {price}, quote valid until {formatShortDate(offer.expiresOn) ?? offer.expiresOn}. {paidNow}
      </p>
      <AlertMessage>{refused?.feedback.message ? <p>{refused.feedback.message}</p> : null}</AlertMessage>
      <Form method="post" action={target} preventScrollReset>
        <input type="hidden" name="intent" value={REQUEST_INTENTS.rebook} />
        <input type="hidden" name="quoteId" value={offer.quoteId} />
        <input type="hidden" name="expectedTotalCents" value={offer.totalCents} />
        <PanelSubmit label={`Book ${name} at ${price}`} busyLabel="Booking…" busy={sending} />
      </Form>
    </li>
  );
}
