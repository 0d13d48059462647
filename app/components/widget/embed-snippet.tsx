import { useId, useRef, useState } from "react";
import { copyOrSelect } from "#app/lib/clipboard.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import "./embed.css";

const COPIED = "Snippet copied. Paste it into your page's HTML.";
const COPY_BY_HAND = "Your browser didn't let us copy it: the snippet is selected, copy it yourself.";

/** The snippet in a read-only box (selected on focus) with a Copy button once the page is interactive. */
export function EmbedSnippet({ snippet }: { snippet: string }) {
  const id = useId();
  const hydrated = useHydrated();
  const field = useRef<HTMLTextAreaElement>(null);
  const [note, setNote] = useState("");

  const copy = async () => {
    setNote((await copyOrSelect(snippet, field.current)) ? COPIED : COPY_BY_HAND);
  };

  return (
    <div className="embed-snippet">
      <label htmlFor={`${id}-snippet`} className="embed-snippet__label">
        Embed code
      </label>
      <textarea
        ref={field}
        id={`${id}-snippet`}
        className="embed-snippet__code"
        readOnly
        rows={snippet.split("\n").length}
        value={snippet}
        spellCheck={false}
        onFocus={(event) => event.currentTarget.select()}
      />
      {hydrated && (
        <button type="button" className="button button--primary embed-snippet__copy" onClick={() => void copy()}>
          Copy code
        </button>
      )}
      <p className="embed-snippet__note" role="status">
        {note}
      </p>
    </div>
  );
}
