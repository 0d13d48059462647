import { describe, expect, it } from "vitest";
import {
  MENU_GROUPS,
  SERVICE_TYPES,
  VENDOR_KINDS,
  findServiceType,
  type MenuGroup,
  type VendorKind,
} from "./service-types.ts";
import { STATES_PROVINCES } from "./states-provinces.ts";
import {
  ABOUT_PLACEHOLDERS,
  FIRST_NAMES,
  LAST_NAMES,
  NAME_TEMPLATE_PLACEHOLDERS,
  REVIEWER_NAMES,
  REVIEW_PLACEHOLDERS,
  VENDOR_TEXT,
  eventTypeInSentence,
  fillTemplate,
} from "./vendor-text.ts";

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function placeholdersIn(text: string): string[] {
  return [...text.matchAll(/\{([^{}]*)\}/g)].map((match) => match[1] ?? "");
}

function wordCount(text: string): number {
  return text.trim().split(/\s+/).length;
}

function duplicates(values: readonly string[]): string[] {
  const seen = new Set<string>();
  return values.filter((value) => (seen.has(value) ? true : (seen.add(value), false)));
}

function typeOf(fileName: string) {
  const type = findServiceType(fileName);
  if (!type) throw new Error(`missing service type ${fileName}`);
  return type;
}

const MENU_REQUIRED: Record<MenuGroup, string[]> = {
  "Live Music": ["cover-band", "wedding-band", "jazz-band", "acoustic-guitarist", "string-quartet", "singer"],
  DJs: ["dj", "wedding-dj", "party-dj", "karaoke-dj", "latin-dj"],
  "Variety Acts": ["magician", "comedian", "impersonator", "caricaturist", "balloon-twister", "hypnotist"],
  Speakers: ["motivational-speaker", "keynote-speaker", "emcee", "business-speaker"],
  "Event Services": ["photographer", "face-painting", "photo-booth", "videographer", "bartender", "caterer"],
  Venues: ["wedding-venue", "banquet-hall", "party-venue", "event-space"],
  "Kids Party": [
    "kids-party-entertainment",
    "kids-magician",
    "clown",
    "princess-party",
    "character-appearance",
    "science-party",
  ],
  "Virtual Events": [
    "virtual-dj",
    "virtual-magician",
    "virtual-speaker",
    "virtual-trivia-host",
    "virtual-comedian",
    "virtual-party-services",
  ],
};

const ID_RANGES: Record<VendorKind, [number, number]> = {
  dj: [100, 199],
  band: [200, 259],
  ensemble: [260, 299],
  "solo-musician": [300, 399],
  variety: [400, 449],
  magician: [450, 469],
  comedian: [470, 479],
  impersonator: [480, 499],
  speaker: [500, 599],
  kids: [600, 699],
  "photo-video": [700, 719],
  "food-drink": [720, 739],
  rental: [740, 769],
  "planning-beauty": [770, 799],
  venue: [800, 899],
  virtual: [900, 999],
};

