/**
 * The one way the app's page forms validate in the browser. The validation code (conform's zod
 * parser and the form's zod schema, the same the action parses with) is downloaded on the first blur
 * or submit, not with the page: no page ships the 24 KiB of zod + conform a visitor may never need.
 *
 * Until it has arrived the browser validates (native `required`, `type="email"`, `minLength`,
 * `maxLength`, `pattern`, given from the same limits the schema checks); once it has, the form
 * validates as conform's useForm did: a field is checked when it is left (or, with
 * `shouldValidate: "onSubmit"`, on submit) and again on every keystroke after that, a submit checks
 * every field, and the messages
 * are the schema's i18n keys, the same the server answers with. A submit made before the code has
 * arrived is held, checked, and sent once if it passes. Without JavaScript nothing here runs: the
 * form keeps `noValidate` and the server validates everything, as before.
 */
import type { SubmissionResult } from "@conform-to/react";
import type { InputHTMLAttributes, TextareaHTMLAttributes } from "react";
import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import type { z } from "zod";
import { useHydrated } from "~/ui/use-hydrated";

type Errors = Record<string, string[]>;
type Validate = (formData: FormData) => Errors;

/**
 * The browser's own checks for a field. Give the same numbers the schema checks (a zod-free limits
 * module both import), so the browser never lets through what the schema refuses, or the reverse.
 */
export interface LateField {
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  /** A regular expression's source, as the HTML `pattern` attribute takes it (whole value). */
  pattern?: string;
}

function errorsOf(error: Record<string, string[] | null> | null | undefined): Errors {
  const errors: Errors = {};
  for (const [name, list] of Object.entries(error ?? {})) if (list?.length) errors[name] = list;
  return errors;
}

/** What the page shows from the server's answer: its errors on the fields it checked. */
function fromResult(lastResult: SubmissionResult<string[]> | null | undefined) {
  return { validated: { ...lastResult?.state?.validated }, errors: errorsOf(lastResult?.error) };
}

/** Downloads conform's zod parser and the schema once, the first time a form needs them. */
function loader(loadSchema: () => Promise<z.ZodTypeAny>) {
  let loading: Promise<Validate> | null = null;
  return () =>
    (loading ??= Promise.all([import("@conform-to/zod"), loadSchema()]).then(
      ([{ parseWithZod }, schema]) =>
        (formData: FormData) => {
          const submission = parseWithZod(formData, { schema });
          return submission.status === "error" ? errorsOf(submission.error) : {};
        },
    ));
}

