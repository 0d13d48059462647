import { format } from "date-fns";
import { data, redirect } from "react-router";
import { SearchForm } from "#app/components/search-form/search-form.tsx";
import { searchSubmissionSchema } from "#features/search/search.schema.ts";
import { servicesContext } from "#features/services.server.ts";
import type { Route } from "./+types/search-submit.ts";

/** The search form's target when JavaScript is off: the same rules, resolved on the server. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const parsed = searchSubmissionSchema.safeParse(Object.fromEntries(url.searchParams));
  // A tampered submission (an id past any record, an overlong text) shows the empty form, as a 400.
  if (!parsed.success) return data({ errors: {}, submitted: null }, { status: 400 });
  if (url.searchParams.size === 0) return { errors: {}, submitted: parsed.data };
  const outcome = await context
    .get(servicesContext)
    .searchSubmit.resolve(parsed.data, format(new Date(), "yyyy-MM-dd"));
  if (outcome.kind === "go") throw redirect(outcome.url);
  return { errors: outcome.errors, submitted: parsed.data };
}

export function meta() {
  return [{ title: "Search for entertainers and vendors | Marquee" }, { name: "robots", content: "noindex" }];
}

export default function SearchSubmit({ loaderData }: Route.ComponentProps) {
  const messages: string[] = Object.values(loaderData.errors as Record<string, string>);
  return (
    <div className="container status-page">
      <h1 className="status-page__title">Search for entertainers and vendors</h1>
      {messages.length > 0 ? (
        <div role="alert" className="status-page__lead">
          <p>Please check your search:</p>
          <ul>
            {messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="status-page__lead">Tell us what you are looking for and where your event is.</p>
      )}
      <div className="card status-page__search">
        <SearchForm variant="page" />
      </div>
    </div>
  );
}
