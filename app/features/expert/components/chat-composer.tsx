import { Form, Link, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent, type KeyboardEvent } from "react";
import { useTranslation } from "~/core/i18n/use-translation";
import { referenceImageMaxBytes } from "~/core/storage/reference-image-limits";
import { messageMaxLength } from "~/features/expert/chat-limits";
import { CutoutStatus, usePhotoCutout } from "~/ui/cutout/photo-cutout";
import { useHydrated } from "~/ui/use-hydrated";
import { Icon } from "~/ui/icon";

interface Failure {
  title: string;
  body?: string;
  limit?: boolean;
}

/**
 * The message form: quick replies for the current question, a reference image, and a text box where
 * Enter sends and Shift+Enter adds a line. It is one multipart form posted to the page's action, so
 * it works without JavaScript; with it, a file that is not an image or is over 5 MB is refused
 * before anything is sent.
 */
export function ChatComposer({
  conversationId,
  lastMessageId,
  clientMessageId,
  quickReplies,
  initialText,
  idea = "",
  reference,
  failure,
  limited,
  blockedReplies = [],
  disabled,
}: {
  conversationId: string;
  /** The conversation's latest message: when it changes, the next message gets a new id. */
  lastMessageId: string;
  clientMessageId: string;
  quickReplies: string[];
  initialText: string;
  /** The video's idea a new conversation opens with (sent with the first message). */
  idea?: string;
  /** A dashboard thumbnail (`?reference=`) or a fetched YouTube thumbnail (`?upload=`) to attach. */
  reference: { kind: "thumbnail" | "upload"; id: string; title: string; src: string } | null;
  failure: Failure | null;
  /** No generations left: the notice and the way to the plans show from the start. */
  limited: boolean;
  /** Quick replies that would generate, disabled while `limited`. */
  blockedReplies?: string[];
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const sending = navigation.state !== "idle" && navigation.formData?.get("intent") === "send";
  const formRef = useRef<HTMLFormElement>(null);
  const [text, setText] = useState(initialText);
  const fileRef = useRef<HTMLInputElement>(null);
  const cutout = usePhotoCutout();
  // One id per message: a reload while typing keeps it (a resend is not a second message); once the
  // conversation moves on, the next message takes the page's new id.
  const [messageId, setMessageId] = useState(clientMessageId);
  const seenLastMessage = useRef(lastMessageId);
  useEffect(() => {
    if (seenLastMessage.current === lastMessageId) return;
    seenLastMessage.current = lastMessageId;
    setMessageId(clientMessageId);
  }, [lastMessageId, clientMessageId]);
  // A refused message comes back to the box (unless something new was typed meanwhile).
  useEffect(() => {
    if (failure && initialText) setText((current) => current || initialText);
  }, [failure, initialText]);
  // A suggestion that arrives with the next question (the video's idea as the title) fills an empty box.
  const offered = useRef(initialText);
  useEffect(() => {
    if (offered.current === initialText) return;
    offered.current = initialText;
    if (initialText) setText((current) => current || initialText);
  }, [initialText]);

  /** The box empties as the message leaves (the browser has already read the form). */
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.name === "quickReply") return;
    setText("");
    setTimeout(() => {
      if (fileRef.current) fileRef.current.value = "";
      cutout.reset();
      setPreview((old) => {
        if (old) URL.revokeObjectURL(old);
        return null;
      });
    }, 0);
  }
  const [fileError, setFileError] = useState<Failure | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const shown = fileError ?? failure;
  const blocked = sending || disabled;
  // Without JavaScript the server answers an empty message; with it, Send waits for some text.
  const hydrated = useHydrated();

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (!blocked && text.trim()) formRef.current?.requestSubmit();
  }

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    setFileError(null);
    setPreview((old) => {
      if (old) URL.revokeObjectURL(old);
      return null;
    });
    cutout.reset();
    if (!file) return;
    if (!file.type.startsWith("image/")) {
      setFileError({ title: t("expert.errorTitle"), body: t("expert.notAnImage") });
      input.value = "";
    } else if (file.size > referenceImageMaxBytes) {
      setFileError({ title: t("expert.fileTooLarge"), body: t("expert.fileTooLargeBody") });
      input.value = "";
    } else {
      // A big photo travels as a smaller JPEG (faster on a slow network, and the renderer can use it).
      // Its code loads with the first photo: most messages carry none.
      const { downscaleImage } = await import("~/engines/media/downscale-image");
      const smaller = await downscaleImage(file);
      if (input.files?.[0] !== file) return;
      if (smaller !== file) {
        const files = new DataTransfer();
        files.items.add(smaller);
        input.files = files.files;
      }
      setPreview(URL.createObjectURL(smaller));
      // Then the person cut out of it, as a PNG of at most 1024 px, becomes the thumbnail's hero
      // (docs/decisions/022-creator-photo-as-hero.md, The cut-out in the browser); until it is
      // ready, the photo above is what the form would send.
      const chosen = input.files?.[0];
      const cut = chosen ? await cutout.cutOut(input, chosen) : null;
      if (cut)
        setPreview((old) => {
          if (old) URL.revokeObjectURL(old);
          return URL.createObjectURL(cut);
        });
    }
  }

  return (
    <div className="border-t border-border pt-4">
      {shown ? (
        <div
          role="alert"
          className="mb-3 rounded-lg border border-destructive p-3"
          data-testid="composer-error"
        >
          <p className="font-bold">{shown.title}</p>
          {shown.body ? <p className="text-sm">{shown.body}</p> : null}
          {shown.limit ? (
            <Link to="/assinatura" className="text-sm font-semibold text-primary underline">
              {t("expert.upgrade")}
            </Link>
          ) : null}
        </div>
      ) : limited ? (
        <div role="status" className="mb-3 rounded-lg border border-border p-3" data-testid="limit-notice">
          <p className="font-bold">{t("expert.limitTitle")}</p>
          <p className="text-sm">{t("expert.limitBody")}</p>
          <p className="text-sm text-muted-foreground">{t("expert.limitKeepAnswering")}</p>
          <Link to="/assinatura" className="text-sm font-semibold text-primary underline">
            {t("expert.upgrade")}
          </Link>
        </div>
      ) : null}
      <Form
        ref={formRef}
        method="post"
        encType="multipart/form-data"
        onSubmit={onSubmit}
        className="space-y-3"
      >
        <input type="hidden" name="intent" value="send" />
        <input type="hidden" name="conversationId" value={conversationId} />
        <input type="hidden" name="clientMessageId" value={messageId} />
        {idea ? <input type="hidden" name="idea" value={idea} /> : null}
        {quickReplies.length > 0 ? (
          <fieldset>
            <legend className="sr-only">{t("expert.quickReplies")}</legend>
            <div className="flex flex-wrap gap-2" data-testid="quick-replies">
              {quickReplies.map((reply) => (
                <button
                  key={reply}
                  type="submit"
                  name="quickReply"
                  value={reply}
                  disabled={blocked || (limited && blockedReplies.includes(reply))}
                  className="rounded-full border border-primary px-3 py-1.5 text-sm font-semibold text-primary hover:bg-primary hover:text-primary-foreground disabled:opacity-60"
                >
                  {reply}
                </button>
              ))}
            </div>
          </fieldset>
        ) : null}
        {reference ? (
          <label className="flex items-center gap-3 rounded-lg border border-border p-2 text-sm">
            <input
              type="checkbox"
              name={reference.kind === "upload" ? "referenceUpload" : "referenceThumbnail"}
              value={reference.id}
              defaultChecked
            />
            <img src={reference.src} alt="" width={96} height={54} className="rounded object-cover" />
            <span>
              {reference.kind === "upload"
                ? t("expert.referenceFromYoutube", { title: reference.title })
                : t("expert.referenceFromDashboard", { title: reference.title })}
            </span>
          </label>
        ) : null}
        <div className="flex items-end gap-2">
          <label className="cursor-pointer rounded-lg border border-border px-3 py-2.5 text-sm font-semibold hover:bg-muted">
            <Icon name="paperclip" className="h-5 w-5" />
            <span className="sr-only">{t("expert.attach")}</span>
            <input
              ref={fileRef}
              type="file"
              name="reference"
              accept="image/png,image/jpeg,image/webp"
              onChange={(event) => void onFile(event)}
              className="sr-only"
              data-testid="reference-input"
              aria-describedby="attach-hint attach-cutout"
            />
          </label>
          <div className="min-w-0 flex-1">
            <label htmlFor="chat-text" className="sr-only">
              {t("expert.messageLabel")}
            </label>
            <textarea
              id="chat-text"
              name="text"
              rows={2}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              onKeyDown={onKeyDown}
              maxLength={messageMaxLength}
              placeholder={t("expert.placeholder")}
              className="block w-full resize-y rounded-lg border border-border bg-background px-3 py-2.5 text-base"
            />
          </div>
          <button
            type="submit"
            disabled={blocked || (hydrated && !text.trim())}
            className="rounded-lg bg-primary px-4 py-2.5 font-bold text-primary-foreground hover:opacity-90 disabled:opacity-60"
          >
            {sending ? t("expert.sending") : t("expert.send")}
          </button>
        </div>
        <p id="attach-hint" className="text-xs text-muted-foreground">
          {t("expert.attach")} · {t("expert.attachHint")}
        </p>
        <CutoutStatus id="attach-cutout" state={cutout.state} />
        {preview ? (
          <img
            src={preview}
            alt={t("expert.referenceAttached")}
            className="max-h-24 rounded"
            data-testid="reference-preview"
          />
        ) : null}
      </Form>
    </div>
  );
}
