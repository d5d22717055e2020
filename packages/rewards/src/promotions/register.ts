import { lazyModal, lazyPage, type ModalDefinition, type PageDefinition } from "@casino/shell";

/**
 * Promotions (/promotions, /promotion/{slug}), free money and coupons (/freemoney) and the 7-day bonus calendar
 * (`?modal=calendar`); each page and modal is a lazy chunk of its own. The
 * calendar keeps the shell's spec title.
 */
export const promotionsPages: PageDefinition[] = [
  { key: "promotions", component: lazyPage(() => import("./PromotionsPage.tsx"), "PromotionsPage") },
  { key: "promotion", defaultPath: "/promotion/$slug", component: lazyPage(() => import("./PromotionPage.tsx"), "PromotionPage") },
  { key: "freemoney", component: lazyPage(() => import("../freemoney/FreeMoneyPage.tsx"), "FreeMoneyPage") },
];
export const promotionsModals: ModalDefinition[] = [
  { name: "calendar", component: lazyModal(() => import("../bonus-calendar/BonusCalendarModal.tsx")), size: "md" },
];
