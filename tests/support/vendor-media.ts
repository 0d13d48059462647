import type { FastifyInstance } from "fastify";
import type { DatabaseHandle } from "#db/client.server.ts";
import { createServices, type Services } from "#features/services.server.ts";
import type { SignedIn } from "./accounts.ts";
import { buildTestApp, testConfig } from "./app.ts";
import { newVendor } from "./people.ts";
import { createSeededDatabase } from "./seeded.ts";

export type VendorMediaFixture = {
  database: DatabaseHandle;
  app: FastifyInstance;
  services: Services;
  uploadsDir: string;
  /** Two vendors who signed up and confirmed their email, so each can be the wrong owner of the other's media. */
  vendors: Record<"first" | "second", { session: SignedIn; memberId: number }>;
  close(): Promise<void>;
};

/** What the tests of a vendor's photos, videos and tracks start from: a seeded embedded database, the app, two new vendors. */
export async function vendorMediaFixture(label: string): Promise<VendorMediaFixture> {
  const seeded = await createSeededDatabase("pglite", 20);
  const { database, uploadsDir } = seeded;
  const app = await buildTestApp(database, { uploadsDir });
  const services = createServices(testConfig({ uploadsDir }), database);
  const categoryId = (await services.serviceTypes.list({ signupOnly: true }))[0]?.id as number;
  const vendor = (key: string) =>
    newVendor(services, database, {
      name: `${label} ${key}`,
      email: `${label.toLowerCase()}-${key}@example.com`,
      serviceTypeIds: [categoryId],
    });
  const vendors = { first: await vendor("first"), second: await vendor("second") };
  return {
    database,
    app,
    services,
    uploadsDir,
    vendors,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
