/** Vite's `?worker&url` import: the URL of the worker's own bundle. */
declare module "*?worker&url" {
  const url: string;
  export default url;
}
