import type { FastifyInstance } from "fastify";

/** Past this, the walk stops where it is: a slow start is worse than a few slow first visits. */
const WARM_UP_BUDGET_MS = 15_000;
/** Named as a probe, so that no vendor's statistics count the walk's visits (SPEC section 4). */
const WARM_UP_USER_AGENT = "Marquee warm-up (health check)";
/** What a browser sends, so that the compressed answer's code is ready too. */
const BROWSER_HEADERS = {
  accept: "text/html,application/json",
  "accept-encoding": "gzip, deflate, br, zstd",
  "user-agent": WARM_UP_USER_AGENT,
};

/** The pages that answered 200, in the order walked. */
export type WarmUpReport = { pages: string[]; milliseconds: number; stoppedEarly: boolean };

/** Tries per step of the walk: a small database has empty results pages, which answer 404. */
const TRIES = 4;

const links = (html: string, pattern: RegExp): string[] =>
  [...new Set([...html.matchAll(/href="(\/[^"#?]*)"/g)].map((match) => match[1] as string))]
    .filter((path) => pattern.test(path))
    .slice(0, TRIES);

/**
 * Walks the site once as a first visitor does, through the app itself, before the process listens:
 * home, a service page, the first results page it links to that has vendors, the first vendor there,
 * articles and an article, themes and a theme, and the lookups the search form calls. Each kind of
 * page pays once for its code and its shared lookups (a new process's first results page took
 * 230 ms, the next ones 13 ms); the walk pays it before readiness, where no visitor waits. Which
 * pages exist is read from the pages themselves, so it works on any database, demo or not; a page
 * that is missing or fails only ends that branch of the walk. Anonymous pages it renders are kept by
 * the page cache as any visitor's are.
 */
export async function warmUp(app: FastifyInstance): Promise<WarmUpReport> {
  const started = performance.now();
  const pages: string[] = [];
  const visit = async (url: string | undefined): Promise<string | undefined> => {
    if (!url || performance.now() - started > WARM_UP_BUDGET_MS) return undefined;
    const response = await app.inject({ method: "GET", url, headers: BROWSER_HEADERS });
    if (response.statusCode !== 200) return undefined;
    pages.push(url);
    // The compressed body is not needed back: the HTML is asked for again uncompressed to follow its links.
    const plain = await app.inject({
      method: "GET",
      url,
      headers: { accept: BROWSER_HEADERS.accept, "user-agent": WARM_UP_USER_AGENT },
    });
    return plain.statusCode === 200 ? plain.body : undefined;
  };

  /** The first of the paths that answers 200. */
  const firstAnswering = async (paths: string[]): Promise<string | undefined> => {
    for (const path of paths) if ((await visit(path)) !== undefined) return path;
    return undefined;
  };

  const home = (await visit("/")) ?? "";
  let resultsPath: string | undefined;
  for (const servicePath of links(home, /^\/services\/[^/]+$/)) {
    const servicePage = await visit(servicePath);
    resultsPath = servicePage && (await firstAnswering(links(servicePage, /^\/search\/[^/]+$/)));
    if (resultsPath) break;
  }
  if (resultsPath) {
    const results = await visit(`/api/v1${resultsPath}/results?take=1`);
    const profileUrl = results ? (JSON.parse(results) as { results?: { profileUrl?: string }[] }).results : undefined;
    await visit(profileUrl?.[0]?.profileUrl);
  }
  const articles = (await visit("/articles")) ?? "";
  await firstAnswering(links(articles, /^\/articles\/(?!tag\/)[^/]+$/));
  const themes = (await visit("/themes")) ?? "";
  await firstAnswering(links(themes, /^\/themes\/[^/]+$/));
  await visit("/api/v1/servicetypes?query=ma&take=10");
  await visit("/api/v1/locations?startsWith=an&take=15&includeCities=true&includeStatesAndProvinces=true");

  const milliseconds = Math.round(performance.now() - started);
  return { pages, milliseconds, stoppedEarly: milliseconds > WARM_UP_BUDGET_MS };
}
