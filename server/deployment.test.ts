import { existsSync, readFileSync } from "node:fs";
import { BlockList, isIPv4 } from "node:net";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { UPLOAD_LIMITS } from "#features/media/uploads.service.server.ts";
import { environmentSchema, loadConfig } from "./config.ts";

/** The deploy/ folder is not run by any test, so its wiring is checked here to keep it from rotting. */
const root = path.resolve(import.meta.dirname, "..");
const read = (file: string) => readFileSync(path.join(root, "deploy", file), "utf8");

type Service = {
  image?: string;
  build?: { context: string; dockerfile: string };
  command?: string[];
  environment?: Record<string, string>;
  ports?: string[];
  volumes?: string[];
  depends_on?: Record<string, { condition: string }>;
  networks?: string[] | Record<string, { ipv4_address?: string } | null>;
  healthcheck?: { test: string[] };
};
const compose = parse(read("compose.yaml")) as {
  services: Record<string, Service>;
  networks: Record<string, { internal?: boolean; ipam?: { config: { subnet: string }[] } }>;
  volumes: Record<string, unknown>;
};
const { app, backup, proxy, postgres, redis } = compose.services as Record<
  "app" | "backup" | "proxy" | "postgres" | "redis",
  Service
>;
const exampleEnvironment = Object.fromEntries(
  read("example.env")
    .split("\n")
    .filter((line) => /^\w+=/.test(line))
    .map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)]),
);

/** Compose's `${NAME}`, `${NAME:-default}` and `${NAME:?error}`, filled from example.env. */
function interpolate(value: string): string {
  return value.replace(/\$\{(\w+)(?::([-?])([^}]*))?\}/g, (_, name: string, operator?: string, fallback?: string) => {
    const given = exampleEnvironment[name];
    if (given) return given;
    if (operator === "-") return fallback ?? "";
    throw new Error(`deploy/example.env does not set ${name}, which compose.yaml requires`);
  });
}
const appEnvironment = Object.fromEntries(
  Object.entries(app.environment ?? {}).map(([name, value]) => [name, interpolate(String(value))]),
);
const networkNames = (service: Service) =>
  Array.isArray(service.networks) ? service.networks : Object.keys(service.networks ?? {});

