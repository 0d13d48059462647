import { type ChangeEvent, type FormEvent, useId, useRef, useState } from "react";
import { Form, useLocation, useRevalidator } from "react-router";
import type { GalleryPhotoDto } from "#features/members/members.schema.ts";
import { PHOTO_CAPTION_MAX_LENGTH } from "#features/members/members.rules.ts";
import { FormField } from "../forms/form-field.tsx";
import { StatusMessage } from "../forms/status-message.tsx";
import { SubmitButton } from "../forms/submit-button.tsx";
import { useFocusRequest } from "../forms/use-focus-request.ts";
import { answerFor, type FormAnswer } from "../marketplace/marketplace-forms.ts";
import { DASHBOARD_INTENTS, PHOTO_TYPES, photoFileProblem } from "./dashboard-forms.logic.ts";
import { DashboardSection } from "./dashboard-section.tsx";
import { OrderedItemActions, useMovedItemFocus } from "./ordered-item-actions.tsx";
import { UploadErrorSummary } from "./upload-error-summary.tsx";
import { useNoticeFocus } from "./use-notice-focus.ts";
import "./dashboard.css";

export type Gallery = { maxPhotos: number; photos: readonly GalleryPhotoDto[] };

type GalleryManagerProps = {
  memberId: number;
  gallery: Gallery;
  /** The note of the gallery's last success. */
  note: string | undefined;
  /** The notice was a deletion: the list's heading takes the focus, the button pressed being gone. */
  focusHeading: boolean;
  answer: FormAnswer | undefined;
  /** This page, to come back to after logging in again. */
  returnTo: string;
};

const SESSION_ENDED = "Your session has ended: log in again, then choose your photos once more.";

/**
 * The photo gallery as planners see it on the profile, in order: each photo with its caption, moved
 * one place at a time, or deleted; each of these a form of the page that works without scripts. New
 * photos go to the API one by one (POST /api/v1/members/{id}/gallery-photos), which checks and
 * re-encodes them as it does the profile photo.
 */
export function GalleryManager({ memberId, gallery, note, focusHeading, answer, returnTo }: GalleryManagerProps) {
  const headingId = `${useId()}-photos`;
  useNoticeFocus(focusHeading ? headingId : null);
  const { photos, maxPhotos } = gallery;
  const moved = useMovedItemFocus();

  return (
    <DashboardSection
      id="photos"
      title="Photo gallery"
      intro="Planners see these photos on your profile, in this order. The first is also your profile photo until you upload one of its own."
    >
      <AddPhotos memberId={memberId} gallery={gallery} returnTo={returnTo} />
      <h3 className="dash-subsection__title dash-gallery__title" id={headingId} tabIndex={-1}>
        Your photos ({photos.length} of {maxPhotos})
      </h3>
      <StatusMessage message={note} />
      {photos.length === 0 ? (
        <p className="dash-empty">No photos yet. Profiles with photos get far more quote requests.</p>
      ) : (
        <ol className="dash-gallery" aria-labelledby={headingId}>
          {photos.map((photo, index) => (
            <GalleryItem
              key={photo.id}
              photo={photo}
              position={index + 1}
              count={photos.length}
              refused={answerFor(answer, DASHBOARD_INTENTS.photoCaption, { name: "id", value: photo.id })}
              onMove={moved}
            />
          ))}
        </ol>
      )}
    </DashboardSection>
  );
}

function GalleryItem({
  photo,
  position,
  count,
  refused,
  onMove,
}: {
  photo: GalleryPhotoDto;
  position: number;
  count: number;
  refused: FormAnswer | undefined;
  onMove: (buttonId: string) => void;
}) {
  const id = useId();
  const name = `photo ${position}`;
  const captionError = refused?.feedback.errors?.caption ?? refused?.feedback.message;

  return (
    <li className="dash-gallery__item">
      <figure className="dash-gallery__figure">
        <img
          className="dash-gallery__image"
          src={photo.thumbnailUrl}
          alt={photo.caption ?? `Your ${name}`}
          width={174}
          height={174}
          loading="lazy"
        />
        <figcaption className="dash-gallery__position">
          {position} of {count}
          {photo.isMain ? <span className="dash-gallery__badge">Profile photo</span> : null}
        </figcaption>
      </figure>
      <Form method="post" className="dash-gallery__caption" noValidate preventScrollReset>
        <input type="hidden" name="intent" value={DASHBOARD_INTENTS.photoCaption} />
        <input type="hidden" name="id" value={photo.id} />
        <FormField id={`${id}-caption`} label={`Caption of ${name}`} error={captionError}>
          {(control) => (
            <input
              {...control}
              name="caption"
              type="text"
              maxLength={PHOTO_CAPTION_MAX_LENGTH}
              defaultValue={refused?.values.caption ?? photo.caption ?? ""}
            />
          )}
        </FormField>
        <SubmitButton label="Save caption" busyLabel="Saving…" />
      </Form>
      <OrderedItemActions
        itemId={photo.id}
        name={name}
        position={position}
        count={count}
        intents={{ move: DASHBOARD_INTENTS.movePhoto, delete: DASHBOARD_INTENTS.deletePhoto }}
        onMove={onMove}
      />
    </li>
  );
}

