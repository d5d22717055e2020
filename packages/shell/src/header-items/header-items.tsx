import { createContext, type ComponentType } from "react";

/**
 * A feature's item in the player's header (beside the balance), such as the rewards status. The component is the
 * feature's lazy chunk (`lazy(() => import(...))`), so nothing of it is in the first download; it is rendered for
 * logged-in players only.
 */
export type HeaderItemDefinition = {
  key: string;
  component: ComponentType;
};

export const HeaderItemsContext = createContext<readonly HeaderItemDefinition[]>([]);
