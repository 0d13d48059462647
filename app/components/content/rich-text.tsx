import "./content.css";

/**
 * Editorial HTML (article bodies, theme descriptions, guides, information pages). The HTML is
 * rendered from Markdown and sanitized on the server before it is stored: only text structure and
 * links inside Marquee survive.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  if (!html.trim()) return null;
  return <div className={className ? `prose ${className}` : "prose"} dangerouslySetInnerHTML={{ __html: html }} />;
}
