import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from "react";
import { membershipPlan } from "#features/accounts/accounts.rules.ts";
import type { PhotoDto } from "#features/profiles/profiles.schema.ts";
import { uploadProfilePhoto } from "./dashboard.calls.ts";
import {
  type DashboardMember,
  loginPath,
  PHOTO_CROP_SIZES,
  PHOTO_MESSAGES,
  PHOTO_TYPES,
  photoFileProblem,
  readFailure,
} from "./dashboard.logic.ts";
import {
  DashboardSection,
  describedBy,
  ErrorSummary,
  FieldError,
  hintIdFor,
  StatusMessage,
  useFocusRequest,
} from "./form-parts.tsx";
import { centreSquareCrops } from "./photo-crop.ts";
import "./dashboard.css";

type ProfilePhotoFormProps = {
  member: Pick<DashboardMember, "id" | "mainProfileImage" | "photoCount" | "membershipLevel">;
  onUploaded: (photo: PhotoDto) => void;
  returnTo: string;
};

const UPLOAD_FAILED =
  "We couldn't upload your photo. Check that it is a JPEG, PNG, WebP or AVIF picture of at most 15 MB, then try again.";

/** A 413 from the server or a proxy in front of it: its body is not in our error shape. */
function isTooLargeAnswer(body: unknown): boolean {
  if (typeof body !== "object" || body === null) return false;
  const answer = body as { statusCode?: unknown; error?: unknown };
  return answer.statusCode === 413 || answer.error === "Payload Too Large";
}

/**
 * The main profile picture: the current one, a file to replace it with and a preview of the square the
 * page will cut from it. The upload sends the original and the two square crops
 * (POST /api/v1/members/{id}/profile-photos); the new photo becomes the main image.
 */
export function ProfilePhotoForm({ member, onUploaded, returnTo }: ProfilePhotoFormProps) {
  const id = useId();
  const inputId = `${id}-photo`;
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | undefined>(undefined);
  const [sessionEnded, setSessionEnded] = useState(false);
  const [status, setStatus] = useState("");
  const [uploading, setUploading] = useState(false);
  const { ref: summaryRef, requestFocus: focusSummary } = useFocusRequest<HTMLDivElement>();

  // The preview's object URL lives as long as it is shown.
  useEffect(() => {
    if (previewUrl === null) return;
    return () => URL.revokeObjectURL(previewUrl);
  }, [previewUrl]);

  const fail = (message: string, ended = false) => {
    setFileError(message);
    setSessionEnded(ended);
    focusSummary();
  };

  const onFileChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setStatus("");
    setSessionEnded(false);
    setFile(chosen);
    const problem = chosen === null ? null : photoFileProblem(chosen);
    setFileError(problem ?? undefined);
    setPreviewUrl(chosen !== null && problem === null ? URL.createObjectURL(chosen) : null);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (uploading) return;
    setStatus("");
    const problem = photoFileProblem(file);
    if (problem !== null || file === null) {
      fail(problem ?? PHOTO_MESSAGES.choose);
      return;
    }
    setUploading(true);
    try {
      const form = new FormData();
      form.append("originalPhoto", file, file.name);
      try {
        const crops = await centreSquareCrops(file, [
          PHOTO_CROP_SIZES.profilePhoto,
          PHOTO_CROP_SIZES.searchResultPhoto,
        ]);
        const profilePhoto = crops.get(PHOTO_CROP_SIZES.profilePhoto);
        const searchResultPhoto = crops.get(PHOTO_CROP_SIZES.searchResultPhoto);
        if (profilePhoto && searchResultPhoto) {
          form.append("profilePhoto", profilePhoto, "profile-photo.jpg");
          form.append("searchResultPhoto", searchResultPhoto, "search-result-photo.jpg");
        }
      } catch {
        // This browser cannot read the picture: the server crops the original itself.
      }
      const photo = await uploadProfilePhoto(member.id, form);
      onUploaded(photo);
      setFile(null);
      setPreviewUrl(null);
      setFileError(undefined);
      setSessionEnded(false);
      if (fileInput.current) fileInput.current.value = "";
      setStatus(PHOTO_MESSAGES.saved);
    } catch (error) {
      if (isTooLargeAnswer(error)) {
        fail(PHOTO_MESSAGES.tooLarge);
        return;
      }
      const failure = readFailure(error, UPLOAD_FAILED);
      fail(failure.message, failure.code === "UNAUTHENTICATED");
    } finally {
      setUploading(false);
    }
  };

  const current = member.mainProfileImage;
  const maxPhotos = membershipPlan(member.membershipLevel).maxPhotos;

  return (
    <DashboardSection
      id="profile-photo"
      title="Profile photo"
      intro="Your main picture, on your profile and in search results."
    >
      <ErrorSummary
        summaryRef={summaryRef}
        message={fileError ? "Your photo was not uploaded." : undefined}
        items={fileError ? [{ inputId, message: fileError }] : []}
        loginHref={sessionEnded ? loginPath(returnTo) : undefined}
      />
      <div className="dash-photo">
        <figure className="dash-photo__figure">
          {current ? (
            <img
              className="dash-photo__image"
              src={current.url}
              alt="Your current profile picture, as planners see it"
              width={current.width}
              height={current.height}
            />
          ) : (
            <div className="dash-photo__empty">No profile photo yet</div>
          )}
          <figcaption className="dash-photo__caption">Current photo</figcaption>
        </figure>
        {previewUrl ? (
          <figure className="dash-photo__figure">
            <img className="dash-photo__image" src={previewUrl} alt="Preview of your new picture, cropped square" />
            <figcaption className="dash-photo__caption">New photo, as it will be cropped</figcaption>
          </figure>
        ) : null}
      </div>
      <form className="dash-form" noValidate onSubmit={onSubmit} aria-busy={uploading || undefined}>
        <div className="dash-field">
          <label className="dash-field__label" htmlFor={inputId}>
            Choose a new photo
          </label>
          <p className="dash-field__hint" id={hintIdFor(inputId)}>
            JPEG, PNG, WebP or AVIF, at most 15 MB. We cut a square from the middle for your profile and search results.
            Your {member.membershipLevel} plan holds up to {maxPhotos} photos; you have {member.photoCount}.
          </p>
          <input
            ref={fileInput}
            className="dash-field__file"
            id={inputId}
            type="file"
            accept={PHOTO_TYPES.join(",")}
            onChange={onFileChange}
            aria-invalid={fileError ? true : undefined}
            aria-describedby={describedBy(inputId, fileError, true)}
          />
          <FieldError inputId={inputId} message={fileError} />
        </div>
        <div className="dash-form__actions">
          <button type="submit" className="button button--primary" aria-disabled={uploading || undefined}>
            {uploading ? "Uploading…" : "Upload photo"}
          </button>
        </div>
        <StatusMessage message={status} />
      </form>
    </DashboardSection>
  );
}
