import { lazyModal, lazyPage, type ModalDefinition, type PageBootContext, type PageDefinition } from "@casino/shell";

// From the page's own chunk (its HTML preloads it): the entry's first download carries none of the promotions' reads.
const bootPromotions = (context: PageBootContext) => import("./PromotionsPage.tsx").then(({ bootPromotions }) => bootPromotions(context));

/**
 * Promotions (/promotions, /promotion/{slug}), free money and coupons (/freemoney) and the 7-day bonus calendar
 * (`?modal=calendar`); each page and modal is a lazy chunk of its own. The
 * calendar keeps the shell's spec title.
 */
export const promotionsPages: PageDefinition[] = [
  { key: "promotions", component: lazyPage(() => import("./PromotionsPage.tsx"), "PromotionsPage"), bootPrefetch: bootPromotions },
  { key: "promotion", defaultPath: "/promotion/$slug", component: lazyPage(() => import("./PromotionPage.tsx"), "PromotionPage") },
  { key: "freemoney", component: lazyPage(() => import("../freemoney/FreeMoneyPage.tsx"), "FreeMoneyPage") },
];
export const promotionsModals: ModalDefinition[] = [
  { name: "calendar", component: lazyModal(() => import("../bonus-calendar/BonusCalendarModal.tsx")), size: "md" },
];
