import sharp from "sharp";
import { HERO_IMAGE_SIZE } from "#lib/constants.ts";
import { createRandom, type Random } from "#lib/random.ts";

export const SEED_MEDIA_FOLDER = "seed";
/** The stage photos, the pool most vendors draw from; galleries are drawn from slots of this many. */
export const PHOTO_POOL_SIZE = 40;
/** Photos of each other scene: enough for the largest gallery beside a vendor's own photo. */
const SCENE_POOL_SIZE = 12;
export const CLIP_POOL_SIZE = 6;
export const AUDIO_POOL_SIZE = 6;
/** A vendor's own photo, drawn for them alone: landscape, as the profile's gallery leads with it. */
export const VENDOR_PHOTO_SIZE = { width: 600, height: 400 } as const;

/** What a kind of vendor's pictures show: a stage, a hall, a party, a table, a talk or a wall of prints. */
export type SceneKind = "stage" | "hall" | "party" | "table" | "podium" | "prints";
export const SCENE_KINDS: readonly SceneKind[] = ["stage", "hall", "party", "table", "podium", "prints"];

export type SeedPhoto = { storageKey: string; width: number; height: number };
export type SeedClip = { storageKey: string; posterStorageKey: string; durationSeconds: number };
export type SeedAudio = { storageKey: string; durationSeconds: number };
export type SeedMedia = { photos: Record<SceneKind, SeedPhoto[]>; clips: SeedClip[]; audio: SeedAudio[] };
/** A photo drawn for one vendor: its scene, and the text whose hash seeds it (the vendor's address). */
export type VendorPhotoSpec = SeedPhoto & { scene: SceneKind; seedText: string };

/**
 * The two calls the seed makes on the uploads storage (features/media's FileStorage, which the
 * caller hands in): demo files are stored exactly like uploads.
 */
export type SeedStorage = {
  exists(key: string): Promise<boolean>;
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
};

const JPEG = "image/jpeg";
const WEBP = "image/webp";
const WAV = "audio/wav";

const PHOTO_SIZES = [
  { width: 1200, height: 800 },
  { width: 1000, height: 1000 },
  { width: 900, height: 1200 },
] as const;

