import { useEffect, useRef, useState } from "react";
import { Form, Link } from "react-router";
import { servicesContext } from "#features/services.server.ts";
import { ACCOUNT_MESSAGES } from "#features/accounts/accounts.rules.ts";
import { memberSignUpFormSchema } from "#features/accounts/accounts.schema.ts";
import type { LocationDto } from "#features/locations/locations.schema.ts";
import { AuthCard } from "#app/components/account/auth-card.tsx";
import { useSignUpAnalytics } from "#app/components/account/sign-up-analytics.ts";
import { CheckEmail } from "#app/components/account/check-email.tsx";
import { CityField } from "#app/components/account/city-field.tsx";
import { useAccountForm } from "#app/components/account/use-account-form.ts";
import { ErrorSummary, summaryItems } from "#app/components/forms/error-summary.tsx";
import {
  deferredSchema,
  type FieldErrors,
  type FormSchema,
  schemaErrors,
  textValue,
} from "#app/components/forms/form-errors.ts";
import { EmailField, TextField } from "#app/components/forms/form-field.tsx";
import { NewPasswordField } from "#app/components/forms/password-field.tsx";
import { SubmitButton } from "#app/components/forms/submit-button.tsx";
import { accountMeta, accountPage, refusal } from "./account-forms.ts";
import { actionRefusal } from "../session.server.ts";
import type { Route } from "./+types/sign-up-vendor.ts";
import { membershipPlan, tooManyCategoriesMessage } from "#features/members/members.rules.ts";

const FIELDS = ["businessName", "firstName", "email", "cityFileName", "serviceTypeIds", "password"] as const;
type Field = (typeof FIELDS)[number];
const fieldId = (field: Field) => `sign-up-vendor-${field}`;
const secondCategoryId = "sign-up-vendor-serviceTypeIds-second";

const BASIC_PLAN = membershipPlan("Basic");

/** The submission as the schema reads it: the chosen categories in order (the first is primary), once each. */
function memberValues(form: FormData) {
  const serviceTypeIds = [
    ...new Set(
      form
        .getAll("serviceTypeIds")
        .filter((value): value is string => typeof value === "string" && value.trim() !== "")
        .map((value) => value.trim().slice(0, 20)),
    ),
  ].slice(0, 20);
  return {
    businessName: textValue(form, "businessName"),
    firstName: textValue(form, "firstName"),
    email: textValue(form, "email"),
    serviceTypeIds,
    cityFileName: textValue(form, "cityFileName"),
    password: textValue(form, "password"),
  };
}

/** The schema's messages, and the Basic plan's limit on categories. */
function memberErrors(schema: FormSchema, values: ReturnType<typeof memberValues>): FieldErrors<Field> {
  const errors = schemaErrors<Field>(schema, FIELDS, values);
  if (!errors.serviceTypeIds && values.serviceTypeIds.length > BASIC_PLAN.maxCategories) {
    errors.serviceTypeIds = tooManyCategoriesMessage("Basic");
  }
  return errors;
}

/** The action's schema, for the browser's checks as typed: it loads after the page (decision 019). */
const browserMemberSignUpFormSchema = deferredSchema(
  async () => (await import("#features/accounts/accounts.schema.ts")).memberSignUpFormSchema,
);

function validate(form: FormData) {
  return memberErrors(browserMemberSignUpFormSchema, memberValues(form));
}

