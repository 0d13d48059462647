import type { LocationsService } from "#features/locations/locations.service.server.ts";
import { GROUP_LANDINGS, type GroupLandingKey } from "#features/search/landing.service.server.ts";
import { KIDS_PARTY_ENTERTAINMENT, VIRTUAL_PARTY_SERVICES } from "#features/search/search.rules.ts";
import type { SearchService } from "#features/search/search.service.server.ts";
import type { ServiceTypeRecord, ServiceTypesService } from "#features/service-types/service-types.service.server.ts";
import { type CacheFactory, inProcessCaches } from "#lib/shared-cache.server.ts";
import type {
  ContentRepository,
  ArticleRecord,
  EventGuideRecord,
  IngredientRecord,
  ThemeRecord,
} from "./content.repo.server.ts";
import type {
  ArticleDto,
  ArticlesPageDto,
  ArticlesQuery,
  ArticleSummaryDto,
  ContactMessageInput,
  EventGuideDto,
  EventGuideSummaryDto,
  IngredientDto,
  InfoPageDto,
  PromotionDto,
  ServiceContentDto,
  ServicePageQuery,
  ThemeDto,
  ThemesQuery,
  ThemeSummaryDto,
} from "./content.schema.ts";
import { CONTENT_LISTS, type IngredientType } from "./content.rules.ts";

/**
 * Content changes when the content folder is loaded again or an operator edits it in the console
 * (which empties the cache at once, `forgetCached`): answers are kept this long.
 */
const CONTENT_CACHE_MS = 60_000;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

function toArticleSummary(record: ArticleRecord): ArticleSummaryDto {
  return {
    slug: record.slug,
    url: `/articles/${record.slug}`,
    title: record.title,
    summary: record.summary,
    category: record.category,
    tags: record.tags,
    authorName: record.authorName,
    publishedAt: isoDay(record.publishedAt),
    readingMinutes: record.readingMinutes,
    heroImageKey: record.heroImageKey,
  };
}

function toThemeSummary(record: ThemeRecord): ThemeSummaryDto {
  return {
    id: record.id,
    slug: record.slug,
    url: `/themes/${record.slug}`,
    title: record.title,
    alternateTitle: record.alternateTitle,
    shortDescription: record.shortDescription,
    themeType: record.themeType,
    image: record.image,
  };
}

function toEventGuideSummary(record: EventGuideRecord): EventGuideSummaryDto {
  return {
    slug: record.slug,
    url: record.path,
    title: record.title,
    menuLabel: record.menuLabel,
    summary: record.summary,
    heroImageKey: record.heroImageKey,
  };
}

function isGroupKey(slug: string): slug is GroupLandingKey {
  return Object.hasOwn(GROUP_LANDINGS, slug);
}

