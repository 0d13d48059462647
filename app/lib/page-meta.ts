export type PageMeta = { title: string; description: string; canonicalUrl: string };

/** A page's title, description and canonical link, as React Router `meta` descriptors. */
export function pageMeta(page: PageMeta | undefined) {
  if (!page) return [];
  return [
    { title: page.title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: page.canonicalUrl },
  ];
}
