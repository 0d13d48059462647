import {
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  useCallback,
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useReducer,
  useRef,
  useState,
} from "react";
import {
  type ComboboxAction,
  type ComboboxConfig,
  type ComboboxState,
  comboboxReducer,
  initialComboboxState,
  keptSelectionMessage,
  keyCommand,
  optionMatchingText,
  type PopupPlacement,
  popupPlacement,
  statusMessage,
} from "./combobox-state.ts";
import { assignRef } from "#app/lib/refs.ts";
import "./autocomplete.css";

export type AutocompleteProps<Option> = {
  /** The text box's id; the popup, options, error and status ids derive from it. */
  id: string;
  /** The text box's name, so the field still submits without JavaScript. */
  name: string;
  label: string;
  placeholder?: string;
  /**
   * The popup's accessible name. Not the field's label: the label names the text box alone, so
   * "the field labelled X" stays one element for people and for tests.
   */
  listboxLabel?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** The chosen option, owned by the form (restored searches and geolocation arrive this way). */
  selected: Option | null;
  /** Called when the person picks an option, or clears the text (null). */
  onSelectedChange: (option: Option | null) => void;
  /** Called when the person changes the text (typing, pasting, deleting), as it happens. */
  onTextInput?: (text: string) => void;
  /** Fetches suggestions for the text; must honour the signal so a stale request is cancelled. */
  loadOptions: (text: string, signal: AbortSignal) => Promise<readonly Option[]>;
  /** Called with the error when a suggestion request fails, and with null when one succeeds. */
  onLoadError?: (error: unknown) => void;
  getOptionKey: (option: Option) => string;
  /** The text an option puts in the box when picked. */
  getOptionText: (option: Option) => string;
  /** How an option looks in the list (defaults to its text). */
  renderOption?: (option: Option) => ReactNode;
  /** When given, an empty answer shows this one non-selectable option. */
  noResultsText?: string;
  /** Announced when a suggestion request fails (the form shows its own message beside the field). */
  failureText?: string;
  /** Skip the request when the text equals the chosen option's text (SPEC section 4, location search). */
  skipWhenTextIsSelection?: boolean;
  /** A message shown under the field (validation or lookup failure); marks the field invalid. */
  error?: string;
  /** Class names to fit the field into its form. */
  className?: string;
  labelClassName?: string;
  inputClassName?: string;
  errorClassName?: string;
};

/** Viewport height as the person sees it: on phones the visual viewport shrinks while the keyboard is up. */
function visibleViewportHeight(): number {
  return window.visualViewport?.height ?? window.innerHeight;
}

/**
 * A text box with suggestions: the WAI-ARIA 1.2 combobox pattern with a listbox popup and list
 * autocomplete with automatic selection (the first suggestion is highlighted when they arrive).
 * Behaviour: SPEC.md section 2 "Autocomplete behaviour"; keys and reasons:
 * docs/decisions/004-search-form.md.
 */
