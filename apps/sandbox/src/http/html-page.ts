import { escapeHtml } from './escape-html';

/**
 * The frame of every sandbox developer page: an English HTML document with the shared viewport and
 * charset, the page's title (escaped) and its own style sheet. `body` is trusted HTML.
 */
export function htmlPage({ title, style, body }: { title: string; style: string; body: string }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
${style.trim()}
</style>
</head>
<body>
${body.trim()}
</body>
</html>`;
}

/** A moment (epoch ms) as `<time>`: "2026-01-31 12:00 UTC", with the full ISO time machine-readable. */
export function timeHtml(at: number): string {
  const iso = new Date(at).toISOString();
  return `<time datetime="${iso}">${iso.slice(0, 16).replace('T', ' ')} UTC</time>`;
}
