import { describe, expect, it } from "vitest";
import { topicIconOf, wordsOf } from "~/engines/render/topic-art/topic-of";

/** A brief's words: the title, and the niche the interview asked for. */
const brief = (title: string, niche = "", headline = "") => ({ title, niche, headline });

/** Common creator topics in Portuguese, as a creator types a title and a niche, and the art. */
export const portugueseTopics: [title: string, niche: string, icon: string][] = [
  ["Bolo de cenoura fofinho com cobertura", "culinária", "shortcake"],
  ["Receita de pão caseiro sem sova", "culinária", "bread"],
  ["Review do iPhone 16: vale a pena?", "tecnologia", "mobile-phone"],
  ["Qual celular comprar em 2025", "tecnologia", "mobile-phone"],
  ["Como investir o primeiro salário", "finanças", "money-bag"],
  ["Quanto rende R$ 1.000 em dividendos", "investimentos", "chart-increasing"],
  ["Bitcoin vai subir?", "criptomoedas", "coin"],
  ["Zerei Minecraft no hardcore", "games", "video-game"],
  ["Treino de peito para hipertrofia", "academia", "flexed-biceps"],
  ["Minha primeira maratona", "corrida", "running-shoe"],
  ["Viagem barata para Portugal", "viagens", "airplane"],
  ["As praias mais bonitas do Nordeste", "turismo", "beach-with-umbrella"],
  ["Como cantar afinado", "música", "musical-notes"],
  ["Aprenda violão em 7 dias", "música", "guitar"],
  ["Maquiagem para iniciantes", "beleza", "lipstick"],
  ["Rotina de skincare noturna", "beleza", "lotion-bottle"],
  ["Testei o carro elétrico mais barato do Brasil", "carros", "automobile"],
  ["Meu cachorro aprendeu um truque novo", "pets", "dog-face"],
  ["Gatos fazendo coisas estranhas", "animais", "cat-face"],
  ["Programação para iniciantes com Python", "programação", "keyboard"],
  ["O ChatGPT vai substituir programadores?", "inteligência artificial", "robot"],
  ["Como estudar para o ENEM", "educação", "graduation-cap"],
  ["Os livros que mudaram minha vida", "leitura", "books"],
  ["Experimentos de ciência para fazer em casa", "ciência", "microscope"],
  ["O gol mais bonito do Brasileirão", "futebol", "soccer-ball"],
  ["Jogo do Flamengo: análise tática", "esportes", "soccer-ball"],
  ["Melhores jogadas da NBA", "basquete", "basketball"],
  ["Pizza napolitana no forno de casa", "culinária", "pizza"],
  ["O melhor churrasco da minha vida", "churrasco", "cut-of-meat"],
  ["Café coado perfeito", "café", "hot-beverage"],
  ["Como cuidar de plantas em apartamento", "jardinagem", "potted-plant"],
  ["Decoração de quarto pequeno", "decoração", "couch-and-lamp"],
  ["Como desenhar rostos", "arte", "artist-palette"],
  ["Crochê para iniciantes: primeiro ponto", "artesanato", "yarn"],
  ["Fotografia com celular: 5 truques", "fotografia", "camera"],
  ["Como ter mais produtividade", "produtividade", "alarm-clock"],
  ["Como lidar com a ansiedade", "saúde mental", "brain"],
  ["Meditação guiada de 10 minutos", "yoga", "person-in-lotus-position"],
  ["Como emagrecer sem passar fome", "dieta", "green-salad"],
  ["O caso mais misterioso do Brasil", "true crime", "detective"],
  ["A casa mais assombrada do mundo", "terror", "ghost"],
  ["Decoração de Natal barata", "natal", "christmas-tree"],
  ["Como montar um negócio do zero", "empreendedorismo", "briefcase"],
  ["Como conseguir o primeiro emprego", "carreira", "briefcase"],
  ["Primeira viagem de moto pela serra", "motos", "motorcycle"],
  ["Os melhores filmes de 2024", "cinema", "clapper-board"],
  ["Unboxing do kit de fim de ano", "unboxing", "package"],
  ["Como aprender inglês sozinho", "idiomas", "globe-showing-americas"],
  ["Primeira aula de jiu-jitsu", "artes marciais", "martial-arts-uniform"],
  ["Preparando o enxoval do bebê", "maternidade", "baby-bottle"],
];

