import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from "react";
import { membershipPlan } from "#features/accounts/accounts.rules.ts";
import type { PhotoDto } from "#features/profiles/profiles.schema.ts";
import { FormField } from "../forms/form-field.tsx";
import { StatusMessage } from "../forms/status-message.tsx";
import { SubmitButton } from "../forms/submit-button.tsx";
import { uploadProfilePhoto } from "./dashboard.calls.ts";
import { type DashboardMember, readFailure } from "./dashboard.logic.ts";
import { PHOTO_CROP_SIZES, PHOTO_MESSAGES, PHOTO_TYPES, photoFileProblem } from "./dashboard-forms.logic.ts";
import { DashboardSection } from "./dashboard-section.tsx";
import { SaveProblemSummary, useDashboardForm } from "./use-dashboard-form.tsx";
import { centreSquareCrops } from "./photo-crop.ts";
import "./dashboard.css";

type ProfilePhotoFormProps = {
  member: Pick<DashboardMember, "id" | "mainProfileImage" | "photoCount" | "membershipLevel">;
  onUploaded: (photo: PhotoDto) => void;
  returnTo: string;
};

const PHOTO_FIELDS = ["photo"] as const;
const NOT_UPLOADED = "Your photo was not uploaded.";
const UPLOAD_FAILED =
  "We couldn't upload your photo. Check that it is a JPEG, PNG, WebP or AVIF picture of at most 15 MB, then try again.";

/** A 413 from the server or a proxy in front of it: its body is not in our error shape. */
function isTooLargeAnswer(body: unknown): boolean {
  if (typeof body !== "object" || body === null) return false;
  const answer = body as { statusCode?: unknown; error?: unknown };
  return answer.statusCode === 413 || answer.error === "Payload Too Large";
}

/** The upload's body: the original, and the page's square crops when this browser can make them. */
async function photoUpload(file: File): Promise<FormData> {
  const body = new FormData();
  body.append("originalPhoto", file, file.name);
  try {
    const crops = await centreSquareCrops(file, [PHOTO_CROP_SIZES.profilePhoto, PHOTO_CROP_SIZES.searchResultPhoto]);
    const profilePhoto = crops.get(PHOTO_CROP_SIZES.profilePhoto);
    const searchResultPhoto = crops.get(PHOTO_CROP_SIZES.searchResultPhoto);
    if (profilePhoto && searchResultPhoto) {
      body.append("profilePhoto", profilePhoto, "profile-photo.jpg");
      body.append("searchResultPhoto", searchResultPhoto, "search-result-photo.jpg");
    }
  } catch {
    // This browser cannot read the picture: the server crops the original itself.
  }
  return body;
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
  const form = useDashboardForm<"photo">();
  const fileError = form.errors.photo;

  // The preview's object URL lives as long as it is shown.
  useEffect(() => {
    if (previewUrl === null) return;
    return () => URL.revokeObjectURL(previewUrl);
  }, [previewUrl]);

  const problemWith = (message: string) => ({ errors: { photo: message }, message: NOT_UPLOADED });

  const onFileChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    form.setStatus("");
    setFile(chosen);
    const problem = chosen === null ? null : photoFileProblem(chosen);
    form.setProblem(problem === null ? {} : problemWith(problem));
    setPreviewUrl(chosen !== null && problem === null ? URL.createObjectURL(chosen) : null);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.saving) return;
    const problem = photoFileProblem(file);
    if (problem !== null || file === null) {
      form.fail(problemWith(problem ?? PHOTO_MESSAGES.choose));
      return;
    }
    void form.save(
      async () => {
        const photo = await uploadProfilePhoto(member.id, await photoUpload(file));
        onUploaded(photo);
        setFile(null);
        setPreviewUrl(null);
        if (fileInput.current) fileInput.current.value = "";
        return PHOTO_MESSAGES.saved;
      },
      (_failure, error) =>
        problemWith(isTooLargeAnswer(error) ? PHOTO_MESSAGES.tooLarge : readFailure(error, UPLOAD_FAILED).message),
    );
  };

  const current = member.mainProfileImage;
  const maxPhotos = membershipPlan(member.membershipLevel).maxPhotos;

  return (
    <DashboardSection
      id="profile-photo"
      title="Profile photo"
      intro="Your main picture, on your profile and in search results."
    >
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
            <img
              className="dash-photo__image"
              src={previewUrl}
              alt="Preview of your new picture, cropped square"
              width={PHOTO_CROP_SIZES.profilePhoto}
              height={PHOTO_CROP_SIZES.profilePhoto}
            />
            <figcaption className="dash-photo__caption">New photo, as it will be cropped</figcaption>
          </figure>
        ) : null}
      </div>
      <form className="dash-form" noValidate onSubmit={onSubmit} aria-busy={form.saving || undefined}>
        <SaveProblemSummary form={form} fields={PHOTO_FIELDS} fieldId={() => inputId} returnTo={returnTo} />
        <FormField
          id={inputId}
          label="Choose a new photo"
          hint={
            <>
              JPEG, PNG, WebP or AVIF, at most 15 MB. We cut a square from the middle for your profile and search
              results. Your {member.membershipLevel} plan holds up to {maxPhotos} photos; you have {member.photoCount}.
            </>
          }
          error={fileError}
        >
          {(control) => (
            <input
              {...control}
              ref={fileInput}
              className="form-field__file"
              type="file"
              accept={PHOTO_TYPES.join(",")}
              onChange={onFileChange}
            />
          )}
        </FormField>
        <div className="form-actions">
          <SubmitButton label="Upload photo" busyLabel="Uploading…" busy={form.saving} />
        </div>
        <StatusMessage message={form.status} />
      </form>
    </DashboardSection>
  );
}