describe("service types", () => {
  it("has at least 90 types with unique integer ids in 1..999 and unique kebab-case file names", () => {
    expect(SERVICE_TYPES.length).toBeGreaterThanOrEqual(90);
    const ids = SERVICE_TYPES.map((type) => type.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(Number.isInteger(id)).toBe(true);
      expect(id).toBeGreaterThanOrEqual(1);
      expect(id).toBeLessThanOrEqual(999);
    }
    const fileNames = SERVICE_TYPES.map((type) => type.fileName);
    expect(duplicates(fileNames)).toEqual([]);
    for (const fileName of fileNames) expect(fileName).toMatch(KEBAB);
  });

  it("groups ids by kind", () => {
    for (const type of SERVICE_TYPES) {
      const [low, high] = ID_RANGES[type.kind];
      expect(type.id, type.fileName).toBeGreaterThanOrEqual(low);
      expect(type.id, type.fileName).toBeLessThanOrEqual(high);
    }
  });

  it("has tidy display names and lowercase alternate names", () => {
    expect(duplicates(SERVICE_TYPES.map((type) => type.personForm))).toEqual([]);
    for (const type of SERVICE_TYPES) {
      expect(type.personForm.trim()).toBe(type.personForm);
      expect(type.pluralForm.trim()).toBe(type.pluralForm);
      expect(type.personForm.length).toBeGreaterThan(0);
      expect(type.pluralForm).not.toBe(type.personForm);
      expect(duplicates(type.alternateNames), type.fileName).toEqual([]);
      for (const name of type.alternateNames) {
        expect(name, type.fileName).toBe(name.trim().toLowerCase());
        expect(name.length).toBeGreaterThan(0);
      }
    }
  });

  it("has every menu-linked type in its menu group", () => {
    expect([...MENU_GROUPS].sort()).toEqual(Object.keys(MENU_REQUIRED).sort());
    for (const [group, fileNames] of Object.entries(MENU_REQUIRED)) {
      for (const fileName of fileNames) expect(typeOf(fileName).menuGroup, fileName).toBe(group);
    }
  });

  it("sets the flags that match each menu group", () => {
    for (const type of SERVICE_TYPES) {
      if (type.menuGroup === "Venues") expect(type.isVenue, type.fileName).toBe(true);
      if (type.menuGroup === "Kids Party") expect(type.isKids, type.fileName).toBe(true);
      if (type.menuGroup === "Virtual Events") {
        expect(type.isVirtual, type.fileName).toBe(true);
        expect(type.isSingleSearchPage, type.fileName).toBe(true);
      }
      if (type.kind === "venue") expect(type.isVenue, type.fileName).toBe(true);
      if (type.isVenue) expect(type.kind, type.fileName).toBe("venue");
      if (type.kind === "virtual") expect(type.isVirtual, type.fileName).toBe(true);
    }
  });

  it("matches the named entries of the brief", () => {
    const facepainting = typeOf("face-painting");
    expect(facepainting.personForm).toBe("Face Painter");
    expect(facepainting.pluralForm).toBe("Face Painters");
    expect(findServiceType("kids-party-entertainment")?.personForm).toBe("Kids Party Entertainer");
    expect(typeOf("dj").alternateNames).toEqual(
      expect.arrayContaining(["disc jockey", "deejay", "dee jay", "mobile dj"]),
    );
    expect(typeOf("wedding-dj").parentFileName).toBe("dj");
    expect(typeOf("elvis-impersonator").parentFileName).toBe("impersonator");
    expect(typeOf("band").personForm).toBe("Band");
    const bandChildren = SERVICE_TYPES.filter((type) => type.parentFileName === "band").map((type) => type.fileName);
    expect(bandChildren).toEqual(
      expect.arrayContaining(["cover-band", "wedding-band", "jazz-band", "rock-band", "country-band", "tribute-band"]),
    );
    const virtualParent = typeOf("virtual-party-services");
    expect(virtualParent.parentFileName).toBeNull();
    for (const type of SERVICE_TYPES.filter((candidate) => candidate.isVirtual && candidate !== virtualParent)) {
      expect(type.parentFileName, type.fileName).toBe("virtual-party-services");
    }
  });

  it("resolves every parent to a broad type and every secondary to another type", () => {
    for (const type of SERVICE_TYPES) {
      if (type.parentFileName !== null) {
        expect(type.parentFileName, type.fileName).not.toBe(type.fileName);
        const parent = typeOf(type.parentFileName);
        expect(parent.parentFileName, `${type.fileName} -> ${parent.fileName}`).toBeNull();
      }
      expect(type.secondaryFileNames.length, type.fileName).toBeGreaterThanOrEqual(2);
      expect(type.secondaryFileNames.length, type.fileName).toBeLessThanOrEqual(4);
      expect(duplicates(type.secondaryFileNames), type.fileName).toEqual([]);
      for (const secondary of type.secondaryFileNames) {
        expect(secondary, type.fileName).not.toBe(type.fileName);
        expect(findServiceType(secondary), `${type.fileName} -> ${secondary}`).toBeDefined();
      }
    }
  });

  it("gives every type a kebab-case canonical profile directory", () => {
    for (const type of SERVICE_TYPES) expect(type.profileDirectory ?? "", type.fileName).toMatch(KEBAB);
    const directories = new Set(SERVICE_TYPES.map((type) => type.profileDirectory));
    expect(directories.size).toBeLessThan(SERVICE_TYPES.length / 3);
    for (const fileName of ["dj", "wedding-dj", "karaoke-dj"]) expect(typeOf(fileName).profileDirectory).toBe("dj");
    for (const fileName of ["band", "cover-band"]) expect(typeOf(fileName).profileDirectory).toBe("band");
    for (const type of SERVICE_TYPES.filter((candidate) => candidate.isVenue)) {
      expect(type.profileDirectory, type.fileName).toBe("venue");
    }
  });

  it("uses sensible default search distances", () => {
    for (const type of SERVICE_TYPES) {
      const distance = type.defaultSearchDistanceMiles;
      expect(Number.isInteger(distance), type.fileName).toBe(true);
      if (type.isSingleSearchPage || type.isVirtual) expect(distance, type.fileName).toBe(0);
      else expect(distance, type.fileName).toBeGreaterThan(0);
      if (type.isVenue) expect(distance, type.fileName).toBeLessThanOrEqual(50);
    }
    expect(typeOf("dj").defaultSearchDistanceMiles).toBe(50);
    expect(typeOf("wedding-venue").defaultSearchDistanceMiles).toBe(25);
    expect(typeOf("keynote-speaker").defaultSearchDistanceMiles).toBe(150);
  });

  it("offers between 15 and 25 signup categories, all broad types", () => {
    const signup = SERVICE_TYPES.filter((type) => type.isSignupCategory);
    expect(signup.length).toBeGreaterThanOrEqual(15);
    expect(signup.length).toBeLessThanOrEqual(25);
    for (const type of signup) expect(type.parentFileName, type.fileName).toBeNull();
  });

  it("uses every vendor kind", () => {
    const used = new Set(SERVICE_TYPES.map((type) => type.kind));
    expect([...used].sort()).toEqual([...VENDOR_KINDS].sort());
  });
});

