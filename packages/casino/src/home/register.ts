import { lazy } from "react";
import type { HomeSectionDefinition } from "@casino/shell";

const load = () => import("./HomeSections.tsx");

/** The casino's sections of the home page; one chunk for the three (they share the lobby's tiles and rows). */
export const casinoHomeSections: HomeSectionDefinition[] = [
  { key: "welcomeOffer", component: lazy(() => load().then((module) => ({ default: module.WelcomeHomeSection }))) },
  { key: "myGames", component: lazy(() => load().then((module) => ({ default: module.MyGamesHomeSection }))) },
  { key: "gameRows", component: lazy(() => load().then((module) => ({ default: module.GameRowsHomeSection }))) },
];
