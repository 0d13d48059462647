import { findPhoneNumbersInText, parsePhoneNumberFromString } from "libphonenumber-js/max";

/**
 * Contact details in what people write on Marquee: until a live booking, emails, phone numbers, links
 * and social handles are hidden from messages, requests and quotes, and a vendor's public profile may
 * not hold them (docs/security.md, "Contact rules"). People write around plain patterns ("five one two
 * ...", "john at gmail dot com", fullwidth digits), so the text is first normalised into the form the
 * detectors read, each normalised character remembering the part of the original it came from: what
 * is hidden is the original text of each finding, and every other word stays as it was written.
 */

export const HIDDEN_CONTACT = "[contact details are shared once you book]";

export const CONTACT_DETAILS_MESSAGES = {
  profile: "Contact details can't be shown on your profile: planners reach you through Marquee.",
  reviewReply: "Contact details can't be shown in a public reply: planners reach you through Marquee.",
} as const;

export type ContactKind = "email" | "phone" | "link" | "handle";
/** A finding, as a half-open range of the original text. */
export type ContactSpan = { start: number; end: number; kind: ContactKind };

/** The normalised text; `from[i]` to `to[i]` is the range of the original its character `i` came from. */
type Normalised = { text: string; from: number[]; to: number[] };

/* ---------- Normalising ---------- */

const INVISIBLE = /[\p{Cf}\p{M}]/u;
const DECIMAL_DIGIT = /\p{Nd}/u;
const DASH = /[\p{Pd}\u2212]/u;
const DOT_LIKE = /[\u00b7\u2022\u2024\u2027\u2219\u22c5\u3002\u30fb\uff0e\uff61]/u;
const SPACE = /\s/u;

/** Cyrillic and Greek letters that look like Latin ones, as people swap them into addresses, and those. */
const LOOK_ALIKES = "аеорсухіјѕԁɡһАВЕКМНОРСТХαεικνορτυΑΒΕΖΗΙΚΜΝΟΡΤΧΥ";
const THEIR_LATIN = "aeopcyxijsdghABEKMHOPCTXaeikvoptuABEZHIKMNOPTXY";
const LOOK_ALIKE_LETTERS = new Map([...LOOK_ALIKES].map((letter, index) => [letter, THEIR_LATIN[index] as string]));

/**
 * The value of a decimal digit of any script. Unicode encodes every script's digits as one run of ten
 * code points from 0 to 9 (runs may touch), so the value is the distance from the start of the run.
 */
function digitValue(codePoint: number): number {
  let start = codePoint;
  while (DECIMAL_DIGIT.test(String.fromCodePoint(start - 1))) start -= 1;
  return (codePoint - start) % 10;
}

/** One character as the detectors read it: compatibility forms folded, every script's digits as ASCII. */
function foldCharacter(character: string): string {
  // ASCII is its own NFKC form, and its only digits are 0 to 9.
  if (character < "\u0080") return character === "\t" || character === "\r" ? " " : character;
  if (INVISIBLE.test(character)) return "";
  let folded = "";
  for (const part of character.normalize("NFKC")) {
    if (DECIMAL_DIGIT.test(part)) folded += String(digitValue(part.codePointAt(0) as number));
    else if (DASH.test(part)) folded += "-";
    else if (DOT_LIKE.test(part)) folded += ".";
    else if (SPACE.test(part)) folded += part === "\n" ? "\n" : " ";
    else if (!INVISIBLE.test(part)) folded += LOOK_ALIKE_LETTERS.get(part) ?? part;
  }
  return folded;
}

function fold(text: string): Normalised {
  const result: Normalised = { text: "", from: [], to: [] };
  for (let index = 0; index < text.length;) {
    const codePoint = text.codePointAt(index) as number;
    const width = codePoint > 0xffff ? 2 : 1;
    const folded = foldCharacter(String.fromCodePoint(codePoint));
    result.text += folded;
    for (let unit = 0; unit < folded.length; unit += 1) {
      result.from.push(index);
      result.to.push(index + width);
    }
    index += width;
  }
  return result;
}

