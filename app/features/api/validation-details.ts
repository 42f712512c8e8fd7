/**
 * A refused API request's details: each field and why, in the caller's language (the i18n keys
 * under api.validation), from zod's issues.
 */
import type { TFunction } from "i18next";
import type { ZodError, ZodIssue } from "zod";

function messageOf(issue: ZodIssue, t: TFunction): string {
  switch (issue.code) {
    case "invalid_type":
      return issue.received === "undefined"
        ? t("api.validation.required")
        : t("api.validation.type", { expected: issue.expected });
    case "too_small":
      return issue.type === "string"
        ? t("api.validation.required")
        : t("api.validation.tooSmall", { minimum: Number(issue.minimum) });
    case "too_big":
      return issue.type === "string"
        ? t("api.validation.tooLong", { maximum: Number(issue.maximum) })
        : t("api.validation.tooBig", { maximum: Number(issue.maximum) });
    case "invalid_enum_value":
      return t("api.validation.choice", { options: issue.options.join(", ") });
    case "invalid_string":
      return issue.validation === "url" ? t("api.validation.url") : t("api.validation.invalid");
    case "custom":
      // A refinement says what it checked: an id that is not in the template library.
      return issue.params?.reason === "template" ? t("api.validation.template") : t("api.validation.invalid");
    default:
      return t("api.validation.invalid");
  }
}

export function validationDetails(error: ZodError, t: TFunction) {
  return error.issues.flatMap((issue) =>
    // Each unknown field is named on its own, as every other refused field is.
    issue.code === "unrecognized_keys"
      ? issue.keys.map((key) => ({
          field: [...issue.path, key].join("."),
          message: t("api.validation.unknownField"),
        }))
      : [{ field: issue.path.length ? issue.path.join(".") : "body", message: messageOf(issue, t) }],
  );
}
