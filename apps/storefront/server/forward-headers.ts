import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';

/** Headers that describe one connection, not the message; a proxy must not pass them on (RFC 9110 7.6.1). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** Copies headers without hop-by-hop ones (including any the Connection header names) and without `omit`. */
export function withoutHopByHop(headers: IncomingHttpHeaders, omit: readonly string[] = []): OutgoingHttpHeaders {
  const named = String(headers.connection ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  const drop = new Set([...HOP_BY_HOP, ...named, ...omit]);
  const result: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !drop.has(name.toLowerCase())) result[name] = value;
  }
  return result;
}
