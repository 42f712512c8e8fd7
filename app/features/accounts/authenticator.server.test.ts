import { AuthorizationError } from "remix-auth";
import { describe, expect, it } from "vitest";
import { signInFailure } from "~/features/accounts/authenticator.server";

describe("sign-in failures become the login page's messages", () => {
  it("reads the code remix-auth wraps in an AuthorizationError", () => {
    for (const code of [
      "invalid_credentials",
      "email_not_confirmed",
      "service_unavailable",
      "google_email_unverified",
    ]) {
      expect(signInFailure(new AuthorizationError("wrapped", new Error(code)), "google_failed")).toBe(code);
    }
  });

  it("anything unexpected (a D1 outage, a fetch failure) is the fallback, never a raw message", () => {
    expect(signInFailure(new Error("D1_ERROR: network connection lost"), "service_unavailable")).toBe(
      "service_unavailable",
    );
    expect(signInFailure(new AuthorizationError("State doesn't match."), "google_failed")).toBe(
      "google_failed",
    );
    expect(signInFailure("a string", "google_failed")).toBe("google_failed");
  });
});
