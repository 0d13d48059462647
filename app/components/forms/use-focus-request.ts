import { useEffect, useRef, useState } from "react";

/**
 * A ref and a function that focuses its element after the next render (once the element exists):
 * the error summary after a refused submission, a heading after the button pressed is gone.
 */
export function useFocusRequest<Element extends HTMLElement>() {
  const ref = useRef<Element | null>(null);
  const [requests, setRequests] = useState(0);
  useEffect(() => {
    if (requests > 0) ref.current?.focus();
  }, [requests]);
  return { ref, requestFocus: () => setRequests((count) => count + 1) };
}
