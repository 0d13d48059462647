/**
 * The state of an autocomplete combobox (WAI-ARIA 1.2 combobox with a listbox popup, "list
 * autocomplete with automatic selection"), as a pure reducer so every rule of SPEC.md section 2
 * "Autocomplete behaviour" is unit-tested without a DOM. The component only adds timers, fetches
 * and focus.
 */
import { AUTOCOMPLETE_MIN_CHARACTERS, AUTOCOMPLETE_PAUSE_MS, TAB_KEY_CODE } from "#lib/constants.ts";
import { normalizeForMatch } from "#lib/text-match.ts";

/** One suggestion request: `id` grows with every request so a late answer can be told from the current one. */
export type SuggestionRequest = { id: number; text: string; delayMs: number };

export type ComboboxState<Option> = {
  /** What the text box shows. */
  text: string;
  /** The last option picked, kept until the text is cleared or another option is picked. */
  selected: Option | null;
  /** The text the last picked option put in the box; blur restores it. */
  selectedText: string;
  focused: boolean;
  options: readonly Option[];
  /** The suggestions came back empty: the popup shows one non-selectable 'No results found' option. */
  noResults: boolean;
  open: boolean;
  /** The highlighted option, -1 for none. */
  activeIndex: number;
  /** The request to make (after its pause), or null when nothing should be in flight. */
  request: SuggestionRequest | null;
  /** How many requests have been made; the next one gets this number plus one. */
  requestCount: number;
  /** The last request failed (SPEC section 8: the form shows 'Please try again' for the category). */
  failed: boolean;
  /**
   * Text the last blur threw away to bring the selected option back (SPEC section 2), so the field
   * can say so instead of reverting silently; null once the person types, picks or the form chooses.
   */
  discardedText: string | null;
};

export type ComboboxAction<Option> =
  | { type: "input"; text: string }
  | { type: "focus" }
  | { type: "blur" }
  | { type: "results"; requestId: number; options: readonly Option[] }
  | { type: "failed"; requestId: number }
  | { type: "move"; delta: 1 | -1 }
  | { type: "highlight"; index: number }
  | { type: "select"; index: number }
  | { type: "close" }
  | { type: "sync"; selected: Option | null; selectedText: string };

export type ComboboxConfig<Option> = {
  getOptionText: (option: Option) => string;
  /** Whether an empty answer shows the 'No results found' option (the service type field) or just closes. */
  showNoResults: boolean;
  /** SPEC section 4: skip the request when the text equals the selected option's text (the location field). */
  skipWhenTextIsSelection: boolean;
  minCharacters?: number;
  pauseMs?: number;
};

export function initialComboboxState<Option>(selected: Option | null, selectedText: string): ComboboxState<Option> {
  return {
    text: selectedText,
    selected,
    selectedText,
    focused: false,
    options: [],
    noResults: false,
    open: false,
    activeIndex: -1,
    request: null,
    requestCount: 0,
    failed: false,
    discardedText: null,
  };
}

/** SPEC section 5: suggestions need at least 2 characters (spaces around them do not count). */
export function wantsSuggestions<Option>(
  text: string,
  state: ComboboxState<Option>,
  config: ComboboxConfig<Option>,
): boolean {
  const trimmed = text.trim();
  if (trimmed.length < (config.minCharacters ?? AUTOCOMPLETE_MIN_CHARACTERS)) return false;
  return !(config.skipWhenTextIsSelection && state.selected !== null && text === state.selectedText);
}

/**
 * The suggestion on screen whose text the box holds exactly (ignoring case, accents and punctuation),
 * when the text is not already the selected option's. Leaving the box then picks it.
 */
export function optionMatchingText<Option>(
  state: ComboboxState<Option>,
  config: ComboboxConfig<Option>,
): Option | null {
  if (state.selected !== null && state.text === state.selectedText) return null;
  const wanted = normalizeForMatch(state.text);
  if (wanted === "") return null;
  return state.options.find((option) => normalizeForMatch(config.getOptionText(option)) === wanted) ?? null;
}

function closed<Option>(state: ComboboxState<Option>): ComboboxState<Option> {
  return { ...state, open: false, activeIndex: -1, request: null };
}

function newRequest<Option>(
  state: ComboboxState<Option>,
  text: string,
  delayMs: number,
): Pick<ComboboxState<Option>, "request" | "requestCount"> {
  const id = state.requestCount + 1;
  return { request: { id, text, delayMs }, requestCount: id };
}

/** Whether the popup has anything to show: options, or the 'No results found' line. */
function hasPopupContent<Option>(state: ComboboxState<Option>): boolean {
  return state.options.length > 0 || state.noResults;
}