export function Autocomplete<Option>({
  id,
  name,
  label,
  placeholder,
  listboxLabel = "Suggestions",
  inputRef,
  selected,
  onSelectedChange,
  onTextInput,
  loadOptions,
  onLoadError,
  getOptionKey,
  getOptionText,
  renderOption,
  noResultsText,
  failureText,
  skipWhenTextIsSelection = false,
  error,
  className,
  labelClassName,
  inputClassName,
  errorClassName,
}: AutocompleteProps<Option>) {
  const listboxId = `${id}-listbox`;
  const errorId = `${id}-error`;
  const keptId = `${id}-kept`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const config: ComboboxConfig<Option> = {
    getOptionText,
    showNoResults: noResultsText !== undefined,
    skipWhenTextIsSelection,
  };
  const reducer = (state: ComboboxState<Option>, action: ComboboxAction<Option>) =>
    comboboxReducer(state, action, config);
  const [state, dispatch] = useReducer(reducer, undefined, () =>
    initialComboboxState(selected, selected === null ? "" : getOptionText(selected)),
  );

  // The form chose for the field (a restored search, geolocation): show that choice.
  const selectedKey = selected === null ? null : getOptionKey(selected);
  const stateKey = state.selected === null ? null : getOptionKey(state.selected);
  if (selectedKey !== stateKey) {
    dispatch({ type: "sync", selected, selectedText: selected === null ? "" : getOptionText(selected) });
  }

  const localInputRef = useRef<HTMLInputElement | null>(null);
  // A click into a box showing the chosen option selects all of it (see onFocus); the click's own
  // mouseup would otherwise drop that selection and leave a caret, so typing would append.
  const keepSelectionOnMouseUp = useRef(false);
  const setInputRef = useCallback(
    (element: HTMLInputElement | null) => {
      localInputRef.current = element;
      assignRef(inputRef, element);
    },
    [inputRef],
  );

  // Text typed before the page's script ran is in the box but not in the state: adopt it (and the focus).
  const adoptTypedText = useEffectEvent((text: string) => {
    dispatch({ type: "input", text });
    onTextInput?.(text);
    if (text.trim() === "" && state.selected !== null) onSelectedChange(null);
  });
  useEffect(() => {
    const input = localInputRef.current;
    if (input === null) return;
    if (input === document.activeElement) dispatch({ type: "focus" });
    if (input.value !== state.text) adoptTypedText(input.value);
    // Only once, after hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Suggestions after the pause; a newer request, a pick, Escape or blur aborts the one in flight,
  // and the reducer ignores any answer that is not for the current request id.
  const load = useEffectEvent((text: string, signal: AbortSignal) => loadOptions(text, signal));
  const reportLoadError = useEffectEvent((loadError: unknown) => onLoadError?.(loadError));
  const requestId = state.request?.id ?? null;
  const requestText = state.request?.text ?? "";
  const requestDelayMs = state.request?.delayMs ?? 0;
  useEffect(() => {
    if (requestId === null) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      load(requestText, controller.signal).then(
        (options) => {
          if (controller.signal.aborted) return;
          reportLoadError(null);
          dispatch({ type: "results", requestId, options });
        },
        (loadError: unknown) => {
          if (controller.signal.aborted) return;
          reportLoadError(loadError);
          dispatch({ type: "failed", requestId });
        },
      );
    }, requestDelayMs);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [requestId, requestText, requestDelayMs]);

  // The popup is fixed-positioned under the box, so no ancestor's overflow can clip it.
  const [placement, setPlacement] = useState<PopupPlacement | null>(null);
  const open = state.open;
  useLayoutEffect(() => {
    if (!open) return;
    let frame = 0;
    const place = () => {
      frame = 0;
      const input = localInputRef.current;
      if (input) setPlacement(popupPlacement(input.getBoundingClientRect(), visibleViewportHeight()));
    };
    const schedule = () => {
      if (frame === 0) frame = window.requestAnimationFrame(place);
    };
    place();
    window.addEventListener("scroll", schedule, { capture: true, passive: true });
    window.addEventListener("resize", schedule);
    window.visualViewport?.addEventListener("resize", schedule);
    return () => {
      if (frame !== 0) window.cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule, { capture: true });
      window.removeEventListener("resize", schedule);
      window.visualViewport?.removeEventListener("resize", schedule);
    };
  }, [open]);

  // Keep the highlighted option in view when the arrows move past the popup's edge.
  const activeOptionId = open && state.activeIndex >= 0 ? optionId(state.activeIndex) : null;
  useEffect(() => {
    if (activeOptionId !== null) document.getElementById(activeOptionId)?.scrollIntoView({ block: "nearest" });
  }, [activeOptionId]);

  const selectIndex = (index: number) => {
    const option = state.options[index];
    if (option === undefined) return;
    dispatch({ type: "select", index });
    onSelectedChange(option);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    const command = keyCommand(event.key, event.keyCode, event, state);
    switch (command) {
      case "next":
      case "previous":
        event.preventDefault();
        dispatch({ type: "move", delta: command === "next" ? 1 : -1 });
        return;
      case "select":
        event.preventDefault();
        selectIndex(state.activeIndex);
        return;
      case "accept-and-leave":
        // No preventDefault: the Tab key still moves focus on once the option is accepted.
        selectIndex(state.activeIndex);
        return;
      case "close":
        event.preventDefault();
        // Escape closes the popup only, not whatever panel holds the form (the header's search panel).
        event.stopPropagation();
        event.nativeEvent.stopImmediatePropagation();
        dispatch({ type: "close" });
        return;
      case null:
        return;
    }
  };

  const listboxStyle: CSSProperties | undefined = placement
    ? {
        top: placement.top ?? undefined,
        bottom: placement.bottom ?? undefined,
        left: placement.left,
        width: placement.width,
        maxHeight: placement.maxHeight,
      }
    : undefined;
  const showPopup = open && placement !== null;
  const kept = keptSelectionMessage(state);
  const describedBy = [error ? errorId : null, kept ? keptId : null].filter(Boolean).join(" ") || undefined;

  return (
    <div className={className ? `autocomplete ${className}` : "autocomplete"}>
      <label className={labelClassName} htmlFor={id}>
        {label}
      </label>
      <div className="autocomplete__control">
        <input
          ref={setInputRef}
          id={id}
          name={name}
          className={inputClassName}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={showPopup}
          aria-controls={listboxId}
          aria-activedescendant={showPopup && activeOptionId !== null ? activeOptionId : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          placeholder={placeholder}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          value={state.text}
          onChange={(event) => {
            const text = event.target.value;
            dispatch({ type: "input", text });
            onTextInput?.(text);
            if (text.trim() === "" && state.selected !== null) onSelectedChange(null);
          }}
          onFocus={(event) => {
            dispatch({ type: "focus" });
            // The chosen option's text (a remembered search) is replaced by what is typed, never appended to.
            if (state.selected !== null && state.text === state.selectedText) event.currentTarget.select();
          }}
          onMouseDown={(event) => {
            keepSelectionOnMouseUp.current = event.currentTarget !== document.activeElement;
          }}
          onMouseUp={(event) => {
            if (keepSelectionOnMouseUp.current) event.preventDefault();
            keepSelectionOnMouseUp.current = false;
          }}
          onBlur={() => {
            const match = optionMatchingText(state, config);
            dispatch({ type: "blur" });
            if (match !== null) onSelectedChange(match);
          }}
          onKeyDown={onKeyDown}
        />
        <ul
          id={listboxId}
          role="listbox"
          aria-label={listboxLabel}
          className="autocomplete__listbox"
          style={listboxStyle}
          hidden={!showPopup}
          // Keep focus in the text box while an option is clicked, so blur does not restore the old text first.
          onMouseDown={(event) => event.preventDefault()}
        >
          {state.options.map((option, index) => (
            // Options never take focus (aria-activedescendant): the keys are handled by the text box.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={getOptionKey(option)}
              id={optionId(index)}
              role="option"
              aria-selected={index === state.activeIndex}
              className="autocomplete__option"
              onClick={() => selectIndex(index)}
              onPointerMove={() => {
                if (index !== state.activeIndex) dispatch({ type: "highlight", index });
              }}
            >
              {renderOption ? renderOption(option) : getOptionText(option)}
            </li>
          ))}
          {state.options.length === 0 && state.noResults && noResultsText !== undefined && (
            <li
              id={`${id}-no-results`}
              role="option"
              aria-selected={false}
              aria-disabled
              className="autocomplete__option autocomplete__option--empty"
            >
              {noResultsText}
            </li>
          )}
        </ul>
      </div>
      {kept && (
        <p id={keptId} className="autocomplete__note">
          {kept}
        </p>
      )}
      {error && (
        <p id={errorId} className={errorClassName ? `autocomplete__error ${errorClassName}` : "autocomplete__error"}>
          {error}
        </p>
      )}
      <div role="status" className="visually-hidden">
        {state.failed && failureText
          ? failureText
          : statusMessage({ ...state, open: showPopup }, noResultsText ?? "") || kept}
      </div>
    </div>
  );
}
