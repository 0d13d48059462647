import { data } from "react-router";
import { servicesContext } from "#features/services.server.ts";
import { PhotosPage } from "#app/components/dashboard/photos-page.tsx";
import type { Route } from "./+types/photos.ts";
import { memberCenter, memberCenterHeaders, ownerData, ownerMember } from "./member-center.server.ts";
import { photosAction } from "./photos.server.ts";

/** `/dashboard/photos`: the vendor's profile photo and gallery; an administrator may look with `?memberId=`. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const session = await memberCenter(request, services);
  const { viewingAsAdmin, headers, links } = session;
  const [member, gallery] = await Promise.all([
    ownerMember(session, services, ["mainprofileimage"]),
    ownerData(() => services.memberAccount.gallery(session.memberId)),
  ]);
  return data({ member, gallery, viewingAsAdmin, links, returnTo: links.photosHref }, { headers });
}

export async function action({ request, context }: Route.ActionArgs) {
  return photosAction(request, context.get(servicesContext));
}

export const headers = memberCenterHeaders;

export function meta() {
  return [{ title: "Photos | Marquee" }, { name: "robots", content: "noindex" }];
}

export default function Photos({ loaderData, actionData }: Route.ComponentProps) {
  return <PhotosPage key={loaderData.member.id} {...loaderData} answer={actionData} />;
}
