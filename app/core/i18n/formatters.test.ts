import { describe, expect, it } from "vitest";
import { dateFormat, formatterCount, intlLocale, listFormat, numberFormat } from "~/core/i18n/formatters";

const lateEvening = new Date(Date.UTC(2026, 0, 31, 23, 30));

describe("formatters built once per language", () => {
  it("returns the same formatter for the same language and options, a new one otherwise", () => {
    const first = dateFormat("pt", { dateStyle: "medium" });
    const count = formatterCount();
    expect(dateFormat("pt", { dateStyle: "medium" })).toBe(first);
    expect(formatterCount()).toBe(count);
    expect(dateFormat("en", { dateStyle: "medium" })).not.toBe(first);
    expect(dateFormat("pt", { dateStyle: "long" })).not.toBe(first);
    expect(numberFormat("pt")).toBe(numberFormat("pt"));
    expect(formatterCount()).toBe(count + 3);
  });

  it("writes dates as a reader of each language does, in UTC unless told otherwise", () => {
    // 23:30 UTC is already the next day east of Greenwich and still the 31st in UTC.
    expect(dateFormat("pt", { dateStyle: "medium" }).format(lateEvening)).toBe("31 de jan. de 2026");
    expect(dateFormat("en", { dateStyle: "medium" }).format(lateEvening)).toBe("Jan 31, 2026");
    expect(dateFormat("pt", { dateStyle: "short", timeStyle: "short" }).format(lateEvening)).toBe(
      "31/01/2026, 23:30",
    );
    expect(dateFormat("en", { dateStyle: "short", timeStyle: "short" }).format(lateEvening)).toBe(
      "1/31/26, 11:30 PM",
    );
    expect(dateFormat("pt", { dateStyle: "medium", timeZone: "Asia/Tokyo" }).format(lateEvening)).toBe(
      "1 de fev. de 2026",
    );
  });

  it("writes numbers and lists in pt and en", () => {
    expect(numberFormat("pt", { maximumFractionDigits: 1 }).format(1234.56)).toBe("1.234,6");
    expect(numberFormat("en", { maximumFractionDigits: 1 }).format(1234.56)).toBe("1,234.6");
    expect(numberFormat("pt", { style: "currency", currency: "BRL" }).format(50).replace(/\s/g, " ")).toBe(
      "R$ 50,00",
    );
    expect(listFormat("pt", { type: "conjunction" }).format(["a", "b", "c"])).toBe("a, b e c");
    expect(listFormat("en", { type: "conjunction" }).format(["a", "b", "c"])).toBe("a, b, and c");
  });

  it("reads the app's languages as pt-BR and en-US and passes other tags through", () => {
    expect(intlLocale("pt")).toBe("pt-BR");
    expect(intlLocale("en")).toBe("en-US");
    expect(intlLocale("en-GB")).toBe("en-GB");
    expect(dateFormat("en-GB", { dateStyle: "long" }).format(lateEvening)).toBe("31 January 2026");
  });
});
