import { useState } from "react";
import type { PlannerRequestDto } from "#features/marketplace/marketplace.schema.ts";
import { SiteLink } from "../layout/site-link.tsx";
import { MessageThread } from "../marketplace/message-thread.tsx";
import { formatDateTime, formatRating, VENDOR_ANSWER_LABELS } from "../marketplace/marketplace.logic.ts";
import "../marketplace/marketplace.css";
import "./client-center.css";

type Vendor = PlannerRequestDto["vendors"][number];

/** The vendors the request went to, each with their answer so far and, behind a button, the thread with them. */
export function RequestVendors({ requestId, vendors }: { requestId: number; vendors: readonly Vendor[] }) {
  if (vendors.length === 0) return <p className="client-center__section-lead">No vendors have this request yet.</p>;
  return (
    <ul className="request-vendors">
      {vendors.map((vendor) => (
        <RequestVendor key={vendor.memberId} requestId={requestId} vendor={vendor} />
      ))}
    </ul>
  );
}

function RequestVendor({ requestId, vendor }: { requestId: number; vendor: Vendor }) {
  const [open, setOpen] = useState(false);
  const threadId = `request-${requestId}-thread-${vendor.memberId}`;
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
      <button
        type="button"
        className="button button--secondary"
        aria-expanded={open}
        aria-controls={open ? threadId : undefined}
        onClick={() => setOpen((current) => !current)}
      >
        Message {vendor.name}
      </button>
      {open ? (
        <div className="request-vendor__thread" id={threadId}>
          <MessageThread
            requestId={requestId}
            memberId={vendor.memberId}
            viewerRole="planner"
            heading={`Messages with ${vendor.name}`}
            headingLevel={4}
          />
        </div>
      ) : null}
    </li>
  );
}
