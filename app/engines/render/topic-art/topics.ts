/**
 * What a video is about → the Fluent Emoji (flat) drawn for it when there is no photo: keywords in
 * Portuguese and English, comma-separated, written as a creator would type them (accents and case
 * do not matter). One table, so it is longer than 400 lines.
 *
 * A keyword is one word or a phrase ("bolo de cenoura"); plurals and the feminine match on their own
 * ("bolos", "viagens", "canções", "gata", "puppies"). `word*` matches every word starting with
 * `word`. `word~` is a broad word: in the same text a more specific one wins ("receita de pão" is
 * bread, "rotina de skincare" is skincare). `word?` is a weak keyword, used only when no other
 * keyword matched anywhere in the brief ("jogo" is a game, or a match: "jogo do Flamengo" is
 * football). A word that fits many topics ("dicas", "review", "vídeo", "make") is in no list: no
 * object is better than a wrong one (docs/product.md, Running without keys).
 *
 * Pure data with no imports: scripts/extract-topic-art.mjs reads it to copy only these icons out of
 * @iconify-json/fluent-emoji-flat into icons.generated.ts.
 */

export interface Topic {
  /** The icon's name in @iconify-json/fluent-emoji-flat. */
  icon: string;
  /** The keywords, comma-separated. */
  pt: string;
  en: string;
}

/**
 * Phrases whose words would name a topic they are not about ("game changer", "meu Deus", "dress
 * code", "Natal" the city): their words match nothing.
 */
export const ignoredPhrases =
  "game changer, change the game, mudou o jogo, virar o jogo, the art of, a arte de, pão duro, meu deus, oh my god, " +
  "my god, dress code, promo code, discount code, código promocional, código de desconto, cupom de desconto, " +
  "third party, baby steps, em natal, para natal, natal rn, make up your mind, " +
  "ai que, ai ai, ai gente, ai meu";

