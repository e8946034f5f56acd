import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';
import { parse } from 'graphql';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { requestContext } from '@kori/shell/server';
import { createLoadContext } from './load-context';
import { loadStorefrontEnv } from './env';
import { collectLogs, startFakeUpstream } from './test-support';

const JWT = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ1c2VyLTEifQ.c2lnbmF0dXJl';

function fakeExchange(headers: Record<string, string>, requestId?: string) {
  const req = { headers } as unknown as ExpressRequest;
  const res = { getHeader: (name: string) => (name === 'x-request-id' ? requestId : undefined) } as unknown as ExpressResponse;
  return { req, res };
}

describe('createLoadContext', () => {
  const env = loadStorefrontEnv({});

  it('lets ?lang=<served locale> choose the language of this request, before the cookie', () => {
    const exchange = fakeExchange({ cookie: 'locale=sv-SE' });
    (exchange.req as unknown as { query: Record<string, unknown> }).query = { lang: 'nl-NL' };
    expect(requestContext(createLoadContext(exchange.req, exchange.res, env, collectLogs().logger))).toMatchObject({ locale: 'nl-NL', region: 'NL' });
    (exchange.req as unknown as { query: Record<string, unknown> }).query = { lang: 'de-DE' };
    expect(requestContext(createLoadContext(exchange.req, exchange.res, env, collectLogs().logger)).locale).toBe('sv-SE');
  });

  it('resolves locale and region from the locale cookie before Accept-Language', () => {
    const { req, res } = fakeExchange({ cookie: 'locale=sv-SE', 'accept-language': 'en-GB,en;q=0.9' }, 'req-1');
    const context = requestContext(createLoadContext(req, res, env, collectLogs().logger));
    expect(context).toMatchObject({ requestId: 'req-1', locale: 'sv-SE', region: 'SE', sessionJwt: null, isNativeApp: false, env });
  });

  it('falls back to Accept-Language, then to fi-FI', () => {
    const byHeader = fakeExchange({ 'accept-language': 'nl-NL,nl;q=0.9' });
    expect(requestContext(createLoadContext(byHeader.req, byHeader.res, env, collectLogs().logger)).locale).toBe('nl-NL');
    const bare = fakeExchange({});
    expect(requestContext(createLoadContext(bare.req, bare.res, env, collectLogs().logger))).toMatchObject({ locale: 'fi-FI', region: 'FI' });
  });

  it('detects the native app by the user-agent marker', () => {
    const { req, res } = fakeExchange({ 'user-agent': 'Mozilla/5.0 (iPhone) AppleWebKit KoriApp/3.2' });
    expect(requestContext(createLoadContext(req, res, env, collectLogs().logger)).isNativeApp).toBe(true);
    const custom = loadStorefrontEnv({ NATIVE_APP_UA_MARKER: 'OtherShell' });
    expect(requestContext(createLoadContext(req, res, custom, collectLogs().logger)).isNativeApp).toBe(false);
  });

  it('carries the client address the server saw (for abuse limits), or null', () => {
    const { req, res } = fakeExchange({});
    Object.assign(req, { ip: '203.0.113.7' });
    expect(requestContext(createLoadContext(req, res, env, collectLogs().logger)).clientAddress).toBe('203.0.113.7');
    const unknown = fakeExchange({});
    expect(requestContext(createLoadContext(unknown.req, unknown.res, env, collectLogs().logger)).clientAddress).toBeNull();
  });

  it('builds a fresh context per request, with a child logger carrying the request id', () => {
    const logs = collectLogs();
    const first = fakeExchange({}, 'a');
    const second = fakeExchange({}, 'b');
    const one = requestContext(createLoadContext(first.req, first.res, env, logs.logger));
    const two = requestContext(createLoadContext(second.req, second.res, env, logs.logger));
    expect(one).not.toBe(two);
    expect(one.graphql).not.toBe(two.graphql);
    one.logger.info('from one');
    two.logger.info('from two');
    expect(logs.lines.map((line) => [line.msg, line.requestId])).toEqual([
      ['from one', 'a'],
      ['from two', 'b'],
    ]);
  });

  it('gives loaders a GraphQL requester pointed at API_URL with the session as bearer token', async () => {
    const api = await startFakeUpstream();
    try {
      const { req, res } = fakeExchange({ cookie: `stytch_session_jwt=${JWT}` }, 'req-9');
      const context = requestContext(createLoadContext(req, res, loadStorefrontEnv({ API_URL: `${api.url}/graphql` }), collectLogs().logger));
      expect(context.sessionJwt).toBe(JWT);
      const document = parse('query Ping { ok }') as TypedDocumentNode<{ ok: boolean }, Record<string, never>>;
      await expect(context.graphql.request(document)).resolves.toEqual({ ok: true });
      expect(api.requests[0]).toMatchObject({ method: 'POST', url: '/graphql' });
      expect(api.requests[0]!.headers.authorization).toBe(`Bearer ${JWT}`);
      expect(api.requests[0]!.headers['x-request-id']).toBe('req-9');
    } finally {
      await api.close();
    }
  });
});
