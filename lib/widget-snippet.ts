import { WIDGET_PARAM } from "./widget-mode.ts";

/** The markup another site pastes to embed Marquee's search: our home page in widget mode, in an iframe. */
export function widgetSnippet(publicOrigin: string): string {
  const src = new URL(`/?${WIDGET_PARAM}=1`, publicOrigin).href;
  return [
    `<iframe src="${src}"`,
    `  title="Find entertainers and event vendors on Marquee"`,
    `  width="100%" height="720" loading="lazy"`,
    `  style="border:0;max-width:1200px"></iframe>`,
  ].join("\n");
}
