import type { BonusTextsOfLocale } from "./types.ts";

export const vi: BonusTextsOfLocale = {
  termsHeading: "Điều kiện",
  seeTerms: 'Xem <a href="/bonus-terms">điều khoản chung về tiền thưởng</a>.',
  bonuses: {
    "welcome-deposit": {
      name: "Thưởng chào mừng",
      bannerTitle: "100% tới 1000 EUR cho lần nạp đầu tiên",
      description: "Nhân đôi lần nạp đầu tiên của bạn.",
      items: [
        "Áp dụng cho lần nạp đầu tiên tối thiểu 100 EUR, trong 30 ngày kể từ khi đăng ký.",
        "Cược tiền thưởng <strong>35 lần</strong> trong 30 ngày.",
        "Tiền thật được dùng trước, sau đó đến tiền thưởng.",
      ],
    },
    "second-deposit": {
      name: "Thưởng nạp lần hai",
      bannerTitle: "50% tới 300 EUR cho lần nạp thứ hai",
      description: "Thêm một nửa cho lần nạp thứ hai của bạn.",
      items: [
        "Áp dụng cho lần nạp thứ hai tối thiểu 20 EUR.",
        "Cược tiền thưởng 30 lần trong 14 ngày.",
      ],
    },
    "weekend-reload": {
      name: "Nạp lại cuối tuần",
      bannerTitle: "Thưởng nạp lại 75% từ thứ Sáu đến Chủ nhật",
      description: "Thưởng nạp lại dành cho cuối tuần.",
      items: [
        "Có thể kích hoạt vào thứ Sáu, thứ Bảy và Chủ nhật, mỗi tuần một lần.",
        "Chỉ cược bằng tiền thật mới được tính vào vòng cược 40x.",
      ],
    },
    "no-deposit-10": {
      name: "Miễn phí 10 EUR",
      bannerTitle: "Miễn phí 10 EUR, không cần nạp",
      description: "Trải nghiệm sòng bạc do chúng tôi chi trả.",
      items: [
        "Trong 7 ngày kể từ khi đăng ký, mỗi người chơi một lần.",
        "Cược 40 lần; tiền thắng tối đa 100 EUR.",
        "Không áp dụng cho tài khoản trùng lặp.",
      ],
    },
    "free-spins-50": {
      name: "50 vòng quay miễn phí",
      bannerTitle: "50 vòng quay miễn phí cho các slot hàng đầu",
      description: "Quay miễn phí những slot được yêu thích nhất.",
      items: [
        "Vòng quay miễn phí chỉ áp dụng cho các trò chơi được liệt kê.",
        "Tiền thắng là tiền thưởng phải cược 30 lần, tối đa 200 EUR.",
        "Chỉ dành cho 1000 người chơi đầu tiên, mỗi tháng một lần.",
      ],
    },
    "daily-rakeback": {
      name: "Hoàn trả hằng ngày",
      bannerTitle: "Hoàn 5% tiền thua vào lịch",
      description: "Tiền hoàn được gửi vào lịch phần thưởng của bạn.",
      items: [
        "Nhận hôm nay hoặc ngày mai trong lịch.",
        "Không cần nạp trong mấy ngày gần đây, nhưng phải từng nạp ít nhất một lần.",
        "Mỗi ngày một lần.",
      ],
    },
    "weekly-cashback": {
      name: "Hoàn tiền hằng tuần",
      bannerTitle: "Hoàn tiền 10% mỗi tuần",
      description: "10% số tiền thua ròng trong tuần, cược một lần.",
      items: [
        "Cần có lần nạp trong 7 ngày qua.",
        "Tính số tiền thua ròng từ lần hoàn tiền hằng tuần gần nhất (tối đa 7 ngày).",
        "Cược tiền hoàn một lần.",
      ],
    },
    "vip-spring-chip": {
      name: "Chip mùa xuân VIP",
      bannerTitle: "Tặng 25 trong chiến dịch VIP mùa xuân",
      description: "Chip miễn phí cho người chơi của chiến dịch VIPSPRING.",
      items: [
        "Chỉ dành cho người chơi tham gia qua chiến dịch VIPSPRING.",
        "Chỉ áp dụng cho tài khoản EUR và CAD.",
      ],
    },
    "summer-deposit": {
      name: "Thưởng nạp mùa hè",
      bannerTitle: "Thưởng nạp mùa hè 200%",
      description: "Ưu đãi của mùa hè năm ngoái.",
      items: [
        "Đã kết thúc.",
      ],
    },
    "next-month-spins": {
      name: "Vòng quay tháng sau",
      bannerTitle: "20 vòng quay miễn phí sắp ra mắt",
      description: "Bắt đầu sau mười ngày.",
      items: [
        "Kích hoạt khi ưu đãi đã bắt đầu.",
      ],
    },
    "withdrawn-offer": {
      name: "Ưu đãi đã rút lại",
      bannerTitle: "Chip 5 EUR (đã rút lại)",
      description: "Không còn được cung cấp.",
      items: [
        "Đã bị nhà điều hành hủy.",
      ],
    },
  },
};
