/**
 * The JSON object a Workers AI text or vision model was asked to answer with
 * (docs/decisions/028-workers-ai-provider.md). The catalog's Llama models have no strict JSON mode
 * for images, so the object may come fenced or after a sentence; anything that is not one object
 * is no answer.
 */

/** The model's `response`: its text, or (for a model that parses its JSON itself) that object as text. */
export function modelReply(answer: unknown): string | null {
  const response = (answer as { response?: unknown } | null)?.response;
  if (typeof response === "string") return response;
  if (response && typeof response === "object") return JSON.stringify(response);
  return null;
}

function parseObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** The one JSON object in the reply: the whole reply, a ```json fence, or the text from its first `{` to its last `}`. */
export function jsonObjectIn(reply: string): Record<string, unknown> | undefined {
  const trimmed = reply.trim();
  const whole = parseObject(trimmed);
  if (whole) return whole;
  const fenced = /```(?:json)?[ \t]*\n?([\s\S]*?)\n?```/i.exec(trimmed);
  if (fenced) return parseObject(fenced[1]!.trim());
  const start = trimmed.indexOf("{");
  const end = trimmed.lastIndexOf("}");
  return start >= 0 && end > start ? parseObject(trimmed.slice(start, end + 1)) : undefined;
}
