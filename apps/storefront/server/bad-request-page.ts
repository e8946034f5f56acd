import type { ErrorRequestHandler } from 'express';
import { messageText, type Locale, type MessageKey } from '@kori/i18n';
import { loadMessages } from '@kori/i18n/server';
import type { Logger } from '@kori/util-log';
import { requestLocale } from './load-context';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/** The 400 page in the shopper's language: a plain document, since the address could not be routed. */
export function badRequestPageHtml(locale: Locale): string {
  const messages = loadMessages(locale);
  const text = (key: MessageKey) => escapeHtml(messageText(locale, messages, key) ?? key);
  return [
    '<!DOCTYPE html>',
    `<html lang="${escapeHtml(locale)}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="robots" content="noindex"><title>${text('errors.badRequest.title')} | Kori</title></head>`,
    '<body><main>',
    `<h1>${text('errors.badRequest.title')}</h1>`,
    `<p>${text('errors.badRequest.text')}</p>`,
    `<p><a href="/">${text('errors.notFound.home')}</a></p>`,
    '</main></body></html>',
    '',
  ].join('\n');
}

/**
 * Express answers an address it cannot decode (`/%E0%A4%A`, `/a%ZZ`) with a 400 error before any page
 * route runs; this turns that error into the localised 400 page instead of Express's English one.
 * Other errors go on to the next handler.
 */
export function badRequestPage(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    const status = (error as { status?: unknown } | null)?.status;
    if (!(error instanceof URIError) && status !== 400) return next(error);
    if (res.headersSent) return next(error);
    logger.info('Bad request', { path: req.originalUrl.slice(0, 200), reason: error instanceof Error ? error.message : String(error) });
    res.status(400);
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.setHeader('cache-control', 'no-store');
    res.setHeader('content-language', requestLocale(req));
    res.end(badRequestPageHtml(requestLocale(req)));
  };
}
