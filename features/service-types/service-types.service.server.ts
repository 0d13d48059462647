import type { ServiceTypeDto } from "./service-types.schema.ts";
import type { ServiceTypeRecord, ServiceTypesRepository } from "./service-types.repo.server.ts";
import { rankServiceTypes, serviceTypeFamilies, type ServiceTypeFamily } from "./service-types.rules.ts";

/** The catalogue's records, as other slices receive them from this service. */
export type { ServiceTypeRecord };

/** The catalogue is small and changes rarely: each process keeps it for a minute. */
const CATALOGUE_TTL_MS = 60_000;

export function toServiceTypeDto(record: ServiceTypeRecord): ServiceTypeDto {
  return {
    id: record.id,
    personForm: record.personForm,
    pluralForm: record.pluralForm,
    fileName: record.fileName,
    profileDirectory: record.profileDirectory,
    canonicalProfileDirectory: record.canonicalProfileDirectory,
    isSingleSearchPage: record.isSingleSearchPage,
    isService: record.isService,
    isVenue: record.isVenue,
    isKids: record.isKids,
    isVirtual: record.isVirtual,
    menuGroup: record.menuGroup,
  };
}

export function createServiceTypesService(repository: ServiceTypesRepository, now: () => number = Date.now) {
  type Attribute = { id: number; name: string; slug: string; groupName: string };
  type Catalogue = { records: ServiceTypeRecord[]; secondaryIds: Map<number, number[]>; attributes: Attribute[] };
  let cached: { loadedAt: number; catalogue: Promise<Catalogue> } | undefined;

  function load(): Promise<Catalogue> {
    if (!cached || now() - cached.loadedAt > CATALOGUE_TTL_MS) {
      const pending = Promise.all([
        repository.listAll(),
        repository.listSecondaryPairs(),
        repository.listAttributes(),
      ]).then(([records, pairs, attributeRows]) => {
        const secondaryIds = new Map<number, number[]>();
        for (const pair of pairs)
          secondaryIds.set(pair.serviceTypeId, [
            ...(secondaryIds.get(pair.serviceTypeId) ?? []),
            pair.secondaryServiceTypeId,
          ]);
        const attributes = attributeRows.map(({ id, name, slug, groupName }) => ({ id, name, slug, groupName }));
        return { records, secondaryIds, attributes };
      });
      cached = { loadedAt: now(), catalogue: pending };
      pending.catch(() => {
        cached = undefined;
      });
    }
    return cached.catalogue;
  }

  async function catalogue(): Promise<ServiceTypeRecord[]> {
    return (await load()).records;
  }

  return {
    catalogue,
    async search(text: string, take: number, includeVenues = true): Promise<ServiceTypeDto[]> {
      const records = (await catalogue()).filter((record) => includeVenues || !record.isVenue);
      return rankServiceTypes(records, text).slice(0, take).map(toServiceTypeDto);
    },
    async list(filter: { signupOnly?: boolean; kidsOnly?: boolean } = {}): Promise<ServiceTypeDto[]> {
      return (await catalogue())
        .filter((record) => (!filter.signupOnly || record.isSignupCategory) && (!filter.kidsOnly || record.isKids))
        .map(toServiceTypeDto);
    },
    /** The whole catalogue grouped under its broad types: what a vendor chooses their categories from. */
    async families(): Promise<ServiceTypeFamily[]> {
      return serviceTypeFamilies(await catalogue());
    },
    async findById(id: number): Promise<ServiceTypeRecord | undefined> {
      return (await catalogue()).find((record) => record.id === id);
    },
    async findByFileName(fileName: string): Promise<ServiceTypeRecord | undefined> {
      return (await catalogue()).find((record) => record.fileName === fileName);
    },
    /** A type and its more specific children: a search for DJs also finds wedding DJs. */
    async withChildren(id: number): Promise<number[]> {
      return [id, ...(await catalogue()).filter((record) => record.parentId === id).map((record) => record.id)];
    },
    async secondary(id: number): Promise<ServiceTypeDto[] | undefined> {
      const { records, secondaryIds } = await load();
      if (!records.some((record) => record.id === id)) return undefined;
      const ids = new Set(secondaryIds.get(id) ?? []);
      return records.filter((record) => ids.has(record.id)).map(toServiceTypeDto);
    },
    async attributes(): Promise<Attribute[]> {
      return (await load()).attributes;
    },
  };
}
export type ServiceTypesService = ReturnType<typeof createServiceTypesService>;
