import { Form } from "react-router";
import "./account.css";

/**
 * "Log out" for the header: a POST to /logout that reloads the document, so every part of the page
 * (and any data cached for the session) starts again logged out.
 */
export function LogOutButton({ className }: { className?: string }) {
  return (
    <Form method="post" action="/logout" reloadDocument className="log-out-form">
      <button type="submit" className={className}>
        Log out
      </button>
    </Form>
  );
}
