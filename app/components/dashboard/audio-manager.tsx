import { type FormEvent, useId, useRef, useState } from "react";
import { Form, useLocation, useRevalidator } from "react-router";
import { logInPath } from "#features/accounts/accounts.rules.ts";
import { AUDIO_LIMITS, AUDIO_TYPES, audioFileProblem } from "#features/media/audio.rules.ts";
import { AUDIO_TITLE_MAX_LENGTH, AUDIO_TRACK_MESSAGES } from "#features/members/audio-tracks.rules.ts";
import type { AudioTrackDto } from "#features/members/members.schema.ts";
import { durationText } from "../profile/profile.logic.ts";
import { ErrorSummary } from "../forms/error-summary.tsx";
import { FormField } from "../forms/form-field.tsx";
import { StatusMessage } from "../forms/status-message.tsx";
import { SubmitButton } from "../forms/submit-button.tsx";
import { useFocusRequest } from "../forms/use-focus-request.ts";
import { DASHBOARD_INTENTS } from "./dashboard-forms.logic.ts";
import { DashboardSection } from "./dashboard-section.tsx";
import { OrderedItemActions, useMovedItemFocus } from "./ordered-item-actions.tsx";
import { useNoticeFocus } from "./use-notice-focus.ts";
import "./dashboard.css";

export type AudioTrackList = { maxTracks: number; tracks: readonly AudioTrackDto[] };

const NOT_ADDED = "The track was not added.";

/**
 * The vendor's audio tracks as the profile plays them, in order (decision 044): each one played here,
 * moved one place at a time or deleted, with forms of the page that work without scripts. A new track
 * goes to the API with its title, which checks the file by its content.
 */
export function AudioManager({
  memberId,
  list,
  note,
  focusHeading,
  returnTo,
}: {
  memberId: number;
  list: AudioTrackList;
  /** The note of the last success. */
  note: string | undefined;
  /** The notice was a deletion: the list's heading takes the focus, the button pressed being gone. */
  focusHeading: boolean;
  /** This page, to come back to after logging in again. */
  returnTo: string;
}) {
  const headingId = `${useId()}-tracks`;
  useNoticeFocus(focusHeading ? headingId : null);
  const moved = useMovedItemFocus();
  const { tracks, maxTracks } = list;
  return (
    <DashboardSection
      id="audio"
      title="Audio tracks"
      intro="Let planners hear you before they book: a first dance, a ceremony piece, a party medley. Tracks play on your profile with the browser's own player."
    >
      {tracks.length < maxTracks ? (
        <AddAudioTrack memberId={memberId} returnTo={returnTo} />
      ) : (
        <p className="dash-empty">{AUDIO_TRACK_MESSAGES.tooMany}</p>
      )}
      <h3 className="dash-subsection__title dash-gallery__title" id={headingId} tabIndex={-1}>
        Your tracks ({tracks.length} of {maxTracks})
      </h3>
      <StatusMessage message={note} />
      {tracks.length === 0 ? (
        <p className="dash-empty">No tracks yet.</p>
      ) : (
        <ol className="dash-tracks" aria-labelledby={headingId}>
          {tracks.map((track, index) => (
            <li key={track.id} className="dash-gallery__item dash-track">
              <p className="dash-video__title" id={`track-${track.id}`}>
                {track.title} <span className="dash-muted">({durationText(track.durationSeconds)})</span>
              </p>
              <p className="dash-gallery__position">
                {index + 1} of {tracks.length}
              </p>
              {/* eslint-disable-next-line jsx-a11y/media-has-caption -- vendors upload music, with no caption files. */}
              <audio controls preload="none" src={track.url} aria-labelledby={`track-${track.id}`} />
              <OrderedItemActions
                itemId={track.id}
                name={`track ${index + 1}`}
                position={index + 1}
                count={tracks.length}
                intents={{ move: DASHBOARD_INTENTS.moveAudioTrack, delete: DASHBOARD_INTENTS.deleteAudioTrack }}
                onMove={moved}
              />
            </li>
          ))}
        </ol>
      )}
    </DashboardSection>
  );
}

