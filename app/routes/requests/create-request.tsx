import { data, useLocation } from "react-router";
import { logInPath } from "#features/accounts/accounts.rules.ts";
import { MARKETPLACE_MESSAGES, REQUEST_LIMITS } from "#features/marketplace/marketplace.rules.ts";
import { servicesContext } from "#features/services.server.ts";
import { idSchema } from "#lib/integers.ts";
import { LogOutButton } from "#app/components/account/log-out-button.tsx";
import { ContentHeader } from "#app/components/content/content-header.tsx";
import { deferredSchema, schemaErrors, textValue, textValues } from "#app/components/forms/form-errors.ts";
import { RequestForm } from "#app/components/request-form/request-form.tsx";
import {
  CONTACT_FIELDS,
  contactErrors,
  EMPTY_VALUES,
  readTargetVendor,
  REQUEST_FIELDS,
  requestHeading,
  type RequestTarget,
  type RequestValues,
  serviceGroups,
  TEXT_FIELDS,
} from "#app/components/request-form/request-form.logic.ts";
import { RequestRecipients } from "#app/components/request-form/request-recipients.tsx";
import { useRequestForm, type ValidateRequest } from "#app/components/request-form/use-request-form.ts";
import { useSession } from "#app/lib/session.ts";
import type { Route } from "./+types/create-request.ts";

const VENDOR_NOT_FOUND = "We couldn't find the vendor you chose, so this request goes to matching vendors instead.";

/** The schemas the API decides with, for the browser's checks as typed: they load after the page (decision 019). */
const marketplaceSchemas = () => import("#features/marketplace/marketplace.schema.ts");
const requestFormSchema = deferredSchema(async () => (await marketplaceSchemas()).requestFormSchema);
const requestContactSchema = deferredSchema(async () => (await marketplaceSchemas()).requestContactSchema);
const validate: ValidateRequest = (body) => ({
  ...schemaErrors(requestFormSchema, REQUEST_FIELDS, body),
  ...(body.contact ? contactErrors(schemaErrors(requestContactSchema, CONTACT_FIELDS, body.contact)) : {}),
});

/** An id from the query string, or null when it is absent or could not name a record. */
function positiveId(text: string | null): number | null {
  return idSchema.safeParse(text).data ?? null;
}

/**
 * `/createrequest` and `/requestquote`: a planner's request for quotes, to matching vendors, to one
 * vendor (`?memberId=`) or to their saved vendors (`?favorites=1`); `serviceTypeId`, `cityFileName`
 * and `eventDate` fill the form in.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const url = new URL(request.url);
  const query = url.searchParams;

  const memberId = positiveId(query.get("memberId"));
  const vendor =
    memberId === null
      ? undefined
      : readTargetVendor(
          await services.profiles.publicMember(memberId, ["primaryservicetype", "providedservicetypes"]),
        );
  const target: RequestTarget = vendor
    ? { kind: "vendor", memberId: vendor.memberId }
    : query.get("favorites") === "1"
      ? { kind: "favorites" }
      : { kind: "matching" };
  const vendorAsked = url.pathname === "/requestquote" || query.has("memberId");

  const catalogue = await services.serviceTypes.catalogue();
  const serviceTypeId = positiveId(query.get("serviceTypeId"));
  const firstService = catalogue.some((type) => type.id === serviceTypeId)
    ? serviceTypeId
    : (vendor?.primaryServiceTypeId ?? null);
  const cityFileName = query.get("cityFileName")?.slice(0, 200);
  const city = cityFileName ? await services.locations.findByFileName(cityFileName) : undefined;
  const eventDate = query.get("eventDate") ?? "";

  return {
    target,
    vendor: vendor ?? null,
    note: vendorAsked && !vendor ? VENDOR_NOT_FOUND : undefined,
    groups: serviceGroups(catalogue, vendor),
    prefill: {
      ...EMPTY_VALUES,
      eventDate: /^\d{4}-\d{2}-\d{2}$/.test(eventDate) ? eventDate : "",
      city: city?.kind === "city" ? city : null,
      serviceTypeIds: firstService === null ? [] : [firstService],
    } satisfies RequestValues,
    today: new Date().toISOString().slice(0, 10),
  };
}

/**
 * Without JavaScript the form posts here. It cannot be sent (the API call needs scripts, as the page
 * says), but what was typed comes back, and stays out of the address bar.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  return data(
    {
      values: {
        ...textValues(form, TEXT_FIELDS, REQUEST_LIMITS.detailsMax),
        contact: {
          firstName: textValue(form, "contact.firstName", 60),
          email: textValue(form, "contact.email", 254),
          phone: textValue(form, "contact.phone", 30),
        },
      },
    },
    { status: 400 },
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  const vendorName = loaderData?.vendor?.name;
  return [
    { title: vendorName ? `Request a quote from ${vendorName} | Marquee` : "Request quotes | Marquee" },
    {
      name: "description",
      content:
        "Tell entertainers and event vendors about your event and compare their quotes. Free, with no obligation.",
    },
    { name: "robots", content: "noindex" },
  ];
}

function leadFor(target: RequestTarget["kind"], vendorName: string | undefined): string {
  if (target === "vendor" && vendorName) {
    return `Tell ${vendorName} about your event and they'll reply with a quote. Free, with no obligation.`;
  }
  if (target === "favorites")
    return "Describe your event once and every vendor you saved gets it. Free, with no obligation.";
  return "Describe your event once and compare quotes from vendors who are free on your date. Free, with no obligation.";
}

export default function CreateRequest({ loaderData, actionData }: Route.ComponentProps) {
  const { target, vendor } = loaderData;
  const session = useSession();
  const location = useLocation();
  const path = `${location.pathname}${location.search}`;
  const plannersOnly = session !== null && session.userType !== "Client";
  return (
    <>
      <ContentHeader
        title={requestHeading(target.kind, vendor?.name)}
        lead={plannersOnly ? undefined : leadFor(target.kind, vendor?.name)}
      />
      {plannersOnly ? (
        <div className="container request-page">
          <div className="request-page__blocked">
            <p>{MARKETPLACE_MESSAGES.plannersOnly}</p>
            <LogOutButton className="button button--secondary" />
          </div>
        </div>
      ) : (
        // A new address (another vendor, say) starts a new form.
        <RequestPage
          key={path}
          loaderData={loaderData}
          path={path}
          visitor={session === null}
          clientId={session?.clientId ?? null}
          echoed={actionData}
        />
      )}
    </>
  );
}

function RequestPage({
  loaderData,
  path,
  visitor,
  clientId,
  echoed,
}: {
  loaderData: Route.ComponentProps["loaderData"];
  path: string;
  visitor: boolean;
  clientId: number | null;
  echoed: Route.ComponentProps["actionData"];
}) {
  const { target, vendor, note, groups, prefill, today } = loaderData;
  const form = useRequestForm({
    initialValues: echoed ? { ...prefill, ...echoed.values } : prefill,
    target,
    visitor,
    path,
    validate,
  });
  const logInHref = logInPath(path);
  return (
    <div className="container request-page">
      <RequestRecipients
        target={target.kind}
        vendor={vendor ?? undefined}
        clientId={clientId}
        logInHref={logInHref}
        onLogIn={form.keepDraft}
        note={note}
      />
      <RequestForm form={form} groups={groups} today={today} visitor={visitor} logInHref={logInHref} />
    </div>
  );
}
