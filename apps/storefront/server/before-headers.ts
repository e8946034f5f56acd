import type { ServerResponse } from 'node:http';

/**
 * Runs `hook` once, just before the response's headers go out, whoever writes them (Remix, a proxy,
 * express.static): every path ends in writeHead, explicitly or through the first write.
 */
export function beforeHeaders(res: ServerResponse, hook: (res: ServerResponse) => void): void {
  const writeHead = res.writeHead;
  let ran = false;
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    if (!ran) {
      ran = true;
      // Headers passed to writeHead itself are applied first, so the hook sees the final set.
      const headers = args.find((arg, index) => index > 0 && typeof arg === 'object' && arg !== null && !Array.isArray(arg));
      if (headers) {
        for (const [name, value] of Object.entries(headers as Record<string, string | string[] | number | undefined>)) {
          if (value !== undefined) this.setHeader(name, value);
        }
        args = args.filter((arg) => arg !== headers);
      }
      if (typeof args[0] === 'number') this.statusCode = args[0];
      hook(this);
    }
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse['writeHead'];
}