/** Common creator topics in English, and the art. */
export const englishTopics: [title: string, niche: string, icon: string][] = [
  ["The best carrot cake you will ever bake", "baking", "shortcake"],
  ["Easy sourdough bread for beginners", "cooking", "bread"],
  ["iPhone 16 review: is it worth it?", "tech", "mobile-phone"],
  ["Which phone should you buy in 2025", "tech reviews", "mobile-phone"],
  ["How I invest my first salary", "personal finance", "money-bag"],
  ["Dividend stocks that pay me every month", "investing", "chart-increasing"],
  ["Is crypto dead?", "cryptocurrency", "coin"],
  ["Beating Minecraft hardcore", "gaming", "video-game"],
  ["Full body workout at home", "fitness", "flexed-biceps"],
  ["My first marathon", "running", "running-shoe"],
  ["Cheap travel hacks for Europe", "travel", "airplane"],
  ["The most beautiful beaches in Greece", "travel vlog", "beach-with-umbrella"],
  ["How to sing in tune", "music", "musical-notes"],
  ["Learn guitar in 7 days", "music lessons", "guitar"],
  ["Makeup for beginners", "beauty", "lipstick"],
  ["My night skincare routine", "skin care", "lotion-bottle"],
  ["I drove the cheapest electric car", "cars", "automobile"],
  ["My puppy learned a new trick", "pets", "dog-face"],
  ["Cats doing weird things", "animals", "cat-face"],
  ["Python programming for beginners", "coding", "keyboard"],
  ["Will AI replace programmers?", "artificial intelligence", "robot"],
  ["How to study for finals", "education", "graduation-cap"],
  ["Books that changed my life", "booktube", "books"],
  ["Science experiments you can do at home", "science", "microscope"],
  ["The best goals of the Premier League", "soccer", "soccer-ball"],
  ["NBA top plays of the week", "basketball", "basketball"],
  ["Neapolitan pizza in a home oven", "food", "pizza"],
  ["Texas brisket on a budget", "bbq", "cut-of-meat"],
  ["The perfect pour-over coffee", "coffee", "hot-beverage"],
  ["How to keep houseplants alive", "gardening", "potted-plant"],
  ["Small bedroom decor ideas", "interior design", "couch-and-lamp"],
  ["How to draw faces", "art", "artist-palette"],
  ["Crochet for beginners: your first stitch", "crafts", "yarn"],
  ["Street photography: 5 tricks", "photography", "camera"],
  ["How to be more productive", "productivity", "alarm-clock"],
  ["Dealing with anxiety", "mental health", "brain"],
  ["10-minute guided meditation", "wellness", "person-in-lotus-position"],
  ["How to lose weight without starving", "diet", "green-salad"],
  ["The strangest unsolved case", "true crime", "detective"],
  ["The most haunted house in America", "horror", "ghost"],
  ["Cheap Christmas decorations", "holidays", "christmas-tree"],
  ["How to start a business from scratch", "entrepreneurship", "briefcase"],
  ["My first motorcycle road trip", "motorcycles", "motorcycle"],
  ["Best movies of 2024", "film", "clapper-board"],
  ["Unboxing the new console", "unboxing", "package"],
  ["How I learned Spanish in a year", "languages", "globe-showing-americas"],
  ["Getting ready for our baby", "parenting", "baby-bottle"],
  ["Our wedding day", "vlog", "ring"],
];

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
  });

  it("gives no art when nothing in the brief names a topic", () => {
    for (const b of [
      brief("Vídeo sobre a minha vida", "estilo de vida", "EU NÃO ACREDITEI"),
      brief("5 dicas que ninguém te conta", "dicas", "PARE AGORA"),
      brief("I tried this for 30 days", "lifestyle", "IT WORKED"),
      brief("Reacting to my old videos", "reaction", "CRINGE"),
      brief("Make this your year", "motivation", "DO IT"),
      brief("Careful: don't buy this", "", ""),
    ])
      expect(topicIconOf(b), b.title).toBeNull();
  });

  it("reads words without accents, case or punctuation", () => {
    expect(wordsOf("Pão, CORAÇÃO & ônibus!")).toEqual(["pao", "coracao", "onibus"]);
  });
});
