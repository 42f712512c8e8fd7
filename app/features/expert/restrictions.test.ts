import { describe, expect, it } from "vitest";
import { applyRestrictions } from "~/features/expert/restrictions";
import type { ThumbnailBrief } from "~/core/brief/thumbnail-brief";

const brief: ThumbnailBrief = {
  language: "pt",
  niche: "Culinária",
  title: "Bolo de cenoura",
  headline: "BOLO PERFEITO",
  audience: "Iniciantes",
  style: "bold",
  palette: "yellow-black",
  effects: ["outline"],
  highlight: "face",
  platform: "mobile",
  mood: "surprise",
  restrictions: "",
};

describe("applyRestrictions", () => {
  it("changes nothing when there is nothing to avoid", () => {
    expect(applyRestrictions(brief)).toEqual(brief);
    expect(applyRestrictions({ ...brief, restrictions: "Sem a palavra grátis" })).toEqual({
      ...brief,
      restrictions: "Sem a palavra grátis",
    });
  });

  it.each(["Sem rosto", "No faces", "não quero minha foto nem rostos", "avoid showing people"])(
    "'%s' takes the face out",
    (restrictions) => {
      expect(applyRestrictions({ ...brief, restrictions }).highlight).toBe("circle");
    },
  );

  it.each(["Evitar cores escuras", "Avoid dark colours", "sem preto"])(
    "'%s' leaves the dark palettes",
    (restrictions) => {
      expect(applyRestrictions({ ...brief, restrictions }).palette).toBe("blue-orange");
      expect(applyRestrictions({ ...brief, palette: "red-white", restrictions }).palette).toBe("red-white");
    },
  );

  it.each(["Nada chocante ou palavrão", "Nothing shocking or profane"])(
    "'%s' calms the mood and the style",
    (restrictions) => {
      const calmer = applyRestrictions({ ...brief, restrictions });
      expect(calmer.mood).toBe("curiosity");
      expect(calmer.style).toBe("professional");
    },
  );

  it("takes the colours it names, or dark ones, out of the colours the creator named", () => {
    const named = { ...brief, palette: "green-neon" as const, colors: ["#1fbf4a", "#7a2ee6", "#0b0b0b"] };
    expect(applyRestrictions({ ...named, restrictions: "não use roxo" }).colors).toEqual([
      "#1fbf4a",
      "#0b0b0b",
    ]);
    expect(applyRestrictions({ ...named, restrictions: "Avoid dark colours" }).colors).toEqual([
      "#1fbf4a",
      "#7a2ee6",
    ]);
    expect(
      applyRestrictions({ ...named, colors: ["#7a2ee6"], restrictions: "sem roxo" }).colors,
    ).toBeUndefined();
    expect(applyRestrictions({ ...named, restrictions: "Sem palavrão" }).colors).toEqual(named.colors);
  });
});
