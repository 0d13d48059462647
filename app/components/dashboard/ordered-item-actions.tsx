import { useEffect, useId, useRef } from "react";
import { Form, useLocation } from "react-router";
import { useSending } from "../forms/page-forms.ts";
import { HiddenText } from "./dashboard-section.tsx";

/**
 * A moved item moves in the page, and its button loses the focus with it: the same button of the same
 * item takes it back once the page shows the new order.
 */
export function useMovedItemFocus(): (buttonId: string) => void {
  const { key } = useLocation();
  const pending = useRef<string | null>(null);
  useEffect(() => {
    if (pending.current === null) return;
    document.getElementById(pending.current)?.focus();
    pending.current = null;
  }, [key]);
  return (buttonId) => {
    pending.current = buttonId;
  };
}

/**
 * Move earlier, Move later and Delete for one item of an ordered list the profile shows (a photo, a
 * video): each a form of the page that works without scripts, its buttons named after the item.
 */
export function OrderedItemActions({
  itemId,
  name,
  position,
  count,
  intents,
  onMove,
}: {
  itemId: number;
  /** The item's name in the buttons' accessible names: "photo 3". */
  name: string;
  position: number;
  count: number;
  intents: { move: string; delete: string };
  onMove: (buttonId: string) => void;
}) {
  const id = useId();
  const sendingMove = useSending(intents.move, { name: "id", value: itemId });
  const sendingDelete = useSending(intents.delete, { name: "id", value: itemId });
  const moveButton = (direction: "earlier" | "later", disabled: boolean) => {
    const buttonId = `${id}-${direction}`;
    return (
      <Form method="post" preventScrollReset onSubmit={() => onMove(buttonId)}>
        <input type="hidden" name="intent" value={intents.move} />
        <input type="hidden" name="id" value={itemId} />
        <input type="hidden" name="direction" value={direction} />
        <button
          id={buttonId}
          type="submit"
          className="button button--secondary dash-gallery__button"
          aria-disabled={disabled || sendingMove || undefined}
          onClick={(event) => {
            if (disabled || sendingMove) event.preventDefault();
          }}
        >
          {direction === "earlier" ? "Move earlier" : "Move later"}
          <HiddenText> {name}</HiddenText>
        </button>
      </Form>
    );
  };
  return (
    <div className="dash-gallery__actions">
      {moveButton("earlier", position === 1)}
      {moveButton("later", position === count)}
      <Form method="post" preventScrollReset>
        <input type="hidden" name="intent" value={intents.delete} />
        <input type="hidden" name="id" value={itemId} />
        <button
          type="submit"
          className="button button--secondary dash-gallery__button dash-gallery__delete"
          aria-disabled={sendingDelete || undefined}
          onClick={(event) => {
            if (sendingDelete) event.preventDefault();
          }}
        >
          Delete<HiddenText> {name}</HiddenText>
        </button>
      </Form>
    </div>
  );
}
