import type { FormEvent } from "react";
import { data, Form, Link, redirect, useSearchParams } from "react-router";
import {
  BLOG_CATEGORIES,
  CONTENT_EDIT_LIMITS,
  CONTENT_KIND_LABELS,
  type ContentKind,
  tagLabel,
} from "#features/content/content.rules.ts";
import {
  contentEditSchemas,
  contentKindParamsSchema,
  markdownPreviewSchema,
  newArticleSchema,
} from "#features/content/content.schema.ts";
import { type Services, servicesContext } from "#features/services.server.ts";
import { idSchema } from "#lib/integers.ts";
import { useAccountForm } from "#app/components/account/use-account-form.ts";
import { consoleTime } from "#app/components/admin/content/console-time.ts";
import { RichText } from "#app/components/content/rich-text.tsx";
import { ErrorSummary, summaryItems } from "#app/components/forms/error-summary.tsx";
import {
  deferredSchema,
  type FormSchema,
  issuesByField,
  schemaErrors,
  textValues,
} from "#app/components/forms/form-errors.ts";
import { TextField } from "#app/components/forms/form-field.tsx";
import { NOTICE_PARAM, useSending } from "#app/components/forms/page-forms.ts";
import { StatusMessage } from "#app/components/forms/status-message.tsx";
import { withNotice } from "#app/components/marketplace/marketplace-forms.ts";
import { refusal } from "../account/account-forms.ts";
import { actionRefusal, requireOperator } from "../session.server.ts";
import type { Route } from "./+types/content-edit.ts";
import "#app/components/admin/content/admin-content.css";

const ALL_FIELDS = [
  "slug",
  "category",
  "authorName",
  "title",
  "summary",
  "bodyMarkdown",
  "metaTitle",
  "metaDescription",
] as const;
type EditField = (typeof ALL_FIELDS)[number];
type FormMode = ContentKind | "new";

/** The fields of each form: information pages have no summary or search title; a new article picks its address. */
const FIELDS: Record<FormMode, readonly EditField[]> = {
  articles: ["title", "summary", "bodyMarkdown", "metaTitle", "metaDescription"],
  themes: ["title", "summary", "bodyMarkdown", "metaTitle", "metaDescription"],
  guides: ["title", "summary", "bodyMarkdown", "metaTitle", "metaDescription"],
  pages: ["title", "bodyMarkdown", "metaDescription"],
  new: ALL_FIELDS,
};

/** Long enough for the longest body the schema allows, so a body too long still reaches the schema. */
const VALUE_LIMIT = CONTENT_EDIT_LIMITS.bodyMax + 100;

const loadSchemas = async () => import("#features/content/content.schema.ts");
/** Each form's own schema, for the browser's checks as typed: they load after the page (decision 019). */
const BROWSER_SCHEMAS: Record<FormMode, FormSchema> = {
  articles: deferredSchema(async () => (await loadSchemas()).contentEditSchemas.articles),
  themes: deferredSchema(async () => (await loadSchemas()).contentEditSchemas.themes),
  guides: deferredSchema(async () => (await loadSchemas()).contentEditSchemas.guides),
  pages: deferredSchema(async () => (await loadSchemas()).contentEditSchemas.pages),
  new: deferredSchema(async () => (await loadSchemas()).newArticleSchema),
};

const SUMMARY_LABELS: Record<ContentKind, string> = {
  articles: "Summary",
  themes: "Short description",
  guides: "Summary",
  pages: "Summary",
};
const BODY_LABELS: Record<ContentKind, string> = {
  articles: "Article text (Markdown)",
  themes: "Description (Markdown)",
  guides: "Guide text (Markdown)",
  pages: "Page text (Markdown)",
};

/** The kind and item the address names: `new` only for articles; anything else unknown is no page. */
async function target(params: Route.LoaderArgs["params"], services: Services, headers: Headers) {
  const kindParsed = contentKindParamsSchema.safeParse({ kind: params.kind });
  if (!kindParsed.success) throw data(null, { status: 404, headers });
  const { kind } = kindParsed.data;
  if (params.id === "new" && kind === "articles") return { kind, mode: "new" as const, item: null };
  const id = idSchema.safeParse(params.id);
  const item = id.success ? await services.contentAdmin.contentItem(kind, id.data) : undefined;
  if (!item) throw data(null, { status: 404, headers });
  return { kind, mode: kind, item };
}

