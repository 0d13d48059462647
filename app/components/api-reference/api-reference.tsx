import type { Field, OperationView, TagView } from "./api-reference.logic.ts";
import "./api-reference.css";

function FieldTable({ caption, fields }: { caption: string; fields: Field[] }) {
  return (
    // Wide tables scroll inside their box on phones; the box takes focus so keyboards can scroll it too.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable
    <div className="api-table-scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className="api-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Type</th>
            <th scope="col">Required</th>
            <th scope="col">Notes</th>
          </tr>
        </thead>
        <tbody>
          {fields.map((field) => (
            <tr key={field.name}>
              <th scope="row">
                <code>{field.name}</code>
              </th>
              <td>
                <code>{field.type}</code>
              </td>
              <td>{field.required ? "yes" : "no"}</td>
              <td>{field.notes}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Operation({ operation }: { operation: OperationView }) {
  const name = `${operation.method} ${operation.path}`;
  const successes = operation.responses.filter((response) => !response.isError);
  const errors = operation.responses.filter((response) => response.isError);
  return (
    <section className="api-operation" aria-labelledby={operation.id}>
      <h3 id={operation.id} className="api-operation__title">
        <span className={`api-method api-method--${operation.method.toLowerCase()}`}>{operation.method}</span>{" "}
        <code className="api-operation__path">{operation.path}</code>
      </h3>
      <p className="api-operation__summary">{operation.summary}</p>
      <p>
        <strong>Who may call:</strong> {operation.access}
      </p>
      <p>
        <strong>Operation id:</strong> <code>{operation.operationId}</code>
      </p>
      {operation.description
        .split("\n\n")
        .slice(0, -1)
        .map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      {operation.parameters.length > 0 ? (
        <FieldTable caption={`Parameters of ${name}`} fields={operation.parameters} />
      ) : null}
      {operation.bodyTypes.length > 0 ? (
        <>
          <h4>Request body ({operation.bodyTypes.join(", ")})</h4>
          {operation.body.length > 0 ? (
            <FieldTable caption={`Request body of ${name}`} fields={operation.body} />
          ) : null}
        </>
      ) : null}
      {successes.map((response) => (
        <div key={response.status}>
          <h4>
            {response.status}: {response.description}
          </h4>
          {response.fields.length > 0 ? (
            <FieldTable caption={`Answer ${response.status} of ${name}`} fields={response.fields} />
          ) : null}
        </div>
      ))}
      <h4>Errors</h4>
      <ul className="api-errors">
        {errors.map((response) => (
          <li key={response.status}>
            <strong>{response.status}</strong>: {response.description}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The API reference: a contents list of the groups, then each group's operations. */
export function ApiReference({ tags, errorFields }: { tags: TagView[]; errorFields: Field[] }) {
  return (
    <div className="container api-reference">
      <nav aria-labelledby="api-contents-title" className="api-contents">
        <h2 id="api-contents-title">Contents</h2>
        <ul>
          <li>
            <a href="#calling">Calling the API</a>
          </li>
          <li>
            <a href="#errors">Errors</a>
          </li>
          {tags.map((tag) => (
            <li key={tag.id}>
              <a href={`#${tag.id}`}>{tag.name}</a> ({tag.operations.length})
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="calling">
        <h2 id="calling">Calling the API</h2>
        <ul className="api-guide">
          <li>
            <strong>Signing in.</strong> Log in on the site; the session&apos;s refresh token then buys access tokens:{" "}
            <code>POST /api/v1/token</code> (<code>createToken</code>) with <code>grant_type=refresh_token</code>, the{" "}
            <code>refresh_token</code>, <code>client_id=marquee-web</code> and{" "}
            <code>client_secret=marquee-web-public</code>. Send the refresh token in the body to get both tokens back in
            the body. Call with <code>Authorization: Bearer</code> and the access token, which lasts 15 minutes.
          </li>
          <li>
            <strong>Refreshing.</strong> On a 401, refresh once and repeat the call. Each refresh token works once and
            is replaced by the one that comes back; using an old one again ends the session. A session ends 30 days
            after log-in, or at <code>POST /api/v1/token/revoke</code> (<code>revokeToken</code>).
          </li>
          <li>
            <strong>Limits.</strong> Operations with a limit say so under their 429: a number of calls in a window from
            one network (an IPv4 address, or an IPv6 /64), or from one account for the requests and messages of a
            signed-in caller. Their answers carry <code>X-RateLimit-Limit</code>, <code>X-RateLimit-Remaining</code> and{" "}
            <code>X-RateLimit-Reset</code>; a 429 carries <code>Retry-After</code> in seconds. A 503 also carries{" "}
            <code>Retry-After</code>: the server is saturated or its database is out of reach for a moment.
          </li>
          <li>
            <strong>Bounds.</strong> Every number says its range and width (int32), every text its longest length; a
            value past one is refused with 400 and the field named in <code>error.fields</code>. Ids are whole numbers
            from 1 to 2,147,483,647.
          </li>
          <li>
            <strong>Paging.</strong> Lists that page say how in their description: the next page starts where the last
            one ended (<code>skip</code> and <code>take</code>, or the <code>nextBefore</code> of the answer).
          </li>
          <li>
            <strong>A typed client.</strong> <a href="/api/openapi.json">The document</a> generates TypeScript types
            with <code>openapi-typescript</code>, named by the operation ids; this site&apos;s own pages call the API
            through such a client, so what is documented here is what they use.
          </li>
        </ul>
      </section>
      <section aria-labelledby="errors">
        <h2 id="errors">Errors</h2>
        <p>
          Every refusal and failure has the same shape; the status code and <code>error.code</code> say what happened.
        </p>
        <FieldTable caption="The error shape of every answer from 400 up" fields={errorFields} />
      </section>
      {tags.map((tag) => (
        <section key={tag.id} aria-labelledby={tag.id} className="api-tag">
          <h2 id={tag.id}>{tag.name}</h2>
          <p>{tag.description}</p>
          {tag.operations.map((operation) => (
            <Operation key={operation.id} operation={operation} />
          ))}
        </section>
      ))}
    </div>
  );
}