/** New photos, chosen together and sent one after another; without scripts, the page says they need them. */
function AddPhotos({ memberId, gallery, returnTo }: { memberId: number; gallery: Gallery; returnTo: string }) {
  const inputId = `${useId()}-photos`;
  const fileInput = useRef<HTMLInputElement>(null);
  const revalidator = useRevalidator();
  const [files, setFiles] = useState<File[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const [sessionEnded, setSessionEnded] = useState(false);
  // What the last upload said, on the visit it was said: the gallery's next form speaks for itself.
  const { key } = useLocation();
  const [said, setSaid] = useState({ text: "", visit: key });
  const status = said.visit === key ? said.text : "";
  const setStatus = (text: string) => setSaid({ text, visit: key });
  const [uploading, setUploading] = useState(false);
  const { ref: summaryRef, requestFocus } = useFocusRequest<HTMLDivElement>();
  const room = gallery.maxPhotos - gallery.photos.length;

  const onFileChange = (event: ChangeEvent<HTMLInputElement>) => {
    setFiles([...(event.target.files ?? [])]);
    setProblems([]);
    setStatus("");
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (uploading) return;
    const refused = files.length === 0 ? ["Choose one or more pictures first."] : [];
    if (files.length > room) refused.push(`Your plan has room for ${room} more photo${room === 1 ? "" : "s"}.`);
    for (const file of files) {
      const problem = photoFileProblem(file);
      if (problem) refused.push(`${file.name}: ${problem}`);
    }
    if (refused.length > 0) {
      setProblems(refused);
      requestFocus();
      return;
    }
    setUploading(true);
    setProblems([]);
    const { uploadGalleryPhotos } = await import("./gallery-upload.ts");
    const { added, failed, sessionEnded } = await uploadGalleryPhotos(memberId, files, setStatus);
    setUploading(false);
    setFiles([]);
    if (fileInput.current) fileInput.current.value = "";
    setStatus(added > 0 ? `${added} photo${added === 1 ? "" : "s"} added.` : "");
    setSessionEnded(sessionEnded);
    const problems = sessionEnded ? [...failed, SESSION_ENDED] : failed;
    if (problems.length > 0) {
      setProblems(problems);
      requestFocus();
    }
    if (added > 0) await revalidator.revalidate();
  };

  return (
    <Form
      method="post"
      className="dash-form"
      noValidate
      preventScrollReset
      onSubmit={(event) => void onSubmit(event)}
      aria-busy={uploading || undefined}
    >
      <input type="hidden" name="intent" value={DASHBOARD_INTENTS.addGalleryPhotos} />
      <UploadErrorSummary
        summaryRef={summaryRef}
        message={problems.length > 0 ? "Some photos were not added." : undefined}
        fieldId={inputId}
        problems={problems}
        sessionEnded={sessionEnded}
        returnTo={returnTo}
      />
      <FormField
        id={inputId}
        label="Photos to add"
        hint={
          <>
            JPEG, PNG, WebP or AVIF, at most 15 MB each. Your plan holds {gallery.maxPhotos} photos: room for {room}{" "}
            more.
          </>
        }
      >
        {(control) => (
          <input
            {...control}
            ref={fileInput}
            className="form-field__file"
            type="file"
            multiple
            accept={PHOTO_TYPES.join(",")}
            onChange={onFileChange}
          />
        )}
      </FormField>
      <div className="form-actions">
        <SubmitButton label="Add photos" busyLabel="Adding…" busy={uploading} />
      </div>
      <StatusMessage message={status} />
    </Form>
  );
}
