import type { IncomingMessage } from 'node:http';
import { clientAddress, createClientRateLimit, trustedProxyList } from './client-rate-limit';

function request(peer: string, forwardedFor?: string): IncomingMessage {
  return { socket: { remoteAddress: peer }, headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor } } as unknown as IncomingMessage;
}

const trusted = trustedProxyList(['127.0.0.1', '::1', '10.0.0.0/8']);

describe('clientAddress', () => {
  it.each([
    ['an untrusted peer, whatever it forwards', request('198.51.100.1', '203.0.113.9'), '198.51.100.1'],
    ['the forwarded client behind a trusted proxy', request('127.0.0.1', '203.0.113.9'), '203.0.113.9'],
    ['the rightmost untrusted hop behind a chain of trusted ones', request('10.1.2.3', '1.1.1.1, 203.0.113.9, 10.0.0.7'), '203.0.113.9'],
    ['an IPv4-mapped peer as IPv4', request('::ffff:198.51.100.2'), '198.51.100.2'],
    ['garbage in the header as a client of its own', request('127.0.0.1', 'not-an-address'), 'invalid-forwarded-for'],
  ])('counts %s', (_label, req, expected) => {
    expect(clientAddress(req, trusted)).toBe(expected);
  });

  it.each([
    ['a trusted peer with no forwarded client', request('127.0.0.1')],
    ['a trusted peer forwarding only trusted hops', request('::1', '127.0.0.1, 10.0.0.1')],
  ])('treats %s as internal', (_label, req) => {
    expect(clientAddress(req, trusted)).toBeNull();
  });
});

describe('createClientRateLimit', () => {
  it('refuses a client past its points with the seconds to wait, and never limits internal calls', async () => {
    const limit = createClientRateLimit({ points: 2, windowSeconds: 30, trustedProxies: ['127.0.0.1'] });
    const shopper = request('198.51.100.5');
    expect(await limit.take(shopper)).toEqual({ allowed: true });
    expect(await limit.take(shopper)).toEqual({ allowed: true });
    const refused = await limit.take(shopper);
    expect(refused.allowed).toBe(false);
    if (!refused.allowed) expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(29);
    for (let i = 0; i < 5; i += 1) expect(await limit.take(request('127.0.0.1'))).toEqual({ allowed: true });
  });
});
