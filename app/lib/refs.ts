import type { Ref } from "react";

/** Hands an element to a ref of either kind (object or callback), so one element can serve several refs. */
export function assignRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === "function") ref(value);
  else if (ref) ref.current = value;
}
