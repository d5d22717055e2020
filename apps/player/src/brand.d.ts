declare module "@brand/config" {
  const settings: Record<string, unknown>;
  export default settings;
}

declare module "@brand/theme" {
  export const theme: { light: string; dark: string };
}
