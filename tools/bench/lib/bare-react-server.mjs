#!/usr/bin/env node
// The SSR baseline: a bare node:http server that renders a React element tree with
// renderToPipeableStream for every request. The tree is the storefront's product page markup
// (read from HTML_FILE), parsed once into nested React elements, so React does per-element work
// comparable to rendering the page's components; no router, no data loading, no framework.
//   HTML_FILE=page.html PORT=0 node tools/bench/lib/bare-react-server.mjs   (prints "listening <port>")
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { parse } from 'parse5';
import { createElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

const RENAMED = { class: 'className', for: 'htmlFor', tabindex: 'tabIndex', readonly: 'readOnly', maxlength: 'maxLength', colspan: 'colSpan', rowspan: 'rowSpan', crossorigin: 'crossOrigin', fetchpriority: 'fetchPriority', srcset: 'srcSet', charset: 'charSet', 'http-equiv': 'httpEquiv', hreflang: 'hrefLang', autocomplete: 'autoComplete', enctype: 'encType', viewbox: 'viewBox', 'aria-hidden': 'aria-hidden', referrerpolicy: 'referrerPolicy', datetime: 'dateTime', itemprop: 'itemProp', novalidate: 'noValidate', spellcheck: 'spellCheck', inputmode: 'inputMode', enterkeyhint: 'enterKeyHint', 'stroke-width': 'strokeWidth', 'stroke-linecap': 'strokeLinecap', 'stroke-linejoin': 'strokeLinejoin', 'stroke-dasharray': 'strokeDasharray', 'text-anchor': 'textAnchor', 'font-size': 'fontSize', 'dominant-baseline': 'dominantBaseline', 'clip-path': 'clipPath', 'fill-rule': 'fillRule', 'clip-rule': 'clipRule', preserveaspectratio: 'preserveAspectRatio' };
const BOOLEAN = new Set(['async', 'defer', 'hidden', 'disabled', 'checked', 'selected', 'required', 'multiple', 'open', 'nomodule', 'autofocus', 'readonly', 'novalidate']);
const RAW_TEXT = new Set(['script', 'style', 'template']);

function styleObject(text) {
  const out = {};
  for (const decl of text.split(';')) {
    const i = decl.indexOf(':');
    if (i < 0) continue;
    const name = decl.slice(0, i).trim();
    const value = decl.slice(i + 1).trim();
    if (!name) continue;
    out[name.startsWith('--') ? name : name.replace(/-([a-z])/g, (_, c) => c.toUpperCase())] = value;
  }
  return out;
}

function props(node, key) {
  const out = { key };
  for (const { name, value } of node.attrs) {
    if (name === 'style') out.style = styleObject(value);
    else if (BOOLEAN.has(name)) out[RENAMED[name] ?? name] = true;
    else out[RENAMED[name] ?? name] = value;
  }
  return out;
}

function toElement(node, key) {
  if (node.nodeName === '#text') return node.value;
  if (node.nodeName === '#comment' || node.nodeName === '#documentType') return null;
  const children = node.tagName === 'template' ? node.content.childNodes : node.childNodes;
  const p = props(node, key);
  if (RAW_TEXT.has(node.tagName)) {
    const text = children.map((c) => c.value ?? '').join('');
    return createElement(node.tagName, text ? { ...p, dangerouslySetInnerHTML: { __html: text } } : p);
  }
  const kids = children.map((child, i) => toElement(child, i)).filter((c) => c !== null);
  return createElement(node.tagName, p, ...(kids.length ? kids : []));
}

const html = readFileSync(process.env.HTML_FILE, 'utf8');
const document = parse(html);
const root = document.childNodes.find((n) => n.nodeName === 'html');
const countElements = (n) => (n.childNodes ?? []).reduce((sum, c) => sum + countElements(c), n.tagName ? 1 : 0);
// Rebuilt per request, as a component tree would be.
const App = () => toElement(root, 'html');

const server = http.createServer((req, res) => {
  let failed = false;
  const stream = renderToPipeableStream(createElement(App), {
    onShellReady() {
      res.statusCode = failed ? 500 : 200;
      // React writes the doctype itself when the root is <html>.
      res.setHeader('content-type', 'text/html; charset=utf-8');
      stream.pipe(res);
    },
    onShellError() {
      res.statusCode = 500;
      res.end('shell error');
    },
    onError(error) {
      failed = true;
      console.error(error);
    },
  });
});
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  console.log(`listening ${server.address().port} elements ${countElements(root)}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
