#!/usr/bin/env node
// The boundary check of DESIGN.md §1 "Dependency rules": who may import whom, through which door.
// Usage: node tooling/scripts/check-boundaries.mjs [--root <dir>]
// Rules: (a) features never import each other, (b) layer direction, (c) no deep imports,
// (d) no relative import out of a package, (e) @casino imports are declared, (f) brands hold no code,
// (g) no import cycle between a package's modules (static value imports; `import type` and `import()` do not count).
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const SOURCE_EXT = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const SKIP_DIRS = new Set(["node_modules", "dist", "storybook-static", ".turbo", "coverage", ".git"]);
const SCAN_ROOTS = ["apps", "packages", "brands", "tooling", "e2e"];

const FEATURES = ["account", "casino", "cashier", "rewards", "responsible-gaming"].map((f) => `packages/${f}`);
const BASE = ["packages/domain", "packages/api-client", "packages/ui-kit", "packages/i18n", "packages/shell"];
const ALL_PACKAGES = [...BASE, ...FEATURES];
const ANY = "*";

/** Which package folders each package folder may import (rule b). @casino/tooling is build infrastructure, not a layer. */
const MAY_IMPORT = {
  "packages/domain": [],
  "packages/api-client": ["packages/domain"],
  "packages/ui-kit": [],
  "packages/i18n": [],
  "packages/shell": ["packages/domain", "packages/api-client", "packages/ui-kit", "packages/i18n"],
  ...Object.fromEntries(FEATURES.map((f) => [f, BASE])),
  "apps/player": ALL_PACKAGES,
  "apps/storybook": ALL_PACKAGES,
  "apps/sandbox-api": ["packages/api-client", "packages/domain"],
  tooling: ANY,
  e2e: ANY,
};
/** Imports allowed only with `import type` / `export type` (rule b). */
const TYPE_ONLY = { "packages/ui-kit": ["packages/i18n"], "packages/i18n": ["packages/ui-kit"] };
const BRAND_THEME_IMPORT = "@casino/ui-kit/theme";
const BRAND_FILES = /^(brand\.json|theme\.css\.ts|package\.json|README\.md|\.env(\..*)?|assets\/.+)$/;
const CONFIG_FILE = /^([^/]+\.config\.[cm]?[jt]s|\.storybook\/[^/]+)$/;

function parseArgs(argv) {
  const i = argv.findIndex((a) => a === "--root" || a.startsWith("--root="));
  if (i < 0) return { root: resolve(dirname(fileURLToPath(import.meta.url)), "..", "..") };
  const value = argv[i].includes("=") ? argv[i].slice("--root=".length) : argv[i + 1];
  if (!value) throw new Error("--root needs a directory");
  return { root: resolve(value) };
}

const toPosix = (p) => p.split(sep).join("/");

function walk(dir, onFile) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) walk(join(dir, entry.name), onFile);
    } else if (entry.isFile()) onFile(join(dir, entry.name));
  }
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return {};
  }
}

/** Every workspace package folder (apps/*, packages/*, brands/*, tooling, e2e) with its package.json facts. */
function findPackages(root) {
  const dirs = [];
  for (const group of ["apps", "packages", "brands"]) {
    const base = join(root, group);
    if (!existsSync(base)) continue;
    for (const d of readdirSync(base, { withFileTypes: true })) if (d.isDirectory()) dirs.push(`${group}/${d.name}`);
  }
  for (const single of ["tooling", "e2e"]) if (existsSync(join(root, single))) dirs.push(single);
  return dirs.map((dir) => {
    const json = readJson(join(root, dir, "package.json"));
    const declared = new Set(
      ["dependencies", "devDependencies", "peerDependencies"].flatMap((k) => Object.keys(json[k] ?? {})),
    );
    return { dir, name: json.name ?? `@casino/${dir.split("/").pop()}`, exports: exportKeys(json.exports), declared };
  });
}

function exportKeys(exports) {
  if (exports === undefined) return [];
  if (typeof exports === "string" || Array.isArray(exports)) return ["."];
  const keys = Object.keys(exports);
  return keys.some((k) => k.startsWith(".")) ? keys : ["."];
}

function isExported(keys, subpath) {
  return keys.some((key) => {
    const star = key.indexOf("*");
    if (star < 0) return key === subpath;
    const [before, after] = [key.slice(0, star), key.slice(star + 1)];
    return subpath.length > key.length - 1 && subpath.startsWith(before) && subpath.endsWith(after);
  });
}

