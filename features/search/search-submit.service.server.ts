import type { LocationDto } from "#features/locations/locations.schema.ts";
import type { LocationsService } from "#features/locations/locations.service.server.ts";
import type { MembersService } from "#features/members/members.service.server.ts";
import type { ServiceTypeDto } from "#features/service-types/service-types.schema.ts";
import type { ServiceTypesService } from "#features/service-types/service-types.service.server.ts";
import type { SearchSubmission } from "./search.schema.ts";
import { type SearchFormErrors, searchDestination, searchLookupKey, validateSearchForm } from "./search.rules.ts";
import type { SearchService } from "./search.service.server.ts";

export type SubmissionOutcome = { kind: "go"; url: string } | { kind: "invalid"; errors: SearchFormErrors };

/**
 * The search form's server path (no JavaScript): resolves what was typed or picked exactly as the
 * browser does, checks it with the same rules, and answers with the same destination.
 */
export function createSearchSubmitService(deps: {
  serviceTypes: ServiceTypesService;
  members: MembersService;
  locations: LocationsService;
  search: SearchService;
}) {
  async function chooseServiceType(input: SearchSubmission): Promise<ServiceTypeDto | undefined> {
    if (input.serviceTypeFileName) {
      const [match] = (await deps.serviceTypes.list()).filter((type) => type.fileName === input.serviceTypeFileName);
      if (match) return match;
    }
    if (!input.serviceType) return undefined;
    const [best] = await deps.serviceTypes.search(input.serviceType, 1);
    return best;
  }

  async function chooseMemberUrl(input: SearchSubmission): Promise<string | undefined> {
    if (input.memberId) return deps.members.profileUrlOf(Number(input.memberId));
    if (input.serviceType.length < 2) return undefined;
    const [member] = await deps.members.autocomplete({
      text: input.serviceType,
      alsoMatchCityState: true,
      useTheDjRule: true,
      take: 1,
    });
    return member?.profileUrl;
  }

  async function chooseLocation(input: SearchSubmission): Promise<LocationDto | undefined> {
    if (input.locationFileName) {
      const found = await deps.locations.findByFileName(input.locationFileName);
      if (found) return found;
    }
    if (!input.location) return undefined;
    return (await deps.locations.findTyped(input.location)) ?? undefined;
  }

  return {
    async resolve(input: SearchSubmission, today: string): Promise<SubmissionOutcome> {
      const serviceType = await chooseServiceType(input);
      const memberUrl = serviceType ? undefined : await chooseMemberUrl(input);
      const location = await chooseLocation(input);
      const errors = validateSearchForm(
        {
          serviceTypeOrMember: serviceType
            ? {
                kind: "serviceType",
                isSingleSearchPage: serviceType.isSingleSearchPage,
                fileName: serviceType.fileName,
              }
            : memberUrl
              ? { kind: "member" }
              : null,
          location: location ?? null,
          eventDate: input.eventDate,
        },
        today,
      );
      if (Object.keys(errors).length > 0) return { kind: "invalid", errors };
      if (memberUrl) return { kind: "go", url: memberUrl };
      if (!serviceType) return { kind: "invalid", errors: {} };
      const key = searchLookupKey(serviceType.fileName, location?.fileName ?? null);
      const lookup = key ? await deps.search.resolveLookupUrl(key) : undefined;
      return {
        kind: "go",
        url: searchDestination({
          serviceType,
          location: location ? { fileName: location.fileName, isState: location.kind === "state" } : null,
          isValidSearch: lookup?.kind === "found" && lookup.lookup.isValidSearch,
          eventDate: input.eventDate || undefined,
        }),
      };
    },
  };
}
export type SearchSubmitService = ReturnType<typeof createSearchSubmitService>;