/** Replaces each match of a global pattern (when `replace` answers a string); the rest is kept as it was. */
function rewrite(
  source: Normalised,
  pattern: RegExp,
  replace: (match: RegExpExecArray) => string | undefined,
): Normalised {
  const result: Normalised = { text: "", from: [], to: [] };
  let copied = 0;
  const copyUpTo = (end: number) => {
    result.text += source.text.slice(copied, end);
    result.from.push(...source.from.slice(copied, end));
    result.to.push(...source.to.slice(copied, end));
    copied = end;
  };
  for (const match of source.text.matchAll(pattern)) {
    const replacement = replace(match);
    if (replacement === undefined || match[0].length === 0) continue;
    const end = match.index + match[0].length;
    copyUpTo(match.index);
    const from = source.from[match.index] as number;
    const to = source.to[end - 1] as number;
    result.text += replacement;
    for (let unit = 0; unit < replacement.length; unit += 1) {
      result.from.push(from);
      result.to.push(to);
    }
    copied = end;
  }
  copyUpTo(source.text.length);
  return result;
}

function lowerCase(source: Normalised): Normalised {
  let text = "";
  for (const unit of source.text) {
    const lower = unit.toLowerCase();
    // A letter whose lower case is longer (İ) keeps its form: only ASCII matters to the detectors.
    text += lower.length === unit.length ? lower : unit;
  }
  return { ...source, text };
}

/** Letters written for digits inside a number ("5l2-555-Ol99"): O and o for 0, l, I and | for 1, S for 5. */
const DIGITS_WITH_LOOK_ALIKES = /(?<![\p{L}\p{N}])[0-9OoIl|S]{3,}(?![\p{L}\p{N}])/gu;

function readLookAlikeDigits(match: RegExpExecArray): string | undefined {
  const run = match[0];
  const digits = run.replace(/\D/g, "").length;
  if (digits < 2 || digits < run.length - digits) return undefined;
  return run.replace(/[Oo]/g, "0").replace(/[Il|]/g, "1").replace(/S/g, "5");
}

/** Words spelled one letter at a time ("g m a i l"). */
const SPACED_LETTERS = /(?<![\p{L}\p{N}])[a-z](?: [a-z]){2,}(?![\p{L}\p{N}])/gu;

/** Digits, teens and tens as words: English, and Spanish digits. */
const DIGIT_NAMES = [
  "zero one two three four five six seven eight nine",
  "cero uno dos tres cuatro cinco seis siete ocho nueve",
].flatMap((names) => names.split(" ").map((name, digit) => [name, digit] as const));
const TEEN_NAMES = "ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen"
  .split(" ")
  .map((name, index) => [name, 10 + index] as const);
const TENS_NAMES = [
  ..."twenty thirty forty fifty sixty seventy eighty ninety"
    .split(" ")
    .map((name, index) => [name, 2 + index] as const),
  ["fourty", 4] as const,
];
const DIGIT_WORDS = new Map<string, number>(DIGIT_NAMES);
const TEEN_WORDS = new Map<string, number>(TEEN_NAMES);
const TENS_WORDS = new Map<string, number>(TENS_NAMES);
const DIGIT_WORD = [...DIGIT_WORDS.keys()].join("|");
/** Number words stand alone or touch digits ("5one2"), never inside a longer word ("someone"). */
const ALONE_BEFORE = "(?<![a-z])";
const ALONE_AFTER = "(?![a-z])";
const REPEATED_DIGIT = new RegExp(`${ALONE_BEFORE}(double|triple)[\\s-]+(${DIGIT_WORD}|\\d)${ALONE_AFTER}`, "g");
const RUN_OF_DIGIT_WORDS = new RegExp(`${ALONE_BEFORE}(?:${DIGIT_WORD}){2,}${ALONE_AFTER}`, "g");
const NUMBER_WORD = new RegExp(
  `${ALONE_BEFORE}(?:(${[...TENS_WORDS.keys()].join("|")})(?:[\\s-]+(${DIGIT_WORD}))?|(${[...TEEN_WORDS.keys()].join("|")})|(${DIGIT_WORD}))${ALONE_AFTER}`,
  "g",
);
const HUNDRED = /(\d)[\s-]+hundred\b/g;
/** "oh" and "o" read as zero only next to digits ("five five five oh one"). */
const SPOKEN_ZERO = /(?<=\d[\s.-]*)\b(?:oh|o)\b|\b(?:oh|o)\b(?=[\s.-]*\d)/g;

