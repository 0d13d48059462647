import { describe, expect, it } from "vitest";
import { eventTypeInSentence, fillTemplate, VENDOR_TEXT } from "#db/seed/data/vendor-text.ts";
import {
  contactsShared,
  findContactDetails,
  HIDDEN_CONTACT,
  hideContactDetails,
  normaliseForContactDetails,
  withoutContactDetails,
} from "./contact-details.rules.ts";

const H = HIDDEN_CONTACT;

/**
 * Ways people write contact details to get them past a filter: every evasion the trust and safety
 * review found (issue 18), and more. `shown` is what the other side reads: each detail replaced in
 * the original text, every other word as it was written.
 */
const EVASIONS: { name: string; text: string; shown: string }[] = [
  // Found in the review.
  { name: "spelled-out digits", text: "Call me: five one two five five five oh one nine nine", shown: `Call me: ${H}` },
  { name: "fullwidth digits", text: "Text ５１２－５５５－０１９９ after 6", shown: `Text ${H} after 6` },
  { name: "Arabic-Indic digits", text: "رقمي ٥١٢-٥٥٥-٠١٩٩", shown: `رقمي ${H}` },
  { name: "'at' and 'dot' spelled out", text: "write to john at gmail dot com", shown: `write to ${H}` },
  { name: "bracketed at and dot", text: "john(at)gmail(dot)com", shown: H },
  { name: "spaces around @", text: "mail john @ gmail.com please", shown: `mail ${H} please` },
  { name: "fullwidth ＠", text: "john＠gmail.com", shown: H },
  { name: "small commercial at ﹫", text: "john﹫gmail.com", shown: H },
  { name: "letter O for zero", text: "call 512-555-O199", shown: `call ${H}` },
  { name: "a number split across a message", text: "512-555 and then 0199", shown: H },
  { name: "a bare domain with a path", text: "see neon-nights-dj.com/contact for more", shown: `see ${H} for more` },
  { name: "a social handle", text: "find me @djneon", shown: `find me ${H}` },
  { name: "a network and a handle", text: "insta: djneon", shown: H },
  { name: "ig and a handle", text: "ig djneon", shown: H },
  { name: "a network in a sentence", text: "find me on instagram djneon", shown: `find me on ${H}` },
  { name: "a profile link", text: "facebook.com/neonnightsdj", shown: H },
  // More.
  { name: "Devanagari digits", text: "५१२ ५५५ ०१९९", shown: H },
  { name: "Bengali digits", text: "৫১২ ৫৫৫ ০১৯৯", shown: H },
  { name: "Thai digits", text: "๕๑๒-๕๕๕-๐๑๙๙", shown: H },
  { name: "digits of mixed scripts", text: "Call ５1２-٥٥٥-0१99 tonight", shown: `Call ${H} tonight` },
  { name: "mathematical bold digits", text: "𝟓𝟏𝟐𝟓𝟓𝟓𝟎𝟏𝟗𝟗", shown: H },
  { name: "superscript digits", text: "⁵¹²⁵⁵⁵⁰¹⁹⁹", shown: H },
  { name: "circled digits", text: "⑤①②⑤⑤⑤⓪①⑨⑨", shown: H },
  { name: "emoji keycap digits", text: "5️⃣1️⃣2️⃣5️⃣5️⃣5️⃣0️⃣1️⃣9️⃣9️⃣ ok?", shown: `${H} ok?` },
  { name: "zero-width spaces and joiners", text: "5\u200b1\u200b2\u200d555\u200c0199", shown: H },
  { name: "a soft hyphen and a word joiner in an email", text: "jo\u00adhn@gm\u2060ail.com", shown: H },
  { name: "dots as [.]", text: "neon-nights-dj[.]com", shown: H },
  { name: "square-bracketed at and dot", text: "john[at]gmail[dot]com", shown: H },
  { name: "curly and angle brackets", text: "john {at} gmail <dot> com", shown: H },
  { name: "letters spaced out", text: "john at g m a i l dot com", shown: H },
  { name: "a whole address spaced out", text: "j o h n @ g m a i l . c o m", shown: H },
  { name: "upper case words", text: "JOHN AT GMAIL DOT COM", shown: H },
  { name: "underscores for spaces", text: "john_at_gmail_dot_com", shown: H },
  { name: "a dotted name spelled out", text: "john dot smith at gmail dot com", shown: H },
  { name: "a provider without its ending", text: "it's djneon at gmail", shown: `it's ${H}` },
  { name: "a provider without at", text: "djneon gmail com", shown: H },
  { name: "fullwidth letters", text: "ＪＯＨＮ＠ＧＭＡＩＬ．ＣＯＭ", shown: H },
  { name: "Cyrillic look-alike letters", text: "jоhn@gmаil.cоm", shown: H },
  { name: "l and I for one", text: "5l2.555.0I99", shown: H },
  { name: "digits and digit words mixed", text: "5one2five5five0199", shown: H },
  { name: "words joined with dashes", text: "five-one-two five-five-five zero-one-nine-nine", shown: H },
  { name: "tens and double", text: "fifty-one two, double five five, o one ninety nine", shown: H },
  { name: "'hundred'", text: "five one two five five five oh one hundred", shown: H },
  { name: "digits one by one", text: "5 1 2 - 5 5 5 - 0 1 9 9", shown: H },
  { name: "words in brackets", text: "(five one two) five five five - oh one nine nine", shown: H },
  { name: "a count named inside a split number", text: "it's 512 555 and the last 4 are 0199", shown: `it's ${H}` },
  { name: "a number hidden inside words", text: "callme5125550199now", shown: `callme${H}now` },
  { name: "a local number", text: "or 555-0199", shown: `or ${H}` },
  { name: "a foreign number with 00", text: "0044 20 7946 0958", shown: H },
  { name: "an international number", text: "+44 20 7946 0958", shown: H },
  { name: "two numbers that look like a range", text: "2125550199 2125550100", shown: H },
  { name: "dashes of every kind", text: "512–555—0199", shown: H },
  { name: "a spaced dot before the ending", text: "neonnightsdj . com", shown: H },
  { name: "a spelled-out dot in a domain", text: "neon nights dj dot com", shown: `neon nights ${H}` },
  { name: "www", text: "see www.example.com/me", shown: `see ${H}` },
  { name: "a scheme spaced out", text: "h t t p s : / / neon.dj/book", shown: H },
  { name: "a link shortener", text: "bit.ly/neon-dj", shown: H },
  { name: "a chat link", text: "wa.me/15125550199", shown: H },
  { name: "a network with a dash", text: "Insta - djneon", shown: H },
  { name: "a network and an @handle", text: "tiktok @djneon", shown: H },
  { name: "'my ig is'", text: "My IG is djneon", shown: H },
  { name: "a handle before the network", text: "follow djneon on instagram", shown: H },
  { name: "a marked short network", text: "snap: dj.neon", shown: H },
  { name: "a payment app", text: "venmo @djneon", shown: H },
  {
    name: "a chat app and a number",
    text: "reach me on whatsapp: +1 512 555 0199",
    shown: `reach me on whatsapp: ${H}`,
  },
  { name: "the same number twice", text: "Call 512-555-0142 or (512) 555 0142", shown: `Call ${H} or ${H}` },
  {
    name: "several details",
    text: "Call 512-555-0142 or write to jo.doe+party@example.co.uk",
    shown: `Call ${H} or write to ${H}`,
  },
];

