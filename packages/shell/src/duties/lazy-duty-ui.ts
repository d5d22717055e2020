// The duties' rare screens and the script injector in ONE lazy chunk. A single dynamic entry keeps the bundler
// from splitting the modules they share with the entry into extra initial chunks (measured: two lazy entries
// added more to the initial JS than they took out).
export { GeoBlockPage } from "./geo-block/GeoBlockPage.tsx";
export { ChatPanel } from "./live-chat/ChatPanel.tsx";
export { injectScripts } from "./script-loader/inject-scripts.ts";
