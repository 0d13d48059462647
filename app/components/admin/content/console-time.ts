/** A moment as the console lists it, in UTC so the server's page and the browser's agree: "Nov 27, 2026, 5:08 PM UTC". */
export function consoleTime(iso: string): string {
  return `${new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" })} UTC`;
}
