import type { InputHTMLAttributes } from "react";
import { ErrorList } from "~/ui/forms";

export const editorInputClass =
  "mt-1 block w-full rounded-lg border border-border bg-background px-3 py-2 text-base shadow-sm focus:border-primary aria-[invalid=true]:border-red-600";

/** A labelled input of the editor with its hint and translated errors. */
function EditorInput({
  label,
  hint,
  errors,
  className,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { id: string; label: string; hint?: string; errors?: string[] }) {
  return (
    <div>
      <label htmlFor={input.id} className="block text-sm font-semibold">
        {label}
      </label>
      <input
        {...input}
        aria-describedby={hint ? `${input.id}-hint` : undefined}
        aria-invalid={errors?.length ? true : undefined}
        className={className ?? editorInputClass}
      />
      {hint ? (
        <p id={`${input.id}-hint`} className="mt-1 text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <ErrorList errors={errors} />
    </div>
  );
}

export function NumberField({
  range,
  value,
  ...rest
}: {
  id: string;
  name: string;
  label: string;
  hint?: string;
  range: { min: number; max: number };
  step: number | "any";
  value: number;
  errors?: string[];
}) {
  return <EditorInput {...rest} type="number" min={range.min} max={range.max} defaultValue={value} />;
}

export function ColorField({
  value,
  ...rest
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  errors?: string[];
}) {
  return (
    <EditorInput
      {...rest}
      type="color"
      defaultValue={value}
      className="mt-1 block h-10 w-full cursor-pointer rounded-lg border border-border bg-background"
    />
  );
}
