import { useId } from "react";
import { Form } from "react-router";
import type { VideoDto } from "#features/members/members.schema.ts";
import {
  VIDEO_HOST_NAMES,
  VIDEO_LINK_MAX_LENGTH,
  VIDEO_TITLE_MAX_LENGTH,
} from "#features/members/video-links.rules.ts";
import { useAccountForm } from "../account/use-account-form.ts";
import { ErrorSummary, summaryItems } from "../forms/error-summary.tsx";
import type { FieldErrors } from "../forms/form-errors.ts";
import { TextField } from "../forms/form-field.tsx";
import { useSending } from "../forms/page-forms.ts";
import { StatusMessage } from "../forms/status-message.tsx";
import { SubmitButton } from "../forms/submit-button.tsx";
import { answerFor, type FormAnswer } from "../marketplace/marketplace-forms.ts";
import { DASHBOARD_INTENTS, VIDEO_LINK_FIELDS } from "./dashboard-forms.logic.ts";
import { DashboardSection } from "./dashboard-section.tsx";
import { OrderedItemActions, useMovedItemFocus } from "./ordered-item-actions.tsx";
import { useNoticeFocus } from "./use-notice-focus.ts";
import "./dashboard.css";

export type VideoList = { maxVideos: number; videos: readonly VideoDto[] };
export type VideoLinkCheck = (form: FormData) => FieldErrors<(typeof VIDEO_LINK_FIELDS)[number]>;

const NOT_ADDED = "The video was not added.";

/**
 * The vendor's videos as the profile shows them, in order: links to YouTube or Vimeo added by their
 * address, and clips stored here; each moved one place at a time or deleted. Every form is the page's
 * and works without scripts (decision 043).
 */
export function VideoManager({
  list,
  note,
  focusHeading,
  addFormKey,
  answer,
  check,
}: {
  list: VideoList;
  /** The note of the last success. */
  note: string | undefined;
  /** The notice was a deletion: the list's heading takes the focus, the button pressed being gone. */
  focusHeading: boolean;
  /** Changes after a success of the list's forms: the add form starts empty again. */
  addFormKey: string;
  answer: FormAnswer | undefined;
  check: VideoLinkCheck;
}) {
  const headingId = `${useId()}-videos`;
  useNoticeFocus(focusHeading ? headingId : null);
  const moved = useMovedItemFocus();
  const { videos, maxVideos } = list;
  return (
    <DashboardSection
      id="videos"
      title="Videos"
      intro="Planners who watch a video are far more likely to ask for a quote. Add your showreel or a recent performance from YouTube or Vimeo; it plays on your profile only when a planner presses play."
    >
      {videos.length < maxVideos ? (
        <AddVideoLink key={addFormKey} refused={answerFor(answer, DASHBOARD_INTENTS.addVideoLink)} check={check} />
      ) : (
        <p className="dash-empty">Your profile shows {maxVideos} videos, its most: delete one to add another.</p>
      )}
      <h3 className="dash-subsection__title dash-gallery__title" id={headingId} tabIndex={-1}>
        Your videos ({videos.length} of {maxVideos})
      </h3>
      <StatusMessage message={note} />
      {videos.length === 0 ? (
        <p className="dash-empty">No videos yet.</p>
      ) : (
        <ol className="dash-gallery" aria-labelledby={headingId}>
          {videos.map((video, index) => (
            <li key={video.id} className="dash-gallery__item">
              <VideoPreview video={video} position={index + 1} count={videos.length} />
              <OrderedItemActions
                itemId={video.id}
                name={`video ${index + 1}`}
                position={index + 1}
                count={videos.length}
                intents={{ move: DASHBOARD_INTENTS.moveVideo, delete: DASHBOARD_INTENTS.deleteVideo }}
                onMove={moved}
              />
            </li>
          ))}
        </ol>
      )}
    </DashboardSection>
  );
}

function VideoPreview({ video, position, count }: { video: VideoDto; position: number; count: number }) {
  const source = video.host === "clip" ? "Clip on Marquee" : `On ${VIDEO_HOST_NAMES[video.host]}`;
  return (
    <figure className="dash-gallery__figure">
      {video.posterUrl ? (
        <img className="dash-video__poster" src={video.posterUrl} alt="" width={320} height={180} loading="lazy" />
      ) : (
        <div className="dash-video__poster dash-video__poster--linked" aria-hidden="true">
          ▶
        </div>
      )}
      <figcaption className="dash-video__caption">
        <span className="dash-video__title">{video.title}</span>
        <span className="dash-gallery__position">
          {position} of {count}
          <span className="dash-gallery__badge">{source}</span>
          {video.host === "clip" ? null : (
            <a href={video.url}>
              Open<span className="visually-hidden"> {video.title}</span> on {VIDEO_HOST_NAMES[video.host]}
            </a>
          )}
        </span>
      </figcaption>
    </figure>
  );
}

function AddVideoLink({ refused, check }: { refused: FormAnswer | undefined; check: VideoLinkCheck }) {
  const id = useId();
  const fieldId = (field: (typeof VIDEO_LINK_FIELDS)[number]) => `${id}-${field}`;
  const form = useAccountForm({ fields: VIDEO_LINK_FIELDS, validate: check, feedback: refused?.feedback });
  const sending = useSending(DASHBOARD_INTENTS.addVideoLink);
  const named = Object.values(form.errors).some(Boolean);
  return (
    <Form method="post" className="dash-form" preventScrollReset {...form.formProps}>
      <input type="hidden" name="intent" value={DASHBOARD_INTENTS.addVideoLink} />
      <ErrorSummary
        summaryRef={form.summaryRef}
        headingLevel={3}
        message={form.message ?? (named ? NOT_ADDED : undefined)}
        items={summaryItems(VIDEO_LINK_FIELDS, form.errors, fieldId)}
      />
      <TextField
        id={fieldId("url")}
        name="url"
        label="Video address"
        type="url"
        inputMode="url"
        hint="Copy it from YouTube or Vimeo: https://www.youtube.com/watch?v=…, https://youtu.be/… or https://vimeo.com/…"
        defaultValue={refused?.values.url}
        error={form.errors.url}
        maxLength={VIDEO_LINK_MAX_LENGTH}
        required
      />
      <TextField
        id={fieldId("title")}
        name="title"
        label="Title"
        hint="Shown under the video: what planners will see, such as “First dance, Hotel Monaco, June 2026”."
        defaultValue={refused?.values.title}
        error={form.errors.title}
        maxLength={VIDEO_TITLE_MAX_LENGTH}
        required
      />
      <div className="form-actions">
        <SubmitButton label="Add video" busyLabel="Adding…" busy={sending} />
      </div>
    </Form>
  );
}
