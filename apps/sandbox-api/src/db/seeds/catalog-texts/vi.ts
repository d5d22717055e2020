import type { CatalogTextsOfLocale } from "./types.ts";

export const vi: CatalogTextsOfLocale = {
  promotions: {
    "welcome-offer": { title: "Ưu đãi chào mừng", summary: "100% đến 1000 EUR cho lần nạp tiền đầu tiên", body: "Đăng ký ngay hôm nay và nhân đôi lần nạp tiền đầu tiên của bạn." },
    "weekend-reload": { title: "Nạp lại cuối tuần", summary: "75% mỗi cuối tuần", body: "Nạp tiền từ thứ Sáu đến Chủ nhật và nhận thêm 75%." },
    "daily-rakeback": { title: "Hoàn trả hằng ngày", summary: "Hoàn tiền vào lịch của bạn mỗi ngày", body: "Một phần của mỗi lần cược sẽ quay lại lịch phần thưởng của bạn. Hãy nhận trong hôm nay hoặc ngày mai." },
    "spring-slot-race": { title: "Cuộc đua slot mùa xuân", summary: "Tổng giải thưởng 5000 EUR", body: "Tham gia cuộc đua từ trang giải đấu và leo lên bảng xếp hạng." },
  },
  allBonuses: "Xem tất cả tiền thưởng",
  terms: { heading: "Điều khoản", onePerPerson: "Mỗi người một tài khoản.", generalTerms: "Áp dụng <a href=\"/bonus-terms\">điều khoản tiền thưởng chung</a>." },
  tournaments: {
    "spring-slot-race": { name: "Cuộc đua slot mùa xuân", description: "Cược nhiều nhất ở bất kỳ slot nào và giành một phần của 5000 EUR." },
    "multiplier-madness": { name: "Cơn sốt hệ số nhân", description: "Hệ số nhân lớn nhất của một lượt quay trên các slot được liệt kê sẽ thắng." },
    "weekend-race": { name: "Cuộc đua cuối tuần", description: "Bắt đầu thứ Sáu: đặt cược để leo bảng xếp hạng." },
    "winter-cup": { name: "Cúp mùa đông", description: "Cúp hệ số nhân của mùa trước." },
  },
  levels: { Bronze: "Đồng", Silver: "Bạc", Gold: "Vàng", Platinum: "Bạch kim", Diamond: "Kim cương", Black: "Đen" },
  perks: {
    "Daily rakeback": "Hoàn trả hằng ngày",
    "Weekly cashback": "Hoàn tiền hằng tuần",
    "Birthday bonus": "Tiền thưởng sinh nhật",
    "Faster withdrawals": "Rút tiền nhanh hơn",
    "Personal manager": "Quản lý riêng",
    "Higher limits": "Hạn mức cao hơn",
    "Event invitations": "Lời mời tham dự sự kiện",
    "All of Platinum": "Mọi quyền lợi của Bạch kim",
    "Tailored bonuses": "Tiền thưởng riêng cho bạn",
    "Everything, by invitation": "Tất cả, theo lời mời",
  },
};
