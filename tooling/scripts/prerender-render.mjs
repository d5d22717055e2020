#!/usr/bin/env node
// The build's prerender (tooling/vite/prerender.ts): renders each path with the server build of apps/player's
// prerender entry in a DOM of happy-dom (the modules are the browser's; they read window, document and storage as in a
// guest's first visit), and prints { path: html } as JSON. Usage: prerender-render.mjs <bundle.js> '["/", "/casino"]'
import { pathToFileURL } from "node:url";
import { builtinEnvironments } from "vitest/runtime";

const [bundle, pathsJson] = process.argv.slice(2);
if (!bundle || !pathsJson) {
  console.error("usage: prerender-render.mjs <bundle.js> <paths as JSON>");
  process.exit(2);
}
const paths = JSON.parse(pathsJson);
await builtinEnvironments["happy-dom"].setup(globalThis, { happyDOM: { url: "http://localhost/" } });
const { render } = await import(pathToFileURL(bundle).href);
const frames = {};
for (const path of paths) {
  globalThis.happyDOM?.setURL?.(new URL(path, "http://localhost/").href);
  frames[path] = await render(path);
}
process.stdout.write(JSON.stringify(frames));
// The app's timers and sockets of a render are no reason to wait.
process.exit(0);
