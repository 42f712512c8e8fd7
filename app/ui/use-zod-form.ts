/**
 * The one way the app's forms validate in the browser: conform with the same zod schema the action
 * parses, so a field's error shows the same key before and after the post (translated at render by
 * app/ui/forms.tsx). Fields are first checked when they lose focus (or, with `shouldValidate:
 * "onSubmit"`, on submit) and checked again on every keystroke after that.
 */
import { useForm, type DefaultValue, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import type { z } from "zod";

export function useZodForm<Schema extends z.ZodTypeAny>(
  schema: Schema,
  options: {
    id: string;
    lastResult?: SubmissionResult<string[]> | null;
    defaultValue?: DefaultValue<z.input<Schema>>;
    shouldValidate?: "onBlur" | "onSubmit" | "onInput";
  },
) {
  return useForm<z.input<Schema>, z.output<Schema>, string[]>({
    ...options,
    constraint: getZodConstraint(schema),
    shouldValidate: options.shouldValidate ?? "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
}
