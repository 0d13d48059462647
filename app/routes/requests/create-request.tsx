import { data, useLocation } from "react-router";
import { logInPath } from "#features/accounts/accounts.rules.ts";
import { MARKETPLACE_MESSAGES } from "#features/marketplace/marketplace.rules.ts";
import { servicesContext } from "#features/services.server.ts";
import { LogOutButton } from "#app/components/account/log-out-button.tsx";
import { ContentHeader } from "#app/components/content/content-header.tsx";
import { deferredSchema } from "#app/components/forms/form-errors.ts";
import { RequestForm } from "#app/components/request-form/request-form.tsx";
import {
  EMPTY_VALUES,
  requestErrors,
  requestHeading,
  type RequestTarget,
  type RequestValues,
  serviceGroups,
} from "#app/components/request-form/request-form.logic.ts";
import { RequestRecipients } from "#app/components/request-form/request-recipients.tsx";
import { useRequestForm, type ValidateRequest } from "#app/components/request-form/use-request-form.ts";
import { createRequestAction, prefilledService, requestTarget } from "./create-request.server.ts";
import { earliestEventDay, requestContextOf } from "./request-context.server.ts";
import { pageSession } from "../session.server.ts";
import type { Route } from "./+types/create-request.ts";

/** The schema the action decides with, for the browser's checks as typed: it loads after the page (decision 019). */
const requestFormSchema = deferredSchema(
  async () => (await import("#features/marketplace/marketplace.schema.ts")).requestFormSchema,
);
const validate: ValidateRequest = (input) => requestErrors(requestFormSchema, input);

/**
 * `/createrequest` and `/requestquote`: a planner's request for quotes, to matching vendors, to one
 * vendor (`?memberId=`) or to their saved vendors (`?favorites=1`). The search's context fills the
 * form in: `eventDate` (yyyy-MM-dd), `cityFileName` (e.g. juneau-ak) and `serviceTypeId` (a number),
 * e.g. `/requestquote?memberId=12&eventDate=2027-03-14&cityFileName=juneau-ak&serviceTypeId=3`.
 * A value that is malformed, past or unknown is ignored. A visitor's form also asks who they are.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { principal, headers } = await pageSession(request, services);
  const url = new URL(request.url);
  const { target, vendor, note } = await requestTarget(services, url);
  const searched = requestContextOf(services, url);
  const catalogue = await services.serviceTypes.catalogue();
  const city = searched.cityFileName ? await services.locations.findByFileName(searched.cityFileName) : undefined;
  const firstService = prefilledService(searched.serviceTypeId, catalogue, vendor);
  const clientId = principal?.clientId ?? null;

  return data(
    {
      target,
      vendor: vendor ?? null,
      note,
      /** Nobody is signed in: the form asks who they are, and the request makes their planner account. */
      visitor: principal === undefined,
      /** Signed in without a planner's account (a vendor): requests are for planners. */
      plannersOnly: principal !== undefined && clientId === null,
      /** The saved vendors a favourites request goes to; null when nobody is signed in to have any. */
      favorites:
        target.kind === "favorites" && clientId !== null ? await services.marketplace.favorites(clientId) : null,
      groups: serviceGroups(catalogue, vendor),
      prefill: {
        ...EMPTY_VALUES,
        eventDate: searched.eventDate ?? "",
        city: city?.kind === "city" ? city : null,
        serviceTypeIds: firstService === null ? [] : [firstService],
        clientToken: crypto.randomUUID(),
      } satisfies RequestValues,
      today: earliestEventDay(services),
    },
    { headers },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  return createRequestAction(request, context.get(servicesContext));
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
    return "Describe your event once and send it to the vendors you saved. Free, with no obligation.";
  return "Describe your event once and compare quotes from vendors who are free on your date. Free, with no obligation.";
}

export default function CreateRequest({ loaderData, actionData }: Route.ComponentProps) {
  const { target, vendor, plannersOnly } = loaderData;
  const location = useLocation();
  const path = `${location.pathname}${location.search}`;
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
        <RequestPage key={path} loaderData={loaderData} path={path} answer={actionData} />
      )}
    </>
  );
}

function RequestPage({
  loaderData,
  path,
  answer,
}: {
  loaderData: Route.ComponentProps["loaderData"];
  path: string;
  answer: Route.ComponentProps["actionData"];
}) {
  const { target, vendor, note, groups, prefill, today, visitor, favorites } = loaderData;
  const form = useRequestForm({ initialValues: answer?.values ?? prefill, answer, target, visitor, path, validate });
  const logInHref = logInPath(path);
  return (
    <div className="container request-page">
      <RequestRecipients
        target={target.kind}
        vendor={vendor ?? undefined}
        favorites={favorites}
        logInHref={logInHref}
        onLogIn={form.keepDraft}
        note={note}
      />
      <RequestForm form={form} groups={groups} today={today} visitor={visitor} logInHref={logInHref} />
    </div>
  );
}
