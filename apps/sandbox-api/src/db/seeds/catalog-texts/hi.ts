import type { CatalogTextsOfLocale } from "./types.ts";

export const hi: CatalogTextsOfLocale = {
  promotions: {
    "welcome-offer": { title: "वेलकम ऑफ़र", summary: "आपकी पहली जमा पर 1000 EUR तक 100%", body: "आज ही साइन अप करें और अपनी पहली जमा को दोगुना करें।" },
    "weekend-reload": { title: "वीकेंड रीलोड", summary: "हर वीकेंड 75%", body: "शुक्रवार से रविवार तक जमा करें और 75% अतिरिक्त पाएँ।" },
    "daily-rakeback": { title: "डेली रेकबैक", summary: "हर दिन आपके कैलेंडर में कैशबैक", body: "हर बेट का एक हिस्सा आपके रिवॉर्ड कैलेंडर में वापस आता है। इसे आज या कल क्लेम करें।" },
    "spring-slot-race": { title: "स्प्रिंग स्लॉट रेस", summary: "5000 EUR का प्राइज़ पूल", body: "टूर्नामेंट पेज से रेस में शामिल हों और लीडरबोर्ड पर ऊपर चढ़ें।" },
  },
  allBonuses: "सभी बोनस देखें",
  terms: { heading: "शर्तें", onePerPerson: "प्रति व्यक्ति एक खाता।", generalTerms: "सामान्य <a href=\"/bonus-terms\">बोनस शर्तें</a> लागू होती हैं।" },
  tournaments: {
    "spring-slot-race": { name: "स्प्रिंग स्लॉट रेस", description: "किसी भी स्लॉट पर सबसे ज़्यादा दांव लगाएँ और 5000 EUR में से हिस्सा जीतें।" },
    "multiplier-madness": { name: "मल्टीप्लायर मैडनेस", description: "सूचीबद्ध स्लॉट्स पर एक स्पिन का सबसे बड़ा मल्टीप्लायर जीतता है।" },
    "weekend-race": { name: "वीकेंड रेस", description: "शुक्रवार से शुरू: लीडरबोर्ड पर चढ़ने के लिए दांव लगाएँ।" },
    "winter-cup": { name: "विंटर कप", description: "पिछले सीज़न का मल्टीप्लायर कप।" },
  },
  levels: { Bronze: "ब्रॉन्ज़", Silver: "सिल्वर", Gold: "गोल्ड", Platinum: "प्लैटिनम", Diamond: "डायमंड", Black: "ब्लैक" },
  perks: {
    "Daily rakeback": "डेली रेकबैक",
    "Weekly cashback": "साप्ताहिक कैशबैक",
    "Birthday bonus": "जन्मदिन बोनस",
    "Faster withdrawals": "तेज़ निकासी",
    "Personal manager": "पर्सनल मैनेजर",
    "Higher limits": "ऊँची सीमाएँ",
    "Event invitations": "इवेंट के निमंत्रण",
    "All of Platinum": "प्लैटिनम की सभी सुविधाएँ",
    "Tailored bonuses": "आपके लिए बने बोनस",
    "Everything, by invitation": "सब कुछ, निमंत्रण पर",
  },
};
