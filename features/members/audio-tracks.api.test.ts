import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.server.ts";
import { multipartBody } from "#tests/support/accounts.ts";
import { toneWav } from "#tests/support/audio.ts";
import { type VendorMediaFixture, vendorMediaFixture } from "#tests/support/vendor-media.ts";
import { MAX_AUDIO_TRACKS } from "./audio-tracks.rules.ts";
import type { AudioTrackDto } from "./members.schema.ts";

describe("a vendor's audio tracks through the API (decision 044)", () => {
  let fixture: VendorMediaFixture;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let uploadsDir: string;
  let vendors: VendorMediaFixture["vendors"];

  beforeAll(async () => {
    fixture = await vendorMediaFixture("Tracks");
    ({ database, app, uploadsDir, vendors } = fixture);
  });
  afterAll(() => fixture.close());

  const auth = (vendor: keyof typeof vendors) => ({ authorization: `Bearer ${vendors[vendor].session.accessToken}` });
  const tracksUrl = (vendor: keyof typeof vendors) => `/api/v1/members/${vendors[vendor].memberId}/audio-tracks`;

  async function upload(vendor: keyof typeof vendors, title: string | undefined, body: Buffer, type = "audio/wav") {
    const form = new FormData();
    if (title !== undefined) form.append("title", title);
    form.append("track", new Blob([new Uint8Array(body)], { type }), "track.wav");
    const { payload, contentType } = await multipartBody(form);
    return app.inject({
      method: "POST",
      url: tracksUrl(vendor),
      headers: { ...auth(vendor), "content-type": contentType },
      payload,
    });
  }
  async function tracks(vendor: keyof typeof vendors): Promise<AudioTrackDto[]> {
    return (await app.inject({ url: tracksUrl(vendor), headers: auth(vendor) })).json().tracks;
  }

  it("adds tracks checked by their content, serves them as audio, moves and deletes them", async () => {
    expect((await upload("first", "First dance medley", toneWav(2.4))).statusCode).toBe(201);
    const second = await upload("first", " Cocktail hour ", toneWav(3), "application/octet-stream");
    expect(second.statusCode).toBe(201);
    expect(second.json().maxTracks).toBe(MAX_AUDIO_TRACKS);
    const [medley, cocktail] = await tracks("first");
    expect([medley?.title, medley?.durationSeconds, cocktail?.title, cocktail?.durationSeconds]).toEqual([
      "First dance medley",
      2,
      "Cocktail hour",
      3,
    ]);
    const file = await app.inject({ url: medley?.url as string });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("audio/wav");
    expect(file.headers["x-content-type-options"]).toBe("nosniff");

    const moved = await app.inject({
      method: "POST",
      url: `${tracksUrl("first")}/${cocktail?.id}/move`,
      headers: auth("first"),
      payload: { direction: "earlier" },
    });
    expect(moved.json().tracks.map((track: AudioTrackDto) => track.id)).toEqual([cocktail?.id, medley?.id]);

    const stored = await database.db.execute<{ storage_key: string }>(
      sql`select storage_key from member_audio_tracks where id = ${cocktail?.id as number}`,
    );
    const storedFile = path.join(uploadsDir, stored.rows[0]?.storage_key as string);
    expect(existsSync(storedFile)).toBe(true);
    const deleted = await app.inject({
      method: "DELETE",
      url: `${tracksUrl("first")}/${cocktail?.id}`,
      headers: auth("first"),
    });
    expect(deleted.statusCode).toBe(204);
    expect(existsSync(storedFile)).toBe(false);
    expect((await tracks("first")).map((track) => track.title)).toEqual(["First dance medley"]);
  });

  it("refuses what is not playable audio, too short or too long, and titles that are blank, long or hold contact details", async () => {
    const jpeg = await sharp({ create: { width: 40, height: 40, channels: 3, background: "#336699" } })
      .jpeg()
      .toBuffer();
    const answers = [
      await upload("first", "Photo", jpeg, "audio/mpeg"),
      await upload("first", "Page", Buffer.from("<html><script>alert(1)</script></html>"), "audio/mpeg"),
      await upload("first", "Blip", toneWav(0.4)),
      await upload("first", "Whole set", toneWav(16 * 60)),
      await upload("first", undefined, toneWav(2)),
      await upload("first", "x".repeat(101), toneWav(2)),
      await upload("first", "Book me: noor@example.com", toneWav(2)),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(7).fill(400));
    expect(answers.map((answer) => answer.json().error.code)).toEqual([
      "INVALID_AUDIO",
      "INVALID_AUDIO",
      "INVALID_AUDIO",
      "AUDIO_TOO_LONG",
      "VALIDATION_FAILED",
      "VALIDATION_FAILED",
      "VALIDATION_FAILED",
    ]);
    expect(answers.map((answer) => Object.keys(answer.json().error.fields ?? {}))).toEqual([
      ["track"],
      ["track"],
      ["track"],
      ["track"],
      ["title"],
      ["title"],
      ["title"],
    ]);
    expect(await tracks("first")).toHaveLength(1);
    const files = await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from member_audio_tracks where member_id = ${vendors.first.memberId}`,
    );
    expect(files.rows[0]?.n).toBe(1);
  });

  it("never lets a vendor touch another vendor's track, and asks who is calling", async () => {
    const [theirs] = await tracks("first");
    const attempts = await Promise.all([
      app.inject({ method: "DELETE", url: `${tracksUrl("second")}/${theirs?.id}`, headers: auth("second") }),
      app.inject({
        method: "POST",
        url: `${tracksUrl("second")}/${theirs?.id}/move`,
        headers: auth("second"),
        payload: { direction: "later" },
      }),
      app.inject({ method: "DELETE", url: `${tracksUrl("first")}/${theirs?.id}`, headers: auth("second") }),
      app.inject({ url: tracksUrl("first") }),
    ]);
    expect(attempts.map((answer) => answer.statusCode)).toEqual([404, 404, 403, 401]);
    expect((await tracks("first"))[0]).toEqual(theirs);
  });

  it(`keeps to ${MAX_AUDIO_TRACKS} tracks when uploads arrive at once`, async () => {
    const answers = await Promise.all(
      Array.from({ length: MAX_AUDIO_TRACKS + 3 }, (_, index) => upload("second", `Song ${index + 1}`, toneWav(1.5))),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(MAX_AUDIO_TRACKS);
    const refused = answers.filter((answer) => answer.statusCode !== 201);
    expect(refused.map((answer) => answer.json().error.code)).toEqual(Array(3).fill("TOO_MANY_TRACKS"));
    // Refused uploads leave no file behind: one file per track kept.
    const keys = await database.db.execute<{ storage_key: string }>(
      sql`select storage_key from member_audio_tracks where member_id = ${vendors.second.memberId}`,
    );
    expect(keys.rows).toHaveLength(MAX_AUDIO_TRACKS);
    for (const row of keys.rows) expect(existsSync(path.join(uploadsDir, row.storage_key))).toBe(true);
    const folder = path.join(uploadsDir, "members", String(vendors.second.memberId));
    expect(readdirSync(folder).filter((name) => name.endsWith(".wav"))).toHaveLength(MAX_AUDIO_TRACKS);
  });
});
