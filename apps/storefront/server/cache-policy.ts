import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { isAccountPath, LOGIN_QUERY_PARAM, PRIVATE_NO_STORE, SESSION_COOKIE_NAMES } from '@kori/shell/server';
import { readCookies } from '@kori/util-storage';
import { beforeHeaders } from './before-headers';

/** Anonymous catalogue pages: a CDN may keep them a minute and serve a stale copy for five while it refreshes. */
export const PUBLIC_PAGE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
/**
 * An anonymous page depends on the language (the `locale` cookie, else Accept-Language) and on the
 * consent cookie (banner or not). HTTP cannot vary on one cookie, so it varies on Cookie; a CDN that
 * can should key on those two cookies instead of the whole header.
 */
export const PUBLIC_VARY = ['Cookie', 'Accept-Language'];

function hasSessionCookie(cookieHeader: string | undefined): boolean {
  const cookies = readCookies(cookieHeader);
  return SESSION_COOKIE_NAMES.some((name) => name in cookies);
}

/** Whether what is sent back depends on who asks: personal paths, session cookies either way. */
export function isPersonal(req: IncomingMessage, res: ServerResponse): boolean {
  const url = new URL(req.url ?? '/', 'http://storefront.invalid');
  const path = url.pathname;
  return (
    path === '/graphql' ||
    path.startsWith('/api/') ||
    path.startsWith('/auth/') ||
    isAccountPath(path) ||
    url.searchParams.has(LOGIN_QUERY_PARAM) ||
    hasSessionCookie(req.headers.cookie) ||
    res.hasHeader('set-cookie')
  );
}

function addVary(res: ServerResponse, names: readonly string[]): void {
  const current = String(res.getHeader('vary') ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const lower = new Set(current.map((name) => name.toLowerCase()));
  res.setHeader('vary', [...current, ...names.filter((name) => !lower.has(name.toLowerCase()))].join(', '));
}

/**
 * One Cache-Control rule for everything the server sends (set as the headers go out, so it also
 * covers loaders' headers that Remix drops): anything that depends on the session is
 * `private, no-store`; anonymous pages get the CDN policy unless their route chose its own.
 */
export function cachePolicy(): RequestHandler {
  return (req, res, next) => {
    beforeHeaders(res, () => {
      if (isPersonal(req, res)) {
        res.setHeader('cache-control', PRIVATE_NO_STORE);
        return;
      }
      if (res.hasHeader('cache-control')) return;
      const cacheable = (req.method === 'GET' || req.method === 'HEAD') && (res.statusCode < 400 || res.statusCode === 404);
      if (!cacheable) {
        res.setHeader('cache-control', 'no-store');
        return;
      }
      res.setHeader('cache-control', PUBLIC_PAGE);
      addVary(res, PUBLIC_VARY);
    });
    next();
  };
}
