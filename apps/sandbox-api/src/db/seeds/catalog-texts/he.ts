import type { CatalogTextsOfLocale } from "./types.ts";

export const he: CatalogTextsOfLocale = {
  promotions: {
    "welcome-offer": { title: "הצעת הצטרפות", summary: "100% עד 1000 EUR על ההפקדה הראשונה שלכם", body: "הירשמו היום והכפילו את ההפקדה הראשונה שלכם." },
    "weekend-reload": { title: "ריענון סוף שבוע", summary: "75% בכל סוף שבוע", body: "הפקידו משישי עד ראשון וקבלו 75% נוספים." },
    "daily-rakeback": { title: "רייקבק יומי", summary: "קאשבק בלוח השנה שלכם בכל יום", body: "חלק מכל הימור חוזר ללוח הפרסים שלכם. קבלו אותו היום או מחר." },
    "spring-slot-race": { title: "מרוץ הסלוטים של האביב", summary: "קופת פרסים של 5000 EUR", body: "הצטרפו למרוץ מדף הטורנירים וטפסו בטבלת המובילים." },
  },
  allBonuses: "לכל הבונוסים",
  terms: { heading: "תנאים", onePerPerson: "חשבון אחד לאדם.", generalTerms: "חלים <a href=\"/bonus-terms\">תנאי הבונוס הכלליים</a>." },
  tournaments: {
    "spring-slot-race": { name: "מרוץ הסלוטים של האביב", description: "המרו הכי הרבה בכל סלוט וזכו בחלק מ-5000 EUR." },
    "multiplier-madness": { name: "טירוף המכפילים", description: "המכפיל הגבוה ביותר של סיבוב אחד בסלוטים הרשומים זוכה." },
    "weekend-race": { name: "מרוץ סוף השבוע", description: "מתחיל ביום שישי: המרו כדי לטפס בטבלה." },
    "winter-cup": { name: "גביע החורף", description: "גביע המכפילים של העונה הקודמת." },
  },
  levels: { Bronze: "ארד", Silver: "כסף", Gold: "זהב", Platinum: "פלטינה", Diamond: "יהלום", Black: "שחור" },
  perks: {
    "Daily rakeback": "רייקבק יומי",
    "Weekly cashback": "קאשבק שבועי",
    "Birthday bonus": "בונוס יום הולדת",
    "Faster withdrawals": "משיכות מהירות יותר",
    "Personal manager": "מנהל אישי",
    "Higher limits": "מגבלות גבוהות יותר",
    "Event invitations": "הזמנות לאירועים",
    "All of Platinum": "כל מה שיש בפלטינה",
    "Tailored bonuses": "בונוסים מותאמים אישית",
    "Everything, by invitation": "הכול, בהזמנה",
  },
};
