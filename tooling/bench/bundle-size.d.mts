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

export interface BundleFigures {
  entry: string;
  initialJs: { gzip: number; files: string[] };
  initialCss: { gzip: number; files: string[] };
  lazy: LazyChunkFigures[];
  total: { gzip: number; js: number; css: number; files: number };
}

export interface BundleBudgets {
  initialJs?: number;
  initialCss?: number;
  lazyChunk?: number;
}

export function gzipSize(bytes: Uint8Array): number;
export function entryKey(manifest: Manifest): string;
export function chunkName(manifest: Manifest, key: string): string;
export function bundleSizes(manifest: Manifest, readFile: (file: string) => Uint8Array): BundleFigures;
export function overBudget(brand: string, figures: BundleFigures, budgets: BundleBudgets): string[];
