import { data } from "react-router";

/** Placeholder until its section is built: no such page yet. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function MyData() {
  return null;
}
