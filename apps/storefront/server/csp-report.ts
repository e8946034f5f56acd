import type { RequestHandler } from 'express';
import type { Logger } from '@kori/util-log';

/** A violation report is well under a kilobyte; anything much larger is not one. */
export const CSP_REPORT_MAX_BYTES = 16 * 1024;
/** At most this many violations of one report body are logged. */
const MAX_LOGGED = 10;

function field(value: unknown): string | undefined {
  return typeof value === 'string' ? value.slice(0, 300) : undefined;
}

/** The fields worth logging from a legacy `csp-report` body or a Reporting API list. */
function violations(body: unknown): Array<Record<string, string | undefined>> {
  const entries: unknown[] = Array.isArray(body) ? body : [body];
  return entries.slice(0, MAX_LOGGED).flatMap((entry) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const record = entry as Record<string, unknown>;
    const report = (record['csp-report'] ?? record['body']) as Record<string, unknown> | undefined;
    if (typeof report !== 'object' || report === null) return [];
    return [
      {
        documentUrl: field(report['document-uri'] ?? report['documentURL']),
        directive: field(report['effective-directive'] ?? report['effectiveDirective'] ?? report['violated-directive']),
        blockedUrl: field(report['blocked-uri'] ?? report['blockedURL']),
        sample: field(report['script-sample'] ?? report['sample']),
      },
    ];
  });
}

/**
 * POST /api/csp-report: browsers report Content-Security-Policy violations here (report-uri and the
 * Reporting API). Each is logged as a warning; the body is read up to a small limit and always
 * answered 204, so a broken or hostile report costs nothing.
 */
export function cspReport(logger: Logger): RequestHandler {
  return (req, res) => {
    res.setHeader('cache-control', 'no-store');
    if (req.method !== 'POST') {
      res.setHeader('allow', 'POST');
      res.status(405).end();
      return;
    }
    if (Number(req.headers['content-length'] ?? 0) > CSP_REPORT_MAX_BYTES) {
      res.status(413).end();
      req.resume();
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > CSP_REPORT_MAX_BYTES) tooLarge = true;
      else chunks.push(chunk);
    });
    req.on('error', () => res.destroy());
    req.on('end', () => {
      if (tooLarge) {
        res.status(413).end();
        return;
      }
      let parsed: unknown = null;
      try {
        parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        // Not JSON: nothing to log but the fact.
      }
      const found = violations(parsed);
      if (found.length === 0) logger.warn('csp report without a readable violation', { bytes: size });
      for (const violation of found) logger.warn('csp violation', violation);
      res.status(204).end();
    });
  };
}
