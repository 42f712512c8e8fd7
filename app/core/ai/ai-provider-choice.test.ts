import { describe, expect, it } from "vitest";
import {
  AiProviderConfigError,
  aiProvidersByTask,
  aiTasks,
  chooseAiProvider,
} from "~/core/ai/ai-provider-choice";

const binding = { run: async () => ({ response: "" }) };

/** Every combination of key, binding and AI_PROVIDER, with the provider (or the error) it gives. */
const table: [key: boolean, hasBinding: boolean, explicit: string | undefined, expected: string | RegExp][] =
  [
    // No explicit choice: OpenAI with a key, then Workers AI with the binding, then offline.
    [false, false, undefined, "offline"],
    [false, true, undefined, "workers-ai"],
    [true, false, undefined, "openai"],
    [true, true, undefined, "openai"],
    // An explicit choice wins when it can run…
    [true, false, "openai", "openai"],
    [true, true, "openai", "openai"],
    [false, true, "workers-ai", "workers-ai"],
    [true, true, "workers-ai", "workers-ai"],
    [false, false, "offline", "offline"],
    [false, true, "offline", "offline"],
    [true, false, "offline", "offline"],
    [true, true, "offline", "offline"],
    // …and fails loudly, naming what is missing, when it cannot.
    [false, false, "openai", /OPENAI_API_KEY/],
    [false, true, "openai", /OPENAI_API_KEY/],
    [false, false, "workers-ai", /AI binding/],
    [true, false, "workers-ai", /AI binding/],
    [true, true, "claude", /AI_PROVIDER="claude"/],
  ];

describe("chooseAiProvider", () => {
  it.each(table)("key %s, binding %s, AI_PROVIDER %s → %s", (key, hasBinding, explicit, expected) => {
    const env = {
      OPENAI_API_KEY: key ? "sk-test" : undefined,
      AI: hasBinding ? binding : undefined,
      AI_PROVIDER: explicit,
    };
    if (expected instanceof RegExp) {
      expect(() => chooseAiProvider(env)).toThrow(AiProviderConfigError);
      expect(() => chooseAiProvider(env)).toThrow(expected);
    } else {
      expect(chooseAiProvider(env)).toBe(expected);
      expect(Object.values(aiProvidersByTask(env))).toEqual(aiTasks.map(() => expected));
    }
  });

  it("reads AI_PROVIDER case- and space-insensitively and treats a blank key or value as unset", () => {
    expect(chooseAiProvider({ AI_PROVIDER: " Workers-AI ", AI: binding })).toBe("workers-ai");
    expect(chooseAiProvider({ AI_PROVIDER: "  ", OPENAI_API_KEY: "  ", AI: binding })).toBe("workers-ai");
  });

  it("does not take something without a run method for the binding", () => {
    expect(chooseAiProvider({ AI: {} })).toBe("offline");
    expect(chooseAiProvider({ AI: "AI" })).toBe("offline");
  });
});
