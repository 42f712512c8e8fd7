import { describe, expect, it } from "vitest";
import { parseTheme, themes } from "~/core/http/theme";

describe("parseTheme", () => {
  it("accepts the two stored themes", () => {
    expect(parseTheme("light")).toBe("light");
    expect(parseTheme("dark")).toBe("dark");
    expect([...themes]).toEqual(["light", "dark"]);
  });

  it.each(["", "system", "Dark", "LIGHT", " dark", "dark ", "auto", null, undefined, 0, true, {}, ["dark"]])(
    "returns null (follow the system) for %j",
    (value) => {
      expect(parseTheme(value)).toBeNull();
    },
  );
});
