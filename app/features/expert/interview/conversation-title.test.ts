import { describe, expect, it } from "vitest";
import {
  conversationTitle,
  shownConversationTitle,
  storedConversationTitle,
} from "~/features/expert/interview/conversation-title";

const created = Date.UTC(2026, 10, 25, 23, 30); // 25 Nov 2026, late evening in UTC

describe("conversation titles (issue 29: dates follow the interface language)", () => {
  it("a new conversation stores no formatted date; the quick-reply title stays", () => {
    expect(storedConversationTitle(false)).toBe("");
    expect(storedConversationTitle(true)).toBe("Thumbnail Expert Chat");
  });

  it("the dated title is written in the reader's language, in UTC", () => {
    expect(shownConversationTitle("", created, "pt")).toBe("Thumbnail - 25/11/2026");
    expect(shownConversationTitle("", created, "en")).toBe("Thumbnail - 11/25/2026");
  });

  it("a title stored formatted in either language reads in the reader's", () => {
    for (const stored of ["Thumbnail - 25/11/2026", "Thumbnail - 11/25/2026"]) {
      expect(shownConversationTitle(stored, created, "pt")).toBe("Thumbnail - 25/11/2026");
      expect(shownConversationTitle(stored, created, "en")).toBe("Thumbnail - 11/25/2026");
    }
    // Made just before midnight, stored just after: still the conversation's own date.
    const afterMidnight = Date.UTC(2026, 10, 26, 0, 0, 1);
    expect(shownConversationTitle("Thumbnail - 25/11/2026", afterMidnight, "en")).toBe(
      "Thumbnail - 11/26/2026",
    );
  });

  it("a title the creator typed stays as typed, in both languages", () => {
    for (const typed of ["Receitas sem ovo", "Thumbnail - 01/02/2026", "Thumbnail - 25/11/2026 v2"])
      for (const language of ["pt", "en"] as const)
        expect(shownConversationTitle(typed, created, language)).toBe(typed);
    expect(shownConversationTitle("Thumbnail Expert Chat", created, "pt")).toBe("Thumbnail Expert Chat");
  });

  it("formats once per language: the same options give the same text on server and browser", () => {
    expect(conversationTitle(false, created, "pt")).toBe(conversationTitle(false, new Date(created), "pt"));
  });
});
