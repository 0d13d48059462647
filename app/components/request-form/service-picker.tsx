import { type KeyboardEvent, useRef, useState } from "react";
import { REQUEST_LIMITS } from "#features/marketplace/marketplace.rules.ts";
import { describedBy, FieldError, hintIdFor } from "../forms/form-field.tsx";
import { addService, type ServiceGroup, serviceName } from "./request-form.logic.ts";
import "./request-form.css";

/** Keys that move through a closed select's options and, in some browsers, change its value at once. */
const BROWSING_KEYS = new Set(["ArrowUp", "ArrowDown", "Home", "End", "PageUp", "PageDown"]);

type ServicePickerProps = {
  /** The "Add a service" select's id: the error summary links here. */
  id: string;
  groups: readonly ServiceGroup[];
  chosen: readonly number[];
  onChange: (ids: number[]) => void;
  error?: string;
};

/**
 * The services a request asks for: up to five chips and a select with a group per kind of service to
 * add one. Each chip is a checked box named `serviceTypeIds`, so the form sends the chosen services
 * with or without scripts: unchecking one removes it (at once when scripts run). The select is named
 * `serviceTypeIds` too, so without scripts the service chosen in it is sent as well; with scripts
 * choosing an option adds its chip and empties the select. Moving through a closed select with the
 * arrow keys only shows the option until Enter or leaving the select, so the keys never add every
 * service they pass.
 */
export function ServicePicker({ id, groups, chosen, onChange, error }: ServicePickerProps) {
  const [pending, setPending] = useState("");
  const [announcement, setAnnouncement] = useState("");
  const browsing = useRef(false);
  const selectRef = useRef<HTMLSelectElement>(null);
  const full = chosen.length >= REQUEST_LIMITS.maxServiceTypes;
  const hintId = hintIdFor(id);

  const add = (value: string) => {
    setPending("");
    const serviceId = Number(value);
    if (!value || chosen.includes(serviceId)) return;
    const next = addService(chosen, serviceId);
    onChange(next);
    setAnnouncement(
      `${serviceName(groups, serviceId) ?? "Service"} added. ${next.length} of ${REQUEST_LIMITS.maxServiceTypes} chosen.`,
    );
  };

  const remove = (serviceId: number) => {
    onChange(chosen.filter((item) => item !== serviceId));
    setAnnouncement(`${serviceName(groups, serviceId) ?? "Service"} removed.`);
    // The unchecked box is gone: the keyboard carries on from the select.
    selectRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLSelectElement>) => {
    if (event.key === "Enter" && pending) {
      event.preventDefault();
      add(pending);
      return;
    }
    browsing.current = (BROWSING_KEYS.has(event.key) && !event.altKey) || /^\S$/u.test(event.key);
  };

  return (
    <div className="form-field service-picker">
      {chosen.length > 0 ? (
        <ul className="service-picker__chips" aria-label="Chosen services">
          {chosen.map((serviceId) => {
            const chipId = `${id}-chosen-${serviceId}`;
            return (
              <li key={serviceId} className="service-chip">
                <input
                  type="checkbox"
                  className="service-chip__check"
                  id={chipId}
                  name="serviceTypeIds"
                  value={String(serviceId)}
                  checked
                  aria-describedby={hintId}
                  onChange={() => remove(serviceId)}
                />
                <label className="service-chip__label" htmlFor={chipId}>
                  {serviceName(groups, serviceId) ?? `Service ${serviceId}`}
                  <span className="service-chip__remove" aria-hidden="true">
                    ×
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      ) : null}
      <label className="form-field__label" htmlFor={id}>
        Add a service
      </label>
      <p className="form-field__hint" id={hintId}>
        {full
          ? `You've chosen ${REQUEST_LIMITS.maxServiceTypes}, the most one request asks for. Remove one to add another.`
          : `Choose up to ${REQUEST_LIMITS.maxServiceTypes}.${chosen.length > 0 ? ` ${chosen.length} chosen: uncheck one to remove it.` : ""}`}
      </p>
      <select
        ref={selectRef}
        id={id}
        name="serviceTypeIds"
        className="form-field__input form-field__select"
        value={pending}
        disabled={full}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, true)}
        onKeyDown={onKeyDown}
        onChange={(event) => {
          if (browsing.current) setPending(event.target.value);
          else add(event.target.value);
          browsing.current = false;
        }}
        onBlur={() => {
          if (pending) add(pending);
        }}
      >
        <option value="">Choose a service</option>
        {groups.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.options.map((option) => (
              <option key={option.id} value={String(option.id)} disabled={chosen.includes(option.id)}>
                {option.name}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <FieldError controlId={id} message={error} />
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </div>
  );
}
