// The sandbox provider's and the demo slot's HTML: self-contained pages (inline style, no external assets).

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch] as string);

const style = `
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #eef1f5; color: #1b1f24; }
  main { background: #fff; border-radius: 12px; padding: 24px; width: min(380px, 92vw); box-shadow: 0 6px 24px #0002; }
  h1 { font-size: 1.15rem; margin: 0 0 4px; } p { margin: 8px 0; } .muted { color: #5b6470; font-size: .9rem; }
  .amount { font-size: 1.8rem; font-weight: 700; margin: 12px 0; }
  form { display: grid; gap: 8px; margin-top: 16px; }
  button, input, select { font: inherit; padding: 10px 12px; border-radius: 8px; border: 1px solid #c5ccd6; }
  button { cursor: pointer; background: #f4f6f9; } button.primary { background: #0b6bcb; border-color: #0b6bcb; color: #fff; }
  button.danger { color: #b42318; } a { color: #0b6bcb; }
  @media (prefers-color-scheme: dark) { body { background: #15181d; color: #e6e9ee; } main { background: #20252c; } button, input, select { background: #2a3039; color: inherit; border-color: #3b434f; } }
`;

export function htmlPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${style}</style></head>
<body><main>${body}</main></body></html>`;
}
