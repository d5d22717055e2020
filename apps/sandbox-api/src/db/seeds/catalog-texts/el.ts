import type { CatalogTextsOfLocale } from "./types.ts";

export const el: CatalogTextsOfLocale = {
  promotions: {
    "welcome-offer": { title: "Προσφορά καλωσορίσματος", summary: "100% έως 1000 EUR στην πρώτη σου κατάθεση", body: "Γράψου σήμερα και διπλασίασε την πρώτη σου κατάθεση." },
    "weekend-reload": { title: "Reload Σαββατοκύριακου", summary: "75% κάθε Σαββατοκύριακο", body: "Κάνε κατάθεση από Παρασκευή έως Κυριακή και πάρε 75% επιπλέον." },
    "daily-rakeback": { title: "Ημερήσιο rakeback", summary: "Cashback στο ημερολόγιό σου κάθε μέρα", body: "Ένα μέρος κάθε στοιχήματος επιστρέφει στο ημερολόγιο ανταμοιβών σου. Πάρ’ το σήμερα ή αύριο." },
    "spring-slot-race": { title: "Ανοιξιάτικος αγώνας κουλοχέρηδων", summary: "Έπαθλα 5000 EUR", body: "Μπες στον αγώνα από τη σελίδα τουρνουά και ανέβα στην κατάταξη." },
  },
  allBonuses: "Δες όλα τα μπόνους",
  terms: { heading: "Όροι", onePerPerson: "Ένας λογαριασμός ανά άτομο.", generalTerms: "Ισχύουν οι γενικοί <a href=\"/bonus-terms\">όροι μπόνους</a>." },
  tournaments: {
    "spring-slot-race": { name: "Ανοιξιάτικος αγώνας κουλοχέρηδων", description: "Στοιχημάτισε τα περισσότερα σε οποιονδήποτε κουλοχέρη και κέρδισε μερίδιο από 5000 EUR." },
    "multiplier-madness": { name: "Τρέλα πολλαπλασιαστών", description: "Κερδίζει ο μεγαλύτερος πολλαπλασιαστής μίας περιστροφής στους αναφερόμενους κουλοχέρηδες." },
    "weekend-race": { name: "Αγώνας Σαββατοκύριακου", description: "Ξεκινά την Παρασκευή: στοιχημάτισε για να ανέβεις στην κατάταξη." },
    "winter-cup": { name: "Χειμερινό κύπελλο", description: "Το κύπελλο πολλαπλασιαστών της περασμένης σεζόν." },
  },
  levels: { Bronze: "Χάλκινο", Silver: "Ασημένιο", Gold: "Χρυσό", Platinum: "Πλατινένιο", Diamond: "Διαμαντένιο", Black: "Μαύρο" },
  perks: {
    "Daily rakeback": "Ημερήσιο rakeback",
    "Weekly cashback": "Εβδομαδιαίο cashback",
    "Birthday bonus": "Μπόνους γενεθλίων",
    "Faster withdrawals": "Ταχύτερες αναλήψεις",
    "Personal manager": "Προσωπικός διαχειριστής",
    "Higher limits": "Υψηλότερα όρια",
    "Event invitations": "Προσκλήσεις σε εκδηλώσεις",
    "All of Platinum": "Όλα του επιπέδου Πλατινένιο",
    "Tailored bonuses": "Εξατομικευμένα μπόνους",
    "Everything, by invitation": "Τα πάντα, με πρόσκληση",
  },
};