describe("deploy/compose.yaml", () => {
  it("runs the app behind the proxy, on PostgreSQL 15 or later and Redis", () => {
    expect(Object.keys(compose.services).sort()).toEqual(["app", "backup", "postgres", "proxy", "redis"]);
    expect(app.build?.dockerfile).toBe("deploy/Dockerfile");
    expect(Number(/^postgres:(\d+)/.exec(postgres.image ?? "")?.[1])).toBeGreaterThanOrEqual(15);
    expect(redis.image).toMatch(/^redis:/);
  });

  it("gives the app only settings Marquee reads, and a configuration that loads", () => {
    const known = Object.keys(environmentSchema.shape);
    for (const name of Object.keys(appEnvironment)) expect(known, name).toContain(name);
    const config = loadConfig(appEnvironment);
    expect(config.environment).toBe("production");
    expect(new URL(config.databaseUrl ?? "").hostname).toBe("postgres");
    expect(new URL(config.redisUrl ?? "").hostname).toBe("redis");
    expect(config.s3).toBeUndefined();
    expect(loadConfig({ ...appEnvironment, S3_BUCKET: "marquee-uploads" }).s3?.bucket).toBe("marquee-uploads");
  });

  it("trusts X-Forwarded-For from the proxy's address only, inside the network it shares with the app", () => {
    const proxyNetworks = proxy.networks as Record<string, { ipv4_address?: string }>;
    const [edgeName, edge] = Object.entries(proxyNetworks)[0] as [string, { ipv4_address?: string }];
    const subnet = compose.networks[edgeName]?.ipam?.config[0]?.subnet ?? "";
    const [network, prefix] = subnet.split("/");
    const edgeRange = new BlockList();
    edgeRange.addSubnet(network as string, Number(prefix), "ipv4");
    expect(appEnvironment.TRUST_PROXY).toBe(edge.ipv4_address);
    expect(isIPv4(edge.ipv4_address ?? "")).toBe(true);
    expect(edgeRange.check(edge.ipv4_address as string, "ipv4")).toBe(true);
    expect(networkNames(app)).toContain(edgeName);
  });

  it("publishes the proxy alone, and keeps PostgreSQL and Redis on an internal network", () => {
    for (const service of [app, postgres, redis]) expect(service.ports).toBeUndefined();
    expect(proxy.ports).toContain("80:80");
    const internal = Object.keys(compose.networks).filter((name) => compose.networks[name]?.internal);
    expect(networkNames(postgres)).toEqual(internal);
    expect(networkNames(redis)).toEqual(internal);
  });

  it("starts the app once PostgreSQL and Redis are healthy, and the proxy once the app is", () => {
    expect(postgres.healthcheck?.test).toContain("pg_isready");
    expect(redis.healthcheck?.test).toContain("ping");
    expect(app.depends_on).toEqual({
      postgres: { condition: "service_healthy" },
      redis: { condition: "service_healthy" },
    });
    expect(proxy.depends_on).toEqual({ app: { condition: "service_healthy" } });
  });

  it("backs up the app's database and uploads on a schedule into a volume of its own, keeping a number of archives", () => {
    expect(backup.image).toBe(app.image);
    const environment = Object.fromEntries(
      Object.entries(backup.environment ?? {}).map(([name, value]) => [name, interpolate(String(value))]),
    );
    for (const name of ["DATABASE_URL", "DATA_DIR", "ADDRESS_HASH_SECRET", "S3_BUCKET"])
      expect(environment[name], name).toBe(appEnvironment[name]);
    expect(Number(environment.BACKUP_KEEP)).toBeGreaterThan(0);
    expect(Number(environment.BACKUP_INTERVAL_SECONDS)).toBeGreaterThan(0);
    expect(backup.command?.join(" ")).toMatch(/node scripts\/backup\.ts --out (\S+) --keep "\$\$BACKUP_KEEP"/);
    const [backupsVolume, backupsPath] = (backup.volumes ?? [])[1]?.split(":") ?? [];
    expect(Object.keys(compose.volumes)).toContain(backupsVolume);
    expect(backup.command?.join(" ")).toContain(`--out ${backupsPath}`);
    expect(backup.volumes?.[0]).toBe(`${app.volumes?.[0]}:ro`);
    expect(backup.depends_on).toEqual({ postgres: { condition: "service_healthy" } });
    expect(networkNames(backup)).toEqual(networkNames(postgres));
    expect(read("Dockerfile")).toContain(`postgresql-client-${/^postgres:(\d+)/.exec(postgres.image ?? "")?.[1]}`);
  });

  it("keeps the database on a volume and Redis without persistence (only counters and caches live there)", () => {
    const [volume] = (postgres.volumes ?? [])[0]?.split(":") ?? [];
    expect(Object.keys(compose.volumes)).toContain(volume);
    expect(redis.command?.join(" ")).toContain("--save  --appendonly no");
  });
});

describe("deploy/nginx.conf", () => {
  const nginx = read("nginx.conf");
  const directive = (name: string) => new RegExp(`^\\s*${name}\\s+([^;]+);`, "m").exec(nginx)?.[1];

  it("forwards to the app's port, replacing X-Forwarded-For with the real peer", () => {
    expect(directive("server")).toBe(`app:${appEnvironment.PORT}`);
    expect(nginx).toMatch(/proxy_set_header X-Forwarded-For \$remote_addr;/);
    expect(nginx).toMatch(/proxy_set_header X-Forwarded-Proto \$scheme;/);
    expect(proxy.volumes).toContain("./nginx.conf:/etc/nginx/nginx.conf:ro");
  });

  it("leaves compression to the app and lets a full photo upload through", () => {
    expect(directive("gzip")).toBe("off");
    const megabytes = Number(/^(\d+)m$/.exec(directive("client_max_body_size") ?? "")?.[1]);
    expect(megabytes * 1024 * 1024).toBeGreaterThan(3 * UPLOAD_LIMITS.maxBytes);
  });
});

describe("deploy/Dockerfile", () => {
  const dockerfile = read("Dockerfile");

  it("runs as a non-root user, reports readiness, and starts a script that exists", () => {
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^HEALTHCHECK [^\n]*\\\n[^\n]*\/api\/v1\/ready/m);
    const command = JSON.parse(/^CMD (\[.*\])$/m.exec(dockerfile)?.[1] ?? "[]") as string[];
    expect(command[0]).toBe("node");
    expect(existsSync(path.join(root, command[1] as string)), command[1]).toBe(true);
  });
});
