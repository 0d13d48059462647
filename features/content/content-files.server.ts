import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import { z } from "zod";
import {
  BLOG_CATEGORIES,
  CONTENT_FILE_LIMITS,
  INGREDIENT_TYPES,
  isContentSlug,
  isMarqueePath,
  readingMinutes,
  SERVICE_PAGE_TYPES,
  THEME_CONCEPTS,
} from "./content.rules.ts";
import { renderMarkdown } from "./markdown.server.ts";

/** The `content/` folder at the root of the repository. */
export const DEFAULT_CONTENT_DIR = path.resolve(import.meta.dirname, "../../content");

const slug = z.string().refine(isContentSlug, "must be a lower-case kebab slug");
const isoDate = z.iso.date();
const metaDescription = z.string().min(50).max(160);
const marqueePath = z.string().refine(isMarqueePath, "must be a Marquee path");

const articleFrontMatter = z.strictObject({
  title: z.string().min(1).max(90),
  summary: z.string().min(1).max(220),
  category: z.enum(BLOG_CATEGORIES),
  tags: z.array(slug).min(1).max(CONTENT_FILE_LIMITS.articleTags),
  author: z.string().min(1),
  publishedAt: isoDate,
  metaTitle: z.string().max(70).optional(),
  metaDescription,
});
const promotionFrontMatter = z.strictObject({
  title: z.string().min(1),
  linkText: z.string().min(1),
  linkUrl: marqueePath,
  startsAt: isoDate.optional(),
  endsAt: isoDate.optional(),
});
const ingredient = z.strictObject({ slug, title: z.string().min(1), type: z.enum(INGREDIENT_TYPES) });
const themeFrontMatter = z.strictObject({
  title: z.string().min(1),
  alternateTitle: z.string().min(1).optional(),
  shortDescription: z.string().min(1).max(220),
  metaTitle: z.string().max(70).optional(),
  metaDescription,
  themeType: z.enum(THEME_CONCEPTS),
  themeTypeDescription: z.string().min(1),
  related: z.array(slug).min(1).max(CONTENT_FILE_LIMITS.relatedThemes),
  ingredients: z.array(ingredient).min(6).max(CONTENT_FILE_LIMITS.themeIngredients),
  contentFooter: z.string().min(1).optional(),
});
const eventFrontMatter = z.strictObject({
  title: z.string().min(1),
  menuLabel: z.string().min(1).max(40),
  summary: z.string().min(1).max(220),
  metaTitle: z.string().max(70).optional(),
  metaDescription,
  path: marqueePath.optional(),
  sortOrder: z.number().int(),
  serviceTypes: z.array(slug).min(1).max(CONTENT_FILE_LIMITS.guideServiceTypes),
  themes: z.array(slug).max(CONTENT_FILE_LIMITS.guideThemes).default([]),
  articleTags: z.array(slug).max(CONTENT_FILE_LIMITS.guideArticleTags).default([]),
});
const servicePageFrontMatter = z.strictObject({
  pageType: z.enum(SERVICE_PAGE_TYPES.filter((type) => type === "group" || type === "service")),
  title: z.string().min(1),
  intro: z.string().min(1).max(320),
  metaDescription,
  redirectUrl: marqueePath.optional(),
});
const infoPageFrontMatter = z.strictObject({ title: z.string().min(1), metaDescription });

type Rendered = { bodyMarkdown: string; bodyHtml: string; words: number };
export type ArticleFile = z.infer<typeof articleFrontMatter> & Rendered & { slug: string; readingMinutes: number };
export type PromotionFile = z.infer<typeof promotionFrontMatter> & { slug: string; bodyHtml: string };
export type ThemeFile = Omit<z.infer<typeof themeFrontMatter>, "contentFooter"> &
  Rendered & { slug: string; contentFooterHtml: string | null };
export type EventFile = z.infer<typeof eventFrontMatter> & Rendered & { slug: string; pagePath: string };
export type ServicePageFile = z.infer<typeof servicePageFrontMatter> & Rendered & { slug: string };
export type InfoPageFile = z.infer<typeof infoPageFrontMatter> & Rendered & { slug: string };

export type ContentBundle = {
  articles: ArticleFile[];
  promotions: PromotionFile[];
  themes: ThemeFile[];
  events: EventFile[];
  servicePages: ServicePageFile[];
  infoPages: InfoPageFile[];
};