export const topics: readonly Topic[] = [
  // Food and drink: the dish, or the kitchen as a broad word.
  {
    icon: "shortcake",
    pt: "bolo, bolo de cenoura, confeitaria, cheesecake",
    en: "cake, carrot cake, cheesecake",
  },
  { icon: "birthday-cake", pt: "aniversário, bolo de aniversário", en: "birthday, birthday cake" },
  { icon: "cupcake", pt: "cupcake", en: "cupcake, muffin" },
  { icon: "cookie", pt: "biscoito, cookie, bolacha", en: "cookie, biscuit" },
  { icon: "doughnut", pt: "donut, rosquinha, sonho de padaria", en: "donut, doughnut" },
  { icon: "chocolate-bar", pt: "chocolate, brigadeiro, páscoa", en: "chocolate, easter" },
  { icon: "ice-cream", pt: "sorvete, gelato, picolé", en: "ice cream, gelato" },
  { icon: "candy", pt: "doces, docinhos, pirulito", en: "candy, sweets, lollipop" },
  { icon: "pie", pt: "torta", en: "pie" },
  {
    icon: "bread",
    pt: "pão, padaria, fermentação natural, sourdough",
    en: "bread, sourdough, bakery, baking",
  },
  { icon: "croissant", pt: "croissant", en: "croissant, pastry" },
  { icon: "pancakes", pt: "panqueca", en: "pancake" },
  { icon: "pizza", pt: "pizza, pizzaria", en: "pizza" },
  { icon: "hamburger", pt: "hambúrguer, hamburguer, lanche, hamburgueria", en: "burger, hamburger" },
  { icon: "hot-dog", pt: "cachorro quente, hot dog", en: "hot dog" },
  { icon: "sushi", pt: "sushi, comida japonesa", en: "sushi, japanese food" },
  { icon: "taco", pt: "taco, comida mexicana", en: "taco, mexican food" },
  { icon: "spaghetti", pt: "macarrão, massa caseira, lasanha, espaguete", en: "pasta, spaghetti, lasagna" },
  { icon: "steaming-bowl", pt: "sopa, ramen, lámen, caldo", en: "soup, ramen, noodles" },
  {
    icon: "cut-of-meat",
    pt: "churrasco, carne, picanha, costela",
    en: "bbq, barbecue, steak, meat, brisket",
  },
  { icon: "poultry-leg", pt: "frango", en: "chicken" },
  { icon: "egg", pt: "ovo, omelete", en: "egg, omelette, omelet" },
  { icon: "cheese-wedge", pt: "queijo", en: "cheese" },
  {
    icon: "green-salad",
    pt: "salada, dieta, emagrecer, emagrecimento, alimentação saudável, low carb, vegano, vegetariano, nutrição",
    en: "salad, diet, weight loss, lose weight, healthy eating, keto, vegan, vegetarian, nutrition",
  },
  { icon: "avocado", pt: "abacate", en: "avocado, guacamole" },
  { icon: "carrot", pt: "cenoura", en: "carrot" },
  { icon: "strawberry", pt: "morango", en: "strawberry" },
  { icon: "banana", pt: "banana", en: "banana" },
  { icon: "lemon", pt: "limão, limonada", en: "lemon, lemonade" },
  { icon: "hot-pepper", pt: "pimenta, apimentado", en: "hot sauce, spicy, chili" },
  { icon: "popcorn", pt: "pipoca", en: "popcorn" },
  {
    icon: "hot-beverage",
    pt: "café, cafeteria, barista, espresso, cappuccino, starbucks",
    en: "coffee, espresso, latte, barista, cappuccino, starbucks",
  },
  { icon: "teacup-without-handle", pt: "chá, matcha", en: "tea, matcha" },
  { icon: "wine-glass", pt: "vinho, sommelier", en: "wine, sommelier" },
  { icon: "beer-mug", pt: "cerveja, chopp, cervejaria", en: "beer, brewery, homebrew" },
  {
    icon: "cocktail-glass",
    pt: "drinque, drink?, coquetel, bartender, caipirinha",
    en: "cocktail, bartender, mixology",
  },
  {
    icon: "cooking",
    pt: "receita~, culinária~, cozinha~, cozinhar~, gastronomia~, chef~, comida?, almoço?, jantar?",
    en: "recipe~, cooking~, cook~, kitchen~, chef~, food?, dinner?, lunch?",
  },
  // Tech.
  {
    icon: "mobile-phone",
    pt: "celular, smartphone, iphone, android, aplicativo, app, tiktok~, instagram~, reels~, redes sociais~, whatsapp~",
    en: "phone, smartphone, iphone, android, cellphone, app, tiktok~, instagram~, reels~, social media~, whatsapp~",
  },
  { icon: "laptop", pt: "notebook, laptop, computador, pc, macbook", en: "laptop, computer, pc, macbook" },
  { icon: "desktop-computer", pt: "tecnologia~, tech~, gadget", en: "tech~, technology~, gadget" },
  {
    icon: "keyboard",
    pt: "programação, programar, programador, código, javascript, python, desenvolvedor, software, dev",
    en: "coding, programming, programmer, code, developer, javascript, python, software",
  },
  {
    icon: "robot",
    pt: "inteligência artificial, ia, chatgpt, robô, robótica, automação",
    en: "ai, artificial intelligence, chatgpt, robot, robotics, automation, machine learning",
  },
  {
    icon: "locked",
    pt: "segurança digital, cibersegurança, hacker, senha",
    en: "cybersecurity, security, hacker, hacking, password",
  },
  { icon: "globe-with-meridians", pt: "internet, site, sites", en: "internet, website, web" },
  {
    icon: "headphone",
    pt: "fone de ouvido, fones, headset, airpods",
    en: "headphone, earbuds, headset, airpods",
  },
  {
    icon: "camera",
    pt: "fotografia, fotografar, fotógrafo, câmera, foto",
    en: "photography, photographer, camera, photo, stock photo",
  },
  {
    icon: "video-camera",
    pt: "vlog?, youtube~, youtuber~, edição de vídeo, filmagem",
    en: "vlog?, vlogger?, youtube~, youtuber~, video editing, filmmaking",
  },
  { icon: "studio-microphone", pt: "podcast, karaokê, locução", en: "podcast, karaoke, voiceover" },
  { icon: "watch", pt: "relógio, smartwatch", en: "smartwatch, wristwatch" },
  { icon: "high-voltage", pt: "energia, elétrica, eletricista", en: "electricity, electrician, energy" },
  { icon: "sun", pt: "energia solar, painel solar", en: "solar, solar panel, solar energy" },
  // Money and work.
  {
    icon: "money-bag",
    pt: "dinheiro, finanças, finanças pessoais, investir, investimento, investindo, investidor, renda, renda extra, rico, riqueza, salário, lucro, economizar, poupar, milionário, ganhar dinheiro",
    en: "money, finance, personal finance, invest, investing, investment, investor, income, rich, wealth, salary, profit, saving, budget, millionaire, make money",
  },
  {
    icon: "chart-increasing",
    pt: "bolsa de valores, dividendos, trader, day trade, mercado financeiro, crescimento",
    en: "stock, stock market, dividend, trading, trader, day trading, growth",
  },
  { icon: "coin", pt: "bitcoin, cripto*, ethereum, nft", en: "bitcoin, crypto*, ethereum, nft" },
  { icon: "credit-card", pt: "cartão de crédito, dívida, dívidas", en: "credit card, debt" },
  {
    icon: "bar-chart",
    pt: "excel, planilha, análise de dados, dados",
    en: "excel, spreadsheet, data analysis, data",
  },
  { icon: "receipt", pt: "imposto de renda, impostos, contabilidade", en: "taxes, tax, accounting" },
  {
    icon: "briefcase",
    pt: "empreender, empreendedor, empreendedorismo, negócio, empresa, carreira, emprego, currículo, startup",
    en: "business, entrepreneur, entrepreneurship, career, job, resume, startup",
  },
  {
    icon: "megaphone",
    pt: "marketing, vendas, vender, anúncios, tráfego pago",
    en: "marketing, sales, selling, ads, advertising",
  },
  { icon: "shopping-bags", pt: "compras, comprinhas, haul, achadinhos", en: "shopping, haul" },
  { icon: "shopping-cart", pt: "supermercado, mercado?", en: "grocery, groceries, supermarket" },
  { icon: "package", pt: "unboxing, encomenda", en: "unboxing" },
  {
    icon: "alarm-clock",
    pt: "produtividade, rotina~, hábitos, gestão do tempo, procrastinação, procrastinar",
    en: "productivity, routine~, habit, time management, procrastination, procrastinate",
  },
  { icon: "memo", pt: "escrita, escrever, redação, copywriting", en: "writing, copywriting, essay" },
  // Games and play.
  {
    icon: "video-game",
    pt: "games, game, gamer, gameplay, videogame, minecraft, fortnite, free fire, gta, roblox, playstation, xbox, nintendo, ps5, pc gamer, jogo?, jogos?",
    en: "game, gamer, gameplay, gaming, video game, minecraft, fortnite, roblox, gta, playstation, xbox, nintendo, ps5, gaming pc",
  },
  { icon: "chess-pawn", pt: "xadrez", en: "chess" },
  { icon: "game-die", pt: "jogo de tabuleiro, tabuleiro, rpg", en: "board game, tabletop, rpg, dnd" },
  { icon: "puzzle-piece", pt: "quebra cabeça", en: "puzzle, jigsaw" },
  { icon: "teddy-bear", pt: "brinquedo, infantil, crianças?", en: "toy, kids?" },
  // Body and mind.
  {
    icon: "flexed-biceps",
    pt: "academia, musculação, treino, fitness, hipertrofia, malhar, malhação, músculo, crossfit, fisiculturismo, calistenia, flexões, abdominais, agachamento",
    en: "gym, workout, fitness, bodybuilding, muscle, crossfit, calisthenics, training?, push ups, squats, abs",
  },
  {
    icon: "running-shoe",
    pt: "corrida, correr, maratona, tênis de corrida",
    en: "running, marathon, jogging, sneakers, run?",
  },
  {
    icon: "person-in-lotus-position",
    pt: "yoga, ioga, meditação, meditar, mindfulness",
    en: "yoga, meditation, meditate, mindfulness",
  },
  {
    icon: "brain",
    pt: "psicologia, saúde mental, ansiedade, depressão, terapia, cérebro, neurociência, mentalidade, mindset",
    en: "psychology, mental health, anxiety, depression, therapy, brain, neuroscience, mindset",
  },
  {
    icon: "stethoscope",
    pt: "saúde~, médico, medicina, doença, enfermagem",
    en: "health~, doctor, medical, medicine, disease, nursing",
  },
  {
    icon: "pill",
    pt: "remédio, medicamento, farmácia, suplemento, creatina, whey",
    en: "pill, pharmacy, supplement, creatine, whey",
  },
  { icon: "tooth", pt: "dente, dentes, dentista, odontologia", en: "tooth, teeth, dentist" },
  { icon: "bed", pt: "sono, dormir, insônia", en: "sleep, insomnia" },
  {
    icon: "lipstick",
    pt: "maquiagem, maquiar, batom, makeup, beleza~",
    en: "makeup, lipstick, beauty~",
  },
  {
    icon: "lotion-bottle",
    pt: "skincare, cuidados com a pele, protetor solar, hidratante",
    en: "skincare, skin care, sunscreen, moisturizer",
  },
  { icon: "nail-polish", pt: "unha, unhas, manicure, esmalte", en: "nails, manicure, nail polish" },
  {
    icon: "barber-pole",
    pt: "cabelo, corte de cabelo, barbearia, barbeiro, barba",
    en: "hair, haircut, hairstyle, barber, beard",
  },
  // Style, home and making things.
  {
    icon: "t-shirt",
    pt: "moda, roupa, roupas, outfit, estilo de roupa, guarda roupa",
    en: "fashion, outfit, clothes, clothing, wardrobe, streetwear",
  },
  { icon: "dress", pt: "vestido", en: "dress" },
  { icon: "gem-stone", pt: "joias, luxo, diamante", en: "jewelry, luxury, diamond" },
  {
    icon: "house-with-garden",
    pt: "casa~, imóveis, imóvel, apartamento, reforma, construção",
    en: "home~, house, real estate, apartment, renovation",
  },
  {
    icon: "couch-and-lamp",
    pt: "decoração~, design de interiores, móveis",
    en: "decor~, home decor~, interior design, furniture",
  },
  {
    icon: "hammer-and-wrench",
    pt: "faça você mesmo, diy, conserto, ferramentas~, marcenaria, mecânica",
    en: "diy, do it yourself, repair, tools~, woodworking, mechanic",
  },
  {
    icon: "artist-palette",
    pt: "arte, desenho, desenhar, pintura, pintar, ilustração, aquarela",
    en: "art, drawing, painting, illustration, watercolor",
  },
  { icon: "yarn", pt: "crochê, tricô, artesanato, amigurumi", en: "crochet, knitting, crafts, amigurumi" },
  { icon: "sewing-needle", pt: "costura, costurar", en: "sewing" },
  {
    icon: "potted-plant",
    pt: "plantas, jardinagem, jardim, horta, suculentas, plantar",
    en: "plants, gardening, garden, houseplant, succulents",
  },
  {
    icon: "evergreen-tree",
    pt: "natureza, floresta, meio ambiente, sustentabilidade",
    en: "nature, forest, environment, sustainability",
  },
  // Animals.
  {
    icon: "paw-prints",
    pt: "pet, pets, animais de estimação, veterinário",
    en: "pet, pets, vet, veterinarian",
  },
  { icon: "dog-face", pt: "cachorro, cachorros, cão, cães, cadela, filhote", en: "dog, puppy" },
  { icon: "cat-face", pt: "gato, gatos, gatinho, gatinhos, gata", en: "cat, kitten" },
  { icon: "tropical-fish", pt: "aquário, peixe", en: "aquarium, fish" },
  { icon: "horse-face", pt: "cavalo, hipismo", en: "horse, equestrian" },
  { icon: "parrot", pt: "pássaro, calopsita, papagaio", en: "bird, parrot" },
  { icon: "fishing-pole", pt: "pesca, pescaria, pescar", en: "fishing" },
  // Travel and the outdoors.
  {
    icon: "airplane",
    pt: "viagem~, viajar~, turismo, férias, aeroporto, voo, mochilão, intercâmbio",
    en: "travel~, trip~, vacation, holiday, airport, flight, tourism, backpacking",
  },
  { icon: "beach-with-umbrella", pt: "praia, litoral", en: "beach" },
  { icon: "camping", pt: "acampamento, acampar, trilha, camping", en: "camping, hiking, hike" },
  { icon: "world-map", pt: "geografia, mapa", en: "geography, map" },
  // Vehicles.
  {
    icon: "automobile",
    pt: "carro, automóvel, automotivo, veículo, suv, test drive",
    en: "car, automotive, vehicle, suv, test drive",
  },
  {
    icon: "racing-car",
    pt: "fórmula 1, f1, automobilismo, kart",
    en: "formula 1, f1, racing, race car, nascar",
  },
  { icon: "motorcycle", pt: "moto, motocicleta, motociclismo, motoqueiro", en: "motorcycle, motorbike" },
  { icon: "bicycle", pt: "bicicleta, bike, ciclismo, pedal", en: "bicycle, bike, cycling" },
  { icon: "skateboard", pt: "skate", en: "skateboard, skateboarding, skate" },
  // Sport.
  {
    icon: "soccer-ball",
    pt: "futebol, gol, flamengo, corinthians, palmeiras, brasileirão, copa do mundo, libertadores, neymar, messi, cristiano ronaldo",
    en: "soccer, football, world cup, premier league, champions league, messi, goal?",
  },
  {
    icon: "american-football",
    pt: "futebol americano, nfl, super bowl",
    en: "american football, nfl, super bowl",
  },
  { icon: "basketball", pt: "basquete, nba", en: "basketball, nba" },
  { icon: "volleyball", pt: "vôlei, voleibol", en: "volleyball" },
  { icon: "tennis", pt: "tênis?, beach tennis", en: "tennis, beach tennis" },
  { icon: "boxing-glove", pt: "boxe, mma, ufc, luta?", en: "boxing, mma, ufc, fight?" },
  {
    icon: "martial-arts-uniform",
    pt: "jiu jitsu, karatê, judô, artes marciais, taekwondo",
    en: "jiu jitsu, bjj, karate, judo, martial arts, taekwondo",
  },
  { icon: "goggles", pt: "natação, nadar", en: "swimming, swim" },
  {
    icon: "trophy",
    pt: "campeonato, campeão, troféu, olimpíadas, jogos olímpicos",
    en: "championship, champion, trophy, award, olympics",
  },
  // Learning and science.
  {
    icon: "graduation-cap",
    pt: "educação~, escola, estudar, estudos, vestibular, enem, faculdade, universidade, concurso, concursos, aula~, professor, aluno",
    en: "education~, school, study, studying, college, university, exam, lesson~, teacher, student",
  },
  {
    icon: "books",
    pt: "livro, leitura, literatura, biblioteca",
    en: "book, reading, literature, library, booktok",
  },
  { icon: "abacus", pt: "matemática", en: "math, maths, mathematics" },
  {
    icon: "globe-showing-americas",
    pt: "inglês, idiomas, idioma, espanhol, francês, intercâmbio cultural",
    en: "english, language, spanish, french, learn english",
  },
  {
    icon: "microscope",
    pt: "ciência~, cientista, biologia, laboratório, experimento",
    en: "science~, scientist, biology, lab, laboratory, experiment",
  },
  { icon: "test-tube", pt: "química", en: "chemistry" },
  { icon: "atom-symbol", pt: "física, quântica", en: "physics, quantum" },
  { icon: "dna", pt: "genética, dna", en: "genetics, dna" },
  {
    icon: "ringed-planet",
    pt: "astronomia, universo, planeta, galáxia, espaço sideral, nasa, astronauta",
    en: "astronomy, universe, planet, galaxy, outer space, space?, nasa, astronaut",
  },
  { icon: "rocket", pt: "foguete, spacex", en: "rocket, spacex" },
  {
    icon: "light-bulb",
    pt: "ideia?, criatividade, invenção, inovação",
    en: "idea?, creativity, invention, innovation",
  },
  {
    icon: "scroll",
    pt: "história?, idade média, egito antigo, roma antiga",
    en: "history, middle ages, ancient egypt, ancient rome",
  },
  // Society.
  {
    icon: "classical-building",
    pt: "política, governo, presidente, congresso",
    en: "politics, government, president, congress",
  },
  { icon: "ballot-box-with-ballot", pt: "eleição, eleições, votar, voto", en: "election, vote, voting" },
  {
    icon: "balance-scale",
    pt: "advogado, advocacia, lei, leis, jurídico, justiça, direito?",
    en: "law, lawyer, legal, justice, court",
  },
  { icon: "newspaper", pt: "notícia, notícias, jornal, jornalismo", en: "news, newspaper, journalism" },
  {
    icon: "detective",
    pt: "true crime, crime, mistério, investigação, caso real",
    en: "true crime, crime, mystery, detective, unsolved",
  },
  {
    icon: "folded-hands",
    pt: "fé, igreja, bíblia, deus?, oração, religião, gospel, espiritualidade",
    en: "faith, church, bible, god, prayer, religion, gospel, spirituality",
  },
  {
    icon: "crystal-ball",
    pt: "tarô, tarot, astrologia, signo, horóscopo",
    en: "tarot, astrology, zodiac, horoscope",
  },
  // Feelings and seasons.
  {
    icon: "ghost",
    pt: "terror, horror, assombrado, assombração, paranormal, fantasma",
    en: "horror, haunted, paranormal, ghost, scary",
  },
  {
    icon: "red-heart",
    pt: "relacionamento, namoro, amor, namorado, namorada, casal, paquera",
    en: "relationship, dating, boyfriend, girlfriend, couple, love?",
  },
  {
    icon: "ring",
    pt: "casamento, noiva, noivado, pedido de casamento",
    en: "wedding, bride, engagement, marriage, proposal",
  },
  {
    icon: "baby-bottle",
    pt: "bebê, gravidez, gestante, maternidade, paternidade, recém nascido",
    en: "baby, pregnancy, pregnant, parenting, newborn",
  },
  { icon: "christmas-tree", pt: "natal, natalino", en: "christmas, xmas" },
  { icon: "jack-o-lantern", pt: "halloween, dia das bruxas", en: "halloween" },
  { icon: "wrapped-gift", pt: "presente, sorteio, amigo secreto", en: "gift, giveaway, secret santa" },
  {
    icon: "party-popper",
    pt: "festa, réveillon, ano novo, carnaval",
    en: "party, new year, new years, celebration",
  },
  // Music, screen and stage.
  {
    icon: "musical-notes",
    pt: "música~, cantar, cantor, cantora, canção, clipe, funk, sertanejo, rap, pagode, samba, playlist, álbum, trilha sonora",
    en: "music~, song, singer, singing, rap, hip hop, playlist, album",
  },
  { icon: "guitar", pt: "violão, guitarra, guitarrista", en: "guitar, guitarist" },
  { icon: "musical-keyboard", pt: "piano, teclado musical", en: "piano" },
  {
    icon: "clapper-board",
    pt: "cinema, filme, série?, séries, netflix, trailer",
    en: "movie, film, cinema, series, netflix, trailer",
  },
  {
    icon: "television",
    pt: "tv, televisão, novela, reality show, bbb",
    en: "tv, television, reality show, sitcom",
  },
];