/** `/admin/content/:kind/:id`: edit an item's text in Markdown, preview it, save, publish or unpublish. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { headers } = await requireOperator(request, services);
  return data(await target(params, services, headers), { headers });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const { principal, headers } = await requireOperator(request, services);
  const { kind, mode, item } = await target(params, services, headers);
  const form = await request.formData();
  const intent = form.get("intent");
  const editPath = (id: number) => `/admin/content/${kind}/${id}`;

  if (item && (intent === "publish" || intent === "unpublish")) {
    try {
      await services.contentAdmin.setPublished(principal.accountId, kind, item.id, intent === "publish");
    } catch (error) {
      return actionRefusal(error, {}, headers);
    }
    const notice =
      intent === "publish" ? "Published: the site shows it again." : "Unpublished: the site no longer shows it.";
    throw redirect(withNotice(editPath(item.id), notice), { headers });
  }

  const fields = FIELDS[mode];
  const values = textValues(form, fields, VALUE_LIMIT) as Partial<Record<EditField, string>>;
  if (intent === "preview") {
    const parsed = markdownPreviewSchema.safeParse(values);
    if (!parsed.success) {
      return refusal(400, values, issuesByField(fields, parsed.error.issues), undefined, undefined, headers);
    }
    return data({ values, preview: services.contentAdmin.previewMarkdown(parsed.data.bodyMarkdown) }, { headers });
  }
  if (intent !== "save") throw data(null, { status: 400, headers });

  const invalid = (issues: Parameters<typeof issuesByField>[1]) =>
    refusal(400, values, issuesByField(fields, issues), undefined, undefined, headers);
  let savedPath: string;
  try {
    if (mode === "new") {
      const parsed = newArticleSchema.safeParse(values);
      if (!parsed.success) return invalid(parsed.error.issues);
      const id = await services.contentAdmin.createArticle(principal.accountId, parsed.data);
      savedPath = withNotice(editPath(id), "Article created: the site shows it now.");
    } else {
      const parsed = contentEditSchemas[mode].safeParse(values);
      if (!parsed.success) return invalid(parsed.error.issues);
      await services.contentAdmin.saveContent(principal.accountId, kind, item.id, parsed.data);
      savedPath = withNotice(editPath(item.id), "Saved: the site shows the change now.");
    }
  } catch (error) {
    return actionRefusal(error, values, headers, fields);
  }
  throw redirect(savedPath, { headers });
}

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData?.item ? `Edit “${loaderData.item.title}”` : "New article";
  return [{ title: `${title} | Marquee console` }];
}

export default function ContentEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, mode, item } = loaderData;
  const [params] = useSearchParams();
  const fields = FIELDS[mode];
  const browserSchema = BROWSER_SCHEMAS[mode];
  const feedback = actionData && "feedback" in actionData ? actionData.feedback : undefined;
  const preview = actionData && "preview" in actionData ? actionData.preview : undefined;
  const typed: Partial<Record<EditField, string>> = actionData?.values ?? {};
  const form = useAccountForm({
    fields,
    validate: (formData: FormData) => schemaErrors(browserSchema, fields, textValues(formData, fields, VALUE_LIMIT)),
    feedback,
  });
  const saving = useSending("save");
  const previewing = useSending("preview");
  const fieldId = (field: EditField) => `content-${field}`;
  const valueOf = (field: EditField, stored: string | null | undefined) => typed[field] ?? stored ?? "";
  // A preview shows the Markdown only: the browser checks the whole form on "Save" alone.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.value === "preview") return;
    form.formProps.onSubmit(event);
  };
  const heading = item ? `Edit “${item.title}”` : "New article";

  return (
    <>
      <p>
        <Link to={`/admin/content?kind=${kind}`}>Back to {CONTENT_KIND_LABELS[kind].toLowerCase()}</Link>
      </p>
      <h1>{heading}</h1>
      <StatusMessage message={params.get(NOTICE_PARAM) ?? undefined} />
      {item ? (
        <section className="admin-panel" aria-labelledby="content-state-title">
          <h2 id="content-state-title">On the site</h2>
          <p>
            <span className={item.published ? "admin-status admin-status--done" : "admin-status admin-status--warning"}>
              {item.published ? "Published" : "Unpublished"}
            </span>{" "}
            {item.published ? <a href={item.sitePath}>{item.sitePath}</a> : <span>{item.sitePath} (not shown)</span>}
          </p>
          <p>
            {item.editedAt
              ? `Edited in the console ${consoleTime(item.editedAt)}: loading the content folder keeps this edit.`
              : "As in the content folder: loading it again replaces this text."}
          </p>
          <Form method="post" className="admin-actions">
            <input type="hidden" name="intent" value={item.published ? "unpublish" : "publish"} />
            <button type="submit" className="button button--secondary">
              {item.published ? "Unpublish" : "Publish"}
            </button>
          </Form>
        </section>
      ) : null}

      <Form method="post" className="admin-panel admin-edit-form" {...form.formProps} onSubmit={onSubmit}>
        <h2>Text</h2>
        <ErrorSummary
          message={form.message}
          items={summaryItems(fields, form.errors, fieldId)}
          summaryRef={form.summaryRef}
        />
        {mode === "new" ? (
          <>
            <TextField
              id={fieldId("slug")}
              name="slug"
              label="Address"
              hint="Lower-case words joined by hyphens: the article is shown at /articles/ and this."
              required
              maxLength={120}
              defaultValue={valueOf("slug", "")}
              error={form.errors.slug}
            />
            <TextField
              as="select"
              id={fieldId("category")}
              name="category"
              label="Category"
              required
              defaultValue={valueOf("category", "")}
              error={form.errors.category}
            >
              <option value="">Choose a category</option>
              {BLOG_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {tagLabel(category)}
                </option>
              ))}
            </TextField>
            <TextField
              id={fieldId("authorName")}
              name="authorName"
              label="Author"
              required
              maxLength={CONTENT_EDIT_LIMITS.authorMax}
              defaultValue={valueOf("authorName", "")}
              error={form.errors.authorName}
            />
          </>
        ) : null}
        <TextField
          id={fieldId("title")}
          name="title"
          label="Title"
          required
          maxLength={CONTENT_EDIT_LIMITS.titleMax}
          defaultValue={valueOf("title", item?.title)}
          error={form.errors.title}
        />
        {fields.includes("summary") ? (
          <TextField
            as="textarea"
            id={fieldId("summary")}
            name="summary"
            label={SUMMARY_LABELS[kind]}
            required
            rows={3}
            maxLength={CONTENT_EDIT_LIMITS.summaryMax}
            defaultValue={valueOf("summary", item?.summary)}
            error={form.errors.summary}
          />
        ) : null}
        <TextField
          as="textarea"
          id={fieldId("bodyMarkdown")}
          name="bodyMarkdown"
          label={BODY_LABELS[kind]}
          hint="Markdown: ## for a heading, **bold**, *italic*, - for a list, [text](/path) for a link inside Marquee. Other links, images and HTML are removed."
          required
          rows={18}
          maxLength={CONTENT_EDIT_LIMITS.bodyMax}
          defaultValue={valueOf("bodyMarkdown", item?.bodyMarkdown)}
          error={form.errors.bodyMarkdown}
        />
        {fields.includes("metaTitle") ? (
          <TextField
            id={fieldId("metaTitle")}
            name="metaTitle"
            label="Search title"
            optional
            hint="What search engines show as the title; the title is used when this is empty."
            maxLength={CONTENT_EDIT_LIMITS.metaTitleMax}
            defaultValue={valueOf("metaTitle", item?.metaTitle)}
            error={form.errors.metaTitle}
          />
        ) : null}
        <TextField
          as="textarea"
          id={fieldId("metaDescription")}
          name="metaDescription"
          label="Search description"
          optional
          rows={2}
          maxLength={CONTENT_EDIT_LIMITS.metaDescriptionMax}
          defaultValue={valueOf("metaDescription", item?.metaDescription)}
          error={form.errors.metaDescription}
        />
        <div className="admin-actions">
          <button type="submit" name="intent" value="preview" className="button button--secondary">
            {previewing ? "Rendering…" : "Preview"}
          </button>
          <button type="submit" name="intent" value="save" className="button button--primary">
            {saving ? "Saving…" : mode === "new" ? "Create the article" : "Save"}
          </button>
        </div>
      </Form>

      {preview === undefined ? null : (
        <section className="admin-panel" aria-labelledby="content-preview-title">
          <h2 id="content-preview-title">Preview</h2>
          <p>As the site will show the text once saved: what is not allowed has been removed.</p>
          <div className="admin-preview">{preview ? <RichText html={preview} /> : <p>Nothing to show.</p>}</div>
        </section>
      )}
    </>
  );
}
