import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("search", "routes/search/search-submit.tsx"),
  route("search/:slug", "routes/search/search-results.tsx"),
  route("services/:serviceSlug", "routes/services/service-landing.tsx"),
  route("services/:serviceSlug/:stateAbbreviation", "routes/services/service-state-landing.tsx"),
  route("musical-entertainment", "routes/services/group-landing.tsx", { id: "landing-musical-entertainment" }),
  route("dj", "routes/services/group-landing.tsx", { id: "landing-dj" }),
  route("variety-act-landing", "routes/services/group-landing.tsx", { id: "landing-variety-act" }),
  route("speakers", "routes/services/group-landing.tsx", { id: "landing-speakers" }),
  route("event-services", "routes/services/group-landing.tsx", { id: "landing-event-services" }),
  route("gigkids", "routes/services/kids-landing.tsx"),
  route("kids-party-entertainment/:cityFileName", "routes/services/kids-city.tsx"),
  route("virtual-event-services", "routes/services/virtual-landing.tsx"),
  route(":profileDirectory/:memberDirectory", "routes/profile/vendor-profile.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
