import { serializeJsonLd } from "./content.logic.ts";

/** Structured data in the page body; the JSON has `<` escaped, so nothing in it can end the script. */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
