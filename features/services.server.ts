import path from "node:path";
import { createContext } from "react-router";
import type { DatabaseHandle } from "#db/client.server.ts";
import { type CacheFactory, inProcessCaches } from "#lib/shared-cache.server.ts";
import type { AppConfig } from "#lib/app-config.ts";
import { createAccountsRepository } from "./accounts/accounts.repo.server.ts";
import { createAccountsService } from "./accounts/accounts.service.server.ts";
import { createRetentionService } from "./accounts/retention.service.server.ts";
import { createSessionsService } from "./accounts/sessions.service.server.ts";
import { createAuditRepository } from "./audit/audit.repo.server.ts";
import { auditWithin, createAuditService } from "./audit/audit.service.server.ts";
import { createPersonalDataRepository } from "./personal-data/personal-data.repo.server.ts";
import { createPersonalDataService } from "./personal-data/personal-data.service.server.ts";
import { createAnalyticsRepository } from "./analytics/analytics.repo.server.ts";
import { createAnalyticsService } from "./analytics/analytics.service.server.ts";
import { createClock } from "./marketplace/clock.server.ts";
import { createMarketplaceRepository } from "./marketplace/marketplace.repo.server.ts";
import { createMarketplaceService } from "./marketplace/marketplace.service.server.ts";
import { createTestPaymentProvider } from "./payments/payments.service.server.ts";
import { createMemberAccountRepository } from "./members/member-account.repo.server.ts";
import { createMemberAccountService } from "./members/member-account.service.server.ts";
import { createMemberCalendarRepository } from "./members/member-calendar.repo.server.ts";
import { createMemberCalendarService } from "./members/member-calendar.service.server.ts";
import { createMembershipRepository } from "./members/membership.repo.server.ts";
import { createMembershipService } from "./members/membership.service.server.ts";
import { createOutboxRepository } from "./notifications/outbox.repo.server.ts";
import { createOutboxService, outboxWithin } from "./notifications/outbox.service.server.ts";
import { createOutboxRetention } from "./notifications/retention.service.server.ts";
import { createContentAdminRepository } from "./content/content-admin.repo.server.ts";
import { createContentAdminService } from "./content/content-admin.service.server.ts";
import { createContentRepository } from "./content/content.repo.server.ts";
import { createContentService } from "./content/content.service.server.ts";
import { createLocationsRepository } from "./locations/locations.repo.server.ts";
import { createLocationsService } from "./locations/locations.service.server.ts";
import { createMediaService } from "./media/media.service.server.ts";
import { createStorage, type FileStorage } from "./media/storage.service.server.ts";
import { createMembersRepository } from "./members/members.repo.server.ts";
import { createMembersService } from "./members/members.service.server.ts";
import { membershipPlan, tooManyCategoriesMessage } from "./members/members.rules.ts";
import { createProfilesRepository } from "./profiles/profiles.repo.server.ts";
import { createProfilesService } from "./profiles/profiles.service.server.ts";
import { createSearchRepository } from "./search/search.repo.server.ts";
import { createLandingService } from "./search/landing.service.server.ts";
import { createSearchService } from "./search/search.service.server.ts";
import { createSearchSubmitService } from "./search/search-submit.service.server.ts";
import { createSearchTrackingService } from "./search/search-tracking.service.server.ts";
import { createServiceTypesRepository } from "./service-types/service-types.repo.server.ts";
import { createServiceTypesService } from "./service-types/service-types.service.server.ts";
import { createSitemapRepository } from "./sitemap/sitemap.repo.server.ts";
import { createSitemapService } from "./sitemap/sitemap.service.server.ts";
import { createOperatorRepository } from "./operator/operator.repo.server.ts";
import { createOperatorService } from "./operator/operator.service.server.ts";
import { createOverviewRepository } from "./operator/overview.repo.server.ts";
import { createOverviewService } from "./operator/overview.service.server.ts";

export type ServicesOptions = {
  /** Where caches are kept: in this process unless a shared (Redis) cache factory is given. */
  caches?: CacheFactory;
  /** Something a public page shows has changed (a listing, a review, a booking, an article, the clock). */
  onPublicPagesChanged?: () => void;
};