export function useLateZodForm<Name extends string>(
  loadSchema: () => Promise<z.ZodTypeAny>,
  options: {
    id: string;
    fields: Record<Name, LateField>;
    lastResult?: SubmissionResult<string[]> | null;
    defaultValue?: Partial<Record<Name, string>>;
    /**
     * When a field is first checked: when it is left (the default), or only on submit (long forms
     * where an empty field left on the way is not yet a mistake). Either way it is checked again on
     * every keystroke once it has been checked, and leaving a field starts the code's download.
     */
    shouldValidate?: "onBlur" | "onSubmit";
  },
) {
  const { id, lastResult } = options;
  const hydrated = useHydrated();
  const [load] = useState(() => loader(loadSchema));
  const validateRef = useRef<Validate | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [state, setState] = useState(() => fromResult(lastResult));
  const [shownResult, setShownResult] = useState(lastResult);
  const [values, setValues] = useState<Record<string, string>>({});
  if (shownResult !== lastResult) {
    // A new answer from the server replaces what the browser had checked.
    setShownResult(lastResult);
    setState(fromResult(lastResult));
  }
  const formRef = useRef<HTMLFormElement | null>(null);

  const ensureLoaded = useCallback(
    () =>
      load().then((validate) => {
        validateRef.current = validate;
        setLoaded(true);
        return validate;
      }),
    [load],
  );

  /**
   * Checks the form; `names` are the fields that now show their errors (all of them on submit). A
   * submit is checked with its button's name and value (e.g. `intent=profile`), as it is posted.
   */
  const check = useCallback(
    (form: HTMLFormElement, validate: Validate, names: string[] | "all", submitter?: unknown) => {
      const errors = validate(formDataWith(form, submitter));
      const submitted = names === "all" ? fieldElements(form).map((element) => element.name) : names;
      setState((previous) => {
        const validated = { ...previous.validated };
        for (const name of submitted) if (name) validated[name] = true;
        const shown = Object.entries(errors).filter(([name]) => validated[name] || name === "");
        return { validated, errors: Object.fromEntries(shown) };
      });
      return errors;
    },
    [],
  );

  const focusFirstInvalid = (form: HTMLFormElement, errors: Errors) => {
    for (const element of fieldElements(form))
      if (errors[element.name]) {
        element.focus();
        break;
      }
  };

  // A field's value as the page shows it (e.g. the e-mail in "send the link again"), read from
  // the form once it is interactive, so what was typed before hydration counts.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const read = () =>
      setValues(Object.fromEntries([...new FormData(form)].map(([name, value]) => [name, String(value)])));
    read();
    form.addEventListener("input", read);
    // The browser refused a submit (native checks): fetch the code, then say what is wrong in the
    // app's words.
    const onInvalid = () => void ensureLoaded().then((validate) => check(form, validate, "all"));
    form.addEventListener("invalid", onInvalid, true);
    return () => {
      form.removeEventListener("input", read);
      form.removeEventListener("invalid", onInvalid, true);
    };
  }, [ensureLoaded, check]);

  const onBlur = (event: { target: EventTarget; currentTarget: HTMLFormElement }) => {
    const form = event.currentTarget;
    const target = event.target as HTMLInputElement;
    if (!target.name) return;
    if (options.shouldValidate === "onSubmit") void ensureLoaded();
    else void ensureLoaded().then((validate) => check(form, validate, [target.name]));
  };
  const onInput = (event: { target: EventTarget; currentTarget: HTMLFormElement }) => {
    const target = event.target as HTMLInputElement;
    const validate = validateRef.current;
    if (validate && state.validated[target.name]) check(event.currentTarget, validate, [target.name]);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const validate = validateRef.current;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (validate) {
      const errors = check(form, validate, "all", submitter);
      if (Object.keys(errors).length > 0) {
        event.preventDefault();
        focusFirstInvalid(form, errors);
      }
      return;
    }
    // The code is not here yet: hold the submit, check, and send it once if it passes.
    event.preventDefault();
    void ensureLoaded().then((validateNow) => {
      const errors = check(form, validateNow, "all", submitter);
      if (Object.keys(errors).length > 0) focusFirstInvalid(form, errors);
      else form.requestSubmit(submitter instanceof HTMLElement ? submitter : undefined);
    });
  };

  const initial = (lastResult?.initialValue ?? options.defaultValue ?? {}) as Record<string, unknown>;
  const field = (name: Name) => {
    const fieldId = `${id}-${name}`;
    const errors = state.errors[name];
    const constraint = options.fields[name];
    const initialValue = typeof initial[name] === "string" ? (initial[name] as string) : undefined;
    return {
      id: fieldId,
      name,
      errorId: `${fieldId}-error`,
      errors,
      value: values[name] ?? initialValue,
      /** The input's attributes, as conform's getInputProps gives them. */
      input(type: string, extra: InputHTMLAttributes<HTMLInputElement> = {}) {
        const checkbox = type === "checkbox";
        return {
          id: fieldId,
          name,
          form: id,
          type,
          ...constraint,
          ...(checkbox
            ? { value: "on", defaultChecked: initialValue === "on" }
            : initialValue !== undefined
              ? { defaultValue: initialValue }
              : {}),
          "aria-invalid": errors ? true : undefined,
          "aria-describedby": errors ? `${fieldId}-error` : undefined,
          ...extra,
        };
      },
      /** The textarea's attributes, as conform's getTextareaProps gives them. */
      textarea(extra: TextareaHTMLAttributes<HTMLTextAreaElement> = {}) {
        const { pattern: _pattern, ...textConstraint } = constraint;
        return {
          id: fieldId,
          name,
          form: id,
          ...textConstraint,
          ...(initialValue !== undefined ? { defaultValue: initialValue } : {}),
          "aria-invalid": errors ? true : undefined,
          "aria-describedby": errors ? `${fieldId}-error` : undefined,
          ...extra,
        };
      },
    };
  };
  const fields = Object.fromEntries(
    (Object.keys(options.fields) as Name[]).map((name) => [name, field(name)]),
  ) as Record<Name, ReturnType<typeof field>>;
  return {
    form: {
      errors: state.errors[""],
      /** Every field's errors by name, including fields the form does not declare (e.g. a file). */
      allErrors: state.errors,
      props: {
        id,
        ref: formRef,
        // The server's HTML keeps noValidate (no JavaScript: the server checks); hydrated, the
        // browser checks until the code arrives, then the schema does.
        noValidate: !hydrated || loaded,
        onBlur,
        onInput,
        onSubmit,
      },
    },
    fields,
  };
}

/** One field of a late form: its ids, errors, value and the attributes for its control. */
export type LateFieldMetadata = ReturnType<typeof useLateZodForm<string>>["fields"][string];

/** The form's data as a submit by `submitter` posts it (FormData's own submitter argument is too new for old phones). */
function formDataWith(form: HTMLFormElement, submitter: unknown) {
  const formData = new FormData(form);
  if ((submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement) && submitter.name)
    formData.append(submitter.name, submitter.value);
  return formData;
}

function fieldElements(form: HTMLFormElement) {
  return [...form.elements].filter(
    (element): element is HTMLInputElement =>
      element instanceof HTMLInputElement ||
      element instanceof HTMLTextAreaElement ||
      element instanceof HTMLSelectElement,
  );
}
