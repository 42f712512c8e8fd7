import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { redirectToLogin } from "~/core/auth/session.server";
import { Form, Link, useActionData, useLoaderData, useNavigation, useSubmit } from "@remix-run/react";
import { useEffect, useRef, type InputHTMLAttributes } from "react";
import { useTranslation } from "react-i18next";
import { primaryButton, secondaryButton } from "~/ui/button-styles";
import { ErrorList, FormAlert } from "~/ui/forms";
import { GeneratorHeader } from "~/features/generator/components/generator-header";
import { GeneratorSteps } from "~/features/generator/components/generator-steps";
import { saveEdit } from "~/features/editor/document-store.server";
import { editorLimits, editorParams, readDraft, valuesOf } from "~/features/editor/editor-form";
import { draftPreviewUrl, loadEditorState, readabilityMessages } from "~/features/editor/editor-page.server";
import { getServerT } from "~/core/i18n/i18next.server";
import { rootData } from "~/core/http/page-meta";
import { readForm } from "~/core/http/read-form.server";
import { redirectWithToast } from "~/core/http/toast.server";
import { documentPositions } from "~/engines/render/thumbnail-document";
import { thumbnailImageUrl, thumbnailSrcSet } from "~/core/thumbnails/image-urls";
import { notFound } from "~/core/http/not-found.server";
import { errorMessage } from "~/core/i18n/error-message";

/** How long the editor waits after the last change before asking for a new preview (JavaScript on). */
const previewDelayMs = 400;

