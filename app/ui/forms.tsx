/**
 * Form parts shared by the account pages: a labelled field with its translated errors, a form-level
 * alert, a checkbox and a submit button that shows its pending label while the form is sending.
 *
 * The error convention (app/core/i18n/error-message.ts): every error a loader, an action or a zod
 * schema hands to these components is an i18n key, never translated text. A message that needs
 * values is the key plus its values, built on the server with `errorMessage(key, values)`
 * (e.g. `submission.reply({ formErrors: [errorMessage("auth.errors.loginLocked", { count })] })`).
 * These components translate every error at render, in the reader's language, with `translateError`.
 */
import { useFormAction, useNavigation } from "@remix-run/react";
import type { ChangeEvent, InputHTMLAttributes, ReactNode } from "react";
import { useTranslation } from "~/core/i18n/use-translation";
import { translateError } from "~/core/i18n/error-message";
import { fileInput } from "~/ui/button-styles";
import type { LateFieldMetadata } from "~/ui/use-late-zod-form";

function useTranslateError() {
  const { t } = useTranslation();
  return (error: string) => translateError(t, error);
}

export function ErrorList({ id, errors }: { id?: string; errors?: string[] | null }) {
  const translate = useTranslateError();
  if (!errors?.length) return null;
  return (
    <ul id={id} className="mt-1 space-y-1 text-sm font-medium text-red-700 dark:text-red-400">
      {errors.map((error) => (
        <li key={error}>{translate(error)}</li>
      ))}
    </ul>
  );
}

export function Field({
  label,
  inputProps,
  errors,
  errorId,
  hint,
}: {
  label: string;
  inputProps: InputHTMLAttributes<HTMLInputElement> & { id: string };
  errors?: string[] | null;
  errorId: string;
  hint?: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={inputProps.id} className="block text-sm font-semibold">
        {label}
      </label>
      <input
        {...inputProps}
        className="mt-1 block w-full rounded-lg border border-border bg-background px-3 py-2.5 text-base shadow-sm focus:border-primary aria-[invalid=true]:border-red-600"
      />
      {hint ? <p className="mt-1 text-xs text-muted-foreground">{hint}</p> : null}
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}

/** A file picker with its label, an optional hint and its errors (the tools' uploads). */
export function FileField({
  id,
  name,
  multiple,
  label,
  accept,
  hint,
  errors,
  disabled,
  onChange,
}: {
  id: string;
  /** Unset for a file read in the browser and never posted. */
  name?: string;
  multiple?: boolean;
  label: string;
  accept: string;
  hint?: string;
  errors?: string[] | null;
  disabled?: boolean;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="file"
        multiple={multiple}
        accept={accept}
        disabled={disabled}
        onChange={onChange}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={hint ? `${id}-hint ${id}-error` : `${id}-error`}
        className={fileInput}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <ErrorList id={`${id}-error`} errors={errors} />
    </div>
  );
}

export function CheckboxField({
  inputProps,
  children,
  errors,
  errorId,
}: {
  inputProps: InputHTMLAttributes<HTMLInputElement> & { id: string };
  children: ReactNode;
  errors?: string[] | null;
  errorId: string;
}) {
  return (
    <div>
      <div className="flex items-start gap-2">
        <input {...inputProps} type="checkbox" className="mt-1 h-4 w-4 shrink-0 accent-primary" />
        <label htmlFor={inputProps.id} className="text-sm">
          {children}
        </label>
      </div>
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}

/** A one-line error announced to screen readers (e.g. "the delete did not go through"). */
export function ErrorNotice({ children }: { children: ReactNode }) {
  return (
    <p
      role="alert"
      className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-bold text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
    >
      {children}
    </p>
  );
}

/** A form-level error with a title, announced to screen readers. */
export function FormAlert({
  title,
  messages,
  children,
}: {
  title: string;
  messages?: string[] | null;
  children?: ReactNode;
}) {
  const translate = useTranslateError();
  if (!messages?.length) return null;
  return (
    <div
      role="alert"
      className="rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
    >
      <p className="font-bold">{title}</p>
      {messages.map((message) => (
        <p key={message} className="mt-1">
          {translate(message)}
        </p>
      ))}
      {children}
    </div>
  );
}

/** The submit button: disabled with its pending label while this form is being sent. */
export function SubmitButton({
  label,
  pendingLabel,
  name,
  value,
}: {
  label: string;
  pendingLabel: string;
  name?: string;
  value?: string;
}) {
  const navigation = useNavigation();
  const action = useFormAction();
  const pending =
    navigation.state === "submitting" &&
    navigation.formAction === action &&
    (name === undefined || navigation.formData?.get(name) === value);
  return (
    <button
      type="submit"
      name={name}
      value={value}
      disabled={pending}
      className="w-full rounded-lg bg-primary px-4 py-3 font-bold text-primary-foreground shadow-sm hover:opacity-90 disabled:opacity-70"
    >
      {pending ? pendingLabel : label}
    </button>
  );
}

/** The e-mail field of the account forms. */
export function EmailField({ field }: { field: LateFieldMetadata }) {
  const { t } = useTranslation();
  return (
    <Field
      label={t("auth.fields.email")}
      inputProps={field.input("email", {
        autoComplete: "email",
        placeholder: t("auth.fields.emailPlaceholder"),
      })}
      errors={field.errors}
      errorId={field.errorId}
    />
  );
}

/** A new password and its confirmation (sign-up, reset, change). */
export function NewPasswordFields({
  password,
  confirm,
  label,
}: {
  password: LateFieldMetadata;
  confirm: LateFieldMetadata;
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Field
        label={label}
        inputProps={password.input("password", {
          autoComplete: "new-password",
          placeholder: t("auth.fields.passwordPlaceholder"),
        })}
        errors={password.errors}
        errorId={password.errorId}
      />
      <Field
        label={t("auth.fields.confirmPassword")}
        inputProps={confirm.input("password", { autoComplete: "new-password" })}
        errors={confirm.errors}
        errorId={confirm.errorId}
      />
    </>
  );
}
