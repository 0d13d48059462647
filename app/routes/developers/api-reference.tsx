import { apiDocumentContext } from "#features/api-reference/api-reference.server.ts";
import { servicesContext } from "#features/services.server.ts";
import { ApiReference } from "#app/components/api-reference/api-reference.tsx";
import { apiReference, type OpenApiDocument } from "#app/components/api-reference/api-reference.logic.ts";
import { ContentHeader } from "#app/components/content/content-header.tsx";
import { absoluteUrl, contentMeta } from "#app/components/content/content.logic.ts";
import type { Route } from "./+types/api-reference.ts";

/** `/developers/api`: the API reference, read from the same OpenAPI document as /api/openapi.json. */
export async function loader({ context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const document = context.get(apiDocumentContext)() as OpenApiDocument;
  return {
    ...apiReference(document),
    title: "API reference | Marquee",
    description: "Every call of the Marquee API: who may make it, its parameters, what it takes and what it answers.",
    canonicalUrl: absoluteUrl("/developers/api", services.config.publicOrigin),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return contentMeta(loaderData);
}

export default function ApiReferencePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ContentHeader
        kicker="Developers"
        title="API reference"
        lead={
          <>
            Every call of the Marquee API, generated from the same OpenAPI 3.1 document that is served at{" "}
            <a href="/api/openapi.json">/api/openapi.json</a>.
          </>
        }
      />
      <ApiReference tags={loaderData.tags} errorFields={loaderData.errorFields} />
    </>
  );
}
