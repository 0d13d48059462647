import { Link, useLocation } from "react-router";
import type { PlannerRequestDto, ThreadDto } from "#features/marketplace/marketplace.schema.ts";
import type { FieldErrors } from "../forms/form-errors.ts";
import { SiteLink } from "../layout/site-link.tsx";
import { type FormAnswer, type MessageField, threadAnchor } from "../marketplace/marketplace-forms.ts";
import { MessageThread } from "../marketplace/message-thread.tsx";
import { formatDateTime, formatRating, VENDOR_ANSWER_LABELS } from "../marketplace/marketplace.logic.ts";
import { REQUEST_PANEL_PARAMS } from "./client-center.logic.ts";
import "../marketplace/marketplace.css";
import "./client-center.css";

type Vendor = PlannerRequestDto["vendors"][number];

/** The open conversation with one of the vendors (`?thread={memberId}`), as the page's loader read it. */
export type OpenThread = { thread: ThreadDto; clientToken: string; answer: FormAnswer | undefined };

/**
 * The vendors the request went to, each with their answer so far and a link that opens the
 * conversation with them (`?thread={memberId}`), one at a time, read by the page's loader.
 */
export function RequestVendors({
  vendors,
  open,
  validateMessage,
}: {
  vendors: readonly Vendor[];
  open: OpenThread | null;
  validateMessage: (form: FormData) => FieldErrors<MessageField>;
}) {
  if (vendors.length === 0) return <p className="client-center__section-lead">No vendors have this request yet.</p>;
  return (
    <ul className="request-vendors">
      {vendors.map((vendor) => (
        <RequestVendor
          key={vendor.memberId}
          vendor={vendor}
          open={open?.thread.memberId === vendor.memberId ? open : null}
          validateMessage={validateMessage}
        />
      ))}
    </ul>
  );
}

function RequestVendor({
  vendor,
  open,
  validateMessage,
}: {
  vendor: Vendor;
  open: OpenThread | null;
  validateMessage: (form: FormData) => FieldErrors<MessageField>;
}) {
  const { pathname } = useLocation();
  const anchor = threadAnchor(vendor.memberId);
  const lastMessage = formatDateTime(vendor.lastMessageAt);
  return (
    <li className="request-vendor">
      <div className="request-vendor__top">
        {vendor.photoUrl ? (
          <img className="request-vendor__photo" src={vendor.photoUrl} alt="" width={48} height={48} />
        ) : null}
        <div className="request-vendor__text">
          <h3 className="request-vendor__name">
            <SiteLink href={vendor.profilePath}>{vendor.name}</SiteLink>
          </h3>
          <p className="request-vendor__rating">{formatRating(vendor.ratingAverage, vendor.reviewCount)}</p>
        </div>
        <p className="market-status" data-status={vendor.answer}>
          <span className="visually-hidden">Answer: </span>
          {VENDOR_ANSWER_LABELS[vendor.answer]}
        </p>
      </div>
      {vendor.answer === "declined" && vendor.declineReason ? (
        <p className="request-vendor__reason">Reason: {vendor.declineReason}</p>
      ) : null}
      <p className="request-vendor__messages">
        {vendor.messageCount === 0
          ? "No messages yet."
          : `${vendor.messageCount === 1 ? "1 message" : `${vendor.messageCount} messages`}${lastMessage ? `, the last on ${lastMessage}` : ""}.`}
      </p>
      {open ? (
        <div className="request-vendor__thread">
          <MessageThread
            thread={open.thread}
            clientToken={open.clientToken}
            viewerRole="planner"
            heading={`Messages with ${vendor.name}`}
            headingLevel={4}
            answer={open.answer}
            validate={validateMessage}
          />
        </div>
      ) : (
        <Link
          className="button button--secondary"
          to={`${pathname}?${REQUEST_PANEL_PARAMS.thread}=${vendor.memberId}#${anchor}`}
          preventScrollReset
        >
          Message {vendor.name}
        </Link>
      )}
    </li>
  );
}
