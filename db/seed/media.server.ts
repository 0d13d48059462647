import sharp from "sharp";
import { HERO_IMAGE_SIZE } from "#lib/constants.ts";
import { createRandom, type Random } from "#lib/random.ts";

export const SEED_MEDIA_FOLDER = "seed";
export const PHOTO_POOL_SIZE = 40;
export const CLIP_POOL_SIZE = 6;
export const AUDIO_POOL_SIZE = 6;

export type SeedPhoto = { storageKey: string; width: number; height: number };
export type SeedClip = { storageKey: string; posterStorageKey: string; durationSeconds: number };
export type SeedAudio = { storageKey: string; durationSeconds: number };
export type SeedMedia = { photos: SeedPhoto[]; clips: SeedClip[]; audio: SeedAudio[] };

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
  const spotX = random.integer(Math.round(width * 0.25), Math.round(width * 0.75)) + frame * 12;
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
  <polygon points="${spotX - 40},0 ${spotX + 40},0 ${spotX + width / 4},${height} ${spotX - width / 4},${height}" fill="url(#spot)"/>
  <rect y="${height * 0.86}" width="100%" height="${height * 0.14}" fill="#0b0714"/>
  ${crowd}
</svg>`;
}

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

  const photos: SeedPhoto[] = [];
  for (let index = 0; index < PHOTO_POOL_SIZE; index += 1) {
    const size = PHOTO_SIZES[index % PHOTO_SIZES.length] as (typeof PHOTO_SIZES)[number];
    const name = `photo-${String(index + 1).padStart(2, "0")}.jpg`;
    const svg = sceneSvg(random, size.width, size.height);
    await writeOnce(storage, `${folder}/${name}`, JPEG, () =>
      sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toBuffer(),
    );
    photos.push({ storageKey: `${SEED_MEDIA_FOLDER}/${name}`, ...size });
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

  return { photos, clips, audio };
}

/** A festive still life for a piece of content: confetti, streamers and string lights on a colour wash. */
function contentSvg(random: Random): string {
  const { width, height } = HERO_IMAGE_SIZE;
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
    sharp(Buffer.from(contentSvg(createRandom(seedOf(`${kind}/${slug}`)))))
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer(),
  );
  return key;
}