type SourceFile = { name: string; slug: string; frontMatter: unknown; body: string };

class ContentProblems {
  readonly list: string[] = [];
  add(file: string, problem: string) {
    this.list.push(`${file}: ${problem}`);
  }
}

function splitFrontMatter(text: string): { frontMatter: unknown; body: string } | undefined {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  if (!match) return undefined;
  return { frontMatter: parseYaml(match[1] as string), body: (match[2] as string).trim() };
}

async function readFolder(contentDir: string, folder: string, problems: ContentProblems): Promise<SourceFile[]> {
  const directory = path.join(contentDir, folder);
  const names = (await readdir(directory).catch(() => [] as string[])).filter((name) => name.endsWith(".md")).sort();
  const files: SourceFile[] = [];
  for (const name of names) {
    const label = `${folder}/${name}`;
    const fileSlug = name.slice(0, -".md".length);
    if (!isContentSlug(fileSlug)) problems.add(label, "the file name must be a lower-case kebab slug");
    try {
      const split = splitFrontMatter(await readFile(path.join(directory, name), "utf8"));
      if (!split) problems.add(label, "missing the --- front matter block");
      else files.push({ name: label, slug: fileSlug, ...split });
    } catch (error) {
      problems.add(label, `unreadable front matter (${(error as Error).message})`);
    }
  }
  return files;
}

function parseAll<S extends z.ZodType, T>(
  files: SourceFile[],
  schema: S,
  problems: ContentProblems,
  build: (file: SourceFile, data: z.infer<S>) => T,
): T[] {
  const built: T[] = [];
  for (const file of files) {
    const result = schema.safeParse(file.frontMatter);
    if (!result.success) {
      for (const issue of result.error.issues)
        problems.add(file.name, `${issue.path.join(".") || "front matter"}: ${issue.message}`);
      continue;
    }
    if (!file.body) problems.add(file.name, "the body is empty");
    built.push(build(file, result.data));
  }
  return built;
}

