import { Form, Link, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "~/core/i18n/use-translation";
import { DownloadLink } from "~/ui/download-link";
import { DownloadMenu } from "~/ui/download-menu";
import type { DownloadOffers } from "~/core/plans/export-sizes-for-plan";
import type { ChatMessageView, GenerationView } from "~/features/expert/expert-page.server";
import { stripGenerateMarker } from "~/features/expert/interview/marker";
import { useChatStream } from "~/features/expert/use-chat-stream";
import { showClientToast } from "~/ui/client-toast";
import { CardImage } from "~/ui/card-image";
import { Icon } from "~/ui/icon";

/** A reply being streamed may end in the first characters of the generate marker: never show them. */
const visibleStream = (text: string) => stripGenerateMarker(text).replace(/\[[A-Z_]*$/, "");

function Bubble({ role, children }: { role: "user" | "assistant"; children: React.ReactNode }) {
  const { t } = useTranslation();
  const mine = role === "user";
  return (
    <li className={`flex ${mine ? "justify-end" : "justify-start"}`} data-role={role}>
      <div
        className={`max-w-[85%] rounded-2xl px-4 py-3 ${mine ? "bg-primary text-primary-foreground" : "bg-muted"}`}
      >
        <p className="sr-only">{mine ? t("expert.you") : t("expert.assistant")}:</p>
        {children}
      </div>
    </li>
  );
}

function MessageText({ text }: { text: string }) {
  return <p className="whitespace-pre-wrap break-words">{text}</p>;
}

/**
 * The conversation: saved messages, the generated variations with their 'Variação N' downloads,
 * and, while a message is being sent, the creator's words and the reply as it streams in.
 */
export function ChatMessages({
  conversationId,
  messages,
  generation,
  variant,
  offers,
}: {
  conversationId: string;
  messages: ChatMessageView[];
  generation: GenerationView;
  variant: "wm" | "orig";
  /** Which larger sizes the images download at (docs/product.md, Export sizes), from the loader. */
  offers: DownloadOffers;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const sending = navigation.state !== "idle" && navigation.formData?.get("intent") === "send";
  const pendingText = sending
    ? String(navigation.formData?.get("quickReply") || navigation.formData?.get("text") || "").trim()
    : "";
  const lastId = messages.at(-1)?.id ?? "";
  const stream = useChatStream(conversationId, lastId);
  const listRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    listRef.current?.lastElementChild?.scrollIntoView({ block: "end", behavior: "smooth" });
  }, [messages.length, pendingText, stream.text, generation]);

  // Tell the creator when the generation they waited for ends (without JavaScript the page says it).
  const previous = useRef(generation);
  useEffect(() => {
    if (previous.current === "pending" && generation !== "pending") {
      const last = messages.at(-1);
      if (generation === "failed")
        showClientToast({
          type: "error",
          title: t("expert.generationFailed"),
          description: t("expert.generationFailedBody"),
        });
      else if (last?.images?.length)
        showClientToast({
          type: "success",
          title: t("expert.generated"),
          description: t("expert.generatedBody"),
        });
    }
    previous.current = generation;
  }, [generation, messages, t]);

  return (
    <section aria-label={t("expert.messages")} className="flex-1 overflow-y-auto py-4">
      {/* Busy while a reply streams: screen readers announce it once, complete. */}
      <ol
        ref={listRef}
        className="space-y-4"
        aria-live="polite"
        aria-busy={sending}
        data-testid="chat-messages"
      >
        {messages.map((message) => (
          <Bubble key={message.id} role={message.role}>
            {message.reference ? (
              <img
                src={message.reference}
                alt={t("expert.referenceAttached")}
                className="mb-2 max-h-40 rounded-lg"
                loading="lazy"
              />
            ) : null}
            {message.content ? <MessageText text={message.content} /> : null}
            {message.images?.length ? (
              <div className="mt-3" data-testid="generated-images">
                <p className="font-bold">{t("expert.generated")}</p>
                <p className="text-sm">
                  {t("expert.generatedBody")} ·{" "}
                  <Link to="/dashboard" className="font-semibold underline">
                    {t("expert.seeDashboard")}
                  </Link>
                </p>
                <ul className="mt-3 grid gap-3 sm:grid-cols-3">
                  {message.images.map((image) => (
                    <li key={image.id} className="overflow-hidden rounded-lg bg-background">
                      <CardImage
                        src={image.src}
                        srcSet={image.srcSet}
                        sizes="(min-width: 640px) 240px, 85vw"
                        width={640}
                        height={360}
                        alt={t("expert.variation", { n: image.n })}
                      />
                      <DownloadLink
                        href={image.download}
                        className="flex items-center justify-center gap-1.5 px-3 py-2 text-sm font-bold text-foreground hover:bg-muted"
                      >
                        <Icon name="download" />
                        {t("expert.variation", { n: image.n })}
                      </DownloadLink>
                      <DownloadMenu
                        thumbnailId={image.id}
                        title={t("expert.variation", { n: image.n })}
                        offers={image.edit !== null ? offers.editable : offers.fixed}
                        className="border-t border-border px-3 py-2"
                      />
                      {image.edit ? (
                        <Link
                          to={image.edit}
                          className="block border-t border-border px-3 py-2 text-center text-sm font-semibold hover:bg-muted"
                          aria-label={t("expert.editVariation", { n: image.n })}
                        >
                          {t("expert.edit")}
                        </Link>
                      ) : null}
                    </li>
                  ))}
                </ul>
                {variant === "wm" ? (
                  <p className="mt-2 text-xs text-muted-foreground">{t("expert.watermarkNote")}</p>
                ) : null}
              </div>
            ) : null}
          </Bubble>
        ))}
        {pendingText ? (
          <Bubble role="user">
            <MessageText text={pendingText} />
          </Bubble>
        ) : null}
        {sending ? (
          <Bubble role="assistant">
            {stream.text ? (
              <MessageText text={visibleStream(stream.text)} />
            ) : (
              <p className="animate-pulse text-muted-foreground">{t("expert.typing")}</p>
            )}
          </Bubble>
        ) : null}
        {generation === "pending" && !sending ? (
          <Bubble role="assistant">
            <p role="status" className="font-semibold" data-testid="generating">
              <span className="mr-2 inline-block h-3 w-3 animate-pulse rounded-full bg-primary" />
              {t("expert.generating")}
            </p>
            <noscript>
              <p className="mt-1 text-sm text-muted-foreground">{t("expert.generatingNoScript")}</p>
            </noscript>
          </Bubble>
        ) : null}
        {generation === "failed" && !sending ? (
          <li role="alert" className="rounded-xl border border-destructive p-4">
            <p className="font-bold">{t("expert.generationFailed")}</p>
            <p className="text-sm">{t("expert.generationFailedBody")}</p>
            <Form method="post" className="mt-2">
              <input type="hidden" name="intent" value="retry" />
              <input type="hidden" name="id" value={conversationId} />
              <button
                type="submit"
                className="rounded-lg border border-border px-3 py-1.5 text-sm font-semibold"
              >
                {t("expert.retry")}
              </button>
            </Form>
          </li>
        ) : null}
      </ol>
    </section>
  );
}
