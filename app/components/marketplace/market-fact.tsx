import type { ReactNode } from "react";
import "./marketplace.css";

/** One term and its value in a `<dl className="market-facts">`; `wide` takes the whole row. */
export function MarketFact({ term, wide = false, children }: { term: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? "market-facts__item market-facts__item--wide" : "market-facts__item"}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
