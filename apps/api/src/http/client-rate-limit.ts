import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

export interface RateLimitOptions {
  /** Requests a client may make per window. */
  points: number;
  windowSeconds: number;
  /** Peers (addresses or CIDR ranges) whose X-Forwarded-For is believed. */
  trustedProxies: readonly string[];
}

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface ClientRateLimit {
  /** Counts one request of the request's client; internal callers (see clientAddress) are never limited. */
  take(req: IncomingMessage): Promise<RateLimitDecision>;
}

/** `::ffff:10.0.0.1` -> `10.0.0.1`, so IPv4 peers on a dual-stack socket match IPv4 rules. */
function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return mapped?.[1] ?? address;
}

export function trustedProxyList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return list;
}

function isTrusted(list: BlockList, address: string): boolean {
  const version = isIP(address);
  return version !== 0 && list.check(address, version === 6 ? 'ipv6' : 'ipv4');
}

/**
 * The client a request counts against: the peer itself unless it is a trusted proxy; behind trusted
 * proxies, the rightmost X-Forwarded-For address that is not one of them (a client can put anything
 * on the left of that header, but each trusted proxy appends the peer it saw). Null when every hop
 * is trusted: a request from the storefront's own server or from this machine, not from a shopper.
 */
export function clientAddress(req: IncomingMessage, trusted: BlockList): string | null {
  const peer = plainAddress(req.socket.remoteAddress ?? '');
  if (!isTrusted(trusted, peer)) return peer || 'unknown';
  const header = req.headers['x-forwarded-for'];
  const hops = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((hop) => plainAddress(hop.trim()))
    .filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i -= 1) {
    const hop = hops[i] as string;
    // Garbage in the header ends the trusted chain: count it as the client rather than skip it.
    if (!isTrusted(trusted, hop)) return isIP(hop) ? hop : 'invalid-forwarded-for';
  }
  return null;
}

/** Per-client request budgets kept in this process's memory (each API process counts on its own). */
export function createClientRateLimit(options: RateLimitOptions): ClientRateLimit {
  const limiter = new RateLimiterMemory({ points: options.points, duration: options.windowSeconds });
  const trusted = trustedProxyList(options.trustedProxies);
  return {
    async take(req) {
      const client = clientAddress(req, trusted);
      if (client === null) return { allowed: true };
      try {
        await limiter.consume(client);
        return { allowed: true };
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) };
      }
    },
  };
}
