import { readFileSync } from "node:fs";
import { parseAst, type Plugin } from "vite";

/** The modules a one-file library splits back into: a facade of re-exports and one part per source file. */
export type RegionSplit = { entry: string; parts: string[] };

const REGION = /^\/\/#region [^\n]*\n([\s\S]*?)^\/\/#endregion$/gm;
const EXPORTS = /^export \{([^}]*)\};?[ \t]*$/m;
type Node = { type?: string; computed?: boolean; shorthand?: boolean; name?: string };

/** An identifier that names no variable: a member's property (`a.b`), a literal's or class's key (`{ b: 1 }`), a label. */
function namesNoVariable(parent: Node | undefined, field: string): boolean {
  if (field === "label") return true;
  if (field === "property") return parent?.type === "MemberExpression" && !parent.computed;
  if (field === "key") return (parent?.type === "Property" || parent?.type === "MethodDefinition" || parent?.type === "PropertyDefinition") && !parent.computed && !parent.shorthand;
  return false;
}

/** Every name the code may read (a local that shadows a top-level name counts too: an unused import, no harm). */
function references(node: unknown, found: Set<string>, parent?: Node, field = ""): Set<string> {
  if (Array.isArray(node)) {
    for (const item of node) references(item, found, parent, field);
  } else if (node && typeof node === "object") {
    const current = node as Node;
    if (current.type === "Identifier" && current.name && !namesNoVariable(parent, field)) found.add(current.name);
    for (const [key, value] of Object.entries(current)) if (value && typeof value === "object") references(value, found, current, key);
  }
  return found;
}

type TopLevel = { name: string; part: number; value: boolean; reads?: Set<string> };

/** Initialisers that read nothing at load time; any other one is checked for what it reads. */
const LAZY_INIT = new Set(["FunctionExpression", "ArrowFunctionExpression", "ClassExpression", "Literal"]);

function parseRegion(code: string, part: number): { declarations: TopLevel[]; reads: Set<string> } {
  const program = parseAst(code);
  const declarations = program.body.flatMap((statement): TopLevel[] => {
    // A function declaration can be called before its module has run; a class or variable cannot be read.
    if (statement.type === "FunctionDeclaration" && statement.id) return [{ name: statement.id.name, part, value: false }];
    if (statement.type === "ClassDeclaration" && statement.id) return [{ name: statement.id.name, part, value: true }];
    if (statement.type === "VariableDeclaration") {
      return statement.declarations.map((declaration) => {
        if (declaration.id.type !== "Identifier") throw new Error("split-regions: a destructuring declaration at the top level");
        const init = declaration.init;
        const name = declaration.id.name;
        // A class runs only its `extends` at load time.
        const runs = init?.type === "ClassExpression" ? init.superClass : init && !LAZY_INIT.has(init.type) ? init : null;
        return runs ? { name, part, value: true, reads: references(runs, new Set()) } : { name, part, value: true };
      });
    }
    throw new Error(`split-regions: a ${statement.type} at the top level`);
  });
  return { declarations, reads: references(program.body, new Set()) };
}

/**
 * Splits a library bundled into one file with rolldown's `//#region <source file>` markers (valibot's dist) back into
 * a module per region: each part exports its top-level names and imports the others' it mentions; the entry
 * re-exports the library's exports from their parts. Everything outside the regions must be the one export list.
 * `prefix` + part index is each part's module id.
 */
export function splitByRegions(source: string, prefix: string): RegionSplit {
  const regions = [...source.matchAll(REGION)].map((match) => match[1] ?? "");
  const exportList = EXPORTS.exec(source);
  if (regions.length === 0 || !exportList) throw new Error("split-regions: no regions or no export list");
  if (source.replace(REGION, "").replace(exportList[0], "").trim() !== "") throw new Error("split-regions: code outside the regions");
  const owner = new Map<string, number>();
  const parsed = regions.map((code, index) => parseRegion(code, index));
  const declarations = parsed.map(({ declarations: list }) => list);
  const byName = new Map(declarations.flat().map((declaration) => [declaration.name, declaration]));
  for (const { name, part } of declarations.flat()) {
    if (owner.has(name)) throw new Error(`split-regions: ${name} is declared twice`);
    owner.set(name, part);
  }
  // A value computed at load time from another part's value could read it before that part has run (a cycle).
  for (const { name, part, reads } of declarations.flat()) {
    for (const used of reads ?? []) {
      const other = byName.get(used);
      if (other && other.part !== part && other.value) throw new Error(`split-regions: ${name} reads ${used} of another part at load time`);
    }
  }
  const declared = declarations.map((list) => list.map(({ name }) => name));
  const parts = regions.map((code, index) => {
    const own = new Set(declared[index]);
    const byPart = new Map<number, Set<string>>();
    for (const name of parsed[index]?.reads ?? []) {
      const part = owner.get(name);
      if (part === undefined || own.has(name)) continue;
      byPart.set(part, (byPart.get(part) ?? new Set()).add(name));
    }
    const imports = [...byPart].map(([part, names]) => `import { ${[...names].join(", ")} } from "${prefix}${part}";\n`).join("");
    return `${imports}${code}export { ${[...own].join(", ")} };\n`;
  });
  const entry = (exportList[1] ?? "")
    .split(",")
    .map((spec) => spec.trim())
    .filter(Boolean)
    .map((spec) => {
      const [local = "", exported = local] = spec.split(/\s+as\s+/);
      const part = owner.get(local);
      if (part === undefined) throw new Error(`split-regions: the export ${local} has no declaration`);
      return `export { ${local === exported ? local : `${local} as ${exported}`} } from "${prefix}${part}";\n`;
    })
    .join("");
  return { entry, parts };
}

/**
 * valibot ships as one file, and a module goes to one chunk whole: every function any lazy chunk calls (e-mail,
 * lengths, timestamps of the forms and later calls) came with the first download's schemas. Split back into its
 * source files, the first download takes the functions it calls (the brand build puts the others in one chunk).
 */
export function splitValibot(): Plugin {
  const prefix = "\0valibot-part:";
  const file = /[\\/]valibot[\\/]dist[\\/]index\.mjs$/;
  let parts: string[] = [];
  return {
    name: "casino-split-valibot",
    apply: "build",
    resolveId(id) {
      return id.startsWith(prefix) ? { id, moduleSideEffects: false } : null;
    },
    load(id) {
      if (id.startsWith(prefix)) return parts[Number(id.slice(prefix.length))] ?? null;
      if (!file.test(id)) return null;
      const split = splitByRegions(readFileSync(id, "utf8"), prefix);
      parts = split.parts;
      return split.entry;
    },
  };
}
