/** @jest-environment node */
import type { AppLoadContext } from '@remix-run/node';
import { createTestLoadContext } from '../../testing';
import { publicUrl, requestContext } from './request-context.server';

describe('requestContext', () => {
  it('returns the storefront context the server put on the load context', () => {
    const context = createTestLoadContext({ requestId: 'abc', locale: 'sv-SE', region: 'SE' });
    expect(requestContext(context)).toMatchObject({ requestId: 'abc', locale: 'sv-SE', region: 'SE', sessionJwt: null });
  });

  it('fails clearly when the request did not come through the storefront server', () => {
    expect(() => requestContext({} as AppLoadContext)).toThrow(/Storefront request context is missing/);
  });
});

describe('publicUrl', () => {
  it('builds absolute URLs on the configured public origin only', () => {
    const context = { publicOrigin: 'https://shop.example' };
    expect(publicUrl(context, '/fi/deals?page=2')).toBe('https://shop.example/fi/deals?page=2');
    expect(new URL(publicUrl(context, '//evil.example/x')).origin).toBe('https://shop.example');
  });
});
