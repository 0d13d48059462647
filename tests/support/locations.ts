import type { LocationDto } from "#features/locations/locations.schema.ts";

/** A city as the location autocomplete answers it, for tests of the forms that use one. */
export const AUSTIN: LocationDto = {
  kind: "city",
  displayName: "Austin, TX",
  fileName: "austin-tx",
  rollupLocationFileName: null,
  isGeoLocation: false,
  name: "Austin",
  searchString: "austin tx",
  stateOrProvince: { name: "Texas", displayName: "Texas", fileName: "texas", abbreviation: "TX" },
  latitude: 30.27,
  longitude: -97.74,
};
