import { describe, expect, it } from "vitest";
import { getConfig, isDevelopment } from "~/core/env.server";

const secret = "s".repeat(32);
const pepper = "p".repeat(32);

/** A fresh bindings object each time: getConfig caches per object. */
function env(vars: Record<string, unknown> = {}): Env {
  return {
    SESSION_SECRET: secret,
    PASSWORD_PEPPER: pepper,
    APP_URL: "https://miniatura.app/",
    ...vars,
  } as unknown as Env;
}

describe("getConfig", () => {
  it("accepts the two required secrets and the public origin alone and fills in the defaults", () => {
    const config = getConfig(env());
    expect(config).toMatchObject({
      APP_ENV: "production",
      APP_NAME: "Miniatura",
      SUPPORT_EMAIL: "suporte@miniatura.app",
      RESEND_BASE_URL: "https://api.resend.com",
      EMAIL_FROM: "Miniatura <nao-responda@miniatura.app>",
      OPENAI_BASE_URL: "https://api.openai.com/v1",
      YOUTUBE_API_BASE_URL: "https://www.googleapis.com/youtube/v3",
      YOUTUBE_IMAGE_BASE_URL: "https://i.ytimg.com",
      SESSION_SECRET: secret,
      PASSWORD_PEPPER: pepper,
      APP_URL: "https://miniatura.app",
    });
    expect(config.RESEND_API_KEY).toBeUndefined();
    expect(config.OPENAI_API_KEY).toBeUndefined();
  });

  it("requires APP_URL in production, where e-mailed links are built from it", () => {
    expect(() => getConfig(env({ APP_URL: undefined }))).toThrow(/APP_URL is required in production/);
    expect(() => getConfig(env({ APP_URL: "not a url" }))).toThrow(/APP_URL/);
  });

  it("defaults APP_URL to the local server outside production, and keeps only the origin", () => {
    expect(getConfig(env({ APP_ENV: "development", APP_URL: undefined })).APP_URL).toBe(
      "http://localhost:8787",
    );
    expect(getConfig(env({ APP_ENV: "test", APP_URL: "" })).APP_URL).toBe("http://localhost:8787");
    expect(getConfig(env({ APP_ENV: "development", APP_URL: "http://localhost:9000/x?y" })).APP_URL).toBe(
      "http://localhost:9000",
    );
  });

  it.each([
    ["missing", {}],
    ["short", { SESSION_SECRET: "too-short" }],
    ["31 characters", { SESSION_SECRET: "x".repeat(31) }],
  ])("a %s SESSION_SECRET throws an error naming it and pointing at .dev.vars.example", (_label, vars) => {
    const bindings = { PASSWORD_PEPPER: pepper, ...vars } as unknown as Env;
    expect(() => getConfig(bindings)).toThrow(/SESSION_SECRET/);
    expect(() => getConfig(bindings)).toThrow(/\.dev\.vars\.example/);
  });

  it("a SESSION_SECRET of exactly 32 characters is enough", () => {
    expect(getConfig(env({ SESSION_SECRET: "x".repeat(32) })).SESSION_SECRET).toHaveLength(32);
  });

  it("a short PASSWORD_PEPPER is named too", () => {
    expect(() => getConfig(env({ PASSWORD_PEPPER: "short" }))).toThrow(/PASSWORD_PEPPER/);
  });

  it("names every problem at once", () => {
    const bindings = { SESSION_SECRET: "a", PASSWORD_PEPPER: "b", APP_ENV: "staging" } as unknown as Env;
    let message = "";
    try {
      getConfig(bindings);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/SESSION_SECRET/);
    expect(message).toMatch(/PASSWORD_PEPPER/);
    expect(message).toMatch(/APP_ENV/);
  });

  it("optional keys given as '' (as .dev.vars.example ships them) become undefined", () => {
    const config = getConfig(
      env({
        RESEND_API_KEY: "",
        OPENAI_API_KEY: "",
        STRIPE_SECRET_KEY: "",
        GOOGLE_CLIENT_ID: "   ",
        UPSCALER_URL: "",
        ADMIN_EMAILS: "",
      }),
    );
    expect(config.RESEND_API_KEY).toBeUndefined();
    expect(config.OPENAI_API_KEY).toBeUndefined();
    expect(config.STRIPE_SECRET_KEY).toBeUndefined();
    expect(config.GOOGLE_CLIENT_ID).toBeUndefined();
    expect(config.UPSCALER_URL).toBeUndefined();
    expect(config.ADMIN_EMAILS).toBeUndefined();
  });

  it("optional keys that are set are kept, trimmed", () => {
    const config = getConfig(env({ RESEND_API_KEY: " re_123 ", OPENAI_API_KEY: "sk-abc" }));
    expect(config.RESEND_API_KEY).toBe("re_123");
    expect(config.OPENAI_API_KEY).toBe("sk-abc");
  });

  it("overrides the base URLs when given, and refuses a base URL that is not a URL", () => {
    expect(getConfig(env({ RESEND_BASE_URL: "http://localhost:9999" })).RESEND_BASE_URL).toBe(
      "http://localhost:9999",
    );
    expect(() => getConfig(env({ OPENAI_BASE_URL: "not a url" }))).toThrow(/OPENAI_BASE_URL/);
  });

  it("reads the providers' time limits as whole milliseconds, unset when empty, and refuses anything else", () => {
    const config = getConfig(env({ OPENAI_TIMEOUT_MS: " 1500 ", UPSCALER_TIMEOUT_MS: "" }));
    expect(config.OPENAI_TIMEOUT_MS).toBe(1500);
    expect(config.UPSCALER_TIMEOUT_MS).toBeUndefined();
    for (const value of ["1.5", "-1", "0", "soon"])
      expect(() => getConfig(env({ UPSCALER_TIMEOUT_MS: value }))).toThrow(/UPSCALER_TIMEOUT_MS/);
  });

  it("refuses an unknown APP_ENV rather than guessing", () => {
    expect(() => getConfig(env({ APP_ENV: "dev" }))).toThrow(/APP_ENV/);
  });

  it("keeps bindings it does not validate (DB, queues...)", () => {
    const db = { prepare() {} };
    expect((getConfig(env({ DB: db })) as Record<string, unknown>).DB).toBe(db);
  });

  it("returns the same object for the same bindings (validated once)", () => {
    const bindings = env();
    expect(getConfig(bindings)).toBe(getConfig(bindings));
  });
});

describe("isDevelopment", () => {
  it.each([
    [undefined, false],
    ["production", false],
    ["development", true],
    ["test", true],
  ] as const)("APP_ENV=%s → %s", (appEnv, expected) => {
    expect(isDevelopment(env(appEnv === undefined ? {} : { APP_ENV: appEnv }))).toBe(expected);
  });

  it("throws on misconfigured bindings instead of guessing", () => {
    expect(() => isDevelopment({} as unknown as Env)).toThrow(/SESSION_SECRET/);
  });
});