export function comboboxReducer<Option>(
  state: ComboboxState<Option>,
  action: ComboboxAction<Option>,
  config: ComboboxConfig<Option>,
): ComboboxState<Option> {
  switch (action.type) {
    case "input": {
      // Clearing the text forgets the last selection too (SPEC section 2).
      if (action.text.trim() === "") {
        return {
          ...closed(state),
          discardedText: null,
          text: action.text,
          selected: null,
          selectedText: "",
          options: [],
          noResults: false,
          failed: false,
        };
      }
      if (!wantsSuggestions(action.text, state, config)) {
        return { ...closed(state), text: action.text, options: [], noResults: false, discardedText: null };
      }
      // Earlier suggestions stay on screen until the new ones arrive, but none stays highlighted:
      // Enter or Tab must never accept a suggestion for text the person has since changed.
      return {
        ...state,
        text: action.text,
        activeIndex: -1,
        discardedText: null,
        ...newRequest(state, action.text, config.pauseMs ?? AUTOCOMPLETE_PAUSE_MS),
      };
    }
    case "focus":
      return { ...state, focused: true };
    case "blur": {
      // Text that names one of the suggestions on screen exactly counts as picking it; otherwise the
      // last selected value comes back if the person typed something and did not pick (SPEC section 2).
      const match = optionMatchingText(state, config);
      if (match !== null) {
        const text = config.getOptionText(match);
        return { ...closed(state), focused: false, text, selected: match, selectedText: text, failed: false };
      }
      if (state.selected === null) return { ...closed(state), focused: false };
      const discardedText = state.text === state.selectedText ? state.discardedText : state.text;
      return { ...closed(state), focused: false, text: state.selectedText, discardedText };
    }
    case "results": {
      if (state.request?.id !== action.requestId) return state; // a late answer to an older request
      const noResults = action.options.length === 0 && config.showNoResults;
      const next = { ...state, request: null, options: action.options, noResults, failed: false };
      const open = state.focused && hasPopupContent(next);
      return { ...next, open, activeIndex: open && action.options.length > 0 ? 0 : -1 };
    }
    case "failed": {
      if (state.request?.id !== action.requestId) return state;
      return { ...closed(state), options: [], noResults: false, failed: true };
    }
    case "move": {
      if (!state.open) {
        if (state.options.length === 0) {
          // Down arrow on a closed, empty box asks at once for the text already typed.
          return wantsSuggestions(state.text, state, config) && state.request === null
            ? { ...state, ...newRequest(state, state.text, 0) }
            : state;
        }
        return { ...state, open: true, activeIndex: action.delta === 1 ? 0 : state.options.length - 1 };
      }
      if (state.options.length === 0) return state;
      const count = state.options.length;
      const from = state.activeIndex === -1 ? (action.delta === 1 ? -1 : count) : state.activeIndex;
      return { ...state, activeIndex: (from + action.delta + count) % count };
    }
    case "highlight":
      return action.index >= 0 && action.index < state.options.length ? { ...state, activeIndex: action.index } : state;
    case "select": {
      const option = state.options[action.index];
      if (option === undefined) return state;
      const text = config.getOptionText(option);
      return { ...closed(state), text, selected: option, selectedText: text, failed: false, discardedText: null };
    }
    case "close":
      return closed(state);
    case "sync":
      // The form chose for the field (a restored search, the visitor's geolocation).
      return {
        ...closed(state),
        selected: action.selected,
        selectedText: action.selectedText,
        text: action.selectedText,
        options: [],
        noResults: false,
        discardedText: null,
      };
  }
}

/** What a key press does in the text box; null leaves it to the browser (typing, caret keys, form submit). */
export type ComboboxKeyCommand = "next" | "previous" | "select" | "accept-and-leave" | "close" | null;

export function keyCommand(
  key: string,
  keyCode: number,
  modifiers: { altKey: boolean; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean },
  state: Pick<ComboboxState<unknown>, "open" | "activeIndex">,
): ComboboxKeyCommand {
  if (modifiers.ctrlKey || modifiers.metaKey) return null;
  const highlighted = state.open && state.activeIndex >= 0;
  if (key === "ArrowDown") return modifiers.altKey ? (state.open ? null : "next") : "next";
  if (key === "ArrowUp") return modifiers.altKey ? (state.open ? "close" : null) : "previous";
  if (key === "Enter") return highlighted ? "select" : null;
  if (key === "Escape") return state.open ? "close" : null;
  // SPEC section 9: the Tab key (code 9) accepts the highlighted option; focus then moves on as usual.
  if ((key === "Tab" || keyCode === TAB_KEY_CODE) && !modifiers.shiftKey)
    return highlighted ? "accept-and-leave" : null;
  return null;
}

/** What the field says under itself after a blur brought its selected option back over typed text. */
export function keptSelectionMessage(state: Pick<ComboboxState<unknown>, "discardedText" | "selectedText">): string {
  if (state.discardedText === null) return "";
  return `“${state.discardedText.trim()}” matched no suggestion, so “${state.selectedText}” is kept. Type again and pick a suggestion to change it.`;
}

/** The polite announcement of what the popup holds. */
export function statusMessage(
  state: Pick<ComboboxState<unknown>, "open" | "options" | "noResults">,
  noResultsText: string,
): string {
  if (!state.open) return "";
  if (state.options.length === 0) return state.noResults ? noResultsText : "";
  const count = state.options.length;
  return `${count} ${count === 1 ? "suggestion" : "suggestions"} available. Use the up and down arrows to review and Enter to select.`;
}

/** `top` places the popup below the box; `bottom` (from the viewport's bottom edge) places it above. */
export type PopupPlacement = {
  top: number | null;
  bottom: number | null;
  left: number;
  width: number;
  maxHeight: number;
};

/**
 * Where the popup goes (fixed position, so an ancestor's overflow cannot clip it): below the text box
 * unless there is clearly more room above, as wide as the box, never taller than the room left.
 */
export function popupPlacement(
  anchor: { top: number; bottom: number; left: number; width: number },
  viewportHeight: number,
  { gap = 4, margin = 8, preferredMaxHeight = 320, minHeight = 160, floorHeight = 96 } = {},
): PopupPlacement {
  const roomBelow = viewportHeight - anchor.bottom - gap - margin;
  const roomAbove = anchor.top - gap - margin;
  const above = roomBelow < minHeight && roomAbove > roomBelow;
  // With hardly any room either way (a phone's keyboard is up), show a couple of options anyway.
  const maxHeight = Math.max(Math.min(preferredMaxHeight, above ? roomAbove : roomBelow), floorHeight);
  return {
    top: above ? null : anchor.bottom + gap,
    bottom: above ? viewportHeight - anchor.top + gap : null,
    left: anchor.left,
    width: anchor.width,
    maxHeight,
  };
}
