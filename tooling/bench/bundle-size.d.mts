export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  css?: string[];
  assets?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

export interface LazyChunkFigures {
  /** source file of the chunk, relative to the repo */
  name: string;
  file: string;
  /** gzip bytes navigating to it adds: js + css */
  gzip: number;
  js: number;
  css: number;
  /** gzip bytes of the chunk's own file */
  own: number;
  files: string[];
}

export interface RouteFigures {
  /** source file of the page chunk */
  name: string;
  js: { gzip: number; files: string[] };
  css: { gzip: number; files: string[] };
}

export interface BundleFigures {
  entry: string;
  initialJs: { gzip: number; files: string[] };
  initialCss: { gzip: number; files: string[] };
  lazy: LazyChunkFigures[];
  total: { gzip: number; js: number; css: number; files: number };
  /** set by the bundle bench: entry + the lobby page's static graph (null when the page is not built) */
  lobbyRoute?: RouteFigures | null;
}

export interface BundleBudgets {
  initialJs?: number;
  initialCss?: number;
  lazyChunk?: number;
  lobbyRouteJs?: number;
  /** how many JS files the lobby route may take, the entry's included */
  lobbyRouteFiles?: number;
}

export function gzipSize(bytes: Uint8Array): number;
export function entryKey(manifest: Manifest): string;
export function chunkName(manifest: Manifest, key: string): string;
export function bundleSizes(manifest: Manifest, readFile: (file: string) => Uint8Array): BundleFigures;
export function staticGraph(manifest: Manifest, key: string): Set<string>;
export function routeSizes(manifest: Manifest, readFile: (file: string) => Uint8Array, page: RegExp): RouteFigures | null;
export function overBudget(brand: string, figures: BundleFigures, budgets: BundleBudgets): string[];
