import type { Ref } from "react";
import { logInPath } from "#features/accounts/accounts.rules.ts";
import { ErrorSummary } from "../forms/error-summary.tsx";

type UploadErrorSummaryProps = {
  summaryRef: Ref<HTMLDivElement>;
  /** What became of the upload as a whole ("Your photo was not uploaded."); nothing shows without it. */
  message: string | undefined;
  /** The file input the problems are about. */
  fieldId: string;
  problems: readonly string[];
  /** The session ended during the upload: a link to log in and come back to `returnTo`. */
  sessionEnded: boolean;
  returnTo: string;
};

/** A photo upload's problems above its form: scripts send photos, so a session may end between two files. */
export function UploadErrorSummary({
  summaryRef,
  message,
  fieldId,
  problems,
  sessionEnded,
  returnTo,
}: UploadErrorSummaryProps) {
  return (
    <ErrorSummary
      summaryRef={summaryRef}
      headingLevel={3}
      message={message}
      items={problems.map((problem) => ({ fieldId, message: problem }))}
    >
      {sessionEnded ? (
        <p>
          <a href={logInPath(returnTo)}>Log in again</a>
        </p>
      ) : null}
    </ErrorSummary>
  );
}