/** `/signup/vendor`: "List Your Service", a free Basic member account with a listing. */
export async function loader({ context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const serviceTypes = await services.serviceTypes.list({ signupOnly: true });
  return {
    page: accountPage(
      "/signup/vendor",
      services.config.publicOrigin,
      "List Your Service",
      "List your entertainment or event service on Marquee free: a profile in search, reviews and booking requests from event planners.",
    ),
    categories: serviceTypes
      .map(({ id, personForm }) => ({ id, personForm }))
      .sort((a, b) => a.personForm.localeCompare(b.personForm, "en")),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const form = await request.formData();
  const values = memberValues(form);
  const cityText = textValue(form, "cityText", 200).trim();
  // Without scripts only the typed text arrives: find the city it names.
  let city: LocationDto | null = null;
  if (values.cityFileName) {
    const found = await services.locations.findByFileName(values.cityFileName);
    city = found?.kind === "city" ? found : null;
  } else if (cityText) {
    city = await services.locations.findTyped(cityText, { citiesOnly: true });
    if (city) values.cityFileName = city.fileName;
  }
  const shown = {
    businessName: values.businessName,
    firstName: values.firstName,
    email: values.email,
    serviceTypeIds: values.serviceTypeIds,
    city,
  };

  const errors = memberErrors(memberSignUpFormSchema, values);
  const parsed = memberSignUpFormSchema.safeParse(values);
  if (!parsed.success || Object.keys(errors).length > 0) return refusal(400, shown, errors);

  // "Check your email" whether or not the address had an account, with no session (as the planner's sign-up).
  try {
    await services.accounts.signUpMember(parsed.data);
  } catch (error) {
    return actionRefusal(error, shown, undefined, FIELDS);
  }
  return { sent: { email: parsed.data.email } };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return accountMeta(loaderData?.page);
}

export default function SignUpVendor({ loaderData, actionData }: Route.ComponentProps) {
  const { categories } = loaderData;
  const refused = actionData && "feedback" in actionData ? actionData : undefined;
  const sent = actionData && "sent" in actionData ? actionData.sent : undefined;
  const feedback = refused?.feedback;
  const values = refused?.values;
  const analytics = useSignUpAnalytics("vendor sign-up", refused);
  const form = useAccountForm({ fields: FIELDS, validate, feedback, ...analytics });

  // The chosen city is the form's; a refused submission sends back the one it had (or found).
  const [city, setCity] = useState<LocationDto | null>(values?.city ?? null);
  const [cityFrom, setCityFrom] = useState(values);
  if (cityFrom !== values) {
    setCityFrom(values);
    setCity(values?.city ?? null);
  }
  const cityPicked = useRef(false);
  const { checkField } = form;

  const onCityChange = (next: LocationDto | null) => {
    cityPicked.current = true;
    setCity(next);
  };

  // Once the person picks a city, the hidden field holds it after the render: check the field then.
  useEffect(() => {
    if (!cityPicked.current) return;
    cityPicked.current = false;
    if (city) checkField("cityFileName");
  }, [city, checkField]);

  const [firstCategory = "", secondCategory = ""] = values?.serviceTypeIds ?? [];
  const categoriesHintId = "sign-up-vendor-categories-hint";
  const categoryOptions = categories.map((category) => (
    <option key={category.id} value={String(category.id)}>
      {category.personForm}
    </option>
  ));

  if (sent) {
    return (
      <AuthCard title={ACCOUNT_MESSAGES.checkEmail}>
        <CheckEmail email={sent.email} />
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="List Your Service"
      lead="Create a free profile so event planners can find you in search and send you booking requests."
      size="wide"
      footer={
        <>
          <p>
            Already have an account?{" "}
            <Link className="auth-link" to="/login">
              Log in
            </Link>
          </p>
          <p>
            Planning an event instead?{" "}
            <Link className="auth-link" to="/signup/planner">
              Sign up as a planner
            </Link>
          </p>
        </>
      }
    >
      <Form method="post" className="auth-form" {...form.formProps}>
        <div className="plan-note">
          <p className="plan-note__title">Your account starts as a free Basic member</p>
          <p>
            Basic includes a public profile with reviews and a calendar, a search listing in up to{" "}
            {BASIC_PLAN.maxCategories} categories, up to {BASIC_PLAN.maxPhotos} photos and requests from planners. You
            can move up to Pro or Premium later from your dashboard.
          </p>
        </div>
        <ErrorSummary
          message={form.message}
          items={summaryItems(FIELDS, form.errors, fieldId)}
          summaryRef={form.summaryRef}
        />
        <TextField
          id={fieldId("businessName")}
          name="businessName"
          label="Business or act name"
          hint="As planners will see it on your profile."
          autoComplete="organization"
          required
          maxLength={100}
          defaultValue={values?.businessName}
          error={form.errors.businessName}
        />
        <TextField
          id={fieldId("firstName")}
          name="firstName"
          label="Your first name"
          autoComplete="given-name"
          required
          maxLength={60}
          defaultValue={values?.firstName}
          error={form.errors.firstName}
        />
        <EmailField
          id={fieldId("email")}
          name="email"
          required
          defaultValue={values?.email}
          error={form.errors.email}
        />
        <CityField
          id={fieldId("cityFileName")}
          city={city}
          onCityChange={onCityChange}
          error={form.errors.cityFileName}
        />
        <fieldset className="form-fieldset category-fields" aria-describedby={categoriesHintId}>
          <legend className="form-field__label">Your categories</legend>
          <p className="form-field__hint" id={categoriesHintId}>
            {tooManyCategoriesMessage("Basic")}
          </p>
          <div className="category-fields__pair">
            <TextField
              as="select"
              id={fieldId("serviceTypeIds")}
              name="serviceTypeIds"
              label="Main category"
              required
              defaultValue={firstCategory}
              error={form.errors.serviceTypeIds}
            >
              <option value="">Choose a category</option>
              {categoryOptions}
            </TextField>
            <TextField
              as="select"
              id={secondCategoryId}
              name="serviceTypeIds"
              label="Second category"
              optional
              defaultValue={secondCategory}
            >
              <option value="">None</option>
              {categoryOptions}
            </TextField>
          </div>
        </fieldset>
        <NewPasswordField id={fieldId("password")} name="password" label="Password" error={form.errors.password} />
        <p>
          By signing up you agree to the{" "}
          <Link className="auth-link" to="/terms">
            Terms of Service
          </Link>{" "}
          and the{" "}
          <Link className="auth-link" to="/privacy">
            Privacy Policy
          </Link>
          .
        </p>
        <SubmitButton label="Create my free listing" busyLabel="Creating your listing…" fullWidth />
      </Form>
    </AuthCard>
  );
}
