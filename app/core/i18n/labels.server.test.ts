import { describe, expect, it } from "vitest";
import { dateLabel, fileSizeLabel, megabytesFigure, megabytesLabel } from "~/core/i18n/labels.server";

const lateEvening = Date.UTC(2026, 0, 31, 23, 30);

describe("what the loaders hand the page already formatted", () => {
  it("writes each date style as a reader of each language does, in UTC", () => {
    expect(dateLabel("pt", lateEvening, "day")).toBe("31 de jan. de 2026");
    expect(dateLabel("en", lateEvening, "day")).toBe("Jan 31, 2026");
    expect(dateLabel("pt", lateEvening, "dayAndTime")).toBe("31 de jan. de 2026, 23:30");
    expect(dateLabel("en", lateEvening, "dayAndTime")).toBe("Jan 31, 2026, 11:30 PM");
    expect(dateLabel("pt", lateEvening, "shortDayAndTime")).toBe("31/01/2026, 23:30");
    expect(dateLabel("en", lateEvening, "shortDayAndTime")).toBe("1/31/26, 11:30 PM");
    expect(dateLabel("pt", lateEvening, "long")).toBe("31 de janeiro de 2026");
    expect(dateLabel("en", new Date(lateEvening), "longDayAndTime")).toBe("January 31, 2026 at 11:30 PM");
  });

  it("writes sizes with the language's decimal mark, kilobytes under a megabyte", () => {
    expect(megabytesFigure("pt", 1.55 * 1024 * 1024)).toBe("1,6");
    expect(megabytesLabel("en", 1.55 * 1024 * 1024)).toBe("1.6 MB");
    expect(fileSizeLabel("pt", 12.75 * 1024)).toBe("12,8 KB");
    expect(fileSizeLabel("en", 3 * 1024 * 1024)).toBe("3 MB");
  });
});
