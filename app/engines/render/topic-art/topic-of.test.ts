import { describe, expect, it } from "vitest";
import { englishTopics, portugueseTopics } from "~/engines/render/topic-art/topic-cases";
import { topicIconOf, wordsOf } from "~/engines/render/topic-art/topic-of";

/** A brief's words: the title, and the niche the interview asked for. */
const brief = (title: string, niche = "", headline = "") => ({ title, niche, headline });

describe("topic art", () => {
  it("maps at least 40 common creator topics in Portuguese to the art that fits", () => {
    expect(new Set(portugueseTopics.map(([, , icon]) => icon)).size).toBeGreaterThanOrEqual(40);
    for (const [title, niche, icon] of portugueseTopics)
      expect(topicIconOf(brief(title, niche)), `${title} / ${niche}`).toBe(icon);
  });

  it("maps at least 40 common creator topics in English to the art that fits", () => {
    expect(new Set(englishTopics.map(([, , icon]) => icon)).size).toBeGreaterThanOrEqual(40);
    for (const [title, niche, icon] of englishTopics)
      expect(topicIconOf(brief(title, niche)), `${title} / ${niche}`).toBe(icon);
  });

  it("finds the topic in the niche alone, with any case, accents and plurals", () => {
    expect(topicIconOf(brief("", "CULINÁRIA"))).toBe("cooking");
    expect(topicIconOf(brief("", "culinaria"))).toBe("cooking");
    expect(topicIconOf(brief("", "receitas"))).toBe("cooking");
    expect(topicIconOf(brief("", "Bolos de Cenoura"))).toBe("shortcake");
    expect(topicIconOf(brief("", "viagens"))).toBe("airplane");
    expect(topicIconOf(brief("", "canções"))).toBe("musical-notes");
    expect(topicIconOf(brief("", "puppies"))).toBe("dog-face");
    expect(topicIconOf(brief("", "smartphone"))).toBe("mobile-phone");
    expect(topicIconOf(brief("", "criptomoedas"))).toBe("coin");
  });

  it("prefers the title's words to the niche's, and the headline's to the niche's", () => {
    // A cooking channel's phone review shows the phone; a tech channel's cake shows the cake.
    expect(topicIconOf(brief("Review do celular que uso para gravar", "culinária"))).toBe("mobile-phone");
    expect(topicIconOf(brief("Fiz um bolo com a ajuda do ChatGPT?", "tecnologia"))).toBe("shortcake");
    expect(topicIconOf(brief("Meu setup", "games", "MEU NOVO CELULAR"))).toBe("mobile-phone");
    // The expert's "element" answer is more specific than the niche.
    expect(topicIconOf({ ...brief("Minha rotina", "vlog"), element: "uma xícara de café" })).toBe(
      "alarm-clock",
    );
    expect(topicIconOf({ ...brief("Meu dia", "vlog"), element: "uma xícara de café" })).toBe("hot-beverage");
  });

  it("takes the longer phrase, and a weak word only when nothing else fits", () => {
    expect(topicIconOf(brief("Futebol americano explicado"))).toBe("american-football");
    expect(topicIconOf(brief("Cachorro quente de rua"))).toBe("hot-dog");
    expect(topicIconOf(brief("Carrot cake without sugar"))).toBe("shortcake");
    // "jogo" is a game, unless the brief says it is football.
    expect(topicIconOf(brief("Esse jogo me deixou sem palavras"))).toBe("video-game");
    expect(topicIconOf(brief("Jogo de ontem", "futebol"))).toBe("soccer-ball");
    expect(topicIconOf(brief("Jogos Olímpicos: o que ninguém viu"))).toBe("trophy");
    expect(topicIconOf(brief("5 ferramentas de IA que uso todo dia"))).toBe("robot");
    expect(topicIconOf(brief("Lisboa em 3 dias", "vlog de viagem"))).toBe("airplane");
    // An ignored phrase leaves the rest of the text to decide.
    expect(topicIconOf(brief("This bread recipe is a game changer"))).toBe("bread");
  });

  it("gives no art when nothing in the brief names a topic", () => {
    for (const b of [
      brief("Vídeo sobre a minha vida", "estilo de vida", "EU NÃO ACREDITEI"),
      brief("5 dicas que ninguém te conta", "dicas", "PARE AGORA"),
      brief("I tried this for 30 days", "lifestyle", "IT WORKED"),
      brief("Reacting to my old videos", "reaction", "CRINGE"),
      brief("Make this your year", "motivation", "DO IT"),
      brief("Careful: don't buy this", "", ""),
      // Words that name a topic inside a phrase that does not.
      brief("This is a game changer", "", ""),
      brief("Meu Deus, que susto!", "reação", ""),
      brief("The art of saying no", "", ""),
      brief("Use my promo code", "", ""),
      brief("Baby steps to a better you", "", ""),
      brief("Não seja pão duro", "", ""),
    ])
      expect(topicIconOf(b), b.title).toBeNull();
  });

  it("reads words without accents, case or punctuation", () => {
    expect(wordsOf("Pão, CORAÇÃO & ônibus!")).toEqual(["pao", "coracao", "onibus"]);
  });
});
