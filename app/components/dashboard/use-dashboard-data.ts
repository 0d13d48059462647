import { useCallback, useEffect, useState } from "react";
import type { ServiceTypeDto } from "#features/service-types/service-types.schema.ts";
import { logInPath } from "#features/accounts/accounts.rules.ts";
import { isAbortError } from "#app/lib/api-client.ts";
import { fetchBlackoutDates, fetchCalendarEntries, fetchMember, fetchSignupCategories } from "./dashboard.calls.ts";
import {
  type BlackoutDate,
  type CalendarEntry,
  DASHBOARD_MESSAGES,
  type DashboardMember,
  mergeMember,
  readFailure,
} from "./dashboard.logic.ts";

export type DashboardData = {
  member: DashboardMember;
  signupCategories: ServiceTypeDto[];
  blackoutDates: BlackoutDate[];
  calendarEntries: CalendarEntry[];
};

export type LoadState<Data> =
  { status: "loading" } | { status: "loaded"; data: Data } | { status: "error"; message: string };

/** The message for a failed first load: whose dashboard it is, whether it exists, or the server's words. */
function loadFailureMessage(error: unknown, notFound: string): string {
  const failure = readFailure(error, "Please try again.");
  if (failure.code === "FORBIDDEN") return DASHBOARD_MESSAGES.forbidden;
  if (failure.code?.endsWith("NOT_FOUND")) return notFound;
  return `${DASHBOARD_MESSAGES.loadFailed} ${failure.message}`;
}

/**
 * Loads what a page of the member center needs, in the browser, after the first paint. Calls that
 * still fail for want of a session after the API client's one refresh send the person to log in and
 * come back to `returnTo`; any other failure is shown with a retry (`notFound` says what a 404 means).
 */
export function useMemberCenterLoad<Data>(
  load: (signal: AbortSignal) => Promise<Data>,
  returnTo: string,
  notFound: string = DASHBOARD_MESSAGES.notFound,
): { state: LoadState<Data>; retry: () => void; update: (change: (data: Data) => Data) => void } {
  const [state, setState] = useState<LoadState<Data>>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: "loaded", data });
      },
      (error: unknown) => {
        if (controller.signal.aborted || isAbortError(error)) return;
        if (readFailure(error).code === "UNAUTHENTICATED") {
          window.location.assign(logInPath(returnTo));
          return;
        }
        setState({ status: "error", message: loadFailureMessage(error, notFound) });
      },
    );
    return () => controller.abort();
    // `load` is rebuilt on every render by the caller; a retry is what loads again. A page showing
    // another member is a new component (the route keys it by member id).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt, returnTo]);

  const retry = useCallback(() => {
    setState({ status: "loading" });
    setAttempt((count) => count + 1);
  }, []);
  const update = useCallback((change: (data: Data) => Data) => {
    setState((current) => (current.status === "loaded" ? { status: "loaded", data: change(current.data) } : current));
  }, []);
  return { state, retry, update };
}

/** The dashboard's four first calls, side by side. */
export function loadDashboard(memberId: number, signal: AbortSignal): Promise<DashboardData> {
  return Promise.all([
    fetchMember(memberId, signal),
    fetchSignupCategories(signal),
    fetchBlackoutDates(memberId, signal),
    fetchCalendarEntries(memberId, signal),
  ]).then(([member, signupCategories, blackoutDates, calendarEntries]) => ({
    member,
    signupCategories,
    blackoutDates,
    calendarEntries,
  }));
}

/** Folds a change the server confirmed into the loaded member. */
export function withMember(change: Partial<DashboardMember>) {
  return <Data extends { member: DashboardMember }>(data: Data): Data => ({
    ...data,
    member: mergeMember(data.member, change),
  });
}
