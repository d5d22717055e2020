import { defineBrandTheme } from "@casino/ui-kit/theme";

// Curaçao is the preset itself: Caribbean teal on a light, airy page.
export const theme = defineBrandTheme({});
