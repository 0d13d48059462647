import { createContext } from "react-router";
import type { DatabaseHandle } from "#db/client.server.ts";
import type { AppConfig } from "#server/config.ts";

/** Everything a page loader or an API route may use, built once per process by buildApp. */
export type Services = {
  config: Pick<AppConfig, "contactPhone" | "publicOrigin" | "environment">;
  database: DatabaseHandle;
};

export function createServices(config: AppConfig, database: DatabaseHandle): Services {
  return {
    config: { contactPhone: config.contactPhone, publicOrigin: config.publicOrigin, environment: config.environment },
    database,
  };
}

/** The React Router context token through which page loaders reach the services. */
export const servicesContext = createContext<Services>();
