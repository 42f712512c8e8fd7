/**
 * A field people never see and bots fill in: the public forms (sign-up, login, reset, resending the
 * confirmation) carry it, and a submission with anything in it is refused before it counts, sends or
 * stores anything. It is hidden from sight, from screen readers and from the tab order.
 */
export const honeypotFieldName = "website";

export function honeypotFilled(form: FormData): boolean {
  const value = form.get(honeypotFieldName);
  return value instanceof File ? value.size > 0 : typeof value === "string" && value !== "";
}

/** The form error shown if it ever happens to a person: reload (a fresh form) and send again. */
export const honeypotRefusedKey = "errors.honeypotRefused";
