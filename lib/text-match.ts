/** Lower case, accents and punctuation dropped: "Montréal, QC" and "montreal qc" read the same. */
export function normalizeForMatch(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "");
}
