import { data } from "react-router";

/** Placeholder until its section is built: no such file yet. */
export function loader() {
  throw data(null, { status: 404 });
}
