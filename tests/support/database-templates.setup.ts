import { rmSync } from "node:fs";
import type { TestProject } from "vitest/node";
import { createTemplatesDir, dropPostgresTemplates } from "./database.ts";

/** One folder of database templates for the run's database tests (see `openTemplateCopy`), removed at the end. */
export default async function setup(project: TestProject) {
  const templatesDir = createTemplatesDir();
  project.provide("databaseTemplatesDir", templatesDir);
  return async () => {
    await dropPostgresTemplates(templatesDir);
    rmSync(templatesDir, { recursive: true, force: true });
  };
}