const digitOf = (word: string) => String(DIGIT_WORDS.get(word));

function readNumberWords(source: Normalised): Normalised {
  let result = rewrite(source, REPEATED_DIGIT, (match) => {
    const digit = /\d/.test(match[2] as string) ? (match[2] as string) : digitOf(match[2] as string);
    return digit.repeat(match[1] === "double" ? 2 : 3);
  });
  result = rewrite(result, RUN_OF_DIGIT_WORDS, (match) =>
    (match[0].match(new RegExp(DIGIT_WORD, "g")) ?? []).map(digitOf).join(""),
  );
  result = rewrite(result, NUMBER_WORD, ([, tens, unit, teen, digit]) => {
    if (tens) return `${TENS_WORDS.get(tens)}${unit ? digitOf(unit) : "0"}`;
    if (teen) return String(TEEN_WORDS.get(teen));
    return digitOf(digit as string);
  });
  result = rewrite(result, HUNDRED, (match) => `${match[1]}00`);
  return rewrite(result, SPOKEN_ZERO, () => "0");
}

/** The text as the detectors read it, with where each of its characters came from. */
function normalise(text: string): Normalised {
  let result = fold(text);
  result = rewrite(result, DIGITS_WITH_LOOK_ALIKES, readLookAlikeDigits);
  result = lowerCase(result);
  result = rewrite(result, SPACED_LETTERS, (match) => match[0].replaceAll(" ", ""));
  return readNumberWords(result);
}

/** The normalised form of a text, for tests and for reading what the detectors saw. */
export function normaliseForContactDetails(text: string): string {
  return normalise(text).text;
}

/* ---------- Detecting ---------- */

/** Top-level domains read after a dot: common ones, leaving out short English words (in, it, to, no, so, at, be). */
const TLDS =
  "com|net|org|edu|gov|mil|int|io|co|us|biz|info|me|tv|fm|ly|gg|ai|app|dev|xyz|online|site|website|shop|store|events|party|music|band|studio|live|photo|photos|photography|pics|art|design|email|page|link|club|rocks|pro|dj|ee|gl|ca|uk|au|nz|ie|de|fr|es|mx|br|nl|ch|se|dk|fi|pl|eu|jp|cn|ru|za|vip|top|cloud|tech|space|blog|media|agency|wedding|weddings|catering";
/** After a spelled-out "dot" only these: "polka dot party" is a theme, not an address. */
const SPELLED_TLDS = "com|net|org|edu|gov|io|biz|info|uk|ca|app|dev|xyz";
const EMAIL_PROVIDERS = "gmail|googlemail|yahoo|ymail|hotmail|outlook|icloud|aol|protonmail|proton|gmx|zoho";

const LABEL = "[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?";
const LOCAL_PART = "[a-z0-9_](?:[a-z0-9._%+-]{0,63}[a-z0-9_])?";
const BRACKETED = (inner: string) => `[(\\[{<]\\s*(?:${inner})\\s*[)\\]}>]`;
const AT_MARK = `\\s*(?:@|${BRACKETED("at|@")})\\s*`;
const AT_WORD = "(?:\\s+|[_-])at(?:\\s+|[_-])";
const SPELLED_DOT = "(?:\\s+|[_-])dot(?:\\s+|[_-])";
/** The name before the @, "john dot smith" included. */
const LOCAL = `(?<![a-z0-9._%+-])${LOCAL_PART}(?:${SPELLED_DOT}${LOCAL_PART})*`;
/** A dot as written in an address: ".", "[.]", "(dot)", " dot ". */
const DOT_STRICT = `(?:\\.|\\s*${BRACKETED("dot|\\.")}\\s*|${SPELLED_DOT})`;
/** The same, with spaces allowed around a plain dot: only where the text already says "address" (after @, www). */
const DOT_ANY = `(?:\\s*\\.\\s*|\\s*${BRACKETED("dot|\\.")}\\s*|${SPELLED_DOT})`;
const TLD_END = "(?![a-z0-9-])";
const PATH = "(?:[/?#][^\\s]*)?";

