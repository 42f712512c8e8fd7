import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { redirectToLogin } from "~/core/auth/session.server";
import {
  Form,
  Link,
  useActionData,
  useLoaderData,
  useNavigation,
  useSearchParams,
  useSubmit,
} from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "~/core/i18n/use-translation";
import { primaryButton, secondaryButton } from "~/ui/button-styles";
import { FormAlert } from "~/ui/forms";
import { BackgroundPicker } from "~/features/editor/components/background-picker";
import { EditorPreview } from "~/features/editor/components/editor-preview";
import { LayerFieldset } from "~/features/editor/components/layer-fieldset";
import { GeneratorHeader } from "~/features/generator/components/generator-header";
import { GeneratorSteps } from "~/features/generator/components/generator-steps";
import { saveEdit } from "~/features/editor/document-store.server";
import { editorParams, readDraft, valuesOf } from "~/features/editor/editor-form";
import { draftPreviewUrl, loadEditorState, readabilityMessages } from "~/features/editor/editor-page.server";
import { getLanguage, getServerT } from "~/core/i18n/i18next.server";
import { privatePageMeta } from "~/core/http/page-meta";
import { readForm } from "~/core/http/read-form.server";
import { redirectAfterPost } from "~/core/http/toast.server";
import { thumbnailImageUrl, thumbnailSrcSet } from "~/core/thumbnails/image-urls";
import { notFound } from "~/core/http/not-found.server";
import { errorMessage } from "~/core/i18n/error-message";
import { ScoreSection } from "~/features/score/components/score-section";
import { fillFix } from "~/features/score/fill-fix";
import { fixRedirect, shownScore } from "~/features/score/score-editor.server";
import { createDb } from "~/core/db/client.server";
import { downloadOffers } from "~/core/plans/export-sizes-for-plan";
import { currentPlan } from "~/core/usage/current-usage.server";
import { DownloadPanel } from "~/features/export/components/download-panel";

/** How long the editor waits after the last change before asking for a new preview (JavaScript on). */
const previewDelayMs = 400;

