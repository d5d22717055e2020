import type { CatalogTextsOfLocale } from "./types.ts";

export const th: CatalogTextsOfLocale = {
  promotions: {
    "welcome-offer": { title: "ข้อเสนอต้อนรับ", summary: "100% สูงสุด 1000 EUR สำหรับการฝากเงินครั้งแรก", body: "สมัครวันนี้และรับเงินฝากครั้งแรกเป็นสองเท่า" },
    "weekend-reload": { title: "รีโหลดวันหยุดสุดสัปดาห์", summary: "75% ทุกสุดสัปดาห์", body: "ฝากเงินตั้งแต่วันศุกร์ถึงวันอาทิตย์ รับเพิ่ม 75%" },
    "daily-rakeback": { title: "เรคแบ็กรายวัน", summary: "เงินคืนเข้าปฏิทินของคุณทุกวัน", body: "ส่วนหนึ่งของทุกการเดิมพันจะกลับเข้าปฏิทินรางวัลของคุณ รับได้วันนี้หรือพรุ่งนี้" },
    "spring-slot-race": { title: "การแข่งสล็อตฤดูใบไม้ผลิ", summary: "เงินรางวัลรวม 5000 EUR", body: "เข้าร่วมการแข่งจากหน้าทัวร์นาเมนต์และไต่อันดับบนกระดานผู้นำ" },
  },
  allBonuses: "ดูโบนัสทั้งหมด",
  terms: { heading: "เงื่อนไข", onePerPerson: "หนึ่งบัญชีต่อหนึ่งคน", generalTerms: "ใช้<a href=\"/bonus-terms\">เงื่อนไขโบนัสทั่วไป</a>" },
  tournaments: {
    "spring-slot-race": { name: "การแข่งสล็อตฤดูใบไม้ผลิ", description: "เดิมพันมากที่สุดในสล็อตใดก็ได้ และรับส่วนแบ่งจาก 5000 EUR" },
    "multiplier-madness": { name: "ตัวคูณสุดมันส์", description: "ตัวคูณสูงสุดจากการหมุนครั้งเดียวในสล็อตที่กำหนดเป็นผู้ชนะ" },
    "weekend-race": { name: "การแข่งสุดสัปดาห์", description: "เริ่มวันศุกร์: เดิมพันเพื่อไต่อันดับ" },
    "winter-cup": { name: "วินเทอร์คัพ", description: "ถ้วยตัวคูณของฤดูกาลที่แล้ว" },
  },
  levels: { Bronze: "บรอนซ์", Silver: "ซิลเวอร์", Gold: "โกลด์", Platinum: "แพลทินัม", Diamond: "ไดมอนด์", Black: "แบล็ก" },
  perks: {
    "Daily rakeback": "เรคแบ็กรายวัน",
    "Weekly cashback": "เงินคืนรายสัปดาห์",
    "Birthday bonus": "โบนัสวันเกิด",
    "Faster withdrawals": "ถอนเงินได้เร็วขึ้น",
    "Personal manager": "ผู้จัดการส่วนตัว",
    "Higher limits": "วงเงินที่สูงขึ้น",
    "Event invitations": "คำเชิญร่วมกิจกรรม",
    "All of Platinum": "สิทธิประโยชน์ทั้งหมดของแพลทินัม",
    "Tailored bonuses": "โบนัสเฉพาะคุณ",
    "Everything, by invitation": "ทุกอย่าง เฉพาะผู้ได้รับเชิญ",
  },
};
