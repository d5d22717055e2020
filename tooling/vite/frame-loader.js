// The app's loader on a page whose first paint is in its HTML (tooling/vite/prerender.ts, deferAppScripts): the app's
// entry and its preloads are asked for once that paint is on screen, not beside it, so the page's stylesheet, logo and
// text are the only things the first paint waits for. A page without a frame (app.html) loads its scripts as Vite
// wrote them. Plain JavaScript with no imports, served as it is: it is the one script of the HTML.
const script = document.querySelector("script[data-app-entry]");
const entry = script?.getAttribute("data-app-entry");
const preloads = (script?.getAttribute("data-app-preloads") ?? "").split(" ").filter(Boolean);

function start() {
  // The entry's chunks side by side, as the <link>s of the HTML would have asked for them.
  for (const href of preloads) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.crossOrigin = "";
    link.href = href;
    document.head.append(link);
  }
  if (entry) void import(/* @vite-ignore */ entry);
}

// A frame is painted before the next task after an animation frame. A tab opened in the background paints nothing
// until it is shown (and runs no animation frame), so there the app starts at once.
if (document.visibilityState === "hidden") start();
else requestAnimationFrame(() => setTimeout(start, 0));