type Problems = { title?: string; track?: string; message?: string };

/** A new track and its title, sent by the page's script; without scripts, the page says it needs them. */
function AddAudioTrack({ memberId, returnTo }: { memberId: number; returnTo: string }) {
  const id = useId();
  const titleId = `${id}-title`;
  const trackId = `${id}-track`;
  const formRef = useRef<HTMLFormElement>(null);
  const revalidator = useRevalidator();
  const { ref: summaryRef, requestFocus } = useFocusRequest<HTMLDivElement>();
  const [problems, setProblems] = useState<Problems>({});
  const [sessionEnded, setSessionEnded] = useState(false);
  const [uploading, setUploading] = useState(false);
  // What the last upload said, on the visit it was said: the list's next form speaks for itself.
  const { key } = useLocation();
  const [said, setSaid] = useState({ text: "", visit: key });
  const status = said.visit === key ? said.text : "";

  const refuse = (found: Problems) => {
    setProblems(found);
    requestFocus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (uploading) return;
    const form = new FormData(event.currentTarget);
    const title = String(form.get("title") ?? "").trim();
    const chosen = form.get("track");
    const file = chosen instanceof File && chosen.size > 0 ? chosen : null;
    const found: Problems = {
      title: title === "" ? AUDIO_TRACK_MESSAGES.title : undefined,
      track: audioFileProblem(file) ?? undefined,
    };
    if (found.title || found.track || !file) return refuse(found);
    setUploading(true);
    setProblems({});
    setSaid({ text: "Adding the track…", visit: key });
    const { uploadAudioTrack } = await import("./audio-upload.ts");
    const outcome = await uploadAudioTrack(memberId, title, file);
    setUploading(false);
    setSessionEnded(outcome.kind === "session-ended");
    if (outcome.kind === "added") {
      formRef.current?.reset();
      setSaid({ text: "The track is added to your profile.", visit: key });
      await revalidator.revalidate();
      return;
    }
    setSaid({ text: "", visit: key });
    refuse(
      outcome.kind === "refused"
        ? { ...outcome.fields, message: outcome.fields.title || outcome.fields.track ? undefined : outcome.message }
        : { message: "Your session has ended: log in again, then choose the file once more." },
    );
  };

  const items = [
    problems.track ? { fieldId: trackId, message: problems.track } : null,
    problems.title ? { fieldId: titleId, message: problems.title } : null,
  ].filter((item) => item !== null);
  const refused = items.length > 0 || problems.message !== undefined;

  return (
    <Form
      ref={formRef}
      method="post"
      className="dash-form"
      noValidate
      preventScrollReset
      onSubmit={(event) => void onSubmit(event)}
      aria-busy={uploading || undefined}
    >
      <input type="hidden" name="intent" value={DASHBOARD_INTENTS.addAudioTrack} />
      <ErrorSummary
        summaryRef={summaryRef}
        headingLevel={3}
        message={refused ? (problems.message ?? NOT_ADDED) : undefined}
        items={items}
      >
        {sessionEnded ? (
          <p>
            <a href={logInPath(returnTo)}>Log in again</a>
          </p>
        ) : null}
      </ErrorSummary>
      <FormField
        id={trackId}
        label="Audio file"
        hint={`MP3, M4A, Ogg or WAV, at most 15 MB and ${AUDIO_LIMITS.maxSeconds / 60} minutes.`}
        error={problems.track}
      >
        {(control) => (
          <input {...control} className="form-field__file" type="file" name="track" accept={AUDIO_TYPES.join(",")} />
        )}
      </FormField>
      <FormField
        id={titleId}
        label="Title"
        hint="Shown above the player, such as “Ceremony: Canon in D”."
        error={problems.title}
      >
        {(control) => <input {...control} type="text" name="title" maxLength={AUDIO_TITLE_MAX_LENGTH} />}
      </FormField>
      <div className="form-actions">
        <SubmitButton label="Add track" busyLabel="Adding…" busy={uploading} />
      </div>
      <StatusMessage message={status} />
    </Form>
  );
}
