import {
  createContext,
  createElement,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from "react";
import { useRouteLoaderData } from "react-router";
import {
  formatScope,
  parseScope,
  readCookie,
  type ScopeView,
  SESSION_COOKIES,
} from "#features/accounts/accounts.rules.ts";
import { api, errorCode, SESSION_COOKIES_EVENT } from "./api-client.ts";

/**
 * The signed-in person as the browser knows them (SPEC section 4, Auth): the user type comes from the
 * scope cookie; they count as authenticated only once their profile has loaded with the bearer token.
 */
export type AuthStatus = "anonymous" | "checking" | "authenticated";
export type AuthState = { session: ScopeView | null; status: AuthStatus; profile: unknown };

const AuthContext = createContext<AuthState>({ session: null, status: "anonymous", profile: null });

/** The scope read by the root loader from the request's cookies, so the first paint is already right. */
function useServerSession(): ScopeView | null {
  const root = useRouteLoaderData("root") as { session?: ScopeView | null } | undefined;
  return root?.session ?? null;
}

/** The signed-in person's own record: a planner's, a vendor's listing, or else the account. */
async function loadProfile(session: ScopeView, signal: AbortSignal): Promise<unknown> {
  if (session.userType === "Client" && session.clientId !== null) {
    return (await api.get("/api/v1/client/{clientId}", { path: { clientId: session.clientId }, signal })).client;
  }
  if (session.userType === "Member" && session.memberId !== null) {
    const load = "City,PrimaryServiceType,ProvidedServiceTypes,MainProfileImage";
    return (await api.get("/api/v1/members/{id}", { path: { id: session.memberId }, query: { load }, signal })).member;
  }
  return api.get("/api/v1/accounts/me", { signal });
}

/** The readable scope cookie, read again whenever an API answer or a sign-in may have changed it. */
function subscribeToScope(onChange: () => void): () => void {
  window.addEventListener(SESSION_COOKIES_EVENT, onChange);
  return () => window.removeEventListener(SESSION_COOKIES_EVENT, onChange);
}

function readScopeCookie(): string {
  return readCookie(document.cookie, SESSION_COOKIES.scope) ?? "";
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const serverSession = useServerSession();
  // The cookie is the truth: a renamed planner, a refreshed session or a failed refresh shows at once.
  const scopeText = useSyncExternalStore(subscribeToScope, readScopeCookie, () =>
    serverSession ? formatScope(serverSession) : "",
  );
  const session = useMemo(() => parseScope(scopeText), [scopeText]);
  // The outcome of checking one session; a session not yet checked is "checking".
  const [checked, setChecked] = useState<{ session: ScopeView; status: AuthStatus; profile: unknown } | null>(null);

  useEffect(() => {
    if (!session) return;
    const controller = new AbortController();
    loadProfile(session, controller.signal).then(
      (profile) => setChecked({ session, status: "authenticated", profile }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // The refresh failed too: the session is over and its cookies are gone.
        if (errorCode(error) === "UNAUTHENTICATED") setChecked({ session, status: "anonymous", profile: null });
        // Otherwise signed in, but the record did not load (a member without a profile yet).
        else setChecked({ session, status: "authenticated", profile: null });
      },
    );
    return () => controller.abort();
  }, [session]);

  const value: AuthState = !session
    ? { session: null, status: "anonymous", profile: null }
    : checked?.session === session
      ? { session, status: checked.status, profile: checked.profile }
      : { session, status: "checking", profile: null };
  return createElement(AuthContext.Provider, { value }, children);
}

export function useAuth(): AuthState {
  return useContext(AuthContext);
}

/** The session as the scope cookie describes it; null for a visitor or once the session has ended. */
export function useSession(): ScopeView | null {
  return useAuth().session;
}
