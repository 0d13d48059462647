import { gzipSync } from "node:zlib";

/** The JavaScript a server-rendered page loads (module preloads, scripts and imports), raw and gzip bytes. */
export async function pageJavaScript(
  baseUrl: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ files: number; raw: number; gzip: number }> {
  const html = await (await fetch(`${baseUrl}${path}`, { headers })).text();
  const scripts = new Set<string>();
  for (const match of html.matchAll(
    /<link rel="modulepreload" href="([^"]+)"|<script[^>]+src="([^"]+)"|import\("([^"]+\.js)"\)|from "([^"]+\.js)"/g,
  )) {
    const source = match[1] ?? match[2] ?? match[3] ?? match[4];
    if (source?.startsWith("/")) scripts.add(source);
  }
  let raw = 0;
  let gzip = 0;
  for (const script of scripts) {
    const body = Buffer.from(await (await fetch(`${baseUrl}${script}`)).arrayBuffer());
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { files: scripts.size, raw, gzip };
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
