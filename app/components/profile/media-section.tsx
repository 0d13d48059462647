import { useState } from "react";
import type { ProfileDto } from "#features/profiles/profiles.schema.ts";
import { durationText } from "./profile.logic.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { track } from "#app/lib/analytics/track.ts";
import { VIDEO_HOST_NAMES } from "#features/members/video-links.rules.ts";

type Video = ProfileDto["videos"][number];
type AudioTrack = ProfileDto["audioTracks"][number];

/** One clip: the poster until the visitor plays it, then the animated clip in its place. */
function VideoClip({ video, onPlay }: { video: Video; onPlay: () => void }) {
  const hydrated = useHydrated();
  const [playing, setPlaying] = useState(false);
  const toggle = () => {
    setPlaying(!playing);
    if (!playing) onPlay();
  };
  return (
    <figure className="profile-video">
      <div className="profile-video__frame">
        {playing || !video.posterUrl ? (
          <img src={video.url} alt={`${video.title} (video clip)`} width={640} height={360} loading="lazy" />
        ) : (
          <img src={video.posterUrl} alt="" width={640} height={360} loading="lazy" />
        )}
        {!video.posterUrl ? null : hydrated ? (
          <button type="button" className="profile-video__play" aria-pressed={playing} onClick={toggle}>
            <span aria-hidden="true">{playing ? "❚❚" : "▶"}</span>
            <span className="visually-hidden">Play video: {video.title}</span>
          </button>
        ) : (
          <a className="profile-video__play" href={video.url}>
            <span aria-hidden="true">▶</span>
            <span className="visually-hidden">Play video: {video.title}</span>
          </a>
        )}
      </div>
      <figcaption className="profile-video__caption">
        {video.title}{" "}
        {video.durationSeconds === null ? null : (
          <span className="profile-muted">({durationText(video.durationSeconds)})</span>
        )}
      </figcaption>
    </figure>
  );
}

/**
 * A video on YouTube or Vimeo (decision 043): our own preview, and the host's privacy-enhanced player
 * framed only once the visitor presses play. Without scripts the preview links to the host's page.
 */
function LinkedVideo({ video, playerUrl, onPlay }: { video: Video; playerUrl: string; onPlay: () => void }) {
  const hydrated = useHydrated();
  const [playing, setPlaying] = useState(false);
  const hostName = video.host === "clip" ? "" : VIDEO_HOST_NAMES[video.host];
  const play = () => {
    setPlaying(true);
    onPlay();
  };
  return (
    <figure className="profile-video">
      <div className="profile-video__frame profile-video__frame--linked">
        {playing ? (
          <iframe
            className="profile-video__player"
            src={playerUrl}
            title={`${video.title} (${hostName} video)`}
            width={640}
            height={360}
            allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <>
            <div className="profile-video__preview" aria-hidden="true">
              <span className="profile-video__host">{hostName}</span>
              <span className="profile-video__preview-title">{video.title}</span>
            </div>
            {hydrated ? (
              <button type="button" className="profile-video__play" onClick={play}>
                <span aria-hidden="true">▶</span>
                <span className="visually-hidden">Play video: {video.title}</span>
              </button>
            ) : (
              <a className="profile-video__play" href={video.url}>
                <span aria-hidden="true">▶</span>
                <span className="visually-hidden">
                  Watch {video.title} on {hostName}
                </span>
              </a>
            )}
          </>
        )}
      </div>
      <figcaption className="profile-video__caption">
        {video.title}{" "}
        <span className="profile-muted">
          (<a href={video.url}>watch on {hostName}</a>
          {playing ? null : `; playing it here loads ${hostName}'s player`})
        </span>
      </figcaption>
    </figure>
  );
}

/** The vendor's clips; playing one is a Viewed Video about `memberId`. */
export function VideoList({ videos, memberId }: { videos: Video[]; memberId: number }) {
  if (videos.length === 0) return <p className="profile-empty">No videos yet.</p>;
  const viewed = (video: Video) =>
    track("Viewed Video", { placement: "profile", videoId: video.id, videoTitle: video.title }, { memberId });
  return (
    <ul className="profile-videos">
      {videos.map((video) => (
        <li key={video.id}>
          {video.playerUrl === null ? (
            <VideoClip video={video} onPlay={() => viewed(video)} />
          ) : (
            <LinkedVideo video={video} playerUrl={video.playerUrl} onPlay={() => viewed(video)} />
          )}
        </li>
      ))}
    </ul>
  );
}

export function AudioList({ tracks }: { tracks: AudioTrack[] }) {
  if (tracks.length === 0) return <p className="profile-empty">No audio tracks yet.</p>;
  return (
    <ul className="profile-audio">
      {tracks.map((track) => (
        <li key={track.id} className="profile-audio__track">
          <p className="profile-audio__title" id={`audio-title-${track.id}`}>
            {track.title} <span className="profile-muted">({durationText(track.durationSeconds)})</span>
          </p>
          {/* eslint-disable-next-line jsx-a11y/media-has-caption -- vendors upload music clips, with no caption files. */}
          <audio controls preload="none" src={track.url} aria-labelledby={`audio-title-${track.id}`} />
        </li>
      ))}
    </ul>
  );
}
