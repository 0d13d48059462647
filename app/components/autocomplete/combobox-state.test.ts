import { describe, expect, it } from "vitest";
import { AUTOCOMPLETE_PAUSE_MS, TAB_KEY_CODE } from "#lib/constants.ts";
import { normalizeForMatch } from "#lib/text-match.ts";
import {
  type ComboboxAction,
  type ComboboxConfig,
  type ComboboxState,
  comboboxReducer,
  initialComboboxState,
  keptSelectionMessage,
  keyCommand,
  popupPlacement,
  statusMessage,
  wantsSuggestions,
} from "./combobox-state.ts";

type City = { name: string };
const austin = { name: "Austin, TX" };
const aurora = { name: "Aurora, CO" };
const serviceTypeConfig: ComboboxConfig<City> = {
  getOptionText: (city) => city.name,
  showNoResults: true,
  skipWhenTextIsSelection: false,
};
const locationConfig: ComboboxConfig<City> = {
  getOptionText: (city) => city.name,
  showNoResults: false,
  skipWhenTextIsSelection: true,
};

function run(
  actions: ComboboxAction<City>[],
  config = serviceTypeConfig,
  start = initialComboboxState<City>(null, ""),
): ComboboxState<City> {
  return actions.reduce((state, action) => comboboxReducer(state, action, config), start);
}

const noModifiers = { altKey: false, ctrlKey: false, metaKey: false, shiftKey: false };

/** Focus, type, and let the request for that text come back with these options. */
function typedWithResults(
  text: string,
  options: City[],
  config = serviceTypeConfig,
  start?: ComboboxState<City>,
): ComboboxState<City> {
  const typed = run([{ type: "focus" }, { type: "input", text }], config, start);
  return comboboxReducer(typed, { type: "results", requestId: typed.request!.id, options }, config);
}

