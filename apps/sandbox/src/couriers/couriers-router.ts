import express, { Router, type Response } from 'express';
import { z } from 'zod';
import { escapeHtml } from '../http/escape-html';
import type { SandboxClock } from '../clock/sandbox-clock';
import type { StateStore } from '../state/state-store';
import { INJECTABLE_STATUSES } from './courier-state-schema';
import { findShopOrderByTracking, shipmentOf, type Shipment } from './shipment-timeline';
import { timeHtml } from '../http/html-page';
import { clockedServicePage, clockFormHandlers } from '../clock/clock-router';

const jsonBody = express.json({ limit: '4kb' });
const formBody = express.urlencoded({ extended: false, limit: '4kb' });
const trackingIdSchema = z.string().min(1).max(64);
const injectSchema = z.object({ status: z.enum(INJECTABLE_STATUSES), location: z.string().trim().max(200).optional() });

/**
 * The couriers that carry the merchant shops' orders. `GET /couriers/api/shipments/:trackingId` tracks
 * a placed order (JSON); `POST /couriers/control/shipments/:trackingId/events` injects a failed attempt
 * or an exception; `/couriers` is the page for people. Time is the sandbox clock's.
 */
export function createCouriersRouter(store: StateStore, clock: SandboxClock): Router {
  const router = Router();

  function shipment(trackingId: string): Shipment | null {
    const order = findShopOrderByTracking(store.state.merchantShops.orders, trackingId);
    return order ? shipmentOf(order, store.state.couriers.injected[trackingId] ?? [], clock.now()) : null;
  }

  function inject(trackingId: string, body: unknown, res: Response): boolean {
    const parsed = injectSchema.safeParse(body);
    if (!parsed.success) {
      res.status(400).json({ error: 'bad_request', message: `status must be one of ${INJECTABLE_STATUSES.join(', ')}.` });
      return false;
    }
    if (!findShopOrderByTracking(store.state.merchantShops.orders, trackingId)) {
      res.status(404).json({ error: 'not_found', message: `No shipment ${trackingId}.` });
      return false;
    }
    const list = (store.state.couriers.injected[trackingId] ??= []);
    list.push({ status: parsed.data.status, at: clock.now(), location: parsed.data.location || null });
    store.save();
    return true;
  }

  router.get('/couriers/api/shipments/:trackingId', (req, res) => {
    const id = trackingIdSchema.safeParse(req.params['trackingId']);
    const found = id.success ? shipment(id.data) : null;
    if (!found) {
      res.status(404).json({ error: 'not_found', message: 'No shipment with this tracking id.' });
      return;
    }
    res.set('Cache-Control', 'no-store').json({
      trackingId: found.trackingId,
      status: found.status,
      relayEmail: found.relayEmail,
      events: found.events.map((event) => ({ status: event.status, title: event.title, at: new Date(event.at).toISOString(), courier: event.courier, location: event.location })),
    });
  });

  router.post('/couriers/control/shipments/:trackingId/events', jsonBody, (req, res) => {
    const id = trackingIdSchema.safeParse(req.params['trackingId']);
    if (!id.success) {
      res.status(400).json({ error: 'bad_request', message: 'Bad tracking id.' });
      return;
    }
    if (inject(id.data, req.body, res)) res.status(201).json({ status: shipment(id.data)?.status });
  });

  router.delete('/couriers/control/shipments', (_req, res) => {
    store.state.couriers.injected = {};
    store.save();
    res.json({ ok: true });
  });

  router.get('/couriers', (_req, res) => {
    const shipments = Object.values(store.state.merchantShops.orders)
      .sort((a, b) => b.placedAt - a.placedAt)
      .map((order) => shipmentOf(order, store.state.couriers.injected[order.trackingId] ?? [], clock.now()));
    res.type('html').set('Cache-Control', 'no-store').send(renderCouriersPage(shipments, clock));
  });

  router.post('/couriers/page/clock', ...clockFormHandlers(clock, '/couriers'));

  router.post('/couriers/page/shipments/:trackingId/events', formBody, (req, res) => {
    const id = trackingIdSchema.safeParse(req.params['trackingId']);
    if (!id.success || !inject(id.data, req.body, res)) return;
    res.redirect(303, '/couriers');
  });

  return router;
}

export function renderCouriersPage(shipments: Shipment[], clock: SandboxClock): string {
  const rows = shipments
    .map((shipment) => {
      const id = escapeHtml(shipment.trackingId);
      const events = shipment.events.map((event) => `<li>${timeHtml(event.at)} ${escapeHtml(event.title)}${event.location ? `, ${escapeHtml(event.location)}` : ''}</li>`).join('');
      return `<tr>
  <td>${id}</td><td>${escapeHtml(shipment.orderReference)}</td><td>${escapeHtml(shipment.merchantId)}</td><td><strong>${escapeHtml(shipment.status)}</strong></td>
  <td><ol>${events}</ol>${shipment.nextAt ? `<p>Next step ${timeHtml(shipment.nextAt)}</p>` : ''}</td>
  <td><form method="post" action="/couriers/page/shipments/${encodeURIComponent(shipment.trackingId)}/events">
    <label>Event <select name="status"><option value="failed_attempt">Failed attempt</option><option value="exception">Exception</option></select></label>
    <label>Location <input name="location" maxlength="200"></label>
    <button type="submit">Inject</button>
  </form></td>
</tr>`;
    })
  return clockedServicePage({
    title: 'Sandbox couriers',
    intro: `Sandbox time: ${timeHtml(clock.now())} (${clock.offsetMinutes()} minutes ahead of real time). Shipments move on as this clock does.`,
    clockForm: { action: '/couriers/page/clock', defaultMinutes: 60 },
    records: {
      heading: 'Shipments',
      columns: ['Tracking id', 'Order', 'Merchant', 'Status', 'Events', 'Inject'],
      rows,
      empty: 'No shipments yet: place an order through a checkout and it shows up here.',
    },
    style: `
  th, td { border: 1px solid #ccc; padding: .4rem; vertical-align: top; text-align: left; }
  ol { margin: 0; padding-left: 1.2rem; }
  form { display: flex; gap: .5rem; flex-wrap: wrap; }
`,
  });
}
