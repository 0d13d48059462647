import { data, Form, redirect, useSearchParams } from "react-router";
import { vendorApprovalSchema } from "#features/operator/operator.schema.ts";
import { servicesContext } from "#features/services.server.ts";
import { NOTICE_PARAM } from "#app/components/forms/page-forms.ts";
import { SubmitButton } from "#app/components/forms/submit-button.tsx";
import { withNotice } from "#app/components/marketplace/marketplace-forms.ts";
import { refusal } from "../account/account-forms.ts";
import { FORM_OUT_OF_DATE } from "../marketplace-intents.server.ts";
import { requireOperator } from "../session.server.ts";
import type { Route } from "./+types/settings.ts";
import "#app/components/forms/forms.css";
import "#app/components/admin/admin.css";

/** `/admin/settings`: the marketplace's operator settings; for now whether new listings wait for approval. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { headers } = await requireOperator(request, services);
  return data(await services.operator.vendorApproval(), { headers });
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const { principal, headers } = await requireOperator(request, services);
  const chosen = (await request.formData()).get("required");
  // Two radio buttons: "true" or "false"; anything else is a form from another version of the page.
  const parsed = vendorApprovalSchema.safeParse({
    required: chosen === "true" ? true : chosen === "false" ? false : chosen,
  });
  if (!parsed.success) return refusal(400, {}, {}, FORM_OUT_OF_DATE, undefined, headers);
  await services.operator.setVendorApproval({ accountId: principal.accountId }, parsed.data.required);
  throw redirect(withNotice("/admin/settings", "saved"), { headers });
}

export function meta() {
  return [{ title: "Settings | Marquee operator console" }];
}

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const saved = searchParams.get(NOTICE_PARAM) === "saved";
  return (
    <>
      <h1>Settings</h1>
      <div role="status">{saved ? <p className="admin-notice">The setting is saved.</p> : null}</div>
      <section className="admin-panel" aria-labelledby="approval-heading">
        <h2 id="approval-heading">New vendor listings</h2>
        {actionData?.feedback.message ? <p role="alert">{actionData.feedback.message}</p> : null}
        <Form method="post">
          <fieldset>
            <legend>When a vendor signs up, their listing…</legend>
            <p>
              <input
                type="radio"
                id="approval-off"
                name="required"
                value="false"
                defaultChecked={!loaderData.required}
              />{" "}
              <label htmlFor="approval-off">goes live at once</label>
            </p>
            <p>
              <input type="radio" id="approval-on" name="required" value="true" defaultChecked={loaderData.required} />{" "}
              <label htmlFor="approval-on">waits for an operator's approval (in the approvals queue)</label>
            </p>
          </fieldset>
          <SubmitButton label="Save the setting" busyLabel="Saving…" />
        </Form>
      </section>
    </>
  );
}