export function createContentService(deps: {
  repository: ContentRepository;
  serviceTypes: ServiceTypesService;
  locations: LocationsService;
  search: SearchService;
  now?: () => Date;
  caches?: CacheFactory;
}) {
  const { repository, serviceTypes, locations, search } = deps;
  const now = deps.now ?? (() => new Date());
  const cache = (deps.caches ?? inProcessCaches()).create<unknown>("content", {
    ttlMs: CONTENT_CACHE_MS,
    maxEntries: 2_000,
  });
  const cached = <T>(key: string, compute: () => Promise<T>) => cache.get(key, compute) as Promise<T>;

  async function toIngredient(record: IngredientRecord): Promise<IngredientDto> {
    const service = record.type === "entertainment" ? await serviceTypes.findByFileName(record.slug) : undefined;
    return {
      id: record.id,
      slug: record.slug,
      title: record.title,
      type: record.type as IngredientType,
      href: service ? `/services/${service.fileName}` : null,
    };
  }

  /** The copy of a service type's page: its own, else its nearest ancestor's body under its own title. */
  async function serviceTypeContent(type: ServiceTypeRecord): Promise<ServiceContentDto> {
    const own = await repository.servicePage(type.fileName, "service");
    const plural = type.pluralForm;
    const redirectUrl =
      own?.redirectUrl ??
      (type.fileName === KIDS_PARTY_ENTERTAINMENT
        ? "/gigkids"
        : type.fileName === VIRTUAL_PARTY_SERVICES
          ? "/virtual-event-services"
          : type.canonicalProfileDirectory);
    if (own) {
      const content = own.content as { intro: string; bodyHtml: string; metaDescription: string };
      return {
        slug: type.fileName,
        pageType: "service",
        serviceId: type.id,
        redirectUrl,
        title: own.title,
        ...content,
      };
    }
    let ancestorBody = "";
    for (let parentId = type.parentId; parentId !== null && !ancestorBody;) {
      const parent = await serviceTypes.findById(parentId);
      if (!parent) break;
      const page = await repository.servicePage(parent.fileName, "service");
      if (page) ancestorBody = (page.content as { bodyHtml: string }).bodyHtml;
      parentId = parent.parentId;
    }
    const lower = plural.toLowerCase();
    return {
      slug: type.fileName,
      pageType: "service",
      serviceId: type.id,
      redirectUrl,
      title: plural,
      intro: `Book ${lower} for weddings, birthdays, corporate events and every party in between. Pick your city to compare ${lower} near you: read reviews from real planners, see photos and videos, check prices, and request free quotes.`,
      bodyHtml: ancestorBody,
      metaDescription: `Find and book ${lower} for weddings, parties and corporate events. Compare reviews and prices, and request free quotes on Marquee.`,
    };
  }

  /** State and city letter-group pages open the state's first search at its city list (SPEC section 2). */
  async function stateContent(
    type: ServiceTypeRecord,
    query: ServicePageQuery,
  ): Promise<ServiceContentDto | undefined> {
    const state = query.stateAbbreviation
      ? await locations.findStateByAbbreviation(query.stateAbbreviation)
      : undefined;
    if (!state) return undefined;
    const resolution = await search.resolveLookupUrl(`${type.fileName}-${state.fileName}`);
    if (resolution.kind !== "found") return undefined;
    const where = query.cityFirstLetter ? `${state.name} (cities ${query.cityFirstLetter.toUpperCase()})` : state.name;
    return {
      slug: type.fileName,
      pageType: query.servicePageType,
      serviceId: type.id,
      redirectUrl: `${resolution.lookup.canonicalUrl}#state-cities`,
      title: `${type.pluralForm} in ${where}`,
      intro: `Compare ${type.pluralForm.toLowerCase()} across ${state.name}: pick a city to see who plays near you.`,
      bodyHtml: "",
      metaDescription: `Find ${type.pluralForm.toLowerCase()} in ${state.name}. Compare reviews and prices by city and request free quotes on Marquee.`,
    };
  }

  return {
    async articles(query: ArticlesQuery): Promise<ArticlesPageDto> {
      const key = `articles:${query.skip}:${query.take}:${[...query.tags].sort().join(",")}`;
      return cached(key, async () => {
        const page = await repository.articlePage({ ...query, now: now() });
        return {
          articles: page.rows.map(toArticleSummary),
          total: page.total,
          skip: query.skip,
          take: query.take,
          tags: query.tags,
        };
      });
    },

    async article(slug: string): Promise<ArticleDto | undefined> {
      return cached(`article:${slug}`, async () => {
        const record = await repository.articleBySlug(slug, now());
        if (!record) return undefined;
        const related = await repository.relatedArticles(record, CONTENT_LISTS.relatedArticles, now());
        return {
          ...toArticleSummary(record),
          bodyHtml: record.bodyHtml,
          metaTitle: record.metaTitle,
          metaDescription: record.metaDescription,
          updatedAt: record.updatedAt.toISOString(),
          relatedArticles: related.map(toArticleSummary),
        };
      });
    },

    async promotion(): Promise<PromotionDto | null> {
      return cached("promotion", async () => {
        const record = await repository.activePromotion(now());
        return record
          ? {
              id: record.id,
              title: record.title,
              bodyHtml: record.body,
              linkUrl: record.linkUrl,
              linkText: record.linkText,
            }
          : null;
      });
    },

    async themeCount(): Promise<number> {
      return cached("theme-count", () => repository.themeCount());
    },

    /** Themes sorted by title, optionally those using an ingredient, of a concept, or named by slug. */
    async themes(query: ThemesQuery): Promise<ThemeSummaryDto[]> {
      const key = `themes:${query.ingredient ?? ""}:${query.concept ?? ""}:${query.filterBySlugs?.join(",") ?? ""}`;
      return cached(key, async () =>
        (
          await repository.themes({ ingredient: query.ingredient, concept: query.concept, slugs: query.filterBySlugs })
        ).map(toThemeSummary),
      );
    },

    async theme(slug: string): Promise<ThemeDto | undefined> {
      return cached(`theme:${slug}`, async () => {
        const record = await repository.themeBySlug(slug);
        if (!record) return undefined;
        const related = await repository.relatedThemes(record.id);
        const ingredients = await repository.ingredientsOf([record.id, ...related.map((theme) => theme.id)]);
        const ingredientDtos = async (themeId: number) =>
          Promise.all((ingredients.get(themeId) ?? []).map(toIngredient));
        return {
          ...toThemeSummary(record),
          description: record.description,
          metaTitle: record.metaTitle,
          metaDescription: record.metaDescription,
          themeTypeDescription: record.themeTypeDescription,
          contentFooter: record.contentFooter,
          video: record.video,
          relatedThemes: await Promise.all(
            related.map(async (theme) => ({ ...toThemeSummary(theme), ingredients: await ingredientDtos(theme.id) })),
          ),
          ingredients: await ingredientDtos(record.id),
          timestamp: record.updatedAt.toISOString(),
        };
      });
    },

    async eventGuides(): Promise<EventGuideSummaryDto[]> {
      return cached("events", async () => (await repository.eventGuides()).map(toEventGuideSummary));
    },

    /** An event guide by slug, or by the page it is shown on (`/gigkids`). */
    async eventGuide(reference: { slug: string } | { path: string }): Promise<EventGuideDto | undefined> {
      const key = "slug" in reference ? `event:${reference.slug}` : `event-path:${reference.path}`;
      return cached(key, async () => {
        const record =
          "slug" in reference
            ? await repository.eventGuideBySlug(reference.slug)
            : await repository.eventGuideByPath(reference.path);
        if (!record) return undefined;
        const types = await Promise.all(
          record.serviceTypeFileNames.map((fileName) => serviceTypes.findByFileName(fileName)),
        );
        const themeRecords = record.themeSlugs.length > 0 ? await repository.themes({ slugs: record.themeSlugs }) : [];
        const articlePage =
          record.articleTags.length > 0
            ? await repository.articlePage({
                skip: 0,
                take: CONTENT_LISTS.guideArticles,
                tags: record.articleTags,
                now: now(),
              })
            : { rows: [] };
        return {
          ...toEventGuideSummary(record),
          bodyHtml: record.bodyHtml,
          metaTitle: record.metaTitle,
          metaDescription: record.metaDescription,
          serviceTypes: types
            .filter((type) => type !== undefined)
            .map((type) => ({
              fileName: type.fileName,
              pluralForm: type.pluralForm,
              href: `/services/${type.fileName}`,
            })),
          themes: themeRecords.map(toThemeSummary),
          articles: articlePage.rows.map(toArticleSummary),
        };
      });
    },

    /**
     * `GET /api/cms/service/{slug}`: the copy of a group page (`/dj`), a service type page
     * (`/services/dj`), or a state or city letter-group page, which carry the redirect to the
     * state's search.
     */
    async servicePage(slug: string, query: ServicePageQuery): Promise<ServiceContentDto | undefined> {
      const key = `service:${slug}:${query.servicePageType}:${query.stateAbbreviation ?? ""}:${query.cityFirstLetter ?? ""}`;
      return cached(key, async () => {
        if (query.servicePageType === "group") {
          if (!isGroupKey(slug)) return undefined;
          const row = await repository.servicePage(slug, "group");
          if (!row) return undefined;
          const main = await serviceTypes.findByFileName(GROUP_LANDINGS[slug].mainType);
          const content = row.content as { intro: string; bodyHtml: string; metaDescription: string };
          return {
            slug,
            pageType: "group",
            serviceId: main?.id ?? null,
            redirectUrl: row.redirectUrl,
            title: row.title,
            ...content,
          };
        }
        const type = await serviceTypes.findByFileName(slug);
        if (!type) return undefined;
        return query.servicePageType === "service" ? serviceTypeContent(type) : stateContent(type, query);
      });
    },

    async infoPage(path: string): Promise<InfoPageDto | undefined> {
      return cached(`page:${path}`, async () => {
        const record = await repository.infoPage(path);
        return record
          ? {
              path: record.path,
              title: record.title,
              bodyHtml: record.bodyHtml,
              metaDescription: record.metaDescription,
            }
          : undefined;
      });
    },

    /** Forgets every cached answer, after the console changed content. */
    forgetCached(): void {
      cache.clear();
    },

    async submitContactMessage(message: ContactMessageInput): Promise<number> {
      return repository.insertContactMessage(message);
    },
  };
}
export type ContentService = ReturnType<typeof createContentService>;
