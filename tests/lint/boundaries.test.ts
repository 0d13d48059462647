import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/**
 * The boundary rule of eslint.config.js (marquee/boundaries) on code placed at paths of the tree:
 * each deliberate breach is an error, and a file that keeps the rules passes.
 */
const ROOT = path.resolve(import.meta.dirname, "../..");
const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: path.join(ROOT, "eslint.config.js") });

async function breaches(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).filter((message) => message.ruleId === "marquee/boundaries").map((m) => m.message);
}

describe("layer boundaries", () => {
  it("refuses server/ in the features, outside their tests", async () => {
    const code = 'import { loadConfig } from "#server/config.ts";\nexport const load = loadConfig;\n';
    expect(await breaches("features/search/fixture.service.server.ts", code)).toEqual([
      expect.stringContaining("features/ must not import server/"),
    ]);
    expect(await breaches("features/search/fixture.api.test.ts", code)).toEqual([]);
  });

  it("refuses features/ and server/ in db/, seed and migrate included", async () => {
    const code = [
      'import { hashPassword } from "#features/accounts/password.server.ts";',
      'import { loadConfig } from "#server/config.ts";',
      "export const inputs = [hashPassword, loadConfig];",
    ].join("\n");
    expect(await breaches("db/seed/fixture.server.ts", code)).toEqual([
      expect.stringContaining("db/ must not import features/"),
      expect.stringContaining("db/ must not import server/"),
    ]);
  });

  it("refuses every layer above lib/ in lib/", async () => {
    const code = 'export { openDatabase } from "#db/client.server.ts";\n';
    expect(await breaches("lib/fixture.ts", code)).toEqual([expect.stringContaining("lib/ must not import db/")]);
  });
});

describe("slice boundaries", () => {
  it("reaches another slice through its service, rules or schema only, never its repository or API", async () => {
    const code = [
      'import type { CityRecord } from "#features/locations/locations.repo.server.ts";',
      'import { locationsApi } from "../locations/locations.api.server.ts";',
      'export { createStorage } from "#features/media/storage.service.server.ts";',
      "export type City = CityRecord;",
      "export const api = locationsApi;",
    ].join("\n");
    expect(await breaches("features/search/fixture.service.server.ts", code)).toEqual([
      expect.stringContaining("Reach the locations slice through its *.service.server.ts"),
      expect.stringContaining("not locations.api.server.ts"),
    ]);
  });

  it("imports only slices below it, so two slices never import each other", async () => {
    const upward =
      'import type { ProfilesService } from "#features/profiles/profiles.service.server.ts";\nexport type Profiles = ProfilesService;\n';
    expect(await breaches("features/members/fixture.service.server.ts", upward)).toEqual([
      expect.stringContaining("The members slice must not import the profiles slice"),
    ]);
    const peer = 'export const schemas = () => import("#features/service-types/service-types.schema.ts");\n';
    expect(await breaches("features/locations/fixture.service.server.ts", peer)).toEqual([
      expect.stringContaining("The locations slice must not import the service-types slice"),
    ]);
  });

  it("asks for a new slice's place in the layers", async () => {
    const code = 'import { profileUrl } from "#features/members/members.rules.ts";\nexport const url = profileUrl;\n';
    expect(await breaches("features/newcomer/newcomer.service.server.ts", code)).toEqual([
      expect.stringContaining('The slice "newcomer" has no place in SLICE_LAYERS'),
    ]);
  });

  it("passes a slice that keeps to its own files, lower slices' public files, db/ and lib/", async () => {
    const code = [
      'import type { Database } from "#db/client.server.ts";',
      'import { profileUrl } from "#features/members/members.rules.ts";',
      'import type { SearchService } from "#features/search/search.service.server.ts";',
      'import { slugify } from "#lib/slug.ts";',
      'import type { ProfilesRepository } from "./profiles.repo.server.ts";',
      "export type Parts = [Database, SearchService, ProfilesRepository];",
      'export const url = profileUrl("dj", slugify("Neon Nights"));',
    ].join("\n");
    const [result] = await eslint.lintText(code, {
      filePath: path.join(ROOT, "features/profiles/fixture.service.server.ts"),
    });
    expect(result?.messages).toEqual([]);
  });
});
