import type { Request } from 'express';
import { escapeHtml } from '../http/escape-html';

/** A form post from another site must not change the sandbox (its pages have no login to protect them). */
export function sameOrigin(req: Request): boolean {
  const origin = req.get('origin');
  // Browsers send Origin with form posts; a client without one (curl, a test) is not a browser being misled.
  if (origin === undefined || origin === 'null') return origin === undefined;
  return origin === `${req.protocol}://${req.get('host')}`;
}

const STYLE = `body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem;line-height:1.5;color:#111}
button{font:inherit;padding:.5rem 1rem;margin:.25rem .5rem .25rem 0;border:2px solid #333;border-radius:.4rem;background:#fff;cursor:pointer}
button:focus-visible,a:focus-visible,input:focus-visible{outline:3px solid #0a58ca;outline-offset:2px}
fieldset{border:1px solid #999;border-radius:.4rem;padding:1rem}legend{font-weight:600}
table{border-collapse:collapse;width:100%}th,td{border-bottom:1px solid #ccc;padding:.4rem;text-align:left;vertical-align:top}
[role=alert]{background:#fde8e8;border:1px solid #b00;padding:.5rem;border-radius:.3rem}
code{background:#f3f3f3;padding:0 .2rem}`;

/** A minimal accessible HTML document for the sandbox's provider pages (no JavaScript needed). */
export function hostedPage({ title, body, lang = 'en' }: { title: string; body: string; lang?: string }): string {
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>
${body}
</main></body>
</html>`;
}
