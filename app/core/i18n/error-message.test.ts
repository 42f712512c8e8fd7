import { describe, expect, it } from "vitest";
import i18next from "i18next";
import { errorMessage, parseErrorMessage, translateError } from "~/core/i18n/error-message";
import en from "~/core/i18n/locales/en";

describe("the error convention (a key, or a key and its values)", () => {
  it("encodes a bare key as itself", () => {
    expect(errorMessage("auth.errors.linkInvalid")).toBe("auth.errors.linkInvalid");
    expect(errorMessage("auth.errors.linkInvalid", {})).toBe("auth.errors.linkInvalid");
    expect(parseErrorMessage("auth.errors.linkInvalid")).toEqual({ key: "auth.errors.linkInvalid" });
  });

  it("round-trips a key with its values", () => {
    const message = errorMessage("auth.errors.loginLocked", { count: 5 });
    expect(message).toBe('auth.errors.loginLocked {"count":5}');
    expect(parseErrorMessage(message)).toEqual({ key: "auth.errors.loginLocked", values: { count: 5 } });
  });

  it("reads text that is not an encoded message as one key", () => {
    expect(parseErrorMessage("Required field")).toEqual({ key: "Required field" });
    expect(parseErrorMessage("a.b [1]")).toEqual({ key: "a.b [1]" });
  });

  it("translates with the page's t, plurals included", async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: "en",
      resources: { en: { translation: en } },
      interpolation: { escapeValue: false },
    });
    expect(translateError(i18n.t, errorMessage("auth.errors.loginLocked", { count: 1 }))).toBe(
      "Too many attempts. Try again in 1 minute.",
    );
    expect(translateError(i18n.t, errorMessage("auth.errors.loginLocked", { count: 3 }))).toBe(
      "Too many attempts. Try again in 3 minutes.",
    );
    expect(translateError(i18n.t, "Required")).toBe("Required");
  });
});
