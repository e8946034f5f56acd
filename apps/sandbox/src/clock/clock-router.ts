import express, { Router, type RequestHandler } from 'express';
import { htmlPage } from '../http/html-page';
import { advanceClockSchema, clockBody, type SandboxClock } from './sandbox-clock';

const jsonBody = express.json({ limit: '4kb' });
const formBody = express.urlencoded({ extended: false, limit: '4kb' });

/**
 * The sandbox clock's control API, under each service that runs on it (`/couriers/control/clock`,
 * `/invoices/control/clock`): GET reads it, POST `{ advanceMinutes }` moves it on, DELETE puts it back.
 */
export function createClockRouter(clock: SandboxClock, paths: readonly string[]): Router {
  const router = Router();
  for (const path of paths) {
    router.get(path, (_req, res) => {
      res.set('Cache-Control', 'no-store').json(clockBody(clock));
    });
    router.post(path, jsonBody, (req, res) => {
      const parsed = advanceClockSchema.safeParse(req.body);
      if (!parsed.success) {
        res.status(400).json({ error: 'bad_request', message: 'advanceMinutes must be a whole number of minutes from 1 to 525600.' });
        return;
      }
      clock.advance(parsed.data.advanceMinutes);
      res.json(clockBody(clock));
    });
    router.delete(path, (_req, res) => {
      clock.reset();
      res.json(clockBody(clock));
    });
  }
  return router;
}

/**
 * The clock form on a developer page (`advanceMinutes` form field): moves the clock on when the value
 * is valid and always sends the browser back to `page` (303).
 */
export function clockFormHandlers(clock: SandboxClock, page: string): RequestHandler[] {
  return [
    formBody,
    (req, res) => {
      const parsed = advanceClockSchema.safeParse(req.body);
      if (parsed.success) clock.advance(parsed.data.advanceMinutes);
      res.redirect(303, page);
    },
  ];
}

/** The clock form of a developer page: posts `advanceMinutes` (1 to 525600, `defaultMinutes` filled in) to `action`. */
export function clockFormHtml(action: string, defaultMinutes: number): string {
  return `<form method="post" action="${action}">
  <label>Move the clock on by <input name="advanceMinutes" type="number" min="1" max="525600" value="${defaultMinutes}" required> minutes</label>
  <button type="submit">Move</button>
</form>`;
}

export interface ClockedServicePage {
  title: string;
  /** The page's heading when it differs from its title. */
  heading?: string;
  /** A line on the sandbox time and on how the service follows it (trusted HTML). */
  intro: string;
  clockForm: { action: string; defaultMinutes: number };
  records: { heading: string; columns: readonly string[]; rows: readonly string[]; empty: string };
  /** Rules added to the shared body and table rules. */
  style: string;
}

/**
 * The developer page of a service that runs on the sandbox clock: its heading, the intro,
 * the form that moves the clock on, then its records as a table of `rows` (trusted HTML), or `empty`
 * while there are none.
 */
export function clockedServicePage({ title, heading = title, intro, clockForm, records, style }: ClockedServicePage): string {
  const head = records.columns.map((column) => `<th>${column}</th>`).join('');
  return htmlPage({
    title,
    style: `
  body { font-family: system-ui, sans-serif; margin: 2rem; color: #1a1a1a; }
  table { border-collapse: collapse; width: 100%; }
${style}`,
    body: `
<h1>${heading}</h1>
<p>${intro}</p>
${clockFormHtml(clockForm.action, clockForm.defaultMinutes)}
<h2>${records.heading}</h2>
${records.rows.length ? `<table><thead><tr>${head}</tr></thead><tbody>${records.rows.join('\n')}</tbody></table>` : `<p>${records.empty}</p>`}
`,
  });
}
