/**
 * The lobby categories' names in every interface language (issue 31), by category slug and locale: the categories
 * arrive from the API named in the player's language, so a translated lobby shows no English heading.
 */
export const categoryNames: Readonly<Record<"popular" | "new" | "slots" | "live-casino" | "jackpots" | "table-games", Readonly<Record<string, string>>>> = {
  popular: {
    en: "Popular", de: "Beliebt", fr: "Populaires", es: "Populares", it: "Popolari", pt: "Populares", "pt-BR": "Populares",
    nl: "Populair", pl: "Popularne", cs: "Oblíbené", sk: "Obľúbené", hu: "Népszerű", ro: "Populare", bg: "Популярни",
    el: "Δημοφιλή", tr: "Popüler", ru: "Популярные", uk: "Популярні", fi: "Suositut", sv: "Populära", nb: "Populære",
    da: "Populære", et: "Populaarsed", lv: "Populārās", lt: "Populiarūs", sl: "Priljubljene", hr: "Popularne",
    sr: "Популарне", ja: "人気", ko: "인기", zh: "热门", hi: "लोकप्रिय", th: "ยอดนิยม", vi: "Phổ biến", id: "Populer",
    ar: "الأكثر شعبية", he: "פופולריים", fa: "محبوب",
  },
  new: {
    en: "New Games", de: "Neue Spiele", fr: "Nouveaux jeux", es: "Juegos nuevos", it: "Nuovi giochi", pt: "Jogos novos",
    "pt-BR": "Jogos novos", nl: "Nieuwe spellen", pl: "Nowe gry", cs: "Nové hry", sk: "Nové hry", hu: "Új játékok",
    ro: "Jocuri noi", bg: "Нови игри", el: "Νέα παιχνίδια", tr: "Yeni oyunlar", ru: "Новые игры", uk: "Нові ігри",
    fi: "Uudet pelit", sv: "Nya spel", nb: "Nye spill", da: "Nye spil", et: "Uued mängud", lv: "Jaunās spēles",
    lt: "Nauji žaidimai", sl: "Nove igre", hr: "Nove igre", sr: "Нове игре", ja: "新着ゲーム", ko: "신규 게임", zh: "新游戏",
    hi: "नए गेम", th: "เกมใหม่", vi: "Trò chơi mới", id: "Game baru", ar: "ألعاب جديدة", he: "משחקים חדשים", fa: "بازی‌های جدید",
  },
  slots: {
    en: "Slots", de: "Spielautomaten", fr: "Machines à sous", es: "Tragaperras", it: "Slot machine", pt: "Slots",
    "pt-BR": "Caça-níqueis", nl: "Gokkasten", pl: "Automaty", cs: "Automaty", sk: "Automaty", hu: "Nyerőgépek",
    ro: "Păcănele", bg: "Слот игри", el: "Κουλοχέρηδες", tr: "Slot oyunları", ru: "Слоты", uk: "Слоти",
    fi: "Kolikkopelit", sv: "Spelautomater", nb: "Spilleautomater", da: "Spilleautomater", et: "Slotimängud",
    lv: "Spēļu automāti", lt: "Lošimo automatai", sl: "Igralni avtomati", hr: "Automati", sr: "Слот игре", ja: "スロット",
    ko: "슬롯", zh: "老虎机", hi: "स्लॉट गेम", th: "สล็อต", vi: "Máy đánh bạc", id: "Mesin slot", ar: "ألعاب السلوت",
    he: "מכונות מזל", fa: "اسلات‌ها",
  },
  "live-casino": {
    en: "Live Casino", de: "Live-Casino", fr: "Casino en direct", es: "Casino en vivo", it: "Casinò dal vivo",
    pt: "Casino ao vivo", "pt-BR": "Cassino ao vivo", nl: "Live casino", pl: "Kasyno na żywo", cs: "Živé kasino",
    sk: "Živé kasíno", hu: "Élő kaszinó", ro: "Cazino live", bg: "Казино на живо", el: "Ζωντανό καζίνο", tr: "Canlı casino",
    ru: "Живое казино", uk: "Живе казино", fi: "Live-kasino", sv: "Livekasino", nb: "Live-kasino", da: "Live-kasino",
    et: "Live-kasiino", lv: "Tiešraides kazino", lt: "Tiesioginis kazino", sl: "Igralnica v živo", hr: "Kasino uživo",
    sr: "Казино уживо", ja: "ライブカジノ", ko: "라이브 카지노", zh: "真人娱乐场", hi: "लाइव कैसीनो", th: "คาสิโนสด",
    vi: "Sòng bài trực tiếp", id: "Kasino langsung", ar: "الكازينو المباشر", he: "קזינו חי", fa: "کازینوی زنده",
  },
  jackpots: {
    en: "Jackpots", de: "Jackpots", fr: "Jackpots", es: "Botes", it: "Jackpot", pt: "Jackpots", "pt-BR": "Jackpots",
    nl: "Jackpots", pl: "Jackpoty", cs: "Jackpoty", sk: "Jackpoty", hu: "Jackpotok", ro: "Jackpoturi", bg: "Джакпоти",
    el: "Τζακπότ", tr: "Jackpotlar", ru: "Джекпоты", uk: "Джекпоти", fi: "Jättipotit", sv: "Jackpottar", nb: "Jackpoter",
    da: "Jackpots", et: "Jackpotid", lv: "Džekpoti", lt: "Aukso puodai", sl: "Jackpoti", hr: "Jackpotovi", sr: "Џекпотови",
    ja: "ジャックポット", ko: "잭팟", zh: "累积奖池", hi: "जैकपॉट", th: "แจ็คพอต", vi: "Giải độc đắc", id: "Jackpot",
    ar: "الجاكبوت", he: "ג׳קפוטים", fa: "جک‌پات‌ها",
  },
  "table-games": {
    en: "Table Games", de: "Tischspiele", fr: "Jeux de table", es: "Juegos de mesa", it: "Giochi da tavolo",
    pt: "Jogos de mesa", "pt-BR": "Jogos de mesa", nl: "Tafelspellen", pl: "Gry stołowe", cs: "Stolní hry",
    sk: "Stolové hry", hu: "Asztali játékok", ro: "Jocuri de masă", bg: "Игри на маса", el: "Επιτραπέζια παιχνίδια",
    tr: "Masa oyunları", ru: "Настольные игры", uk: "Настільні ігри", fi: "Pöytäpelit", sv: "Bordsspel", nb: "Bordspill",
    da: "Bordspil", et: "Lauamängud", lv: "Galda spēles", lt: "Stalo žaidimai", sl: "Namizne igre", hr: "Stolne igre",
    sr: "Игре за столом", ja: "テーブルゲーム", ko: "테이블 게임", zh: "桌面游戏", hi: "टेबल गेम", th: "เกมโต๊ะ",
    vi: "Trò chơi bàn", id: "Permainan meja", ar: "ألعاب الطاولة", he: "משחקי שולחן", fa: "بازی‌های رومیزی",
  },
};
