/**
 * Videos a vendor links from a video host (decision 043). Only the host and the video's id are kept,
 * never the address as typed, so every address the site shows or frames is built here from known
 * parts: the host's page for the video, and its player in the host's privacy-enhanced form.
 */
import { mediaUrl } from "#features/media/media.rules.ts";

export const VIDEO_HOSTS = ["youtube", "vimeo"] as const;
export type VideoHost = (typeof VIDEO_HOSTS)[number];

export type VideoLink = { host: VideoHost; videoId: string };

/** The most videos a vendor's profile shows, clips and links together. */
export const MAX_VIDEOS = 12;
/** The longest title a video takes: the line under its preview. */
export const VIDEO_TITLE_MAX_LENGTH = 100;
/** The longest address the link field takes: any real video address is far shorter. */
export const VIDEO_LINK_MAX_LENGTH = 500;

export const VIDEO_HOST_NAMES: Record<VideoHost, string> = { youtube: "YouTube", vimeo: "Vimeo" };

/** The origins whose players a profile may frame, once the visitor presses play. */
export const VIDEO_PLAYER_ORIGINS = ["https://www.youtube-nocookie.com", "https://player.vimeo.com"] as const;

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^[1-9][0-9]{0,11}$/;
const YOUTUBE_DOMAINS = new Set(["youtube.com", "www.youtube.com", "m.youtube.com", "music.youtube.com"]);
const YOUTUBE_PATH_PREFIXES = ["/embed/", "/shorts/", "/live/", "/v/"];

/**
 * The host and id of a video address as people copy it: a YouTube watch, share (youtu.be), shorts,
 * live or embed address, or a Vimeo page or player address. Anything else answers undefined.
 */
export function parseVideoLink(text: string): VideoLink | undefined {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return undefined;
  if (url.username || url.password || url.port) return undefined;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split("/").filter(Boolean);
  if (YOUTUBE_DOMAINS.has(host) || host === "www.youtube-nocookie.com") {
    const prefix = YOUTUBE_PATH_PREFIXES.find((start) => url.pathname.startsWith(start));
    const id = url.pathname === "/watch" ? url.searchParams.get("v") : prefix ? segments[1] : undefined;
    return id && YOUTUBE_ID.test(id) && (prefix ? segments.length === 2 : true)
      ? { host: "youtube", videoId: id }
      : undefined;
  }
  if (host === "youtu.be") {
    const id = segments[0];
    return segments.length === 1 && id && YOUTUBE_ID.test(id) ? { host: "youtube", videoId: id } : undefined;
  }
  if (host === "vimeo.com" || host === "www.vimeo.com") {
    const id = segments.at(-1);
    return segments.length <= 3 && id && VIMEO_ID.test(id) ? { host: "vimeo", videoId: id } : undefined;
  }
  if (host === "player.vimeo.com") {
    const id = segments[1];
    return segments[0] === "video" && segments.length === 2 && id && VIMEO_ID.test(id)
      ? { host: "vimeo", videoId: id }
      : undefined;
  }
  return undefined;
}

/** The video's page on its host: where a visitor without scripts, or who prefers it, watches it. */
export function videoPageUrl({ host, videoId }: VideoLink): string {
  return host === "youtube" ? `https://www.youtube.com/watch?v=${videoId}` : `https://vimeo.com/${videoId}`;
}

/**
 * The host's player in its privacy-enhanced form (YouTube's no-cookie domain, Vimeo's do-not-track),
 * started at once: it is framed only after the visitor pressed play.
 */
export function videoPlayerUrl({ host, videoId }: VideoLink): string {
  return host === "youtube"
    ? `${VIDEO_PLAYER_ORIGINS[0]}/embed/${videoId}?autoplay=1&rel=0`
    : `${VIDEO_PLAYER_ORIGINS[1]}/video/${videoId}?autoplay=1&dnt=1`;
}

/** A row of member_videos: a clip stored here, or a link (the table's check keeps it one or the other). */
export type MemberVideoRow = {
  id: number;
  title: string;
  storageKey: string | null;
  posterStorageKey: string | null;
  durationSeconds: number | null;
  linkHost: string | null;
  linkVideoId: string | null;
};

function linkOf(row: MemberVideoRow): VideoLink | undefined {
  const host = VIDEO_HOSTS.find((known) => known === row.linkHost);
  return host && row.linkVideoId ? { host, videoId: row.linkVideoId } : undefined;
}

/** What a page shows of a video: a clip's files, or a link's page and player on its host. */
export function toVideoDto(row: MemberVideoRow, title: string) {
  const shared = {
    id: row.id,
    title,
    posterUrl: row.posterStorageKey ? mediaUrl(row.posterStorageKey) : null,
    durationSeconds: row.durationSeconds,
  };
  const link = linkOf(row);
  if (link) return { ...shared, host: link.host, url: videoPageUrl(link), playerUrl: videoPlayerUrl(link) };
  if (!row.storageKey) throw new Error(`Video ${row.id} has neither a file nor a link.`);
  return { ...shared, host: "clip" as const, url: mediaUrl(row.storageKey), playerUrl: null };
}
