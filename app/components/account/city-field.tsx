import { typedPlaceLookup } from "#features/locations/locations.rules.ts";
import type { LocationDto } from "#features/locations/locations.schema.ts";
import { api } from "#app/lib/api-client.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { Autocomplete } from "../autocomplete/autocomplete.tsx";
import { locationKey, locationText } from "../autocomplete/suggestions.ts";
import "../forms/forms.css";

/** Cities only (a vendor is based in a city, not a whole state), alternate names included. */
async function loadCitySuggestions(text: string, signal: AbortSignal): Promise<LocationDto[]> {
  const query = typedPlaceLookup(text, { citiesOnly: true });
  const { locations } = await api.get("/api/v1/locations", { query, signal });
  return locations.filter((location) => location.kind === "city");
}

type CityFieldProps = {
  id: string;
  /** The chosen city, owned by the form. */
  city: LocationDto | null;
  onCityChange: (city: LocationDto | null) => void;
  error?: string;
};

/**
 * The vendor's city: the search form's location autocomplete, limited to cities. The visible box is
 * named `cityText`, so without scripts the server finds the city from the typed text; once scripts
 * run the chosen city's file name travels in the hidden `cityFileName` (empty in the server's HTML,
 * so it never disagrees with text typed before scripts ran). The member center's profile form uses it
 * too.
 */
export function CityField({ id, city, onCityChange, error }: CityFieldProps) {
  const hydrated = useHydrated();
  return (
    <>
      <Autocomplete<LocationDto>
        id={id}
        name="cityText"
        label="City"
        placeholder="City, ST"
        listboxLabel="Cities"
        selected={city}
        onSelectedChange={onCityChange}
        loadOptions={loadCitySuggestions}
        getOptionKey={locationKey}
        getOptionText={locationText}
        skipWhenTextIsSelection
        noResultsText="No cities found"
        failureText="Cities could not be loaded. Please try again."
        error={error}
        className="form-field"
        labelClassName="form-field__label"
        inputClassName="form-field__input"
        errorClassName="form-field__error"
      />
      <input type="hidden" name="cityFileName" value={hydrated ? (city?.fileName ?? "") : ""} />
    </>
  );
}