/** A domain after an @ sign, which already says "address": spaces may surround its dots. */
const DOMAIN_AFTER_AT = `${LABEL}(?:${DOT_ANY}${LABEL})*${DOT_ANY}(?:${TLDS})${TLD_END}`;
/**
 * A domain on its own: its last dot written as ".", "[.]" or "(dot)", or spelled " dot " or spaced
 * " . " before a common ending.
 */
const DOMAIN = `${LABEL}(?:${DOT_STRICT}${LABEL})*(?:(?:\\.|\\s*${BRACKETED("dot|\\.")}\\s*)(?:${TLDS})|(?:${SPELLED_DOT}|\\s*\\.\\s*)(?:${SPELLED_TLDS}))${TLD_END}`;

const EMAIL_PATTERNS = [
  new RegExp(`${LOCAL}@${LABEL}(?:\\.${LABEL})*\\.[a-z]{2,24}${TLD_END}`, "g"),
  new RegExp(`${LOCAL}${AT_MARK}${DOMAIN_AFTER_AT}`, "g"),
  new RegExp(`${LOCAL}${AT_WORD}${DOMAIN}`, "g"),
  new RegExp(`${LOCAL}(?:${AT_MARK}|${AT_WORD})(?:${EMAIL_PROVIDERS})\\b`, "g"),
  new RegExp(`${LOCAL}[\\s_-]+(?:${EMAIL_PROVIDERS})(?:${DOT_ANY}|[\\s_-]+)(?:com|net)\\b`, "g"),
];

const LINK_PATTERNS = [
  /\b(?:https?|hxxps?|ftp)\s*:\s*\/\s*\/\s*\S+/g,
  new RegExp(`\\bwww${DOT_ANY}${LABEL}(?:${DOT_ANY}${LABEL})*${PATH}`, "g"),
  new RegExp(`(?<![a-z0-9@._-])${DOMAIN}${PATH}`, "g"),
];

/** Networks a handle is given for; the short or common words among them count only with a marker ("snap: x"). */
const NETWORKS =
  "instagram|insta|ig|facebook|fb|tiktok|tik tok|twitter|snapchat|whatsapp|whats app|telegram|wechat|kik|skype|discord|linkedin|youtube|venmo|cash ?app|paypal";
const MARKED_ONLY_NETWORKS = "snap|threads";
const ANY_NETWORK = `${NETWORKS}|${MARKED_ONLY_NETWORKS}`;
const HANDLE = "@?[a-z0-9_](?:[a-z0-9_.]{0,28}[a-z0-9_])?";
const HANDLE_MARKER = "(?:handle|username|user ?name|user|id|name|account|acct|page)";

/**
 * Words that follow a network's name in ordinary sentences ("your instagram page", "on tiktok and
 * ..."), so are not read as a handle without a marker such as a colon.
 */
const NOT_HANDLES = new Set(
  (
    "a an the and or but so nor for of on in at to too by with from about as if then than when where which who what how " +
    "is are was were be been am it its it's this that these those there here i me my mine we us our you your yours they them their he him his she her " +
    "not no yes can could would will should do did does done have has had get got just also really very now today tonight yet still soon later " +
    "page account profile post posts photo photos pic pics picture pictures video videos reel reels story stories feed live ad ads dm dms " +
    "message messages link links group groups event events review reviews followers follower likes like comments comment handle username " +
    "name style content stuff things marketplace business shop store please thanks thank before after recently lately all some more most " +
    "home noon night venue park party great good fun awesome amazing beautiful cool nice lovely gorgeous stunning " +
    "incredible private public down up active new old updated"
  ).split(" "),
);

