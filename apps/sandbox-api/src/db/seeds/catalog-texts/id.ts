import type { CatalogTextsOfLocale } from "./types.ts";

export const id: CatalogTextsOfLocale = {
  promotions: {
    "welcome-offer": { title: "Penawaran sambutan", summary: "100% hingga 1000 EUR untuk deposit pertama Anda", body: "Daftar hari ini dan gandakan deposit pertama Anda." },
    "weekend-reload": { title: "Reload akhir pekan", summary: "75% setiap akhir pekan", body: "Deposit dari Jumat hingga Minggu dan dapatkan tambahan 75%." },
    "daily-rakeback": { title: "Rakeback harian", summary: "Cashback di kalender Anda setiap hari", body: "Sebagian dari setiap taruhan kembali ke kalender hadiah Anda. Klaim hari ini atau besok." },
    "spring-slot-race": { title: "Balapan slot musim semi", summary: "Total hadiah 5000 EUR", body: "Ikuti balapan dari halaman turnamen dan naiki papan peringkat." },
  },
  allBonuses: "Lihat semua bonus",
  terms: { heading: "Syarat", onePerPerson: "Satu akun per orang.", generalTerms: "Berlaku <a href=\"/bonus-terms\">syarat bonus umum</a>." },
  tournaments: {
    "spring-slot-race": { name: "Balapan slot musim semi", description: "Pasang taruhan terbanyak di slot mana pun dan menangkan bagian dari 5000 EUR." },
    "multiplier-madness": { name: "Kegilaan pengganda", description: "Pengganda terbesar dari satu putaran di slot yang tercantum yang menang." },
    "weekend-race": { name: "Balapan akhir pekan", description: "Dimulai Jumat: pasang taruhan untuk naik di papan peringkat." },
    "winter-cup": { name: "Piala musim dingin", description: "Piala pengganda musim lalu." },
  },
  levels: { Bronze: "Perunggu", Silver: "Perak", Gold: "Emas", Platinum: "Platinum", Diamond: "Berlian", Black: "Hitam" },
  perks: {
    "Daily rakeback": "Rakeback harian",
    "Weekly cashback": "Cashback mingguan",
    "Birthday bonus": "Bonus ulang tahun",
    "Faster withdrawals": "Penarikan lebih cepat",
    "Personal manager": "Manajer pribadi",
    "Higher limits": "Batas lebih tinggi",
    "Event invitations": "Undangan acara",
    "All of Platinum": "Semua keuntungan Platinum",
    "Tailored bonuses": "Bonus khusus untuk Anda",
    "Everything, by invitation": "Semuanya, dengan undangan",
  },
};
