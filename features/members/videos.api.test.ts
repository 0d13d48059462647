import { existsSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.server.ts";
import type { Services } from "#features/services.server.ts";
import { type VendorMediaFixture, vendorMediaFixture } from "#tests/support/vendor-media.ts";
import type { VideoDto } from "./members.schema.ts";
import { MAX_VIDEOS } from "./video-links.rules.ts";

describe("a vendor's videos through the API (decision 043)", () => {
  let fixture: VendorMediaFixture;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let uploadsDir: string;
  let vendors: VendorMediaFixture["vendors"];
  let services: Services;

  beforeAll(async () => {
    fixture = await vendorMediaFixture("Videos");
    ({ database, app, uploadsDir, vendors, services } = fixture);
  });
  afterAll(() => fixture.close());

  const auth = (vendor: keyof typeof vendors) => ({ authorization: `Bearer ${vendors[vendor].session.accessToken}` });
  const videosUrl = (vendor: keyof typeof vendors) => `/api/v1/members/${vendors[vendor].memberId}/videos`;
  const add = (vendor: keyof typeof vendors, title: string, url: string) =>
    app.inject({ method: "POST", url: videosUrl(vendor), headers: auth(vendor), payload: { title, url } });
  async function videos(vendor: keyof typeof vendors): Promise<VideoDto[]> {
    return (await app.inject({ url: videosUrl(vendor), headers: auth(vendor) })).json().videos;
  }

  it("adds YouTube and Vimeo links in order, kept as host and id, and shows them on the profile", async () => {
    expect((await add("first", "First dance", "https://youtu.be/dQw4w9WgXcQ?si=share")).statusCode).toBe(201);
    const second = await add("first", "  Showreel 2026 ", "https://vimeo.com/channels/staffpicks/76979871");
    expect(second.statusCode).toBe(201);
    expect(second.json().maxVideos).toBe(MAX_VIDEOS);
    expect(await videos("first")).toMatchObject([
      {
        title: "First dance",
        host: "youtube",
        url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
        playerUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0",
        posterUrl: null,
        durationSeconds: null,
      },
      {
        title: "Showreel 2026",
        host: "vimeo",
        url: "https://vimeo.com/76979871",
        playerUrl: "https://player.vimeo.com/video/76979871?autoplay=1&dnt=1",
      },
    ]);
    const stored = await database.db.execute<Record<string, unknown>>(
      sql`select storage_key, duration_seconds, link_host, link_video_id from member_videos
          where member_id = ${vendors.first.memberId} order by sort_order`,
    );
    expect(stored.rows).toEqual([
      { storage_key: null, duration_seconds: null, link_host: "youtube", link_video_id: "dQw4w9WgXcQ" },
      { storage_key: null, duration_seconds: null, link_host: "vimeo", link_video_id: "76979871" },
    ]);

    await database.db.execute(sql`update members set listing_status = 'live' where id = ${vendors.first.memberId}`);
    const address = await database.db.execute<{ path: string }>(
      sql`select st.profile_directory || '/' || m.directory as path from members m
          join service_types st on st.id = m.primary_service_type_id where m.id = ${vendors.first.memberId}`,
    );
    const profile = await app.inject({ url: `/api/v1/profile/${address.rows[0]?.path}` });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().profile.videos.map((video: VideoDto) => [video.host, video.playerUrl])).toEqual([
      ["youtube", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0"],
      ["vimeo", "https://player.vimeo.com/video/76979871?autoplay=1&dnt=1"],
    ]);
  });

  it("refuses addresses of other sites, look-alike hosts, blank and overlong fields, and contact details", async () => {
    const refusals = await Promise.all([
      add("first", "Reel", "https://www.yоutube.com/watch?v=dQw4w9WgXcQ"),
      add("first", "Reel", "https://evil.example/?next=https://youtu.be/dQw4w9WgXcQ"),
      add("first", "Reel", "javascript:alert(1)"),
      add("first", "Reel", `https://youtu.be/dQw4w9WgXcQ?${"x".repeat(500)}`),
      add("first", "   ", "https://youtu.be/dQw4w9WgXcQ"),
      add("first", "x".repeat(101), "https://youtu.be/dQw4w9WgXcQ"),
      add("first", "Call 312-555-0199 to book", "https://youtu.be/dQw4w9WgXcQ"),
    ]);
    expect(refusals.map((answer) => answer.statusCode)).toEqual(Array(7).fill(400));
    const fields = refusals.map((answer) => Object.keys(answer.json().error.fields ?? {}));
    expect(fields).toEqual([["url"], ["url"], ["url"], ["url"], ["title"], ["title"], ["title"]]);
    expect(refusals[0]?.json().error.fields.url).toBe(
      "Paste the address of a YouTube or Vimeo video, such as https://www.youtube.com/watch?v=….",
    );
    expect(await videos("first")).toHaveLength(2);
    expect((await app.inject({ url: videosUrl("first") })).statusCode).toBe(401);
  });

  it("moves and deletes a vendor's own videos only", async () => {
    const [youtube, vimeo] = await videos("first");
    const move = (vendor: keyof typeof vendors, id: number, direction: string) =>
      app.inject({
        method: "POST",
        url: `${videosUrl(vendor)}/${id}/move`,
        headers: auth(vendor),
        payload: { direction },
      });
    expect((await move("first", vimeo?.id as number, "earlier")).json().videos.map((v: VideoDto) => v.id)).toEqual([
      vimeo?.id,
      youtube?.id,
    ]);
    expect((await move("first", vimeo?.id as number, "sideways")).statusCode).toBe(400);

    const attempts = await Promise.all([
      move("second", youtube?.id as number, "earlier"),
      app.inject({ method: "DELETE", url: `${videosUrl("second")}/${youtube?.id}`, headers: auth("second") }),
      app.inject({ method: "DELETE", url: `${videosUrl("first")}/${youtube?.id}`, headers: auth("second") }),
      app.inject({ method: "DELETE", url: `${videosUrl("first")}/2147483648`, headers: auth("first") }),
    ]);
    expect(attempts.map((answer) => answer.statusCode)).toEqual([404, 404, 403, 400]);
    expect((await videos("first")).map((video) => video.id)).toEqual([vimeo?.id, youtube?.id]);

    const deleted = await app.inject({
      method: "DELETE",
      url: `${videosUrl("first")}/${vimeo?.id}`,
      headers: auth("first"),
    });
    expect(deleted.statusCode).toBe(204);
    expect((await videos("first")).map((video) => video.title)).toEqual(["First dance"]);
  });

  it(`keeps to ${MAX_VIDEOS} videos when links arrive at once`, async () => {
    const answers = await Promise.all(
      Array.from({ length: MAX_VIDEOS + 3 }, (_, index) =>
        add("second", `Set ${index + 1}`, `https://vimeo.com/${1000 + index}`),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(MAX_VIDEOS);
    const refused = answers.filter((answer) => answer.statusCode !== 201);
    expect(refused.map((answer) => answer.json().error.code)).toEqual(Array(3).fill("TOO_MANY_VIDEOS"));
    expect(await videos("second")).toHaveLength(MAX_VIDEOS);

    // Rows written around the limit (an import, say) never make a list longer than the document's bound.
    const memberId = vendors.second.memberId;
    await database.db.execute(
      sql`insert into member_videos (member_id, title, link_host, link_video_id, sort_order)
          values (${memberId}, 'Extra one', 'vimeo', '9001', 100), (${memberId}, 'Extra two', 'vimeo', '9002', 101)`,
    );
    expect(await videos("second")).toHaveLength(MAX_VIDEOS);
  });

  it("deletes a clip's files only once no other listing shares them, and the same for gallery photos", async () => {
    const key = await database.db.execute<{ storage_key: string }>(
      sql`select storage_key from member_videos where storage_key is not null
          group by storage_key having count(*) > 1 order by storage_key limit 1`,
    );
    const storageKey = key.rows[0]?.storage_key as string;
    const sharing = await database.db.execute<{ id: number; member_id: number }>(
      sql`select id, member_id from member_videos where storage_key = ${storageKey} order by id`,
    );
    const file = path.join(uploadsDir, storageKey);
    for (const [index, video] of sharing.rows.entries()) {
      expect(existsSync(file)).toBe(true);
      await services.memberAccount.deleteVideo(video.member_id, video.id);
      expect(existsSync(file)).toBe(index < sharing.rows.length - 1);
    }

    const photos = await database.db.execute<{ id: number; member_id: number; storage_key: string }>(
      sql`select p.id, p.member_id, p.storage_key from member_photos p
          where p.storage_key in (select storage_key from member_photos group by storage_key having count(*) > 1)
          order by p.storage_key, p.id limit 1`,
    );
    const photo = photos.rows[0];
    await services.memberAccount.deletePhoto(photo?.member_id as number, photo?.id as number);
    expect(existsSync(path.join(uploadsDir, photo?.storage_key as string))).toBe(true);
  });
});