/** Module specifiers of one file: { spec, line, typeOnly, dynamic } (dynamic: import(), require(), vi.mock()). */
export function importsOf(file, text) {
  const kind = /\.[cm]?tsx$/.test(file) || file.endsWith(".jsx") ? ts.ScriptKind.TSX
    : /\.[cm]?ts$/.test(file) ? ts.ScriptKind.TS : ts.ScriptKind.JS;
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const found = [];
  const add = (node, literal, typeOnly, dynamic = false) => {
    if (literal && (ts.isStringLiteral(literal) || ts.isNoSubstitutionTemplateLiteral(literal))) {
      found.push({ spec: literal.text, line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1, typeOnly, dynamic });
    }
  };
  const visit = (node) => {
    if (ts.isImportDeclaration(node)) {
      add(node, node.moduleSpecifier, node.importClause?.isTypeOnly ?? false);
    } else if (ts.isExportDeclaration(node)) {
      add(node, node.moduleSpecifier, node.isTypeOnly);
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      add(node, node.moduleReference.expression, node.isTypeOnly);
    } else if (ts.isImportTypeNode(node)) {
      const arg = node.argument;
      if (ts.isLiteralTypeNode(arg)) add(node, arg.literal, true);
    } else if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const isDynamic = callee.kind === ts.SyntaxKind.ImportKeyword;
      const isRequire = ts.isIdentifier(callee) && callee.text === "require";
      const isViMock = ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression)
        && callee.expression.text === "vi" && /^(mock|doMock|importActual|importMock)$/.test(callee.name.text);
      if (isDynamic || isRequire || isViMock) add(node, node.arguments[0], false, true);
    }
    if (!ts.isModuleDeclaration(node)) ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

function packageOf(packages, relPath) {
  let best;
  for (const p of packages) {
    if ((relPath === p.dir || relPath.startsWith(`${p.dir}/`)) && (!best || p.dir.length > best.dir.length)) best = p;
  }
  return best;
}

function splitCasino(spec) {
  const m = /^(@casino\/[^/]+)(\/.*)?$/.exec(spec);
  return m ? { name: m[1], subpath: m[2] ? `.${m[2]}` : "." } : undefined;
}

export function checkBoundaries(root) {
  const packages = findPackages(root);
  const byName = new Map(packages.map((p) => [p.name, p]));
  const violations = [];
  const report = (where, rule, message) => violations.push(`${where}: [${rule}] ${message}`);
  const graph = new Map();

  for (const p of packages) {
    if (!p.dir.startsWith("brands/") && !(p.dir in MAY_IMPORT)) {
      report(`${p.dir}/package.json`, "b layer", `${p.dir} is not in the layer map of tooling/scripts/check-boundaries.mjs: place it in a layer (DESIGN.md §1)`);
    }
  }

  let checked = 0;
  for (const group of SCAN_ROOTS) {
    const base = join(root, group);
    if (!existsSync(base) || !statSync(base).isDirectory()) continue;
    walk(base, (abs) => {
      const rel = toPosix(relative(root, abs));
      const pkg = packageOf(packages, rel);
      const inPkg = pkg ? rel.slice(pkg.dir.length + 1) : rel;
      if (pkg?.dir.startsWith("brands/") && !BRAND_FILES.test(inPkg)) {
        report(rel, "f brand-files", `${pkg.dir} may hold only brand.json, theme.css.ts, package.json, README.md, assets/ and .env files: brands hold no code`);
      }
      if (!SOURCE_EXT.test(abs)) return;
      checked++;
      if (!pkg) return;
      for (const { spec: rawSpec, line, typeOnly, dynamic } of importsOf(abs, readFileSync(abs, "utf8"))) {
        const spec = rawSpec.replace(/\?.*$/, "");
        checkImport(spec, `${rel}:${line}`, { abs, pkg, inPkg, typeOnly });
        if (!typeOnly && !dynamic && spec.startsWith(".")) addModuleEdge(graph, rel, resolveModule(root, abs, spec), line);
      }
    });
  }
  for (const cycle of findCycles(graph)) {
    report(`${cycle[0].from}:${cycle[0].line}`, "g cycle", `import cycle: ${[...cycle.map((e) => e.from), cycle[0].from].join(" -> ")}; move what both need into a module of its own, or import it lazily`);
  }

  function checkImport(spec, where, { abs, pkg, inPkg, typeOnly }) {
    const isBrand = pkg.dir.startsWith("brands/");
    if (spec.startsWith(".")) {
      const target = toPosix(relative(root, resolve(dirname(abs), spec)));
      if (isBrand) {
        report(where, "d relative-import", `"${spec}": a brand's theme.css.ts may import only ${BRAND_THEME_IMPORT}`);
      } else if (!target.startsWith(`${pkg.dir}/`)) {
        const toolingVite = target.startsWith("tooling/vite/") && CONFIG_FILE.test(inPkg);
        const owner = packageOf(packages, target);
        const hint = target.startsWith("tooling/vite/")
          ? "only a package's root config files (vitest.config.ts, vite.config.ts, .storybook/*) may import tooling/vite"
          : owner ? `import ${owner.name} through its package.json exports` : "keep imports inside the package";
        if (!toolingVite) report(where, "d relative-import", `"${spec}" leaves ${pkg.dir}: ${hint}`);
      }
      return;
    }
    if (isBrand && spec !== BRAND_THEME_IMPORT) {
      report(where, "d relative-import", `"${spec}": a brand's theme.css.ts may import only ${BRAND_THEME_IMPORT}`);
      return;
    }
    const casino = splitCasino(spec);
    if (!casino || casino.name === pkg.name) return;
    const target = byName.get(casino.name);

    if (!pkg.declared.has(casino.name)) {
      report(where, "e undeclared", `${casino.name} is not declared in ${pkg.dir}/package.json (dependencies, devDependencies or peerDependencies)`);
    }
    if (!target) return;
    if (!isExported(target.exports, casino.subpath)) {
      const keys = target.exports.map((k) => `"${k}"`).join(", ") || "none";
      report(where, "c deep-import", `"${spec}" is not an entry point of ${casino.name} (its package.json exports: ${keys})`);
    }

    if (isBrand || target.dir === "tooling") return;
    if (FEATURES.includes(pkg.dir) && FEATURES.includes(target.dir)) {
      report(where, "a cross-feature", `${pkg.name} imports ${target.name}: features never import each other; reach them through the shell (page link by key, modal by name)`);
      return;
    }
    const allowed = MAY_IMPORT[pkg.dir];
    if (allowed === undefined || allowed === ANY || allowed.includes(target.dir)) return;
    if (TYPE_ONLY[pkg.dir]?.includes(target.dir)) {
      if (!typeOnly) report(where, "b layer", `${pkg.name} may import ${target.name} only as types: write "import type" / "export type"`);
      return;
    }
    const names = allowed.map((d) => packages.find((p) => p.dir === d)?.name ?? d);
    const may = names.length ? `may import only ${names.join(", ")}` : "imports none of ours";
    report(where, "b layer", `${pkg.name} imports ${target.name}, but ${pkg.name} ${may}`);
  }

  return { checked, violations };
}

