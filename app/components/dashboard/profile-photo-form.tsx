import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Form, useRevalidator } from "react-router";
import type { MemberDto } from "#features/members/members.schema.ts";
import { api, errorCode, errorMessage } from "#app/lib/api-client.ts";
import { FormField } from "../forms/form-field.tsx";
import { StatusMessage } from "../forms/status-message.tsx";
import { SubmitButton } from "../forms/submit-button.tsx";
import { useFocusRequest } from "../forms/use-focus-request.ts";
import {
  DASHBOARD_INTENTS,
  PHOTO_CROP_SIZES,
  PHOTO_MESSAGES,
  PHOTO_TYPES,
  photoFileProblem,
} from "./dashboard-forms.logic.ts";
import { DashboardSection } from "./dashboard-section.tsx";
import { UploadErrorSummary } from "./upload-error-summary.tsx";
import { membershipPlan } from "#features/members/members.rules.ts";
import "./dashboard.css";

type ProfilePhotoFormProps = {
  member: Pick<MemberDto, "id" | "mainProfileImage" | "photoCount" | "membershipLevel">;
  /** The note of the page's last visit (the way back from a photo sent without scripts). */
  note: string | undefined;
  /** This page, to come back to after logging in again. */
  returnTo: string;
};

const NOT_UPLOADED = "Your photo was not uploaded.";
const UPLOAD_FAILED =
  "We couldn't upload your photo. Check that it is a JPEG, PNG, WebP or AVIF picture of at most 15 MB, then try again.";
const SESSION_ENDED = "Your session has ended: log in again, then choose your photo once more.";

/** A 413 from the server or a proxy in front of it: its body is not in our error shape. */
function isTooLargeAnswer(body: unknown): boolean {
  if (typeof body !== "object" || body === null) return false;
  const answer = body as { statusCode?: unknown; error?: unknown };
  return answer.statusCode === 413 || answer.error === "Payload Too Large";
}

/**
 * The main profile picture: the current one, a file to replace it with and a preview of the square the
 * page will cut from it. The page crops the picture and sends it with the original to the API
 * (POST /api/v1/members/{id}/profile-photos), which takes files; then it reads its data again. Pages
 * take form bodies only, so without scripts the form's post brings back a note saying so.
 */
export function ProfilePhotoForm({ member, note, returnTo }: ProfilePhotoFormProps) {
  const id = useId();
  const inputId = `${id}-photo`;
  const fileInput = useRef<HTMLInputElement>(null);
  const revalidator = useRevalidator();
  const [file, setFile] = useState<File | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [problem, setProblem] = useState<{ message: string; sessionEnded: boolean } | null>(null);
  const [status, setStatus] = useState<string>();
  const [uploading, setUploading] = useState(false);
  const { ref: summaryRef, requestFocus } = useFocusRequest<HTMLDivElement>();

  // The preview's object URL lives as long as it is shown.
  useEffect(() => {
    if (previewUrl === null) return;
    return () => URL.revokeObjectURL(previewUrl);
  }, [previewUrl]);

  const fail = (message: string, sessionEnded = false) => {
    setStatus("");
    setProblem({ message, sessionEnded });
    requestFocus();
  };

  const onFileChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setStatus("");
    setFile(chosen);
    const found = chosen === null ? null : photoFileProblem(chosen);
    setProblem(found === null ? null : { message: found, sessionEnded: false });
    setPreviewUrl(chosen !== null && found === null ? URL.createObjectURL(chosen) : null);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (uploading) return;
    const found = photoFileProblem(file);
    if (found !== null || file === null) {
      fail(found ?? PHOTO_MESSAGES.choose);
      return;
    }
    setUploading(true);
    setProblem(null);
    try {
      // The cropping code loads with the first upload: most visits to the dashboard send no photo.
      const { photoUpload } = await import("./photo-crop.ts");
      await api.post("/api/v1/members/{id}/profile-photos", {
        path: { id: member.id },
        body: await photoUpload(file, PHOTO_CROP_SIZES),
      });
      setFile(null);
      setPreviewUrl(null);
      if (fileInput.current) fileInput.current.value = "";
      setStatus(PHOTO_MESSAGES.saved);
      revalidator.revalidate();
    } catch (error) {
      if (error instanceof Error) fail(UPLOAD_FAILED);
      else if (isTooLargeAnswer(error)) fail(PHOTO_MESSAGES.tooLarge);
      else if (errorCode(error) === "UNAUTHENTICATED") fail(SESSION_ENDED, true);
      else fail(errorMessage(error) ?? UPLOAD_FAILED);
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
      <Form
        method="post"
        className="dash-form"
        noValidate
        preventScrollReset
        onSubmit={(event) => void onSubmit(event)}
        aria-busy={uploading || undefined}
      >
        <input type="hidden" name="intent" value={DASHBOARD_INTENTS.photo} />
        <UploadErrorSummary
          summaryRef={summaryRef}
          message={problem ? NOT_UPLOADED : undefined}
          fieldId={inputId}
          problems={problem ? [problem.message] : []}
          sessionEnded={problem?.sessionEnded ?? false}
          returnTo={returnTo}
        />
        <FormField
          id={inputId}
          label="Choose a new photo"
          hint={
            <>
              JPEG, PNG, WebP or AVIF, at most 15 MB. We cut a square from the middle for your profile and search
              results. Your {member.membershipLevel} plan holds up to {maxPhotos} photos; you have {member.photoCount}.
            </>
          }
          error={problem?.message}
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
          <SubmitButton label="Upload photo" busyLabel="Uploading…" busy={uploading} />
        </div>
        <StatusMessage message={status ?? (problem ? undefined : note)} />
      </Form>
    </DashboardSection>
  );
}