/** Everything a page loader or an API route may use, built once per process by buildApp. */
export function createServices(config: AppConfig, database: DatabaseHandle, options: ServicesOptions = {}) {
  const caches = options.caches ?? inProcessCaches();
  const onPublicPagesChanged = options.onPublicPagesChanged ?? (() => {});
  const serviceTypes = createServiceTypesService(createServiceTypesRepository(database.db));
  const locations = createLocationsService(createLocationsRepository(database.db));
  const searchRepository = createSearchRepository(database);
  const search = createSearchService({ repository: searchRepository, serviceTypes, locations, caches });
  const members = createMembersService(createMembersRepository(database.db), caches);
  const memberCalendar = createMemberCalendarService(createMemberCalendarRepository(database.db));
  const profiles = createProfilesService({
    repository: createProfilesRepository(database.db),
    serviceTypes,
    locations,
    search,
    caches,
  });
  const onMemberChanged = (memberId: number | null) => {
    search.forgetVendor(memberId);
    members.forgetSuggestions();
    profiles.forgetProfiles();
    onPublicPagesChanged();
  };
  const operator = createOperatorService({
    repository: createOperatorRepository(database.db, { auditWithin, outboxWithin }),
    publicOrigin: config.publicOrigin,
    onMemberChanged,
  });
  const fileStorage = createStorage(config);
  const media = createMediaService({ storage: fileStorage, cacheDir: path.join(config.dataDir, "image-cache") });
  /** Uploads are deleted through the media service, which forgets their resized copies with them. */
  const storage: FileStorage = { ...fileStorage, delete: (key) => media.deleteStoredFile(key) };
  const accountsRepository = createAccountsRepository(database.db);
  const sessions = createSessionsService({ repository: accountsRepository });
  const outboxRepository = createOutboxRepository(database.db);
  const outbox = createOutboxService({
    repository: outboxRepository,
    smtpUrl: config.smtpUrl,
    fromAddress: config.mailFrom,
  });
  const accounts = createAccountsService({
    repository: accountsRepository,
    sessions,
    outbox,
    locations,
    serviceTypes,
    config: { publicOrigin: config.publicOrigin, addressHashSecret: config.addressHashSecret },
    onMemberChanged,
    // A request confirmed by its owner's emailed link goes out through the marketplace's delivery.
    deliverConfirmedRequest: (requestId) => marketplace.deliverConfirmedRequest(requestId),
    newListingCategories: { max: membershipPlan("Basic").maxCategories, tooMany: tooManyCategoriesMessage("Basic") },
    // The operator's approval setting (decision 031): operator sits above accounts, so it is handed in.
    newListingStatus: () => operator.newListingStatus(),
  });
  const content = createContentService({
    repository: createContentRepository(database.db),
    serviceTypes,
    locations,
    search,
    caches,
  });
  const marketplace = createMarketplaceService({
    repository: createMarketplaceRepository(database.db, outboxWithin),
    locations,
    serviceTypes,
    payments: createTestPaymentProvider(),
    accounts,
    clock: createClock({
      onChange: () => {
        profiles.forgetProfiles();
        onPublicPagesChanged();
      },
    }),
    memberCalendar,
    publicOrigin: config.publicOrigin,
    onMemberChanged,
  });
  return {
    config: {
      contactPhone: config.contactPhone,
      publicOrigin: config.publicOrigin,
      environment: config.environment,
      // The emails the product would send, readable at /dev/outbox: in development, and on the
      // end-to-end tests' production build (TEST_CLOCK, never set on a real deployment).
      showOutbox: config.environment !== "production" || config.testClock,
      // The session cookies are Secure in production; both edges make them (session-cookies.rules.ts).
      secureCookies: config.environment === "production",
      logoutRedirect: config.logoutRedirect,
    },
    database,
    serviceTypes,
    locations,
    members,
    search,
    landing: createLandingService({ search, serviceTypes, locations }),
    content,
    contentAdmin: createContentAdminService({
      repository: createContentAdminRepository(database.db),
      forgetCachedContent: () => {
        content.forgetCached();
        onPublicPagesChanged();
      },
    }),
    searchSubmit: createSearchSubmitService({ serviceTypes, members, locations, search }),
    profiles,
    sessions,
    outbox,
    accounts,
    retention: createRetentionService({
      repository: accountsRepository,
      outbox: createOutboxRetention(outboxRepository),
    }),
    membership: createMembershipService({
      repository: createMembershipRepository(database.db),
      payments: config.paymentProvider === "test" ? createTestPaymentProvider() : null,
      publicOrigin: config.publicOrigin,
      onMemberChanged,
    }),
    memberAccount: createMemberAccountService({
      repository: createMemberAccountRepository(database.db),
      publicMember: (memberId, load, viewer) => profiles.publicMember(memberId, load, viewer),
      locations,
      serviceTypes,
      storage,
      onMemberChanged,
      requestListingEmail: (memberId, email) => accounts.requestListingEmailChange(memberId, email, { kind: "owner" }),
    }),
    memberCalendar,
    marketplace,
    tracking: createSearchTrackingService(searchRepository, { visitorKeySecret: config.addressHashSecret }),
    analytics: createAnalyticsService({
      repository: createAnalyticsRepository(database.db),
      visitorKeySecret: config.addressHashSecret,
    }),
    media,
    audit: createAuditService(createAuditRepository(database.db)),
    operator,
    overview: createOverviewService({ repository: createOverviewRepository(database.db), clock: marketplace.clock }),
    sitemap: createSitemapService({
      repository: createSitemapRepository(database.db),
      publicOrigin: config.publicOrigin,
      caches,
    }),
    personalData: createPersonalDataService({
      repository: createPersonalDataRepository(database.db, auditWithin),
      storage,
      passwordMatches: (accountId, password) => accounts.passwordMatches(accountId, password),
      onMemberChanged,
    }),
  };
}
export type Services = ReturnType<typeof createServices>;

/** The React Router context token through which page loaders reach the services. */
export const servicesContext = createContext<Services>();

/** The request's own logger, whose serialisers keep what users typed out of the log (server/logging.ts). */
export type PageLogger = { error(fields: { err: unknown }, message: string): void };

/**
 * What a page may know of its request beyond the Fetch `Request`: the caller's address, its logger,
 * and how to count a view of a vendor's profile (so that a cached copy of the page counts it too).
 */
export const requestContext = createContext<{
  ip: string;
  log: PageLogger;
  countProfileView(memberId: number): Promise<void>;
}>();

/** The nonce of this page's Content-Security-Policy, which every script element it renders carries. */
export const cspNonceContext = createContext<string>();

/** What readies a rendered page for its first paint (server/first-paint.ts), given the page and the stylesheets of its routes. */
export type FirstPaint = (page: Buffer<ArrayBuffer>, stylesheets: readonly string[]) => Buffer<ArrayBuffer>;

/** The page's {@link FirstPaint}; `null` where stylesheets are not built (the dev server). */
export const firstPaintContext = createContext<FirstPaint | null>(null);