const RESOLVE_EXT = [".ts", ".tsx", ".mts", ".cts", ".js", ".jsx", ".mjs", ".cjs"];

/** The source file a relative specifier loads (the path as written, with an extension, or its folder's index). */
function resolveModule(root, fromAbs, spec) {
  const base = resolve(dirname(fromAbs), spec);
  const candidates = [base, ...RESOLVE_EXT.map((ext) => base + ext), ...RESOLVE_EXT.map((ext) => join(base, `index${ext}`))];
  const found = candidates.find((file) => SOURCE_EXT.test(file) && existsSync(file) && statSync(file).isFile());
  return found ? toPosix(relative(root, found)) : undefined;
}

function addModuleEdge(graph, from, to, line) {
  if (to === undefined) return;
  if (!graph.has(from)) graph.set(from, []);
  graph.get(from).push({ from, to, line });
}

/**
 * Rule g: every strongly connected group of modules (Tarjan), each as one cycle through it: a list of edges
 * { from, to, line } that starts at the group's first file by name and comes back to it.
 */
export function findCycles(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  let next = 0;
  const connect = (node) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const { to } of graph.get(node) ?? []) {
      if (!index.has(to)) {
        connect(to);
        low.set(node, Math.min(low.get(node), low.get(to)));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node), index.get(to)));
    }
    if (low.get(node) !== index.get(node)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    const selfLoop = (graph.get(node) ?? []).some((edge) => edge.to === node);
    if (group.length > 1 || selfLoop) groups.push(group);
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) connect(node);
  return groups.map((group) => cycleThrough(graph, new Set(group), [...group].sort()[0]));
}

/** A shortest path of edges inside `members` from `start` back to `start` (breadth-first). */
function cycleThrough(graph, members, start) {
  const cameBy = new Map();
  const queue = [start];
  while (queue.length) {
    const node = queue.shift();
    for (const edge of graph.get(node) ?? []) {
      if (!members.has(edge.to)) continue;
      if (edge.to === start) {
        const path = [edge];
        for (let at = node; at !== start; at = cameBy.get(at).from) path.unshift(cameBy.get(at));
        return path;
      }
      if (!cameBy.has(edge.to)) {
        cameBy.set(edge.to, edge);
        queue.push(edge.to);
      }
    }
  }
  return [];
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  let root;
  try {
    ({ root } = parseArgs(process.argv.slice(2)));
  } catch (e) {
    console.error(String(e.message));
    process.exit(2);
  }
  const { checked, violations } = checkBoundaries(root);
  for (const v of violations) console.error(v);
  const summary = `boundaries: ${checked} files checked, ${violations.length} violation${violations.length === 1 ? "" : "s"}`;
  if (violations.length) {
    console.error(summary);
    process.exit(1);
  }
  console.log(summary);
}