/** A stage-lit scene: a colour wash, soft "bokeh" lights, a spotlight cone and a crowd line. */
function sceneSvg(random: Random, width: number, height: number, frame = 0): string {
  const hue = random.integer(0, 359);
  const accent = (hue + random.integer(90, 200)) % 360;
  const lights = Array.from({ length: random.integer(14, 30) }, () => {
    const x = random.integer(0, width);
    const y = random.integer(0, Math.round(height * 0.7));
    const radius = random.integer(12, Math.round(width / 9));
    const lightHue = random.chance(0.5) ? hue : accent;
    const opacity = (0.12 + random.next() * 0.4).toFixed(2);
    const drift = frame * random.integer(2, 9);
    return `<circle cx="${x + drift}" cy="${y}" r="${radius}" fill="hsl(${lightHue} 90% 70%)" opacity="${opacity}"/>`;
  }).join("");
  const spots = Array.from({ length: random.integer(1, 3) }, () => {
    const top = random.integer(Math.round(width * 0.1), Math.round(width * 0.9)) + frame * 12;
    const foot = top + random.integer(-Math.round(width / 4), Math.round(width / 4));
    const spread = random.integer(Math.round(width / 8), Math.round(width / 4));
    return `<polygon points="${top - 30},0 ${top + 30},0 ${foot + spread},${height} ${foot - spread},${height}" fill="url(#spot)"/>`;
  }).join("");
  // A mic stand or a keyboard on the stage, or neither.
  const standX = random.integer(Math.round(width * 0.3), Math.round(width * 0.7));
  const gear = random.pick([
    "",
    `<line x1="${standX}" y1="${height * 0.86}" x2="${standX}" y2="${height * 0.55}" stroke="#0b0714" stroke-width="6"/><circle cx="${standX}" cy="${height * 0.54}" r="12" fill="#0b0714"/>`,
    `<rect x="${standX - width * 0.12}" y="${height * 0.7}" width="${width * 0.24}" height="${height * 0.05}" fill="#0b0714"/><line x1="${standX - width * 0.1}" y1="${height * 0.75}" x2="${standX - width * 0.1}" y2="${height * 0.86}" stroke="#0b0714" stroke-width="6"/><line x1="${standX + width * 0.1}" y1="${height * 0.75}" x2="${standX + width * 0.1}" y2="${height * 0.86}" stroke="#0b0714" stroke-width="6"/>`,
  ]);
  const crowd = Array.from({ length: 24 }, (_, index) => {
    const x = (index / 23) * width;
    const headRadius = random.integer(Math.round(height / 40), Math.round(height / 22));
    return `<circle cx="${x.toFixed(0)}" cy="${(height * 0.87).toFixed(0)}" r="${headRadius}" fill="#0b0714"/>`;
  }).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs>
    <linearGradient id="wash" x1="0" y1="0" x2="0.4" y2="1">
      <stop offset="0" stop-color="hsl(${hue} 70% 22%)"/>
      <stop offset="1" stop-color="hsl(${accent} 65% 12%)"/>
    </linearGradient>
    <radialGradient id="spot" cx="0.5" cy="0" r="1">
      <stop offset="0" stop-color="#fff8e1" stop-opacity="0.55"/>
      <stop offset="1" stop-color="#fff8e1" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#wash)"/>
  ${lights}
  ${spots}
  ${gear}
  <rect y="${height * 0.86}" width="100%" height="${height * 0.14}" fill="#0b0714"/>
  ${crowd}
</svg>`;
}

type Scene = (random: Random, width: number, height: number) => string;

const svgDocument = (width: number, height: number, defs: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs>${defs}</defs>${body}</svg>`;

const verticalWash = (id: string, top: string, bottom: string) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;

/** Bulbs along a sagging wire from one side to the other, `top` px down, sagging `sag` px. */
function stringLights(width: number, top: number, sag: number, bulbs: number, radius: number): string {
  const wire = `<path d="M0 ${top} Q ${width / 2} ${top + 2 * sag} ${width} ${top}" stroke="#2a2233" stroke-width="2" fill="none"/>`;
  const lights = Array.from({ length: bulbs }, (_, index) => {
    const t = (index + 0.5) / bulbs;
    const x = (t * width).toFixed(0);
    const y = (top + 4 * sag * t * (1 - t) + radius).toFixed(0);
    return `<circle cx="${x}" cy="${y}" r="${radius * 2.4}" fill="#fff3c4" opacity="0.2"/><circle cx="${x}" cy="${y}" r="${radius}" fill="#fff3c4"/>`;
  }).join("");
  return wire + lights;
}

/** Chandeliers hanging from the ceiling, evenly spaced, each a cluster of lights in a glow. */
function chandeliers(width: number, height: number, count: number): string {
  return Array.from({ length: count }, (_, index) => {
    const x = ((index + 0.5) / count) * width;
    const y = height * 0.14;
    const drops = Array.from(
      { length: 7 },
      (_, drop) =>
        `<circle cx="${(x + (drop - 3) * 12).toFixed(0)}" cy="${(y + 22 - Math.abs(drop - 3) * 4).toFixed(0)}" r="5" fill="#fff8e1"/>`,
    ).join("");
    return `<line x1="${x}" x2="${x}" y1="0" y2="${y}" stroke="#3b3030" stroke-width="2"/><circle cx="${x}" cy="${y + 14}" r="54" fill="#fff3c4" opacity="0.22"/>${drops}`;
  }).join("");
}

/** A venue's hall: arched windows on the back wall, string lights or chandeliers, dressed round tables. */
function hallSvg(random: Random, width: number, height: number): string {
  const hue = (random.integer(15, 55) + (random.chance(0.3) ? 170 : 0)) % 360;
  const floorY = (height * random.integer(58, 66)) / 100;
  const windowCount = random.integer(3, 5);
  const windowWidth = width / (windowCount * 2);
  const windowTop = (height * random.integer(16, 26)) / 100;
  const windows = Array.from({ length: windowCount }, (_, index) => {
    const x = windowWidth / 2 + index * windowWidth * 2;
    const radius = windowWidth / 2;
    return `<path d="M${x} ${floorY - 16} V${windowTop} A${radius} ${radius} 0 0 1 ${x + windowWidth} ${windowTop} V${floorY - 16} Z" fill="url(#sky)" stroke="#ffffff" stroke-opacity="0.8" stroke-width="5"/>`;
  }).join("");
  const planks = Array.from({ length: 7 }, (_, index) => {
    const y = floorY + (height - floorY) * ((index + 1) / 8) ** 1.6;
    return `<line x1="0" x2="${width}" y1="${y.toFixed(0)}" y2="${y.toFixed(0)}" stroke="#000000" stroke-opacity="0.12" stroke-width="2"/>`;
  }).join("");
  const lights = random.chance(0.5)
    ? stringLights(width, height * 0.06, random.integer(20, 60), random.integer(10, 18), 6) +
      stringLights(width, height * 0.12, random.integer(20, 60), random.integer(10, 18), 5)
    : chandeliers(width, height, random.integer(2, 3));
  const flower = random.integer(0, 359);
  const tables = [0.35, 0.78]
    .map((depth) => {
      const scale = 0.55 + depth * 0.55;
      const count = random.integer(3, 5);
      const y = floorY + (height - floorY) * depth;
      return Array.from({ length: count }, (_, index) => {
        const x = ((index + 0.5) / count) * width + random.integer(-20, 20);
        const radius = (width / (count * 3.2)) * scale;
        return `<rect x="${(x - radius).toFixed(0)}" y="${y.toFixed(0)}" width="${(radius * 2).toFixed(0)}" height="${(radius * 0.55).toFixed(0)}" fill="#f4f1ec"/><ellipse cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" rx="${radius.toFixed(0)}" ry="${(radius * 0.32).toFixed(0)}" fill="#ffffff"/><circle cx="${x.toFixed(0)}" cy="${(y - radius * 0.12).toFixed(0)}" r="${(radius * 0.16).toFixed(0)}" fill="hsl(${flower} 70% 62%)"/>`;
      }).join("");
    })
    .join("");
  return svgDocument(
    width,
    height,
    verticalWash("wall", `hsl(${hue} 35% 78%)`, `hsl(${hue} 30% 62%)`) +
      verticalWash("sky", `hsl(${random.integer(190, 220)} 70% 82%)`, `hsl(${random.integer(20, 50)} 85% 88%)`),
    `<rect width="100%" height="100%" fill="url(#wall)"/>${windows}<rect y="${floorY}" width="100%" height="${height - floorY}" fill="hsl(${(hue + 10) % 360} 35% ${random.integer(24, 40)}%)"/>${planks}${lights}${tables}`,
  );
}

/** Place settings seen from above: plates with food, cutlery, glasses and flowers along a runner. */
function tableSvg(random: Random, width: number, height: number): string {
  const hue = random.integer(0, 359);
  const cloth = random.chance(0.5)
    ? `hsl(${hue} 20% 90%)`
    : `hsl(${random.integer(20, 35)} 40% ${random.integer(28, 42)}%)`;
  const columns = random.integer(3, 4);
  const plateRadius = Math.min(width / columns, height / 2) * 0.3;
  const foodHues = [random.integer(0, 50), random.integer(80, 140), random.integer(20, 60)];
  const settings = [0.24, 0.76]
    .flatMap((row) =>
      Array.from({ length: columns }, (_, index) => {
        const x = ((index + 0.5) / columns) * width;
        const y = row * height;
        const food = Array.from({ length: random.integer(3, 6) }, () => {
          const angle = random.next() * Math.PI * 2;
          const distance = random.next() * plateRadius * 0.45;
          return `<circle cx="${(x + Math.cos(angle) * distance).toFixed(0)}" cy="${(y + Math.sin(angle) * distance).toFixed(0)}" r="${random.integer(8, Math.round(plateRadius * 0.3))}" fill="hsl(${random.pick(foodHues)} 60% ${random.integer(38, 58)}%)"/>`;
        }).join("");
        const glassX = x + plateRadius * 1.05;
        const glassY = y - plateRadius * (row < 0.5 ? -0.9 : 0.9);
        return `<circle cx="${x}" cy="${y}" r="${plateRadius}" fill="#ffffff" stroke="#d9d4cc" stroke-width="3"/><circle cx="${x}" cy="${y}" r="${(plateRadius * 0.7).toFixed(0)}" fill="#f7f5f0"/>${food}<rect x="${(x - plateRadius - 22).toFixed(0)}" y="${(y - plateRadius * 0.7).toFixed(0)}" width="7" height="${(plateRadius * 1.4).toFixed(0)}" rx="3" fill="#c8c8cc"/><rect x="${(x + plateRadius + 15).toFixed(0)}" y="${(y - plateRadius * 0.7).toFixed(0)}" width="7" height="${(plateRadius * 1.4).toFixed(0)}" rx="3" fill="#c8c8cc"/><circle cx="${glassX.toFixed(0)}" cy="${glassY.toFixed(0)}" r="${(plateRadius * 0.24).toFixed(0)}" fill="#ffffff" fill-opacity="0.55" stroke="#bdbdc4" stroke-width="2"/>`;
      }),
    )
    .join("");
  const petals = [random.integer(320, 360), random.integer(0, 40), random.integer(260, 300), 48];
  const flowerCount = random.integer(3, 6);
  const flowers = Array.from({ length: flowerCount }, (_, index) => {
    const x = ((index + 0.5) / flowerCount) * width + random.integer(-30, 30);
    const y = height / 2 + random.integer(-12, 12);
    const petalHue = random.pick(petals);
    const ring = Array.from({ length: 6 }, (_, petal) => {
      const angle = (petal / 6) * Math.PI * 2;
      return `<circle cx="${(x + Math.cos(angle) * 16).toFixed(0)}" cy="${(y + Math.sin(angle) * 16).toFixed(0)}" r="13" fill="hsl(${petalHue} 75% 72%)"/>`;
    }).join("");
    return `${ring}<circle cx="${x}" cy="${y}" r="9" fill="hsl(45 90% 55%)"/>`;
  }).join("");
  return svgDocument(
    width,
    height,
    "",
    `<rect width="100%" height="100%" fill="${cloth}"/><rect y="${height * 0.4}" width="100%" height="${height * 0.2}" fill="hsl(${hue} 45% 50%)" opacity="0.75"/>${flowers}${settings}`,
  );
}

/** A talk: a slide on a big screen, the speaker at a lectern in a spotlight, the audience in the dark. */
function podiumSvg(random: Random, width: number, height: number): string {
  const hue = random.integer(0, 359);
  const accent = (hue + random.integer(120, 240)) % 360;
  const screen = { x: width * 0.18, y: height * 0.07, width: width * 0.64, height: height * 0.44 };
  const bars = Array.from({ length: 4 }, (_, index) => {
    const barHeight = screen.height * (0.15 + random.next() * 0.4);
    const x = screen.x + screen.width * (0.58 + index * 0.09);
    return `<rect x="${x.toFixed(0)}" y="${(screen.y + screen.height * 0.85 - barHeight).toFixed(0)}" width="${(screen.width * 0.06).toFixed(0)}" height="${barHeight.toFixed(0)}" fill="hsl(${accent} 80% 65%)"/>`;
  }).join("");
  const lines = Array.from({ length: 3 }, (_, index) => {
    const lineWidth = screen.width * (0.3 + random.next() * 0.15);
    return `<rect x="${(screen.x + screen.width * 0.08).toFixed(0)}" y="${(screen.y + screen.height * (0.42 + index * 0.14)).toFixed(0)}" width="${lineWidth.toFixed(0)}" height="${(screen.height * 0.05).toFixed(0)}" rx="4" fill="#ffffff" opacity="0.75"/>`;
  }).join("");
  const stageY = height * 0.64;
  const speakerX = width * (random.integer(25, 75) / 100);
  const head = height * 0.045;
  const audience = [0.86, 0.97]
    .map((row) =>
      Array.from({ length: 18 }, (_, index) => {
        const x = ((index + (row > 0.9 ? 0 : 0.5)) / 17) * width;
        return `<circle cx="${x.toFixed(0)}" cy="${(height * row).toFixed(0)}" r="${random.integer(Math.round(height / 30), Math.round(height / 20))}" fill="#07050d"/>`;
      }).join(""),
    )
    .join("");
  return svgDocument(
    width,
    height,
    verticalWash("hall", `hsl(${hue} 40% 16%)`, `hsl(${hue} 50% 6%)`) +
      `<radialGradient id="spot" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fff8e1" stop-opacity="0.5"/><stop offset="1" stop-color="#fff8e1" stop-opacity="0"/></radialGradient>`,
    `<rect width="100%" height="100%" fill="url(#hall)"/><rect x="${screen.x}" y="${screen.y}" width="${screen.width}" height="${screen.height}" rx="6" fill="hsl(${hue} 55% 38%)"/><rect x="${screen.x + screen.width * 0.08}" y="${screen.y + screen.height * 0.14}" width="${screen.width * 0.5}" height="${screen.height * 0.12}" rx="4" fill="#ffffff"/>${lines}${bars}<ellipse cx="${speakerX}" cy="${stageY - head}" rx="${width * 0.16}" ry="${height * 0.24}" fill="url(#spot)"/><rect y="${stageY}" width="100%" height="${height - stageY}" fill="hsl(${hue} 25% 12%)"/><circle cx="${speakerX}" cy="${stageY - head * 4.2}" r="${head}" fill="#1a1424"/><path d="M${speakerX - head * 1.8} ${stageY} Q${speakerX - head * 1.8} ${stageY - head * 3} ${speakerX} ${stageY - head * 3.1} Q${speakerX + head * 1.8} ${stageY - head * 3} ${speakerX + head * 1.8} ${stageY} Z" fill="#1a1424"/><polygon points="${speakerX + head * 0.6},${stageY - head * 2} ${speakerX + head * 3.4},${stageY - head * 2} ${speakerX + head * 2.8},${stageY + head * 1.6} ${speakerX + head * 1.2},${stageY + head * 1.6}" fill="hsl(${accent} 35% 30%)"/>${audience}`,
  );
}

/** A wall of prints: instant photos of skies and hills, pinned at angles over a colour wash. */
function printsSvg(random: Random, width: number, height: number): string {
  const hue = random.integer(0, 359);
  const count = random.integer(5, 8);
  const defs: string[] = [verticalWash("wash", `hsl(${hue} 30% 30%)`, `hsl(${(hue + 40) % 360} 35% 16%)`)];
  const prints = Array.from({ length: count }, (_, index) => {
    const printWidth = width * (0.22 + random.next() * 0.1);
    const printHeight = printWidth * 1.18;
    const x = random.integer(0, Math.round(width - printWidth));
    const y = random.integer(0, Math.round(height - printHeight));
    const angle = random.integer(-16, 16);
    const inset = printWidth * 0.07;
    const imageWidth = printWidth - inset * 2;
    const imageHeight = imageWidth;
    const skyHue = random.integer(180, 360 + 40) % 360;
    defs.push(verticalWash(`sky${index}`, `hsl(${skyHue} 70% 70%)`, `hsl(${(skyHue + 40) % 360} 80% 85%)`));
    const horizon = inset + imageHeight * (0.55 + random.next() * 0.2);
    return `<g transform="translate(${x} ${y}) rotate(${angle} ${printWidth / 2} ${printHeight / 2})"><rect width="${printWidth.toFixed(0)}" height="${printHeight.toFixed(0)}" fill="#fdfcf8"/><rect x="${inset.toFixed(0)}" y="${inset.toFixed(0)}" width="${imageWidth.toFixed(0)}" height="${imageHeight.toFixed(0)}" fill="url(#sky${index})"/><circle cx="${(inset + imageWidth * (0.2 + random.next() * 0.6)).toFixed(0)}" cy="${(inset + imageHeight * 0.3).toFixed(0)}" r="${(imageWidth * 0.09).toFixed(0)}" fill="#fff4c2"/><path d="M${inset} ${horizon.toFixed(0)} Q${(inset + imageWidth * 0.35).toFixed(0)} ${(horizon - imageHeight * 0.2).toFixed(0)} ${(inset + imageWidth * 0.6).toFixed(0)} ${horizon.toFixed(0)} T${(inset + imageWidth).toFixed(0)} ${(horizon - imageHeight * 0.05).toFixed(0)} V${(inset + imageHeight).toFixed(0)} H${inset} Z" fill="hsl(${random.integer(80, 160)} 35% ${random.integer(28, 45)}%)"/></g>`;
  }).join("");
  return svgDocument(width, height, defs.join(""), `<rect width="100%" height="100%" fill="url(#wash)"/>${prints}`);
}

const SCENES: Record<SceneKind, Scene> = {
  stage: (random, width, height) => sceneSvg(random, width, height),
  hall: hallSvg,
  party: (random, width, height) => festiveSvg(random, width, height),
  table: tableSvg,
  podium: podiumSvg,
  prints: printsSvg,
};

/** A short 16-bit mono WAV: a few notes of a major arpeggio, so players have something real to play. */
function toneWav(random: Random, seconds: number): Buffer {
  const sampleRate = 8_000;
  const sampleCount = sampleRate * seconds;
  const root = 196 * 2 ** (random.integer(0, 11) / 12);
  const notes = [1, 5 / 4, 3 / 2, 2].map((ratio) => root * ratio);
  const data = Buffer.alloc(sampleCount * 2);
  for (let index = 0; index < sampleCount; index += 1) {
    const time = index / sampleRate;
    const note = notes[Math.floor(time * 2) % notes.length] as number;
    const envelope = Math.exp(-3 * (time % 0.5));
    data.writeInt16LE(Math.round(Math.sin(2 * Math.PI * note * time) * envelope * 9_000), index * 2);
  }
  const header = Buffer.alloc(44);
  header.write("RIFF", 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write("WAVE", 8);
  header.write("fmt ", 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write("data", 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

async function writeOnce(
  storage: SeedStorage,
  key: string,
  contentType: string,
  produce: () => Promise<Buffer> | Buffer,
) {
  if (await storage.exists(key)) return;
  await storage.put(key, await produce(), contentType);
}

/**
 * Generates the shared pool of demo photos (JPEG), short clips (animated WebP with a JPEG poster)
 * and audio tracks (WAV) under `seed/` in the storage, stored exactly like uploads. Files that exist
 * are kept, so a second seed is quick; the same seed always draws the same pictures.
 */
export async function generateSeedMedia(storage: SeedStorage): Promise<SeedMedia> {
  const folder = SEED_MEDIA_FOLDER;
  const random = createRandom(20_261_121);

  const stage: SeedPhoto[] = [];
  for (let index = 0; index < PHOTO_POOL_SIZE; index += 1) {
    const size = PHOTO_SIZES[index % PHOTO_SIZES.length] as (typeof PHOTO_SIZES)[number];
    const name = `photo-${String(index + 1).padStart(2, "0")}.jpg`;
    const svg = sceneSvg(random, size.width, size.height);
    await writeOnce(storage, `${folder}/${name}`, JPEG, () =>
      sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toBuffer(),
    );
    stage.push({ storageKey: `${SEED_MEDIA_FOLDER}/${name}`, ...size });
  }

  const clips: SeedClip[] = [];
  for (let index = 0; index < CLIP_POOL_SIZE; index += 1) {
    const base = `clip-${String(index + 1).padStart(2, "0")}`;
    const frameSeed = random.integer(1, 1_000_000);
    const frames = Array.from({ length: 12 }, (_, frame) =>
      Buffer.from(sceneSvg(createRandom(frameSeed), 640, 360, frame)),
    );
    await writeOnce(storage, `${folder}/${base}.webp`, WEBP, async () => {
      const rendered = await Promise.all(frames.map((svg) => sharp(svg).png().toBuffer()));
      return sharp(rendered, { join: { animated: true } })
        .webp({ quality: 70, delay: 150, loop: 0 })
        .toBuffer();
    });
    await writeOnce(storage, `${folder}/${base}.jpg`, JPEG, () => sharp(frames[0]).jpeg({ quality: 80 }).toBuffer());
    clips.push({
      storageKey: `${SEED_MEDIA_FOLDER}/${base}.webp`,
      posterStorageKey: `${SEED_MEDIA_FOLDER}/${base}.jpg`,
      durationSeconds: 2,
    });
  }

  const audio: SeedAudio[] = [];
  for (let index = 0; index < AUDIO_POOL_SIZE; index += 1) {
    const name = `track-${String(index + 1).padStart(2, "0")}.wav`;
    const seconds = 4 + (index % 3) * 2;
    const wav = toneWav(random, seconds);
    await writeOnce(storage, `${folder}/${name}`, WAV, () => wav);
    audio.push({ storageKey: `${SEED_MEDIA_FOLDER}/${name}`, durationSeconds: seconds });
  }

  // Each other scene draws from a generator of its own, so the stage photos, clips and tracks stay as they were.
  const photos = { stage } as Record<SceneKind, SeedPhoto[]>;
  for (const scene of SCENE_KINDS.filter((kind) => kind !== "stage")) {
    photos[scene] = [];
    const sceneRandom = createRandom(seedOf(`scene/${scene}`));
    for (let index = 0; index < SCENE_POOL_SIZE; index += 1) {
      const size = PHOTO_SIZES[index % PHOTO_SIZES.length] as (typeof PHOTO_SIZES)[number];
      const key = `${folder}/${scene}-${String(index + 1).padStart(2, "0")}.jpg`;
      const svg = SCENES[scene](sceneRandom, size.width, size.height);
      await writeOnce(storage, key, JPEG, () =>
        sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toBuffer(),
      );
      photos[scene].push({ storageKey: key, ...size });
    }
  }

  return { photos, clips, audio };
}

/** The photo drawn for one vendor alone, from their address: two vendors never share it. */
export function vendorPhotoSpec(scene: SceneKind, directory: string): VendorPhotoSpec {
  return {
    storageKey: `${SEED_MEDIA_FOLDER}/vendors/${scene}-${directory}.jpg`,
    ...VENDOR_PHOTO_SIZE,
    scene,
    seedText: `vendor/${directory}`,
  };
}

/** How many vendor photos are drawn at once: sharp renders on its own threads, kept busy by several in flight. */
const VENDOR_PHOTO_CONCURRENCY = 8;

/** Draws and stores the vendors' own photos that the storage does not hold yet. */
export async function generateVendorPhotos(storage: SeedStorage, specs: readonly VendorPhotoSpec[]): Promise<void> {
  let next = 0;
  const drawNext = async (): Promise<void> => {
    for (let spec = specs[next++]; spec; spec = specs[next++]) {
      const { storageKey, scene, seedText, width, height } = spec;
      await writeOnce(storage, storageKey, JPEG, () =>
        sharp(Buffer.from(SCENES[scene](createRandom(seedOf(seedText)), width, height)))
          .jpeg({ quality: 80 })
          .toBuffer(),
      );
    }
  };
  await Promise.all(Array.from({ length: VENDOR_PHOTO_CONCURRENCY }, drawNext));
}

/** A festive still life: confetti, string lights and balloons on a colour wash (content heroes, parties). */
function festiveSvg(random: Random, width: number, height: number): string {
  const hue = random.integer(0, 359);
  const second = (hue + random.integer(40, 160)) % 360;
  const confetti = Array.from({ length: random.integer(60, 110) }, () => {
    const x = random.integer(0, width);
    const y = random.integer(0, height);
    const size = random.integer(6, 22);
    const rotate = random.integer(0, 179);
    const fill = `hsl(${random.pick([hue, second, (hue + 180) % 360, 48])} 85% ${random.integer(55, 75)}%)`;
    return random.chance(0.5)
      ? `<rect x="${x}" y="${y}" width="${size}" height="${Math.round(size / 2.5)}" fill="${fill}" transform="rotate(${rotate} ${x} ${y})" opacity="0.85"/>`
      : `<circle cx="${x}" cy="${y}" r="${Math.round(size / 2)}" fill="${fill}" opacity="0.8"/>`;
  }).join("");
  const sag = random.integer(40, 110);
  const bulbs = Array.from({ length: 15 }, (_, index) => {
    const x = (index + 0.5) * (width / 15);
    const t = (index + 0.5) / 15;
    const y = 40 + 4 * sag * t * (1 - t);
    return `<circle cx="${x.toFixed(0)}" cy="${(y + 14).toFixed(0)}" r="11" fill="#fff3c4"/><circle cx="${x.toFixed(0)}" cy="${(y + 14).toFixed(0)}" r="26" fill="#fff3c4" opacity="0.18"/>`;
  }).join("");
  const balloons = Array.from({ length: random.integer(3, 6) }, () => {
    const x = random.integer(80, width - 80);
    const y = random.integer(Math.round(height * 0.35), Math.round(height * 0.7));
    const fill = `hsl(${random.pick([hue, second])} 80% ${random.integer(50, 65)}%)`;
    return `<line x1="${x}" y1="${y + 70}" x2="${x + random.integer(-30, 30)}" y2="${height}" stroke="#ffffff" stroke-opacity="0.5" stroke-width="2"/><ellipse cx="${x}" cy="${y}" rx="52" ry="66" fill="${fill}"/><ellipse cx="${x - 16}" cy="${y - 22}" rx="12" ry="18" fill="#ffffff" opacity="0.35"/>`;
  }).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs>
    <linearGradient id="wash" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue} 60% 30%)"/>
      <stop offset="1" stop-color="hsl(${second} 55% 18%)"/>
    </linearGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#wash)"/>
  ${confetti}
  <path d="M0 40 Q ${width / 2} ${40 + 2 * sag} ${width} 40" stroke="#2a2233" stroke-width="3" fill="none"/>
  ${bulbs}
  ${balloons}
</svg>`;
}

/** Number of a text, for seeding the picture of a slug: the same slug always draws the same picture. */
function seedOf(text: string): number {
  let hash = 2_166_136_261;
  for (const character of text) hash = Math.imul(hash ^ (character.codePointAt(0) ?? 0), 16_777_619);
  return hash >>> 0;
}

/** The hero image of an article, theme or event guide, stored like an upload; returns its storage key. */
export async function generateContentImage(storage: SeedStorage, kind: string, slug: string): Promise<string> {
  const key = `${SEED_MEDIA_FOLDER}/content/${kind}-${slug}.jpg`;
  await writeOnce(storage, key, JPEG, () =>
    sharp(
      Buffer.from(festiveSvg(createRandom(seedOf(`${kind}/${slug}`)), HERO_IMAGE_SIZE.width, HERO_IMAGE_SIZE.height)),
    )
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer(),
  );
  return key;
}
