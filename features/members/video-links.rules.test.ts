import { describe, expect, it } from "vitest";
import { parseVideoLink, videoPageUrl, videoPlayerUrl } from "./video-links.rules.ts";

describe("video links (decision 043)", () => {
  it.each([
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s&list=PL1", "dQw4w9WgXcQ"],
    ["http://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://youtu.be/dQw4w9WgXcQ?si=abc", "dQw4w9WgXcQ"],
    ["  https://www.youtube.com/shorts/a_b-C1d2E3f  ", "a_b-C1d2E3f"],
    ["https://www.youtube.com/embed/dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://www.youtube.com/live/dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["HTTPS://WWW.YOUTUBE.COM/watch?v=dQw4w9WgXcQ", "dQw4w9WgXcQ"],
  ])("reads YouTube's addresses: %s", (text, videoId) => {
    expect(parseVideoLink(text)).toEqual({ host: "youtube", videoId });
  });

  it.each([
    ["https://vimeo.com/76979871", "76979871"],
    ["https://www.vimeo.com/channels/staffpicks/76979871", "76979871"],
    ["https://player.vimeo.com/video/76979871?h=abc", "76979871"],
  ])("reads Vimeo's addresses: %s", (text, videoId) => {
    expect(parseVideoLink(text)).toEqual({ host: "vimeo", videoId });
  });

  it.each([
    "",
    "not a link",
    "javascript:alert(1)//youtube.com/watch?v=dQw4w9WgXcQ",
    "https://www.youtube.com/watch?v=short",
    "https://www.youtube.com/watch?v=dQw4w9WgXcQ<script>",
    "https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ",
    "https://evil.example/?u=https://youtu.be/dQw4w9WgXcQ",
    "https://user:pass@www.youtube.com/watch?v=dQw4w9WgXcQ",
    "https://www.youtube.com:8443/watch?v=dQw4w9WgXcQ",
    "https://www.yоutube.com/watch?v=dQw4w9WgXcQ",
    "https://youtu.be/dQw4w9WgXcQ/extra",
    "https://www.youtube.com/embed/dQw4w9WgXcQ/extra",
    "https://vimeo.com/0123",
    "https://vimeo.com/1234567890123",
    "https://player.vimeo.com/video/",
    "ftp://vimeo.com/76979871",
  ])("refuses anything else: %j", (text) => {
    expect(parseVideoLink(text)).toBeUndefined();
  });

  it("builds the host's page and its privacy-enhanced player from the kept parts only", () => {
    const youtube = { host: "youtube", videoId: "dQw4w9WgXcQ" } as const;
    expect(videoPageUrl(youtube)).toBe("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
    expect(videoPlayerUrl(youtube)).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0");
    const vimeo = { host: "vimeo", videoId: "76979871" } as const;
    expect(videoPageUrl(vimeo)).toBe("https://vimeo.com/76979871");
    expect(videoPlayerUrl(vimeo)).toBe("https://player.vimeo.com/video/76979871?autoplay=1&dnt=1");
  });
});