const isHandle = (word: string) => {
  const bare = word.replace(/^@/, "");
  return /[a-z]/.test(bare) && !NOT_HANDLES.has(bare) && !/^\d{1,2}(?:am|pm)$/.test(bare);
};

/** Each pattern captures the handle it found, which must not be an ordinary word. */
const HANDLE_PATTERNS = [
  // "insta: djneon", "insta - djneon", "snap: dj.neon", "ig @djneon", "facebook/djneon", "instagram handle is djneon"
  new RegExp(
    `\\b(?:${ANY_NETWORK})(?:\\s*[:=/]\\s*|\\s+-\\s+|\\s*(?=@)|\\s+${HANDLE_MARKER}\\s*(?:is\\b|:)?\\s*)(${HANDLE})`,
    "g",
  ),
  // "ig djneon", "find me on instagram djneon"
  new RegExp(`\\b(?:${NETWORKS})\\s+(${HANDLE})`, "g"),
  // "my ig is djneon", "our instagram name is djneon"
  new RegExp(`\\b(?:my|our)\\s+(?:${ANY_NETWORK})(?:\\s+${HANDLE_MARKER})?\\s+is\\s+(${HANDLE})`, "g"),
  // "follow djneon on instagram"
  new RegExp(
    `\\b(?:follow|find|search|add|look up|check out|dm|message)\\s+(${HANDLE})\\s+on\\s+(?:${ANY_NETWORK})\\b`,
    "g",
  ),
  // "@djneon" on its own (an email's @ has a name before it)
  /(?<![a-z0-9._%+-])(@[a-z0-9_](?:[a-z0-9_.]{0,28}[a-z0-9_])?)/g,
];

/* Phone numbers: the library's search, and runs of digit groups it does not read. */

type DigitGroup = { start: number; end: number; digits: string };

