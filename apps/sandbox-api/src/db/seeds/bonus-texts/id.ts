import type { BonusTextsOfLocale } from "./types.ts";

export const id: BonusTextsOfLocale = {
  termsHeading: "Ketentuan",
  seeTerms: 'Lihat <a href="/bonus-terms">ketentuan umum bonus</a>.',
  bonuses: {
    "welcome-deposit": {
      name: "Bonus sambutan",
      bannerTitle: "100% hingga 1000 EUR untuk deposit pertama Anda",
      description: "Gandakan deposit pertama Anda.",
      items: [
        "Untuk deposit pertama minimal 100 EUR, dalam 30 hari setelah mendaftar.",
        "Penuhi turnover bonus <strong>35 kali</strong> dalam 30 hari.",
        "Uang asli dimainkan lebih dulu, lalu uang bonus.",
      ],
    },
    "second-deposit": {
      name: "Bonus deposit kedua",
      bannerTitle: "50% hingga 300 EUR untuk deposit kedua",
      description: "Tambahan setengah dari deposit kedua Anda.",
      items: [
        "Untuk deposit kedua minimal 20 EUR.",
        "Penuhi turnover bonus 30 kali dalam 14 hari.",
      ],
    },
    "weekend-reload": {
      name: "Reload akhir pekan",
      bannerTitle: "Reload 75% setiap Jumat sampai Minggu",
      description: "Bonus reload untuk akhir pekan.",
      items: [
        "Bisa diaktifkan pada Jumat, Sabtu, dan Minggu, sekali seminggu.",
        "Hanya taruhan dengan uang asli yang dihitung untuk turnover 40x.",
      ],
    },
    "no-deposit-10": {
      name: "Gratis 10 EUR",
      bannerTitle: "Gratis 10 EUR tanpa deposit",
      description: "Coba kasino atas biaya kami.",
      items: [
        "Dalam 7 hari setelah mendaftar, sekali per pemain.",
        "Penuhi turnover 40 kali; kemenangan dibatasi 100 EUR.",
        "Tidak tersedia untuk akun ganda.",
      ],
    },
    "free-spins-50": {
      name: "50 putaran gratis",
      bannerTitle: "50 putaran gratis di slot terbaik kami",
      description: "Putar slot terpopuler kami secara gratis.",
      items: [
        "Putaran gratis hanya untuk game yang tercantum.",
        "Kemenangan berupa uang bonus dengan turnover 30 kali, maksimal 200 EUR.",
        "Terbatas untuk 1000 pemain pertama, sebulan sekali.",
      ],
    },
    "daily-rakeback": {
      name: "Rakeback harian",
      bannerTitle: "5% kekalahan Anda kembali di kalender",
      description: "Rakeback yang masuk ke kalender hadiah Anda.",
      items: [
        "Klaim hari ini atau besok dari kalender.",
        "Tidak perlu deposit dalam beberapa hari terakhir, tetapi minimal pernah deposit sekali.",
        "Sekali sehari.",
      ],
    },
    "weekly-cashback": {
      name: "Cashback mingguan",
      bannerTitle: "Cashback mingguan 10%",
      description: "10% dari kekalahan bersih minggu ini, dengan turnover sekali.",
      items: [
        "Memerlukan deposit dalam 7 hari terakhir.",
        "Mencakup kekalahan bersih sejak cashback mingguan terakhir Anda (maksimal 7 hari).",
        "Penuhi turnover cashback sekali.",
      ],
    },
    "vip-spring-chip": {
      name: "Chip musim semi VIP",
      bannerTitle: "Gratis 25 di kampanye VIP musim semi kami",
      description: "Chip gratis untuk pemain kampanye VIPSPRING.",
      items: [
        "Hanya untuk pemain yang bergabung lewat kampanye VIPSPRING.",
        "Hanya untuk akun EUR dan CAD.",
      ],
    },
    "summer-deposit": {
      name: "Bonus deposit musim panas",
      bannerTitle: "Bonus deposit musim panas 200%",
      description: "Penawaran musim panas lalu.",
      items: [
        "Telah berakhir.",
      ],
    },
    "next-month-spins": {
      name: "Putaran bulan depan",
      bannerTitle: "20 putaran gratis segera hadir",
      description: "Dimulai dalam sepuluh hari.",
      items: [
        "Aktifkan setelah dimulai.",
      ],
    },
    "withdrawn-offer": {
      name: "Penawaran yang ditarik",
      bannerTitle: "Chip 5 EUR (ditarik)",
      description: "Tidak lagi ditawarkan.",
      items: [
        "Dibatalkan oleh operator.",
      ],
    },
  },
};
