/**
 * How every serving process is started (`npm start`, the cluster's workers, the tests' server), as
 * measured by `npm run bench:embedded` (decision 021):
 * - a young generation of 16 MiB instead of V8's 64 MiB: pages make short-lived garbage, and the
 *   larger one only held more of it (about 90 MiB less resident at the same throughput);
 * - two malloc arenas instead of eight per core: threads (the database's, libuv's for hashing and
 *   compression) otherwise each keep freed memory in arenas of their own (about 120 MiB less).
 */
export const SERVING_NODE_FLAGS: readonly string[] = ["--max-semi-space-size=8"];
export const SERVING_ENVIRONMENT: Readonly<Record<string, string>> = { MALLOC_ARENA_MAX: "2" };
