/**
 * Loading a vector image by URL (SPEC section 8): a missing source, a browser that cannot check the
 * image, an answer above 299 or one that is not `image/svg+xml` show 'Not found'. The image is
 * fetched once, checked, and shown from the fetched bytes through an object URL in an `<img>`,
 * where an SVG can run no script and load nothing else (decision 012). No React here, so the
 * decision runs in unit tests against a real HTTP server.
 */
export const VECTOR_IMAGE_NOT_FOUND = "Not found";

export type VectorImageFailure = "missing source" | "unsupported browser" | "status" | "content type" | "no answer";

export type VectorImageLoad = { ok: true; svg: Blob } | { ok: false; reason: VectorImageFailure };

/** What the loader needs of the browser: `fetch` to check the answer, object URLs to show its bytes. */
export type VectorImagePlatform = {
  fetch?: typeof fetch;
  URL?: { createObjectURL?: (blob: Blob) => string };
};

/** `image/svg+xml`, in any case, with or without parameters (`; charset=utf-8`). */
export function isSvgContentType(contentType: string | null): boolean {
  return contentType?.split(";", 1)[0]?.trim().toLowerCase() === "image/svg+xml";
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}

/** Loads and checks one image; an aborted load rejects, every other failure resolves with its reason. */
export async function loadVectorImage(
  src: string | null | undefined,
  platform: VectorImagePlatform = globalThis,
  signal?: AbortSignal,
): Promise<VectorImageLoad> {
  if (!src || src.trim() === "") return { ok: false, reason: "missing source" };
  if (typeof platform.fetch !== "function" || typeof platform.URL?.createObjectURL !== "function") {
    return { ok: false, reason: "unsupported browser" };
  }
  try {
    const response = await platform.fetch(src, { signal, credentials: "same-origin" });
    if (response.status > 299) return { ok: false, reason: "status" };
    if (!isSvgContentType(response.headers.get("content-type"))) return { ok: false, reason: "content type" };
    return { ok: true, svg: await response.blob() };
  } catch (error) {
    if (isAbort(error)) throw error;
    return { ok: false, reason: "no answer" };
  }
}