/** What planners and vendors write about events every day: none of it may be hidden. */
const ORDINARY = [
  "$1,200",
  "Budget $1,250,000 in total, or $12,500.00 for 300 guests",
  "7:30 pm",
  "From 19:00 to 23:00, with breaks at 10:30, 11:45 and 12:15",
  "Set 1: 8-9 pm, set 2: 9:30-10:30 pm",
  "June 14, 2027",
  "June 14, 2027, 150 guests, from 7:30 pm to 11:30 pm, budget $1,200 to $1,500",
  "The date is 2026-06-14, or 06/14/2026, or 14.06.2026",
  "150 guests",
  "80 guests, 4 hours, from 7 pm, budget $1,500",
  "Guests: 100-150, budget 1200-1500",
  "Seats 8 to 10 per table, 15 tables, ages 5-12, rooms 101-103",
  "2 hours",
  "1900-2300 hours",
  "The venue is at 1234 Main St, Austin, TX 78701-1234.",
  "1200 Congress Ave",
  "at the park",
  "We'd love you at the park at 7. Dot the i's on the contract.",
  "dot the i's",
  "polka dot party theme, a polka dot co-ordinated outfit",
  "2026",
  "We did weddings in 2024 2025 2026",
  "our 2026 and 2027 weddings, the 1990s and the 80s",
  "We have one DJ, two speakers and three lights for four hours",
  "Four hours of music, lights and a wireless microphone.",
  "I'll be there at 5 o'clock, no one else",
  "We need 2 DJs @ $500 each. Let's meet @ the venue.",
  "I saw your instagram page and loved it; Instagram is great for photos",
  "follow us on instagram",
  "Call me when you can, or text me on Marquee",
  "Thanks.See you soon, about 3 hours.Then dinner",
  "e.g. a 5 piece band at 8 p.m., i.e. Mr. Smith from St. Louis, U.S.A.",
  "Over 150 5-star reviews and 500+ events since 2009.",
  "RSVP by 6/1",
  "someone special",
  "Line: first dance at 9, then the cake. Wifi signal: strong. Tres leches cake for 2",
];

describe("contact details are hidden however they are written", () => {
  it.each(EVASIONS)("$name: $text", ({ text, shown }) => {
    expect(hideContactDetails(text)).toEqual({ text: shown, hidden: true });
  });
});

