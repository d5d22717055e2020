// The app's loader on a page whose first paint is in its HTML (tooling/vite/prerender.ts, deferAppScripts): the app's
// entry and its preloads are asked for once that paint is on screen, not beside it, so the page's stylesheet, logo and
// text are the only things the first paint waits for. A page without a frame (app.html) loads its scripts as Vite
// wrote them. Plain JavaScript with no imports, served as it is: it is the one script of the HTML.
const script = document.querySelector("script[data-app-entry]");
const entry = script?.getAttribute("data-app-entry");
const preloads = (script?.getAttribute("data-app-preloads") ?? "").split(" ").filter(Boolean);
// The entry's static chunks in the order the entry's import would evaluate them (tooling/vite/prerender.ts).
const chunks = (script?.getAttribute("data-app-chunks") ?? "").split(" ").filter(Boolean);

/**
 * A task boundary: what follows runs after the browser has had its turn (input, rendering). scheduler.yield where the
 * browser has it (its continuation goes before other tasks, and a chain of them is not clamped to 4 ms as nested timers
 * are), else a timer.
 */
const nextTask = () => (globalThis.scheduler?.yield ? globalThis.scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0)));

async function start() {
  // The entry's chunks side by side, as the <link>s of the HTML would have asked for them.
  for (const href of preloads) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.crossOrigin = "";
    link.href = href;
    document.head.append(link);
  }
  // The entry's static chunks evaluated one by one, each in a task of its own, in the order the entry's import would
  // evaluate them: that import alone ran them all in one task of ~590 ms on a slow phone (4x CPU), the largest of the
  // start-up; apart, the framework and our core are ~30 and ~150 ms, and the entry (React DOM's set-up) the rest. Not
  // the lazy chunks: one may wait at its top level for the app's catalog, which only the entry's start activates. A
  // chunk that fails here is left to the entry's import, whose failure the app's start-up handles as before.
  for (const href of chunks) {
    try {
      await import(/* @vite-ignore */ href);
    } catch {
      break;
    }
    await nextTask();
  }
  if (entry) await import(/* @vite-ignore */ entry);
}

// What the app's own <img> would load: the site's own or an http(s) address (@casino/shell's preloadImage).
const SAFE_PICTURE = /^(https?:\/\/|\/(?!\/))/i;
// A picture slower than this waits no longer for its own: the app starts, and the picture still comes.
const PICTURE_WAIT_MS = 1000;
// The most the app waits for the browser's report that a paint is on screen: a safety for a report that never comes
// (browsers report within a frame or two; Lighthouse's emulated phone shows its first frame up to ~2.3 s after the
// paint here, and an app started meanwhile shared the network and the CPU with that first frame).
const PAINT_WAIT_MS = 3000;
// The first picture's Element Timing name: the browser reports when it is on screen.
const FIRST_PICTURE = "first-picture";

/**
 * The read's address with the page's path parameters in place of their names: the frame of /casino/games/$game
 * names `/api/admin/get-game/__game`, rendered at `/casino/games/__game`. Segments align from the end (a base path
 * may come before). Undefined when the page's address does not fit.
 */
function readAddress(img) {
  let url = img.getAttribute("data-first-picture") ?? "";
  const route = (img.getAttribute("data-first-picture-route") ?? "").split("/").filter(Boolean);
  const here = location.pathname.split("/").filter(Boolean);
  const offset = here.length - route.length;
  if (offset < 0) return undefined;
  const params = route.map((name, i) => [name, here[offset + i] ?? ""]).filter(([name]) => name.startsWith("__"));
  // The longest name first, so `__game` does not take part of `__gameId`.
  for (const [name, value] of params.sort((a, b) => b[0].length - a[0].length)) {
    try {
      url = url.split(name).join(encodeURIComponent(decodeURIComponent(value)));
    } catch {
      return undefined;
    }
  }
  return url || undefined;
}

/**
 * The page's largest picture, when its frame names one (@casino/shell's FirstPicture: a hidden <img> with the API
 * call that gives the picture's address): that one call, the address checked, the picture decoded, then shown in the
 * box of its placeholder (the element after it), which hides. Resolves once it shows, or cannot; never rejects.
 */
function showFirstPicture() {
  const img = document.querySelector("#prerendered img[data-first-picture]");
  const url = img && readAddress(img);
  if (!img || !url) return Promise.resolve(false);
  const headers = { Accept: "application/json", "Accept-Language": document.documentElement.lang || "en" };
  const token = img.getAttribute("data-first-picture-token");
  if (token) headers["x-system-token"] = token;
  const path = (img.getAttribute("data-first-picture-field") ?? "").split(".");
  return fetch(url, { headers })
    .then((response) => (response.ok ? response.json() : undefined))
    .then((body) => {
      const src = path.reduce((value, key) => (value !== null && typeof value === "object" && Object.hasOwn(value, key) ? value[key] : undefined), body);
      if (typeof src !== "string" || !SAFE_PICTURE.test(src)) return false;
      img.setAttribute("elementtiming", FIRST_PICTURE);
      img.src = src;
      return img.decode().then(() => {
        // The page's own class (its box) only now: a class that sets display would show the empty <img> before.
        img.className = img.getAttribute("data-first-picture-class") ?? "";
        img.hidden = false;
        // CSSOM, which the brand's policy allows (style attributes in markup it does not).
        if (img.nextElementSibling instanceof HTMLElement) img.nextElementSibling.style.display = "none";
        return true;
      });
    })
    .catch(() => false);
}

/** A frame is painted before the next task after an animation frame. */
const painted = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Resolves once the browser reports a performance entry of `type` that passes `test`: a paint it has presented on
 * screen (a frame callback can come before the compositor has shown that frame on a slow phone). Where the browser
 * reports no such entries, after an animation frame and the task after it. At most PAINT_WAIT_MS.
 */
function presented(type, test) {
  if (!(globalThis.PerformanceObserver?.supportedEntryTypes ?? []).includes(type)) return painted();
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntries().some(test)) done();
    });
    const timer = setTimeout(done, PAINT_WAIT_MS);
    function done() {
      clearTimeout(timer);
      observer.disconnect();
      resolve();
    }
    observer.observe({ type, buffered: true });
  });
}

const picture = showFirstPicture();
// A tab opened in the background paints nothing until it is shown (and runs no animation frame): the app starts at
// once. Else once the first paint is on screen and, on a page with a first picture, that picture too (or it cannot
// be, or is slow): its call and its bytes travel alone instead of beside the app's 140 KB, and neither paint waits
// for the app's download or its start-up work.
if (document.visibilityState === "hidden") void start();
else presented("paint", (entry) => entry.name === "first-contentful-paint")
  .then(() => Promise.race([picture.then((shown) => (shown ? presented("element", (entry) => entry.identifier === FIRST_PICTURE) : undefined)), delay(PICTURE_WAIT_MS)]))
  .then(start);
