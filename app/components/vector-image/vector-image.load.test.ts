import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isSvgContentType, loadVectorImage } from "./vector-image.load.ts";

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4"/></svg>';

describe("loading a vector image (SPEC section 8) from a real HTTP server", () => {
  let server: Server;
  let origin: string;
  beforeAll(async () => {
    server = createServer((request, response) => {
      const send = (status: number, contentType: string | null, body: string) => {
        response.writeHead(status, contentType ? { "content-type": contentType } : {});
        response.end(body);
      };
      switch (request.url) {
        case "/icon.svg":
          return send(200, "image/svg+xml", SVG);
        case "/icon-with-charset.svg":
          return send(200, "Image/SVG+XML; charset=utf-8", SVG);
        case "/moved.svg":
          response.writeHead(302, { location: "/icon.svg" });
          return response.end();
        case "/missing.svg":
          return send(404, "image/svg+xml", SVG);
        case "/broken.svg":
          return send(500, "text/plain", "Internal error");
        case "/not-modified.svg":
          return send(304, "image/svg+xml", "");
        case "/photo.png":
          return send(200, "image/png", "not an svg");
        case "/page.html":
          return send(200, "text/html", "<!doctype html><svg></svg>");
        default:
          return send(200, null, SVG);
      }
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it("shows an SVG answered with status 200 and image/svg+xml, with the bytes it was sent", async () => {
    const load = await loadVectorImage(`${origin}/icon.svg`);
    expect(load.ok).toBe(true);
    if (load.ok) expect(await load.svg.text()).toBe(SVG);
    expect((await loadVectorImage(`${origin}/icon-with-charset.svg`)).ok).toBe(true);
  });

  it("follows a redirect to the image", async () => {
    expect((await loadVectorImage(`${origin}/moved.svg`)).ok).toBe(true);
  });

  it("is not found with a status above 299", async () => {
    expect(await loadVectorImage(`${origin}/missing.svg`)).toEqual({ ok: false, reason: "status" });
    expect(await loadVectorImage(`${origin}/broken.svg`)).toEqual({ ok: false, reason: "status" });
    expect(await loadVectorImage(`${origin}/not-modified.svg`)).toEqual({ ok: false, reason: "status" });
  });

  it("is not found with any content type other than image/svg+xml, or none", async () => {
    expect(await loadVectorImage(`${origin}/photo.png`)).toEqual({ ok: false, reason: "content type" });
    expect(await loadVectorImage(`${origin}/page.html`)).toEqual({ ok: false, reason: "content type" });
    expect(await loadVectorImage(`${origin}/no-type.svg`)).toEqual({ ok: false, reason: "content type" });
  });

  it("is not found without a source", async () => {
    for (const src of [undefined, null, "", "   "]) {
      expect(await loadVectorImage(src)).toEqual({ ok: false, reason: "missing source" });
    }
  });

  it("is not found in a browser without fetch or object URLs", async () => {
    expect(await loadVectorImage(`${origin}/icon.svg`, {})).toEqual({ ok: false, reason: "unsupported browser" });
    expect(await loadVectorImage(`${origin}/icon.svg`, { fetch: globalThis.fetch })).toEqual({
      ok: false,
      reason: "unsupported browser",
    });
    expect(await loadVectorImage(`${origin}/icon.svg`, { fetch: globalThis.fetch, URL: {} })).toEqual({
      ok: false,
      reason: "unsupported browser",
    });
  });

  it("is not found when nothing answers", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    expect(await loadVectorImage(`http://127.0.0.1:${port}/icon.svg`)).toEqual({ ok: false, reason: "no answer" });
  });

  it("rejects when the page no longer wants the image", async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(loadVectorImage(`${origin}/icon.svg`, globalThis, controller.signal)).rejects.toMatchObject({
      name: "AbortError",
    });
  });
});

describe("the SVG content type", () => {
  it("is image/svg+xml in any case, with or without parameters", () => {
    expect(isSvgContentType("image/svg+xml")).toBe(true);
    expect(isSvgContentType(" IMAGE/SVG+XML ;charset=utf-8")).toBe(true);
    expect(isSvgContentType("image/svg")).toBe(false);
    expect(isSvgContentType("text/xml")).toBe(false);
    expect(isSvgContentType(null)).toBe(false);
  });
});