describe("ordinary event text is left as written", () => {
  it.each(ORDINARY)("%s", (text) => {
    expect(hideContactDetails(text)).toEqual({ text, hidden: false });
  });

  it("hides nothing in any of the demo vendors' texts (taglines, about, reviews, replies, captions, titles)", () => {
    const texts = Object.values(VENDOR_TEXT).flatMap((bank) => [
      ...bank.taglines,
      ...bank.aboutParagraphs.map((paragraph) =>
        fillTemplate(paragraph, { name: "Neon Nights DJ Co", city: "Austin" }),
      ),
      ...bank.reviewTitles,
      ...bank.reviewBodies.map((review) =>
        fillTemplate(review.text, { name: "Neon Nights", eventType: eventTypeInSentence("Wedding reception") }),
      ),
      ...bank.vendorReplies,
      ...bank.photoCaptions,
      ...bank.videoTitles,
      ...bank.audioTitles,
    ]);
    expect(texts.length).toBeGreaterThan(1_000);
    expect(texts.filter((text) => findContactDetails(text).length > 0)).toEqual([]);
  });

  it("shows stored text with contact details hidden, the same answer from memory, however many texts it saw", () => {
    const stored = "Book us: neonnights@example.com";
    expect(withoutContactDetails(stored)).toBe(`Book us: ${H}`);
    expect(withoutContactDetails(stored)).toBe(`Book us: ${H}`);
    expect(withoutContactDetails(null)).toBeNull();
    for (let index = 0; index < 600; index += 1) withoutContactDetails(`${index} ${"x".repeat(4_000)}`);
    expect(withoutContactDetails(stored)).toBe(`Book us: ${H}`);
    expect(withoutContactDetails("Dance floors, filled.")).toBe("Dance floors, filled.");
  });

  it("leaves text that was already hidden as it is", () => {
    const once = hideContactDetails("Call 512-555-0199").text;
    expect(hideContactDetails(once)).toEqual({ text: once, hidden: false });
  });
});

describe("the normaliser", () => {
  it("reads the decimal digits of every script as ASCII digits", () => {
    const digits: string[] = [];
    for (let codePoint = 0; codePoint <= 0x10ffff; codePoint += 1) {
      if (codePoint >= 0xd800 && codePoint <= 0xdfff) continue;
      const character = String.fromCodePoint(codePoint);
      if (/\p{Nd}/u.test(character)) digits.push(character);
    }
    expect(digits.length).toBeGreaterThan(600);
    // Each script's ten digits come in order from 0 to 9.
    expect(digits.map(normaliseForContactDetails).join("")).toBe("0123456789".repeat(digits.length / 10));
  });

  it("folds compatibility forms, look-alike letters, number words and invisible characters", () => {
    expect(normaliseForContactDetails("Ｃａｌｌ ５１２")).toBe("call 512");
    expect(normaliseForContactDetails("five one two, double five, oh one ninety nine")).toBe("5 1 2, 55, 0 1 99");
    expect(normaliseForContactDetails("5l2-555-Ol99")).toBe("512-555-0199");
    expect(normaliseForContactDetails("g m a i l")).toBe("gmail");
    expect(normaliseForContactDetails("a\u200bb\u00adc")).toBe("abc");
    // Letters become digits only inside numbers, and number words only on their own.
    expect(normaliseForContactDetails("Solo Oslo SOS someone")).toBe("solo oslo sos someone");
  });

  it("stays fast on long text made to slow it down", () => {
    for (const piece of ["1 ", "5-", "1,", "12 and ", "five ", "a@a . ", "a at a dot ", "insta: ", "@a ", "x."]) {
      const text = piece.repeat(Math.ceil(4_000 / piece.length)).slice(0, 4_000);
      const started = performance.now();
      hideContactDetails(text);
      expect(performance.now() - started).toBeLessThan(1_000);
    }
  });
});

describe("when contacts are shared", () => {
  const live = { memberId: 7, status: "confirmed" };
  it.each([
    { case: "no booking", booking: undefined, reader: "vendor", verified: true, shared: false },
    { case: "a live booking, to the vendor", booking: live, reader: "vendor", verified: false, shared: true },
    { case: "a live booking, to a confirmed planner", booking: live, reader: "planner", verified: true, shared: true },
    {
      case: "a live booking, to an unconfirmed planner",
      booking: live,
      reader: "planner",
      verified: false,
      shared: false,
    },
    {
      case: "a completed booking",
      booking: { memberId: 7, status: "completed" },
      reader: "vendor",
      verified: true,
      shared: true,
    },
    {
      case: "a cancelled booking",
      booking: { memberId: 7, status: "cancelled" },
      reader: "vendor",
      verified: true,
      shared: false,
    },
    {
      case: "another vendor's booking",
      booking: { memberId: 8, status: "confirmed" },
      reader: "vendor",
      verified: true,
      shared: false,
    },
  ] as const)("$case: $shared", ({ booking, reader, verified, shared }) => {
    expect(contactsShared({ booking, memberId: 7, reader, plannerEmailVerified: verified })).toBe(shared);
  });
});