/**
 * The thumbnail editor (step 4): the layer document's text, font size, colours, outline and
 * position, and the background among the set's. "Update preview" is a GET of the same form, so the
 * draft lives in the address and the server renders it (without JavaScript too); with JavaScript
 * the preview follows every change. Saving renders a new 1280×720 JPEG with the same renderer.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const state = await loadEditorState(request, context, params.id);
  if (state.signedOut) throw redirectToLogin(request);
  const { thumbnail, document, draft } = state;
  const variant = state.hasWatermark ? ("wm" as const) : ("orig" as const);
  const saved = {
    src: thumbnailImageUrl(thumbnail.id, 640, variant, thumbnail.revision),
    srcSet: thumbnailSrcSet(thumbnail.id, variant, thumbnail.revision),
  };
  const base = { id: thumbnail.id, title: thumbnail.title, saved };
  if (!document) return { ...base, editor: null };
  const { t } = await getServerT(request);
  const current = draft.kind === "draft" ? draft.document : document;
  const values = draft.kind === "draft" ? draft.values : valuesOf(document);
  return {
    ...base,
    editor: {
      layers: document.layers.map((layer) => ({
        id: layer.id,
        role: layer.role,
        hasAccent: layer.accent !== null,
      })),
      backgrounds: document.backgrounds.map((_, n) => `/gerar/editor/${thumbnail.id}/fundo/${n}`),
      values,
      errors: draft.kind === "invalid" ? draft.errors : null,
      draftSrc: draftPreviewUrl(thumbnail.id, draft),
      warnings: draft.kind === "invalid" ? [] : await readabilityMessages(context.media.renderer, current, t),
      feedUrl: `/gerar/previa/${thumbnail.id}${draft.kind === "draft" ? `?${editorParams(draft.values)}` : ""}`,
    },
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const state = await loadEditorState(request, context, params.id);
  if (state.signedOut) throw redirectToLogin(request);
  const { t } = await getServerT(request);
  if (!state.document) notFound();
  const form = await readForm(request);
  const draft = readDraft(state.document, form);
  if (draft.kind !== "draft") {
    return data({ errors: draft.kind === "invalid" ? draft.errors : null, failed: false }, { status: 400 });
  }
  const { env } = context.cloudflare;
  try {
    if (await saveEdit(env, context.media.renderer, state.user.id, state.thumbnail, draft.document))
      return redirectWithToast(
        request,
        env,
        `/gerar/editor/${state.thumbnail.id}`,
        { type: "success", title: t("editor.saved"), description: t("editor.savedBody") },
        { status: 303 },
      );
  } catch (error) {
    console.error("editor: could not save an edit", error);
  }
  return data({ errors: null, failed: true }, { status: 503 });
}

const inputClass =
  "mt-1 block w-full rounded-lg border border-border bg-background px-3 py-2 text-base shadow-sm focus:border-primary aria-[invalid=true]:border-red-600";

export default function ThumbnailEditor() {
  const { id, title, saved, editor } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const submit = useSubmit();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);
  const saving = navigation.state === "submitting" && navigation.formMethod?.toLowerCase() === "post";

  if (!editor)
    return (
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
        <GeneratorHeader title={t("editor.title")} lead={t("editor.notEditable")} />
        <img
          src={saved.src}
          srcSet={saved.srcSet}
          width={1280}
          height={720}
          alt={title}
          className="w-full rounded-xl"
        />
      </div>
    );

  const errors = actionData?.errors ?? editor.errors ?? {};
  const fieldErrors = (name: string) => errors[name] ?? undefined;
  // With JavaScript, each change asks for a new preview once typing pauses.
  const schedulePreview = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (formRef.current)
        submit(formRef.current, { method: "get", replace: true, preventScrollReset: true });
    }, previewDelayMs);
  };
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-10">
      <GeneratorHeader title={t("editor.title")} lead={t("editor.lead")}>
        <GeneratorSteps current="editor" />
      </GeneratorHeader>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section className="space-y-4" aria-labelledby="preview-title">
          <h2 id="preview-title" className="text-sm font-semibold" data-testid="preview-state">
            {editor.draftSrc ? t("editor.draft") : t("editor.savedVersion")}
          </h2>
          <img
            src={editor.draftSrc ?? saved.src}
            srcSet={editor.draftSrc ? undefined : saved.srcSet}
            sizes="(min-width: 1024px) 640px, 100vw"
            width={1280}
            height={720}
            alt={t("editor.previewAlt")}
            className="aspect-video w-full rounded-xl border border-border bg-muted object-cover"
            data-testid="editor-preview"
          />
          <div aria-live="polite" className="space-y-2" data-testid="readability">
            <h3 className="font-semibold">{t("editor.checksTitle")}</h3>
            {editor.warnings.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t("editor.checksOk")}</p>
            ) : (
              <ul className="space-y-1">
                {editor.warnings.map((warning) => (
                  <li
                    key={warning.text}
                    className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
                    data-warning={warning.kind}
                  >
                    {warning.text}
                  </li>
                ))}
              </ul>
            )}
          </div>
          <Link to={editor.feedUrl} className={secondaryButton}>
            {t("editor.feedPreview")}
          </Link>
        </section>
        <Form
          ref={formRef}
          method="get"
          id="editor-form"
          onChange={schedulePreview}
          className="space-y-6"
          aria-label={t("editor.title")}
        >
          {actionData?.failed ? (
            <FormAlert title={t("editor.saveFailed")} messages={[errorMessage("editor.saveFailed")]} />
          ) : null}
          {editor.layers.map((layer, i) => {
            const value = editor.values.layers[i]!;
            const name = (field: string) => `layers[${i}].${field}`;
            const idOf = (field: string) => `layer-${i}-${field}`;
            return (
              <fieldset
                key={layer.id}
                className="space-y-3 rounded-xl border border-border p-4"
                data-testid="layer"
              >
                <legend className="px-1 font-semibold">
                  {t(layer.role === "secondary" ? "editor.layers.secondary" : "editor.layers.headline")}
                </legend>
                <div>
                  <label htmlFor={idOf("text")} className="block text-sm font-semibold">
                    {t("editor.text")}
                  </label>
                  <textarea
                    id={idOf("text")}
                    name={name("text")}
                    defaultValue={value.text}
                    rows={2}
                    maxLength={editorLimits.text}
                    required
                    aria-invalid={fieldErrors(name("text")) ? true : undefined}
                    className={inputClass}
                  />
                  <ErrorList errors={fieldErrors(name("text"))} />
                </div>
                <div className="grid grid-cols-2 gap-3">
                  <NumberField
                    id={idOf("size")}
                    name={name("size")}
                    label={t("editor.size")}
                    hint={t("editor.sizeHint")}
                    range={editorLimits.size}
                    step={1}
                    value={value.size}
                    errors={fieldErrors(name("size"))}
                  />
                  <div>
                    <label htmlFor={idOf("position")} className="block text-sm font-semibold">
                      {t("editor.position")}
                    </label>
                    <select
                      id={idOf("position")}
                      name={name("position")}
                      defaultValue={value.position}
                      className={inputClass}
                    >
                      {documentPositions.map((position) => (
                        <option key={position} value={position}>
                          {t(`editor.positions.${position}`)}
                        </option>
                      ))}
                    </select>
                    <ErrorList errors={fieldErrors(name("position"))} />
                  </div>
                  <ColorField
                    id={idOf("color")}
                    name={name("color")}
                    label={t("editor.color")}
                    value={value.color}
                    errors={fieldErrors(name("color"))}
                  />
                  {layer.hasAccent ? (
                    <ColorField
                      id={idOf("accent")}
                      name={name("accent")}
                      label={t("editor.accent")}
                      value={value.accent ?? "#ffffff"}
                      errors={fieldErrors(name("accent"))}
                    />
                  ) : null}
                  <ColorField
                    id={idOf("outlineColor")}
                    name={name("outlineColor")}
                    label={t("editor.outlineColor")}
                    value={value.outlineColor}
                    errors={fieldErrors(name("outlineColor"))}
                  />
                  <NumberField
                    id={idOf("outlineWidth")}
                    name={name("outlineWidth")}
                    label={t("editor.outlineWidth")}
                    range={editorLimits.outline}
                    step="any"
                    value={value.outlineWidth}
                    errors={fieldErrors(name("outlineWidth"))}
                  />
                </div>
              </fieldset>
            );
          })}
          <fieldset className="space-y-2">
            <legend className="font-semibold">{t("editor.background")}</legend>
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
              {editor.backgrounds.map((src, n) => (
                <label
                  key={src}
                  className="cursor-pointer rounded-lg border border-border p-1 has-[:checked]:border-primary has-[:checked]:ring-2 has-[:checked]:ring-primary"
                >
                  <input
                    type="radio"
                    name="background"
                    value={n}
                    defaultChecked={editor.values.background === n}
                    className="sr-only"
                  />
                  <img
                    src={src}
                    width={320}
                    height={180}
                    loading="lazy"
                    alt=""
                    className="aspect-video w-full rounded object-cover"
                  />
                  <span className="mt-1 block text-center text-xs">
                    {t("editor.backgroundOption", { n: n + 1 })}
                  </span>
                </label>
              ))}
            </div>
            <ErrorList errors={fieldErrors("background")} />
          </fieldset>
          <div className="flex flex-wrap gap-3">
            <button type="submit" className={secondaryButton}>
              {t("editor.preview")}
            </button>
            <button
              type="submit"
              formMethod="post"
              name="intent"
              value="save"
              disabled={saving}
              className={primaryButton}
            >
              {saving ? t("editor.saving") : t("editor.save")}
            </button>
            {editor.draftSrc ? (
              <Link
                to={`/gerar/editor/${id}`}
                reloadDocument
                className="self-center text-sm font-semibold underline underline-offset-4"
              >
                {t("editor.discard")}
              </Link>
            ) : null}
          </div>
        </Form>
      </div>
    </div>
  );
}

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
        className={className ?? inputClass}
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

function NumberField({
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

function ColorField({
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

export const meta: MetaFunction = ({ matches }) => [
  { title: rootData(matches)?.translations.editor?.metaTitle ?? "Miniatura" },
  { name: "robots", content: "noindex" },
];