/** Between two groups of one written number: spaces and the separators people type. */
const TIGHT_GAP = /^[\s\-.()/_*#~+]*$/;
/** Words people put between the parts of a number they split ("512-555 and then 0199"). */
const FILLER_WORDS =
  "and|then|also|plus|after|that|followed|by|next|is|are|the|rest|digits?|numbers?|num|ends?|ending|with|in|dash|hyphen|space|comma|point|continued|more|part|finally|area|code|ext|extension|my|its|ok|okay|so|sorry|oops|i|mean|um|uh|actually|wait|again|phone|cell|mobile|tel|call|text|me|&|(?:last|first|final|next) \\d(?: digits?| numbers?)?";
const LOOSE_GAP = new RegExp(`^[\\s\\-.,()/_]*(?:(?:${FILLER_WORDS})[\\s\\-.,()/_:]*){0,6}$`);
const MAX_PHONE_DIGITS = 15;
const MIN_PHONE_DIGITS = 7;

function digitGroups(text: string): DigitGroup[] {
  const groups: DigitGroup[] = [];
  for (const match of text.matchAll(/\d+/g)) {
    // "the last 4 are ..." names a count, not a digit of the number.
    if (match[0].length === 1 && /\b(?:last|first|final|next)\s+$/.test(text.slice(0, match.index))) continue;
    groups.push({ start: match.index, end: match.index + match[0].length, digits: match[0] });
  }
  return groups;
}

/** A run of groups that reads as a date, a range, a ZIP+4 code or an amount with cents, not a phone. */
function isOrdinaryNumber(groups: DigitGroup[], text: string): boolean {
  const written = text.slice((groups[0] as DigitGroup).start, (groups.at(-1) as DigitGroup).end);
  const lengths = groups.map((group) => group.digits.length);
  if (/^\d{4}\s*[-./]\s*\d{1,2}\s*[-./]\s*\d{1,2}$/.test(written)) return true;
  if (/^\d{1,2}\s*[-./]\s*\d{1,2}\s*[-./]\s*\d{2,4}$/.test(written)) return true;
  if (groups.length > 1 && groups.every((group) => /^(?:19|20)\d\d$/.test(group.digits))) return true;
  if (groups.length !== 2) return false;
  const [first, second] = groups as [DigitGroup, DigitGroup];
  if (lengths[0] === lengths[1] && !first.digits.startsWith("0") && Number(first.digits) < Number(second.digits))
    return true;
  if (lengths[0] === 5 && lengths[1] === 4 && /^\d{5}\s*-\s*\d{4}$/.test(written)) return true;
  return /^\d+\.\d{2}$/.test(written);
}

/** Digits joined across words or commas make a phone number only when they are one a phone could have. */
function isPhoneNumber(digits: string, lengths: number[]): boolean {
  if (digits.length === 7) return /^[2-9]/.test(digits) && lengths.join() === "3,4";
  if (digits.length !== 10 && digits.length !== 11) return false;
  return parsePhoneNumberFromString(digits, "US")?.isValid() === true;
}

/** Groups written one after another with only separators between them: one written number. */
type Chain = { groups: DigitGroup[]; digits: string; start: number; end: number };

function chainsOf(text: string): { chains: Chain[]; splitByFiller: boolean[] } {
  const chains: Chain[] = [];
  const splitByFiller: boolean[] = [];
  let current: DigitGroup[] = [];
  const close = () => {
    if (current.length === 0) return;
    const first = current[0] as DigitGroup;
    const last = current.at(-1) as DigitGroup;
    chains.push({
      groups: current,
      digits: current.map((group) => group.digits).join(""),
      start: first.start,
      end: last.end,
    });
    current = [];
  };
  for (const group of digitGroups(text)) {
    const previous = current.at(-1);
    if (previous) {
      const gap = text.slice(previous.end, group.start);
      if (!TIGHT_GAP.test(gap)) {
        close();
        splitByFiller.push(LOOSE_GAP.test(gap));
      }
    }
    current.push(group);
  }
  close();
  return { chains, splitByFiller };
}

/** The longest a phone number is written with its separators, for the library's search. */
const MAX_WRITTEN_PHONE = 40;
/** A number split into more parts than this is not read as one. */
const MAX_SPLIT_PARTS = 4;

/**
 * Phone numbers: the library's search over each written number (with a "+" or "(" before it), a
 * number of 7 or more digits that is not a date, a range or an amount (what the library does not
 * read, such as local or foreign numbers without their country code), and a number split by short
 * filler words or commas into parts that together make a phone number.
 */
function phoneSpans(text: string): { start: number; end: number }[] {
  const { chains, splitByFiller } = chainsOf(text);
  const spans: { start: number; end: number }[] = [];
  for (const chain of chains) {
    if (chain.digits.length < MIN_PHONE_DIGITS) continue;
    if (!isOrdinaryNumber(chain.groups, text)) spans.push(chain);
    const start = Math.max(0, chain.start - 2);
    if (chain.end - start > MAX_WRITTEN_PHONE) continue;
    for (const found of findPhoneNumbersInText(text.slice(start, chain.end), { defaultCountry: "US" }))
      spans.push({ start: start + found.startsAt, end: start + found.endsAt });
  }
  for (let first = 0; first < chains.length; first += 1) {
    let digits = (chains[first] as Chain).digits;
    for (let last = first + 1; last < chains.length && last - first < MAX_SPLIT_PARTS; last += 1) {
      const part = chains[last] as Chain;
      if (!splitByFiller[last - 1] || part.digits.length < 2 || (chains[first] as Chain).digits.length < 2) break;
      digits += part.digits;
      if (digits.length > MAX_PHONE_DIGITS) break;
      const lengths = chains
        .slice(first, last + 1)
        .flatMap((chain) => chain.groups.map((group) => group.digits.length));
      if (isPhoneNumber(digits, lengths)) spans.push({ start: (chains[first] as Chain).start, end: part.end });
    }
  }
  return spans;
}

/** Where a finding ends in the original: after the marks and joiners that belong to its last character (5️⃣). */
function endOfCharacter(text: string, end: number): number {
  let result = end;
  while (result < text.length && INVISIBLE.test(String.fromCodePoint(text.codePointAt(result) as number)))
    result += (text.codePointAt(result) as number) > 0xffff ? 2 : 1;
  return result;
}

/** Every contact detail in a text, as ranges of the original text, in order and not overlapping. */
export function findContactDetails(text: string): ContactSpan[] {
  const normalised = normalise(text);
  const found: { start: number; end: number; kind: ContactKind }[] = [];
  const search = (pattern: RegExp, kind: ContactKind, accept: (match: RegExpExecArray) => boolean = () => true) => {
    for (const match of normalised.text.matchAll(pattern)) {
      if (match[0].length > 0 && accept(match))
        found.push({ start: match.index, end: match.index + match[0].length, kind });
    }
  };
  for (const pattern of EMAIL_PATTERNS) search(pattern, "email");
  for (const pattern of LINK_PATTERNS) search(pattern, "link");
  for (const pattern of HANDLE_PATTERNS) search(pattern, "handle", (match) => isHandle(match[1] as string));
  for (const span of phoneSpans(normalised.text)) found.push({ ...span, kind: "phone" });

  const spans = found
    .map(({ start, end, kind }) => ({
      start: normalised.from[start] as number,
      end: endOfCharacter(text, normalised.to[end - 1] as number),
      kind,
    }))
    .sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: ContactSpan[] = [];
  for (const span of spans) {
    const previous = merged.at(-1);
    if (previous && span.start < previous.end) previous.end = Math.max(previous.end, span.end);
    else merged.push({ ...span });
  }
  return merged;
}

export function hasContactDetails(text: string): boolean {
  return findContactDetails(text).length > 0;
}

/** The text with each contact detail replaced by HIDDEN_CONTACT, and whether anything was hidden. */
export function hideContactDetails(text: string): { text: string; hidden: boolean } {
  const spans = findContactDetails(text);
  if (spans.length === 0) return { text, hidden: false };
  let result = "";
  let shown = 0;
  for (const span of spans) {
    result += text.slice(shown, span.start) + HIDDEN_CONTACT;
    shown = span.end;
  }
  return { text: result + text.slice(shown), hidden: true };
}

const RECENTLY_SHOWN_MAX_CHARS = 4_000_000;
const recentlyShown = new Map<string, string>();
let recentlyShownChars = 0;

/**
 * Stored text as shown where contacts are not shared; null stays null. Profiles and search answers
 * show the same texts again and again, so the answers for the most recent ones are kept (up to a
 * bounded number of characters, the least recently shown forgotten first).
 */
export function withoutContactDetails<Text extends string | null>(text: Text): Text {
  if (text === null) return text;
  const known = recentlyShown.get(text);
  if (known !== undefined) {
    recentlyShown.delete(text);
    recentlyShown.set(text, known);
    return known as Text;
  }
  const shown = hideContactDetails(text).text;
  recentlyShown.set(text, shown);
  recentlyShownChars += text.length + shown.length;
  for (const [oldest, answer] of recentlyShown) {
    if (recentlyShownChars <= RECENTLY_SHOWN_MAX_CHARS) break;
    recentlyShown.delete(oldest);
    recentlyShownChars -= oldest.length + answer.length;
  }
  return shown as Text;
}

/* ---------- When contacts are shared ---------- */

/**
 * Whether the person a text goes to may read contact details in it: only while the request has a live
 * (not cancelled) booking with this vendor, and for a planner only once their email is confirmed.
 */
export function contactsShared(input: {
  booking: { memberId: number; status: string } | undefined;
  memberId: number;
  reader: "planner" | "vendor";
  plannerEmailVerified: boolean;
}): boolean {
  const { booking } = input;
  if (!booking || booking.memberId !== input.memberId || booking.status === "cancelled") return false;
  return input.reader === "vendor" || input.plannerEmailVerified;
}
