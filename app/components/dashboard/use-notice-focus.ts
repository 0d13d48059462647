import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * Moves the focus to the element with this id when scripts bring the page back after a form's
 * success (a new visit of the page, not its first): the button pressed is often gone, and the
 * heading of what changed is where to go on from. Null: nowhere. A page loaded afresh starts at the
 * top, as any other.
 */
export function useNoticeFocus(elementId: string | null): void {
  const { key } = useLocation();
  const firstVisit = useRef(key);
  useEffect(() => {
    if (elementId !== null && key !== firstVisit.current) document.getElementById(elementId)?.focus();
  }, [elementId, key]);
}