function render(file: SourceFile, problems: ContentProblems): Rendered {
  if (/^#\s/m.test(file.body)) problems.add(file.name, "use ## headings; the page owns the h1");
  const rendered = renderMarkdown(file.body);
  for (const href of rendered.links) {
    if (!isMarqueePath(href)) problems.add(file.name, `link ${href} leaves Marquee`);
  }
  return { bodyMarkdown: file.body, bodyHtml: rendered.html, words: rendered.words };
}

/** Every link of a body that names an article, theme, event guide or service type that does not exist. */
function checkLinkTargets(bundle: ContentBundle, serviceTypeFileNames: ReadonlySet<string>, problems: ContentProblems) {
  const known = {
    articles: new Set(bundle.articles.map((article) => article.slug)),
    themes: new Set(bundle.themes.map((theme) => theme.slug)),
    events: new Set(bundle.events.map((event) => event.slug)),
    services: serviceTypeFileNames,
  };
  const bodies: { file: string; html: string }[] = [
    ...bundle.articles.map((item) => ({ file: `articles/${item.slug}.md`, html: item.bodyHtml })),
    ...bundle.themes.map((item) => ({
      file: `themes/${item.slug}.md`,
      html: item.bodyHtml + (item.contentFooterHtml ?? ""),
    })),
    ...bundle.events.map((item) => ({ file: `events/${item.slug}.md`, html: item.bodyHtml })),
    ...bundle.servicePages.map((item) => ({ file: `services/${item.slug}.md`, html: item.bodyHtml })),
    ...bundle.infoPages.map((item) => ({ file: `pages/${item.slug}.md`, html: item.bodyHtml })),
  ];
  for (const { file, html } of bodies) {
    for (const match of html.matchAll(/href="\/(articles|themes|events|services)\/([^"/#?]+)/g)) {
      const [, kind, target] = match as unknown as [string, keyof typeof known, string];
      if (kind === "articles" && target === "tag") continue;
      if (!known[kind].has(target)) problems.add(file, `link /${kind}/${target} names nothing`);
    }
  }
}

/**
 * Reads and validates the whole content folder: front matter against the contract of
 * `content/README.md`, Markdown rendered and sanitized, references between files resolved. Throws one
 * error listing every problem, so a broken file never half-loads.
 */
export async function readContentFolder(
  contentDir: string,
  serviceTypeFileNames: ReadonlySet<string>,
): Promise<ContentBundle> {
  const problems = new ContentProblems();
  const [articleFiles, promotionFiles, themeFiles, eventFiles, serviceFiles, pageFiles] = await Promise.all(
    ["articles", "promotions", "themes", "events", "services", "pages"].map((folder) =>
      readFolder(contentDir, folder, problems),
    ),
  );

  const articles = parseAll(articleFiles ?? [], articleFrontMatter, problems, (file, data) => {
    if (!data.tags.includes(data.category)) problems.add(file.name, "tags must include the category");
    const rendered = render(file, problems);
    return { ...data, ...rendered, slug: file.slug, readingMinutes: readingMinutes(rendered.words) };
  });
  const promotions = parseAll(promotionFiles ?? [], promotionFrontMatter, problems, (file, data) => ({
    ...data,
    slug: file.slug,
    bodyHtml: render(file, problems).bodyHtml,
  }));
  const themes = parseAll(themeFiles ?? [], themeFrontMatter, problems, (file, { contentFooter, ...data }) => ({
    ...data,
    ...render(file, problems),
    slug: file.slug,
    contentFooterHtml: contentFooter ? renderMarkdown(contentFooter).html : null,
  }));
  const events = parseAll(eventFiles ?? [], eventFrontMatter, problems, (file, data) => ({
    ...data,
    ...render(file, problems),
    slug: file.slug,
    pagePath: data.path ?? `/events/${file.slug}`,
  }));
  const servicePages = parseAll(serviceFiles ?? [], servicePageFrontMatter, problems, (file, data) => {
    const pageSlug = data.pageType === "group" ? file.slug.replace(/^group-/, "") : file.slug;
    if ((data.pageType === "group") !== file.slug.startsWith("group-")) {
      problems.add(file.name, "group pages are named group-{slug}.md, and only they");
    }
    if (data.pageType === "service" && !serviceTypeFileNames.has(pageSlug)) {
      problems.add(file.name, `no service type has the file name ${pageSlug}`);
    }
    return { ...data, ...render(file, problems), slug: pageSlug };
  });
  const infoPages = parseAll(pageFiles ?? [], infoPageFrontMatter, problems, (file, data) => ({
    ...data,
    ...render(file, problems),
    slug: file.slug,
  }));

  const themeSlugs = new Set(themes.map((theme) => theme.slug));
  const ingredientBySlug = new Map<string, { title: string; type: string; theme: string }>();
  for (const theme of themes) {
    for (const related of theme.related) {
      if (!themeSlugs.has(related)) problems.add(`themes/${theme.slug}.md`, `related theme ${related} does not exist`);
      if (related === theme.slug) problems.add(`themes/${theme.slug}.md`, "a theme cannot relate to itself");
    }
    for (const item of theme.ingredients) {
      const seen = ingredientBySlug.get(item.slug);
      if (!seen) ingredientBySlug.set(item.slug, { ...item, theme: theme.slug });
      else if (seen.title !== item.title || seen.type !== item.type) {
        problems.add(
          `themes/${theme.slug}.md`,
          `ingredient ${item.slug} is "${item.title}" (${item.type}) here but "${seen.title}" (${seen.type}) in ${seen.theme}`,
        );
      }
    }
  }
  const eventPaths = new Set<string>();
  for (const event of events) {
    if (eventPaths.has(event.pagePath)) problems.add(`events/${event.slug}.md`, `path ${event.pagePath} is taken`);
    eventPaths.add(event.pagePath);
    for (const theme of event.themes) {
      if (!themeSlugs.has(theme)) problems.add(`events/${event.slug}.md`, `theme ${theme} does not exist`);
    }
    for (const type of event.serviceTypes) {
      if (!serviceTypeFileNames.has(type))
        problems.add(`events/${event.slug}.md`, `service type ${type} does not exist`);
    }
  }

  const bundle = { articles, promotions, themes, events, servicePages, infoPages };
  checkLinkTargets(bundle, serviceTypeFileNames, problems);
  if (problems.list.length > 0) {
    throw new Error(`The content folder has ${problems.list.length} problem(s):\n${problems.list.join("\n")}`);
  }
  return bundle;
}
