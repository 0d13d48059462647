import {
  type FormEvent,
  type Ref,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { flushSync } from "react-dom";
import { useNavigate } from "react-router";
import type { LocationDto } from "#features/locations/locations.schema.ts";
import { DISPLAY_DATE_FORMAT, SEARCH_MESSAGES, type SearchFormErrors } from "#features/search/search.rules.ts";
import { isoDay } from "#lib/dates.ts";
import {
  browserLocalStorage,
  LAST_SEARCH_STORAGE_KEY,
  notifySearchStorageChanged,
  parseStoredGeolocation,
  parseStoredLastSearch,
  readRaw,
  saveLocationCookie,
  type ServiceTypeOrMember,
  subscribeToSearchStorage,
  writeLastSearch,
} from "#app/lib/search-storage.ts";
import { assignRef } from "#app/lib/refs.ts";
import { track } from "#app/lib/analytics/track.ts";
import { Autocomplete } from "../autocomplete/autocomplete.tsx";
import { isServedByLegacyStack } from "../layout/navigation.ts";
import {
  ensureGeolocation,
  geolocationSnapshot,
  loadIsValidSearch,
  loadLocationSuggestions,
  loadServiceTypeOrMemberSuggestions,
  resolveTypedLocation,
  resolveTypedServiceTypeOrMember,
} from "./search-form.calls.ts";
import {
  choiceAnalytics,
  choiceKey,
  choiceText,
  destinationFor,
  firstInvalidField,
  lookupKeyFor,
  memberDetail,
  navigationTarget,
  searchFormErrors,
  type SearchField,
} from "./search-form.logic.ts";
import { locationKey, locationText } from "../autocomplete/suggestions.ts";
import "./search-form.css";

export type SearchFormVariant = "page" | "header";

/** What a search that passed validation is about to do; given to `onSearch` before the form navigates. */
export type SearchSubmission = {
  serviceTypeOrMember: ServiceTypeOrMember;
  location: LocationDto | null;
  /** yyyy-MM-dd, or empty. */
  eventDate: string;
  /** Where the browser goes next. */
  destination: string;
};

type SearchFormProps = {
  /** "page": service type, location and date; "header": the compact panel without the date (SPEC.md section 2). */
  variant: SearchFormVariant;
  /** Lets the header panel reach the first field, to focus it when the panel opens. */
  firstFieldRef?: Ref<HTMLInputElement>;
  /** Shown when local storage holds no last search (a search page passes its own service type and place). */
  initialServiceTypeOrMember?: ServiceTypeOrMember | null;
  initialLocation?: LocationDto | null;
  /** yyyy-MM-dd. */
  initialEventDate?: string;
  /** The service type id of the search page the form sits on (SPEC section 2 destination rules). */
  searchCategoryId?: number | null;
  /** Runs once a search passed validation, before the choices are saved and the browser navigates. */
  onSearch?: (search: SearchSubmission) => void;
};

const noSubscription = () => () => {};
const onServer = () => null;
const readStoredLastSearch = () => readRaw(browserLocalStorage, LAST_SEARCH_STORAGE_KEY);

/** yyyy-MM-dd in local time: the spec's parse format and the value format of <input type="date">. */
function todayInQueryFormat(): string {
  return isoDay(new Date());
}

function renderServiceTypeOrMember(choice: ServiceTypeOrMember) {
  if (choice.kind === "serviceType")
    return <span className="autocomplete__option-title">{choice.serviceType.personForm}</span>;
  return (
    <>
      <span className="autocomplete__option-title">{choice.member.name}</span>
      <span className="autocomplete__option-detail">{memberDetail(choice.member)}</span>
    </>
  );
}

/**
 * The search widget (SPEC.md section 2 "Search form"). It renders on the server and submits as a
 * plain GET to /search until JavaScript runs; then the fields suggest, the choices are checked, saved
 * and turned into the destination URL here. Decisions: docs/decisions/004-search-form.md.
 */
export function SearchForm({
  variant,
  firstFieldRef,
  initialServiceTypeOrMember = null,
  initialLocation = null,
  initialEventDate = "",
  searchCategoryId,
  onSearch,
}: SearchFormProps) {
  const id = useId();
  const navigate = useNavigate();
  const serviceTypeId = `${id}-service-type`;
  const locationId = `${id}-location`;
  const eventDateId = `${id}-event-date`;

  // False on the server and while hydrating, true afterwards: what only a running script may show.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  // Local storage is read as an external store: never during the server render, and every form on
  // the page follows when one of them saves a search (or another tab does).
  const storedLastSearchText = useSyncExternalStore(subscribeToSearchStorage, readStoredLastSearch, onServer);
  const storedGeolocationText = useSyncExternalStore(subscribeToSearchStorage, geolocationSnapshot, onServer);
  const storedLastSearch = useMemo(() => parseStoredLastSearch(storedLastSearchText), [storedLastSearchText]);
  const storedGeolocation = useMemo(() => parseStoredGeolocation(storedGeolocationText), [storedGeolocationText]);

  // What the person picked (or cleared, null) in this form; undefined until they do.
  const [pickedChoice, setPickedChoice] = useState<ServiceTypeOrMember | null | undefined>(undefined);
  const [pickedLocation, setPickedLocation] = useState<LocationDto | null | undefined>(undefined);
  // Set once the person types a place into an empty location box: a late geolocation must not replace it.
  const [typedOwnLocation, setTypedOwnLocation] = useState(false);
  const [eventDate, setEventDate] = useState(initialEventDate);
  const [errors, setErrors] = useState<SearchFormErrors>({});
  const [lookupFailed, setLookupFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const submitting = useRef(false);

  const serviceTypeInput = useRef<HTMLInputElement | null>(null);
  const locationInput = useRef<HTMLInputElement | null>(null);
  const eventDateInput = useRef<HTMLInputElement | null>(null);
  const setServiceTypeInput = useCallback(
    (element: HTMLInputElement | null) => {
      serviceTypeInput.current = element;
      assignRef(firstFieldRef, element);
    },
    [firstFieldRef],
  );

  // SPEC section 2: the last search's choices first, then the ones the page passed in; for the place,
  // finally the visitor's geolocation, unless they already typed a place of their own.
  const choice =
    pickedChoice !== undefined ? pickedChoice : (storedLastSearch?.serviceTypeOrMember ?? initialServiceTypeOrMember);
  const chosenLocation =
    pickedLocation !== undefined ? pickedLocation : (storedLastSearch?.location ?? initialLocation);
  const geolocationApplies = pickedLocation === undefined && chosenLocation === null && !typedOwnLocation;
  const location = geolocationApplies ? storedGeolocation : chosenLocation;

  const wantsGeolocation =
    hydrated && pickedLocation === undefined && chosenLocation === null && storedGeolocation === null;
  useEffect(() => {
    if (wantsGeolocation) void ensureGeolocation();
  }, [wantsGeolocation]);

  // SPEC section 4: the lookup key follows the choices; fetching it early makes Search instant.
  const lookupKey = lookupKeyFor(choice, location);
  useEffect(() => {
    if (lookupKey) loadIsValidSearch(lookupKey).catch(() => undefined);
  }, [lookupKey]);

  const clearError = (field: SearchField) =>
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));

  const focusField = (field: SearchField) => {
    const input =
      field === "serviceTypeOrMember" ? serviceTypeInput : field === "location" ? locationInput : eventDateInput;
    input.current?.focus();
  };

  const showErrors = (found: SearchFormErrors, failedLookup = false) => {
    flushSync(() => {
      setErrors(found);
      setLookupFailed(failedLookup);
    });
    const field = failedLookup ? "serviceTypeOrMember" : firstInvalidField(found);
    if (field) focusField(field);
  };

  const search = async () => {
    // Text typed but never picked counts when it names a service type, member or place exactly:
    // what the boxes show is what is searched (the server does the same without JavaScript).
    let searchChoice = choice;
    let searchLocation = location;
    // The boxes' text as it is now (a blur just before this may have restored it), not as last rendered.
    const serviceTypeText = serviceTypeInput.current?.value ?? "";
    const locationFieldText = locationInput.current?.value ?? "";
    const typedServiceType =
      serviceTypeText.trim() !== "" && (choice === null || serviceTypeText !== choiceText(choice));
    const typedLocation =
      locationFieldText.trim() !== "" && (location === null || locationFieldText !== locationText(location));
    try {
      if (typedServiceType) searchChoice = await resolveTypedServiceTypeOrMember(serviceTypeText.trim());
      if (typedLocation) searchLocation = await resolveTypedLocation(locationFieldText.trim());
    } catch {
      showErrors({}, true);
      return;
    }
    if (typedServiceType && searchChoice) setPickedChoice(searchChoice);
    if (typedLocation && searchLocation) setPickedLocation(searchLocation);

    const found = searchFormErrors(
      searchChoice,
      searchLocation,
      eventDate,
      todayInQueryFormat(),
      typedLocation && !searchLocation,
    );
    if (firstInvalidField(found) !== null || searchChoice === null) {
      showErrors(found);
      return;
    }

    let isValidSearch = false;
    const key = lookupKeyFor(searchChoice, searchLocation);
    if (key) {
      try {
        isValidSearch = await loadIsValidSearch(key);
      } catch {
        showErrors({}, true);
        return;
      }
    }
    setErrors({});
    setLookupFailed(false);

    const destination = destinationFor(searchChoice, searchLocation, isValidSearch, eventDate, searchCategoryId);
    track("Search Interaction", {
      form: variant,
      action: "submitted",
      ...choiceAnalytics(searchChoice),
      location: searchLocation?.displayName,
      hasEventDate: eventDate !== "",
    });
    onSearch?.({ serviceTypeOrMember: searchChoice, location: searchLocation, eventDate, destination });
    if (writeLastSearch(browserLocalStorage, { location: searchLocation, serviceTypeOrMember: searchChoice }))
      notifySearchStorageChanged();
    if (searchLocation) saveLocationCookie(searchLocation);

    const target = navigationTarget(destination, window.location.origin);
    if (target.kind === "document") window.location.assign(target.href);
    else if (isServedByLegacyStack(target.path)) window.location.assign(target.path);
    else await navigate(target.path);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting.current) return;
    submitting.current = true;
    setBusy(true);
    search()
      .catch(() => showErrors({}, true))
      .finally(() => {
        submitting.current = false;
        setBusy(false);
      });
  };

  // The no-JavaScript path: hidden fields carry the chosen suggestions once scripts run, and are empty
  // in the server's HTML (so a page used without scripts never sends a choice its text no longer shows).
  const choiceShown = hydrated ? choice : null;
  const locationShown = hydrated ? location : null;
  const serviceTypeError = errors.serviceTypeOrMember ?? (lookupFailed ? SEARCH_MESSAGES.tryAgain : undefined);
  const eventDateErrorId = `${eventDateId}-error`;
  // "today" may differ between the server's clock and the browser's, so a mismatch is expected.
  const today = todayInQueryFormat();

  return (
    <form
      role="search"
      method="get"
      action="/search"
      className={`search-form search-form--${variant}`}
      aria-label={variant === "header" ? "Quick vendor search" : "Vendor search"}
      aria-busy={busy || undefined}
      // Once scripts run, the form checks itself and shows the spec's messages instead of the browser's.
      noValidate={hydrated}
      onSubmit={onSubmit}
    >
      <Autocomplete<ServiceTypeOrMember>
        id={serviceTypeId}
        name="serviceType"
        label="I'm looking for a"
        placeholder="Band, Magician..."
        listboxLabel="Service types and vendors"
        inputRef={setServiceTypeInput}
        selected={choice}
        onSelectedChange={(option) => {
          setPickedChoice(option);
          setLookupFailed(false);
          clearError("serviceTypeOrMember");
          if (option)
            track("Search Interaction", { form: variant, action: "category chosen", ...choiceAnalytics(option) });
        }}
        loadOptions={loadServiceTypeOrMemberSuggestions}
        onLoadError={(error) => setLookupFailed(error !== null)}
        getOptionKey={choiceKey}
        getOptionText={choiceText}
        renderOption={renderServiceTypeOrMember}
        noResultsText={SEARCH_MESSAGES.noResults}
        failureText={SEARCH_MESSAGES.tryAgain}
        error={serviceTypeError}
        className="search-form__field"
        labelClassName="search-form__label"
        inputClassName="search-form__input"
        errorClassName="search-form__error"
      />
      <Autocomplete<LocationDto>
        id={locationId}
        name="location"
        label="My event is in"
        placeholder="City, ST or Province"
        listboxLabel="Places"
        inputRef={locationInput}
        selected={location}
        onSelectedChange={(option) => {
          setPickedLocation(option);
          clearError("location");
          if (option)
            track("Search Interaction", { form: variant, action: "location chosen", location: option.displayName });
        }}
        onTextInput={(text) => {
          if (location === null && text.trim() !== "") setTypedOwnLocation(true);
        }}
        loadOptions={loadLocationSuggestions}
        getOptionKey={locationKey}
        getOptionText={locationText}
        skipWhenTextIsSelection
        error={errors.location}
        className="search-form__field"
        labelClassName="search-form__label"
        inputClassName="search-form__input"
        errorClassName="search-form__error"
      />
      {variant === "page" && (
        <div className="search-form__field search-form__field--date">
          <label className="search-form__label" htmlFor={eventDateId}>
            Event Date (Optional)
          </label>
          <input
            ref={eventDateInput}
            className="search-form__input"
            id={eventDateId}
            name="eventDate"
            type="date"
            min={today}
            placeholder={DISPLAY_DATE_FORMAT}
            value={eventDate}
            onChange={(event) => {
              setEventDate(event.target.value);
              clearError("eventDate");
            }}
            aria-invalid={errors.eventDate ? true : undefined}
            aria-describedby={errors.eventDate ? eventDateErrorId : undefined}
            suppressHydrationWarning
          />
          {errors.eventDate && (
            <p id={eventDateErrorId} className="autocomplete__error search-form__error">
              {errors.eventDate}
            </p>
          )}
        </div>
      )}
      <input
        type="hidden"
        name="serviceTypeFileName"
        value={choiceShown?.kind === "serviceType" ? choiceShown.serviceType.fileName : ""}
      />
      <input
        type="hidden"
        name="memberId"
        value={choiceShown?.kind === "member" ? String(choiceShown.member.id) : ""}
      />
      <input type="hidden" name="locationFileName" value={locationShown?.fileName ?? ""} />
      <div className="search-form__actions">
        <button className="button button--primary search-form__submit" type="submit">
          Search
        </button>
      </div>
    </form>
  );
}