describe("vendor text banks", () => {
  const allowedName = new Set<string>(NAME_TEMPLATE_PLACEHOLDERS);
  const allowedAbout = new Set<string>(ABOUT_PLACEHOLDERS);
  const allowedReview = new Set<string>(REVIEW_PLACEHOLDERS);

  it("has a bank for every kind and no other", () => {
    expect(Object.keys(VENDOR_TEXT).sort()).toEqual([...VENDOR_KINDS].sort());
  });

  for (const kind of VENDOR_KINDS) {
    describe(kind, () => {
      const bank = VENDOR_TEXT[kind];

      it("is complete", () => {
        expect(bank.nameTemplates.length).toBeGreaterThanOrEqual(8);
        expect(bank.adjectives.length).toBeGreaterThanOrEqual(10);
        expect(bank.nouns.length).toBeGreaterThanOrEqual(10);
        expect(bank.taglines.length).toBeGreaterThanOrEqual(8);
        expect(bank.aboutParagraphs.length).toBeGreaterThanOrEqual(8);
        expect(bank.reviewTitles.length).toBeGreaterThanOrEqual(10);
        expect(bank.reviewBodies.length).toBeGreaterThanOrEqual(14);
        expect(bank.vendorReplies.length).toBeGreaterThanOrEqual(6);
        expect(bank.eventTypes.length).toBeGreaterThanOrEqual(8);
        expect(bank.photoCaptions.length).toBeGreaterThanOrEqual(6);
        expect(bank.videoTitles.length).toBeGreaterThanOrEqual(4);
        expect(bank.audioTitles.length).toBeGreaterThanOrEqual(4);
      });

      it("has no duplicates or stray whitespace", () => {
        const lists = [
          bank.nameTemplates,
          bank.adjectives,
          bank.nouns,
          bank.taglines,
          bank.aboutParagraphs,
          bank.reviewTitles,
          bank.reviewBodies.map((review) => review.text),
          bank.vendorReplies,
          bank.eventTypes,
          bank.photoCaptions,
          bank.videoTitles,
          bank.audioTitles,
        ];
        for (const list of lists) {
          expect(duplicates(list)).toEqual([]);
          for (const item of list) {
            expect(item).toBe(item.trim());
            expect(item).not.toMatch(/\s{2}/);
          }
        }
      });

      it("uses only the allowed placeholders", () => {
        for (const template of bank.nameTemplates) {
          const used = placeholdersIn(template);
          expect(used.length, template).toBeGreaterThan(0);
          for (const name of used) expect(allowedName.has(name), template).toBe(true);
        }
        for (const paragraph of bank.aboutParagraphs) {
          expect(paragraph).toContain("{name}");
          for (const name of placeholdersIn(paragraph)) expect(allowedAbout.has(name), paragraph).toBe(true);
        }
        for (const { text } of bank.reviewBodies) {
          for (const name of placeholdersIn(text)) expect(allowedReview.has(name), text).toBe(true);
          // {eventType} is a noun phrase that needs a determiner in front of it.
          expect(text, text).not.toMatch(/(?<!\b(?:our|the|Our|The) )\{eventType\}/);
        }
        const plain = [
          ...bank.adjectives,
          ...bank.nouns,
          ...bank.taglines,
          ...bank.reviewTitles,
          ...bank.vendorReplies,
          ...bank.eventTypes,
          ...bank.photoCaptions,
          ...bank.videoTitles,
          ...bank.audioTitles,
        ];
        for (const text of plain) expect(text, text).not.toMatch(/[{}]/);
      });

      it("keeps text within its length limits", () => {
        for (const tagline of bank.taglines) {
          expect(wordCount(tagline), tagline).toBeGreaterThanOrEqual(6);
          expect(wordCount(tagline), tagline).toBeLessThanOrEqual(14);
        }
        for (const paragraph of bank.aboutParagraphs) {
          expect(wordCount(paragraph), paragraph).toBeGreaterThanOrEqual(40);
          expect(wordCount(paragraph), paragraph).toBeLessThanOrEqual(90);
        }
        for (const { text } of bank.reviewBodies) {
          expect(wordCount(text), text).toBeGreaterThanOrEqual(20);
          expect(wordCount(text), text).toBeLessThanOrEqual(80);
        }
      });

      it("has mostly 4 and 5 star reviews with a few 3s", () => {
        const ratings = bank.reviewBodies.map((review) => review.rating);
        const threes = ratings.filter((rating) => rating === 3).length;
        const fives = ratings.filter((rating) => rating === 5).length;
        expect(threes).toBeGreaterThanOrEqual(1);
        expect(threes).toBeLessThanOrEqual(Math.floor(ratings.length / 4));
        expect(fives).toBeGreaterThan(ratings.length / 2);
      });

      it("fills every name template completely", () => {
        for (const template of bank.nameTemplates) {
          const name = fillTemplate(template, {
            first: FIRST_NAMES[0],
            last: LAST_NAMES[0],
            adjective: bank.adjectives[0],
            noun: bank.nouns[0],
            city: "Springfield",
          });
          expect(name, template).not.toMatch(/[{}]/);
        }
      });
    });
  }

  it("has enough varied first, last and reviewer names", () => {
    expect(FIRST_NAMES.length).toBeGreaterThanOrEqual(80);
    expect(LAST_NAMES.length).toBeGreaterThanOrEqual(80);
    expect(REVIEWER_NAMES.length).toBeGreaterThanOrEqual(60);
    expect(duplicates(FIRST_NAMES)).toEqual([]);
    expect(duplicates(LAST_NAMES)).toEqual([]);
    expect(duplicates(REVIEWER_NAMES)).toEqual([]);
    for (const name of REVIEWER_NAMES) expect(name).toMatch(/^[A-Z][a-z]+ [A-Z]\.$/);
    for (const name of [...FIRST_NAMES, ...LAST_NAMES]) expect(name).toMatch(/^[A-Z][A-Za-z']+$/);
  });

  it("fills templates and lowercases event types inside sentences", () => {
    expect(fillTemplate("DJ {first} of {city}", { first: "Nadia", city: "Tulsa" })).toBe("DJ Nadia of Tulsa");
    expect(fillTemplate("{name} at {unknown}", { name: "A" })).toBe("A at {unknown}");
    expect(eventTypeInSentence("Wedding reception")).toBe("wedding reception");
    expect(eventTypeInSentence("New Year's Eve party")).toBe("New Year's Eve party");
    expect(eventTypeInSentence("Sweet 16")).toBe("Sweet 16");
  });
});

describe("states and provinces", () => {
  const CANADA_CODES: Record<string, string> = {
    AB: "01",
    BC: "02",
    MB: "03",
    NB: "04",
    NL: "05",
    NS: "07",
    ON: "08",
    PE: "09",
    QC: "10",
    SK: "11",
    YT: "12",
    NT: "13",
    NU: "14",
  };

  it("has the 50 states, DC and the 13 provinces and territories", () => {
    expect(STATES_PROVINCES.filter((state) => state.country === "US")).toHaveLength(51);
    expect(STATES_PROVINCES.filter((state) => state.country === "CA")).toHaveLength(13);
    expect(duplicates(STATES_PROVINCES.map((state) => state.abbreviation))).toEqual([]);
    expect(duplicates(STATES_PROVINCES.map((state) => state.fileName))).toEqual([]);
    expect(duplicates(STATES_PROVINCES.map((state) => state.name))).toEqual([]);
    expect(STATES_PROVINCES.find((state) => state.abbreviation === "DC")?.fileName).toBe("district-of-columbia");
  });

  it("derives file names from names and uses the right admin codes", () => {
    for (const state of STATES_PROVINCES) {
      expect(state.abbreviation).toMatch(/^[A-Z]{2}$/);
      expect(state.fileName).toBe(state.name.toLowerCase().replace(/\s+/g, "-"));
      expect(state.fileName).toMatch(KEBAB);
      if (state.country === "US") expect(state.geonamesAdminCode).toBe(state.abbreviation);
      else expect(state.geonamesAdminCode).toBe(CANADA_CODES[state.abbreviation]);
    }
    expect(Object.keys(CANADA_CODES).sort()).toEqual(
      STATES_PROVINCES.filter((state) => state.country === "CA")
        .map((state) => state.abbreviation)
        .sort(),
    );
  });

  it("places every centre inside North America", () => {
    for (const state of STATES_PROVINCES) {
      if (state.country === "US") {
        expect(state.latitude, state.name).toBeGreaterThan(18);
        expect(state.latitude, state.name).toBeLessThan(72);
        expect(state.longitude, state.name).toBeGreaterThan(-180);
        expect(state.longitude, state.name).toBeLessThan(-66);
      } else {
        expect(state.latitude, state.name).toBeGreaterThan(41);
        expect(state.latitude, state.name).toBeLessThan(84);
        expect(state.longitude, state.name).toBeGreaterThan(-142);
        expect(state.longitude, state.name).toBeLessThan(-52);
      }
    }
  });
});
