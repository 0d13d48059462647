import { AlertMessage } from "../forms/status-message.tsx";
import type { LoadState } from "./use-dashboard-data.ts";
import "./dashboard.css";

/** The page while its data loads, or when it could not: a heading, and the way to try again. */
export function MemberCenterPending({
  state,
  retry,
  title,
  loadingText,
}: {
  state: Exclude<LoadState<unknown>, { status: "loaded" }>;
  retry: () => void;
  title: string;
  loadingText: string;
}) {
  if (state.status === "error") {
    return (
      <div className="container dash-page">
        <h1 className="dash-page__title">{title}</h1>
        <AlertMessage>
          <p>{state.message}</p>
          <button type="button" className="button button--primary" onClick={retry}>
            Try again
          </button>
        </AlertMessage>
      </div>
    );
  }
  return (
    <div className="container dash-page" aria-busy="true">
      <h1 className="dash-page__title">{title}</h1>
      <p className="dash-loading__text" role="status">
        {loadingText}
      </p>
      <div className="dash-skeleton" aria-hidden="true">
        <div className="dash-skeleton__nav" />
        <div className="dash-skeleton__main">
          <div className="dash-skeleton__block dash-skeleton__block--short" />
          <div className="dash-skeleton__block" />
          <div className="dash-skeleton__block" />
        </div>
      </div>
    </div>
  );
}