describe("autocomplete state (SPEC section 2 'Autocomplete behaviour')", () => {
  it("asks for suggestions after the 400 ms pause, and only from 2 characters", () => {
    const one = run([{ type: "focus" }, { type: "input", text: "a" }]);
    expect(one.request).toBeNull();
    const two = run([{ type: "focus" }, { type: "input", text: "au" }]);
    expect(two.request).toEqual({ id: 1, text: "au", delayMs: AUTOCOMPLETE_PAUSE_MS });
    expect(AUTOCOMPLETE_PAUSE_MS).toBe(400);
    expect(run([{ type: "input", text: " a " }]).request).toBeNull();
  });

  it("each keystroke replaces the pending request with a newer one", () => {
    const state = run([{ type: "focus" }, { type: "input", text: "au" }, { type: "input", text: "aus" }]);
    expect(state.request).toEqual({ id: 2, text: "aus", delayMs: AUTOCOMPLETE_PAUSE_MS });
  });

  it("ignores a late answer to an older request", () => {
    const state = run([{ type: "focus" }, { type: "input", text: "au" }, { type: "input", text: "aus" }]);
    const late = comboboxReducer(state, { type: "results", requestId: 1, options: [aurora] }, serviceTypeConfig);
    expect(late).toBe(state);
    const current = comboboxReducer(state, { type: "results", requestId: 2, options: [austin] }, serviceTypeConfig);
    expect(current.options).toEqual([austin]);
    expect(current.open).toBe(true);
  });

  it("opens with the first suggestion highlighted", () => {
    const state = typedWithResults("au", [austin, aurora]);
    expect(state).toMatchObject({ open: true, activeIndex: 0, request: null });
  });

  it("does not open when the answer comes after the box lost focus", () => {
    const typed = run([{ type: "focus" }, { type: "input", text: "au" }]);
    const blurred = comboboxReducer(typed, { type: "blur" }, serviceTypeConfig);
    expect(blurred.request).toBeNull();
    expect(
      comboboxReducer(blurred, { type: "results", requestId: typed.request!.id, options: [austin] }, serviceTypeConfig)
        .open,
    ).toBe(false);
  });

  it("arrow keys move the highlight and wrap around", () => {
    const open = typedWithResults("au", [austin, aurora]);
    const down = comboboxReducer(open, { type: "move", delta: 1 }, serviceTypeConfig);
    expect(down.activeIndex).toBe(1);
    expect(comboboxReducer(down, { type: "move", delta: 1 }, serviceTypeConfig).activeIndex).toBe(0);
    expect(comboboxReducer(open, { type: "move", delta: -1 }, serviceTypeConfig).activeIndex).toBe(1);
  });

  it("the down arrow reopens closed suggestions, or asks at once when there are none", () => {
    const closed = comboboxReducer(typedWithResults("au", [austin, aurora]), { type: "close" }, serviceTypeConfig);
    expect(closed.open).toBe(false);
    expect(comboboxReducer(closed, { type: "move", delta: 1 }, serviceTypeConfig)).toMatchObject({
      open: true,
      activeIndex: 0,
    });
    expect(comboboxReducer(closed, { type: "move", delta: -1 }, serviceTypeConfig)).toMatchObject({
      open: true,
      activeIndex: 1,
    });

    const typedNothingYet = run([{ type: "focus" }, { type: "input", text: "au" }]);
    const failed = comboboxReducer(
      typedNothingYet,
      { type: "failed", requestId: typedNothingYet.request!.id },
      serviceTypeConfig,
    );
    expect(comboboxReducer(failed, { type: "move", delta: 1 }, serviceTypeConfig).request).toMatchObject({
      text: "au",
      delayMs: 0,
    });
  });

  it("selecting an option puts its text in the box, remembers it and closes", () => {
    const state = comboboxReducer(
      typedWithResults("au", [austin, aurora]),
      { type: "select", index: 1 },
      serviceTypeConfig,
    );
    expect(state).toMatchObject({
      text: "Aurora, CO",
      selected: aurora,
      selectedText: "Aurora, CO",
      open: false,
      request: null,
    });
  });

  it("on blur the last selected value comes back if the person typed and did not pick", () => {
    const picked = comboboxReducer(typedWithResults("au", [austin]), { type: "select", index: 0 }, serviceTypeConfig);
    const retyped = run([{ type: "input", text: "Bos" }, { type: "blur" }], serviceTypeConfig, picked);
    expect(retyped).toMatchObject({ text: "Austin, TX", selected: austin, open: false });
  });

  it("on blur, text naming a suggestion on screen exactly (case and punctuation aside) picks it", () => {
    const shown = typedWithResults("austin", [austin, aurora]);
    const typedOut = run([{ type: "input", text: "austin tx" }, { type: "blur" }], serviceTypeConfig, shown);
    expect(typedOut).toMatchObject({ text: "Austin, TX", selected: austin, selectedText: "Austin, TX" });
    expect(normalizeForMatch("Montréal, QC")).toBe("montrealqc");
  });

  it("on blur, text naming no suggestion restores the last selection rather than picking anything", () => {
    const picked = comboboxReducer(
      typedWithResults("au", [austin, aurora]),
      { type: "select", index: 1 },
      serviceTypeConfig,
    );
    const shown = typedWithResults("aus", [austin], serviceTypeConfig, picked);
    expect(run([{ type: "input", text: "austi" }, { type: "blur" }], serviceTypeConfig, shown)).toMatchObject({
      text: "Aurora, CO",
      selected: aurora,
    });
  });

  it("says so when a blur brings the selection back over typed text, until the person types or picks again", () => {
    const picked = comboboxReducer(typedWithResults("au", [austin]), { type: "select", index: 0 }, serviceTypeConfig);
    expect(keptSelectionMessage(picked)).toBe("");
    const reverted = run(
      [{ type: "focus" }, { type: "input", text: "Austin, TXBos" }, { type: "blur" }],
      serviceTypeConfig,
      picked,
    );
    expect(reverted).toMatchObject({ text: "Austin, TX", discardedText: "Austin, TXBos" });
    expect(keptSelectionMessage(reverted)).toBe(
      "“Austin, TXBos” matched no suggestion, so “Austin, TX” is kept. Type again and pick a suggestion to change it.",
    );
    expect(run([{ type: "focus" }, { type: "blur" }], serviceTypeConfig, reverted).discardedText).toBe("Austin, TXBos");
    expect(run([{ type: "input", text: "Bo" }], serviceTypeConfig, reverted).discardedText).toBeNull();
    const repicked = comboboxReducer(
      typedWithResults("au", [aurora], serviceTypeConfig, reverted),
      {
        type: "select",
        index: 0,
      },
      serviceTypeConfig,
    );
    expect(repicked.discardedText).toBeNull();
    expect(
      run([{ type: "sync", selected: aurora, selectedText: "Aurora, CO" }], serviceTypeConfig, reverted).discardedText,
    ).toBeNull();
  });

  it("on blur with nothing ever picked the typed text stays", () => {
    expect(run([{ type: "focus" }, { type: "input", text: "Austin, TX" }, { type: "blur" }]).text).toBe("Austin, TX");
  });

  it("clearing the text resets the text and the last selection", () => {
    const picked = comboboxReducer(typedWithResults("au", [austin]), { type: "select", index: 0 }, serviceTypeConfig);
    const cleared = run([{ type: "input", text: "" }, { type: "blur" }], serviceTypeConfig, picked);
    expect(cleared).toMatchObject({ text: "", selected: null, selectedText: "" });
  });

  it("a service type search with no result shows the one 'No results found' option, nothing highlighted", () => {
    const state = typedWithResults("zz", []);
    expect(state).toMatchObject({ open: true, noResults: true, activeIndex: -1 });
    expect(statusMessage(state, "No results found")).toBe("No results found");
    expect(comboboxReducer(state, { type: "move", delta: 1 }, serviceTypeConfig).activeIndex).toBe(-1);
    expect(comboboxReducer(state, { type: "select", index: 0 }, serviceTypeConfig)).toBe(state);
  });

  it("a location search with no result just stays closed", () => {
    expect(typedWithResults("zz", [], locationConfig)).toMatchObject({ open: false, noResults: false });
  });

  it("skips the location request when the text equals the selected location's display name (SPEC section 4)", () => {
    const restored = initialComboboxState<City>(austin, "Austin, TX");
    expect(wantsSuggestions("Austin, TX", restored, locationConfig)).toBe(false);
    expect(wantsSuggestions("Austin, T", restored, locationConfig)).toBe(true);
    expect(wantsSuggestions("Austin, TX", restored, serviceTypeConfig)).toBe(true);
    const typedBack = run(
      [{ type: "focus" }, { type: "input", text: "Austin, T" }, { type: "input", text: "Austin, TX" }],
      locationConfig,
      restored,
    );
    expect(typedBack.request).toBeNull();
  });

  it("typing after suggestions arrived keeps them on screen but highlights none until the new ones come", () => {
    const state = comboboxReducer(
      typedWithResults("au", [austin, aurora]),
      { type: "input", text: "aur" },
      serviceTypeConfig,
    );
    expect(state).toMatchObject({ open: true, activeIndex: -1 });
    expect(keyCommand("Tab", TAB_KEY_CODE, noModifiers, state)).toBeNull();
    expect(keyCommand("Enter", 13, noModifiers, state)).toBeNull();
  });

  it("a failed request closes the popup and flags the failure until a request succeeds", () => {
    const typed = run([{ type: "focus" }, { type: "input", text: "dj" }]);
    const failed = comboboxReducer(typed, { type: "failed", requestId: typed.request!.id }, serviceTypeConfig);
    expect(failed).toMatchObject({ open: false, failed: true, request: null });
    expect(typedWithResults("dj", [austin], serviceTypeConfig, failed).failed).toBe(false);
  });

  it("a choice made by the form (restored search, geolocation) replaces text and selection", () => {
    const state = comboboxReducer(
      typedWithResults("au", [aurora]),
      { type: "sync", selected: austin, selectedText: "Austin, TX" },
      serviceTypeConfig,
    );
    expect(state).toMatchObject({ text: "Austin, TX", selected: austin, open: false, options: [] });
  });
});

