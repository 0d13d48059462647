import { useHydrated } from "#app/lib/use-hydrated.ts";

/**
 * The count of a list and its "load more" button. The count shows in the server render; the
 * button only once JavaScript runs (it calls the API) and while items remain.
 */
export function LoadMoreButton({
  label,
  shown,
  total,
  loading,
  error,
  onClick,
}: {
  label: string;
  shown: number;
  total: number;
  loading: boolean;
  error: string | null;
  onClick: () => void;
}) {
  const hydrated = useHydrated();
  if (total <= 0) return null;
  return (
    <div className="profile-more">
      <p className="profile-more__status" role="status">
        {error ?? `Showing ${shown} of ${total}`}
      </p>
      {hydrated && shown < total ? (
        <button
          type="button"
          className="button button--secondary"
          aria-disabled={loading || undefined}
          onClick={() => {
            if (!loading) onClick();
          }}
        >
          {loading ? "Loading…" : label}
        </button>
      ) : null}
    </div>
  );
}