/**
 * The thumbnail editor (step 4): the layer document's text, font size, colours, outline and
 * position of every layer (the headline, the secondary text, the badge), each removable and
 * brought back, and the background among the set's. "Update preview" is a GET of the same form, so the
 * draft lives in the address and the server renders it (without JavaScript too); with JavaScript
 * the preview follows every change. Saving renders a new 1280×720 JPEG with the same renderer.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const state = await loadEditorState(request, context, params.id);
  if (state.signedOut) throw redirectToLogin(request);
  const { thumbnail, document, draft } = state;
  // "Aplicar" on a score's fix without JavaScript: the draft with the fix, at its layer.
  const withFix = fixRedirect(request, thumbnail.id, state);
  if (withFix) throw withFix;
  const variant = state.hasWatermark ? ("wm" as const) : ("orig" as const);
  const saved = {
    src: thumbnailImageUrl(thumbnail.id, 640, variant, thumbnail.revision),
    srcSet: thumbnailSrcSet(thumbnail.id, variant, thumbnail.revision),
  };
  // The sizes the saved thumbnail downloads at (docs/product.md, Export sizes).
  const plan = await currentPlan(createDb(context.cloudflare.env.DB), state.user.id);
  const offers = downloadOffers(plan, await getLanguage(request));
  const downloads = { offers: document ? offers.editable : offers.fixed, watermarked: state.hasWatermark };
  const base = { id: thumbnail.id, title: thumbnail.title, saved, downloads };
  if (!document) return { ...base, editor: null };
  const { t } = await getServerT(request);
  const current = draft.kind === "draft" ? draft.document : document;
  // The draft's own values: a badge that follows the headline shows the number it now has.
  const values = valuesOf(draft.kind === "invalid" ? document : current);
  const shown = draft.kind === "invalid" ? null : await shownScore(request, context, state);
  return {
    ...base,
    editor: {
      layers: current.layers.map((layer) => ({
        id: layer.id,
        role: layer.role,
        hasAccent: layer.accent !== null,
        follows: layer.followsHeadline === true,
        hidden: layer.hidden === true,
      })),
      backgrounds: document.backgrounds.map((_, n) => `/gerar/editor/${thumbnail.id}/fundo/${n}`),
      values,
      errors: draft.kind === "invalid" ? draft.errors : null,
      draftSrc: draftPreviewUrl(thumbnail.id, draft),
      warnings: draft.kind === "invalid" ? [] : await readabilityMessages(context.media.renderer, current, t),
      feedUrl: `/gerar/previa/${thumbnail.id}${draft.kind === "draft" ? `?${editorParams(draft.values)}` : ""}`,
    },
    // The score of what is on screen (docs/product.md, Performance AI), streamed; or the way to the plans.
    scoreLocked: shown?.kind === "locked" ? shown.plans : null,
    scoreDraft: shown?.kind === "scored" && shown.draft,
    score: shown?.kind === "scored" ? shown.score : null,
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
      return redirectAfterPost(request, env, `/gerar/editor/${state.thumbnail.id}`, {
        type: "success",
        title: t("editor.saved"),
        description: t("editor.savedBody"),
      });
  } catch (error) {
    console.error("editor: could not save an edit", error);
  }
  return data({ errors: null, failed: true }, { status: 503 });
}

export default function ThumbnailEditor() {
  const loaderData = useLoaderData<typeof loader>();
  const { id, title, saved, editor, downloads } = loaderData;
  const downloadPanel = <DownloadPanel thumbnailId={id} title={title} {...downloads} />;
  const [searchParams] = useSearchParams();
  const focusLayer = searchParams.get("layer");
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const submit = useSubmit();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);
  // A score's fix opened the editor at a layer: its fieldset takes the focus.
  useEffect(() => {
    if (focusLayer) document.getElementById(`layer-${focusLayer}`)?.focus();
  }, [focusLayer]);
  const saving = navigation.state === "submitting" && navigation.formMethod?.toLowerCase() === "post";
  // The preview waiting for the typing to pause must never replace a save in flight: a GET
  // navigation started then would cancel the save the creator just asked for.
  const savingNow = useRef(saving);
  savingNow.current = saving;

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
        {downloadPanel}
      </div>
    );

  const errors = actionData?.errors ?? editor.errors ?? {};
  const fieldErrors = (name: string) => errors[name] ?? undefined;
  // With JavaScript, each change asks for a new preview once typing pauses.
  const schedulePreview = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (formRef.current && !savingNow.current)
        submit(formRef.current, { method: "get", replace: true, preventScrollReset: true });
    }, previewDelayMs);
  };
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-10">
      <GeneratorHeader title={t("editor.title")} lead={t("editor.lead")}>
        <GeneratorSteps current="editor" />
      </GeneratorHeader>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-6">
          <EditorPreview
            draftSrc={editor.draftSrc}
            saved={saved}
            warnings={editor.warnings}
            feedUrl={editor.feedUrl}
          />
          <ScoreSection
            thumbnailId={id}
            editable
            locked={"scoreLocked" in loaderData ? loaderData.scoreLocked : null}
            draft={"scoreDraft" in loaderData ? loaderData.scoreDraft : false}
            score={"score" in loaderData ? loaderData.score : null}
            layerHref={(layerId) => `#layer-${layerId}`}
            apply={{
              kind: "editor",
              form: "editor-form",
              // With JavaScript "Aplicar" fills the fields and asks for a new preview and score.
              onApply: (layerId, fix) =>
                fillFix(
                  formRef.current,
                  editor.layers.map((layer) => layer.id),
                  layerId,
                  fix,
                  () => {
                    if (formRef.current)
                      submit(formRef.current, { method: "get", replace: true, preventScrollReset: true });
                  },
                ),
            }}
          />
        </div>
        <Form
          ref={formRef}
          method="get"
          id="editor-form"
          onChange={schedulePreview}
          // "Update preview" and "Save" go now: the preview still waiting for a pause is dropped.
          onSubmit={() => clearTimeout(timer.current)}
          className="space-y-6"
          aria-label={t("editor.title")}
        >
          {actionData?.failed ? (
            <FormAlert title={t("editor.saveFailed")} messages={[errorMessage("editor.saveFailed")]} />
          ) : null}
          {editor.layers.map((layer, i) => (
            <LayerFieldset
              key={layer.id}
              index={i}
              layer={layer}
              value={editor.values.layers[i]!}
              fieldErrors={fieldErrors}
            />
          ))}
          <BackgroundPicker
            backgrounds={editor.backgrounds}
            selected={editor.values.background}
            errors={fieldErrors("background")}
          />
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
      {downloadPanel}
    </div>
  );
}

export const meta: MetaFunction = ({ matches }) => privatePageMeta(matches, "editor");
