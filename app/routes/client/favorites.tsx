import { data, redirect } from "react-router";
import { safeReturnPath } from "#features/accounts/accounts.rules.ts";
import { servicesContext } from "#features/services.server.ts";
import { idSchema } from "#lib/integers.ts";
import { ClientCenterHeader } from "#app/components/client-center/client-center-header.tsx";
import { FAVORITE_INTENTS, FAVORITE_NOTICES } from "#app/components/client-center/client-center.logic.ts";
import { FavoriteList } from "#app/components/client-center/favorite-list.tsx";
import { textValue } from "#app/components/forms/form-errors.ts";
import { withNotice } from "#app/components/marketplace/marketplace-forms.ts";
import { NOTICE_PARAM } from "#app/components/forms/page-forms.ts";
import { FORM_OUT_OF_DATE } from "../marketplace-intents.server.ts";
import { refusal } from "../account/account-forms.ts";
import { actionRefusal, requireClientCenter } from "../session.server.ts";
import type { Route } from "./+types/favorites.ts";

const PATH = "/client/favorites";

/** `/client/favorites`: the vendors a planner saved, to ask them all for quotes at once. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { clientId, headers } = await requireClientCenter(request, services);
  const favorites = await services.marketplace.favorites(clientId);
  return data({ favorites, notice: new URL(request.url).searchParams.get(NOTICE_PARAM) }, { headers });
}

/**
 * Saving a vendor (the "Save" form of a profile, which names the page to go back to) or removing one
 * (this page): a redirect back, or the service's refusal.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const { clientId, headers } = await requireClientCenter(request, services);
  const form = await request.formData();
  const values = { intent: textValue(form, "intent"), memberId: textValue(form, "memberId") };
  const memberId = idSchema.safeParse(values.memberId);
  if (!memberId.success) return refusal(400, values, {}, FORM_OUT_OF_DATE, undefined, headers);
  try {
    if (values.intent === FAVORITE_INTENTS.save) {
      await services.marketplace.saveFavorite(clientId, memberId.data);
      return redirect(safeReturnPath(form.get("returnTo")) ?? PATH, { headers });
    }
    if (values.intent === FAVORITE_INTENTS.remove) {
      await services.marketplace.removeFavorite(clientId, memberId.data);
      return redirect(withNotice(PATH, FAVORITE_NOTICES.removed), { headers });
    }
  } catch (error) {
    return actionRefusal(error, values, headers);
  }
  throw data(null, { status: 400, statusText: "Bad Request" });
}

export function meta() {
  return [
    { title: "Saved vendors | Marquee" },
    { name: "description", content: "The vendors you saved on Marquee, to compare them and ask them all for quotes." },
    { name: "robots", content: "noindex" },
  ];
}

export default function Favorites({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <ClientCenterHeader
        title="Saved vendors"
        lead="The entertainers and vendors you saved. Ask them all for a quote with one request."
        current="favorites"
      />
      <div className="container client-center">
        <FavoriteList favorites={loaderData.favorites} notice={loaderData.notice} answer={actionData} />
      </div>
    </>
  );
}
