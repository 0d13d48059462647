import type { ChecklistStep } from "./listing-checklist.logic.ts";
import { DashboardSection, HiddenText } from "./dashboard-section.tsx";
import "./dashboard.css";

/**
 * How complete the listing is, and the steps left, each a link to the section where it is done: what
 * leads a new vendor from sign-up to a listing planners book.
 */
export function ListingChecklist({ steps }: { steps: readonly ChecklistStep[] }) {
  const done = steps.filter((step) => step.done).length;
  const percent = Math.round((done / steps.length) * 100);
  const complete = done === steps.length;
  return (
    <DashboardSection
      id="your-listing"
      title="Your listing"
      intro={
        complete
          ? "Your listing is complete: planners can find you, see your work, check your dates and book you."
          : "Finish these steps and planners can find you, see your work, check your dates and book you."
      }
    >
      <div className="dash-meter">
        <label className="dash-meter__label" htmlFor="listing-completeness">
          {percent}% complete: {done} of {steps.length} steps done
        </label>
        <progress className="dash-meter__bar" id="listing-completeness" max={100} value={percent}>
          {percent}%
        </progress>
      </div>
      <ol className="dash-checklist">
        {steps.map((step) => (
          <li key={step.id} className="dash-checklist__step" data-done={step.done ? "" : undefined}>
            <span className="dash-checklist__mark" aria-hidden="true">
              {step.done ? "✓" : ""}
            </span>
            <span className="dash-checklist__text">
              {step.done ? (
                <span className="dash-checklist__label">{step.label}</span>
              ) : (
                <a className="dash-checklist__label" href={step.href}>
                  {step.label}
                </a>
              )}
              <HiddenText>{step.done ? ": done." : ": to do."}</HiddenText>
              {step.done ? null : <span className="dash-checklist__why">{step.why}</span>}
            </span>
          </li>
        ))}
      </ol>
    </DashboardSection>
  );
}