describe("autocomplete keys", () => {
  const open = { open: true, activeIndex: 0 };
  const closed = { open: false, activeIndex: -1 };

  it("arrows move, Enter selects the highlighted option, Escape closes", () => {
    expect(keyCommand("ArrowDown", 40, noModifiers, closed)).toBe("next");
    expect(keyCommand("ArrowUp", 38, noModifiers, open)).toBe("previous");
    expect(keyCommand("Enter", 13, noModifiers, open)).toBe("select");
    expect(keyCommand("Escape", 27, noModifiers, open)).toBe("close");
  });

  it("leaves Enter (form submit) and Escape (the header panel) to others when nothing is open", () => {
    expect(keyCommand("Enter", 13, noModifiers, closed)).toBeNull();
    expect(keyCommand("Escape", 27, noModifiers, closed)).toBeNull();
  });

  it("Tab (key code 9) accepts the highlighted option and lets focus move on; Shift+Tab does not accept", () => {
    expect(TAB_KEY_CODE).toBe(9);
    expect(keyCommand("Tab", 9, noModifiers, open)).toBe("accept-and-leave");
    expect(keyCommand("Unidentified", TAB_KEY_CODE, noModifiers, open)).toBe("accept-and-leave");
    expect(keyCommand("Tab", 9, noModifiers, closed)).toBeNull();
    expect(keyCommand("Tab", 9, { ...noModifiers, shiftKey: true }, open)).toBeNull();
  });

  it("leaves shortcuts with Control or Command alone", () => {
    expect(keyCommand("ArrowDown", 40, { ...noModifiers, ctrlKey: true }, open)).toBeNull();
  });
});

describe("autocomplete announcements", () => {
  it("counts the suggestions", () => {
    expect(statusMessage({ open: true, options: [austin, aurora], noResults: false }, "")).toMatch(
      /^2 suggestions available\./,
    );
    expect(statusMessage({ open: true, options: [austin], noResults: false }, "")).toMatch(/^1 suggestion available\./);
    expect(statusMessage({ open: false, options: [austin], noResults: false }, "")).toBe("");
  });
});

describe("popup placement", () => {
  const box = { top: 300, bottom: 348, left: 20, width: 335 };

  it("goes under the box, as wide as it, at most 320 px tall", () => {
    expect(popupPlacement(box, 900)).toEqual({ top: 352, bottom: null, left: 20, width: 335, maxHeight: 320 });
  });

  it("shrinks to the room left under the box", () => {
    expect(popupPlacement(box, 600).maxHeight).toBe(600 - 348 - 4 - 8);
  });

  it("goes above the box when there is clearly more room there", () => {
    expect(popupPlacement({ top: 500, bottom: 548, left: 0, width: 300 }, 640)).toMatchObject({
      top: null,
      bottom: 640 - 500 + 4,
      maxHeight: 320,
    });
  });
});
