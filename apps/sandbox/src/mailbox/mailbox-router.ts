import { Router } from 'express';
import { z } from 'zod';
import type { StateStore } from '../state/state-store';
import { clearMail, listMail } from './mailbox';
import { renderMailboxPage } from './mailbox-page';

const filterSchema = z.object({ to: z.string().trim().min(1).optional() });

function recipientFilter(query: unknown): string | undefined {
  const parsed = filterSchema.safeParse(query);
  return parsed.success ? parsed.data.to : undefined;
}

/** `/mailbox` for people, `/mailbox/api` for tests (GET lists, DELETE clears). */
export function createMailboxRouter(store: StateStore): Router {
  const router = Router();

  router.get('/mailbox', (req, res) => {
    const to = recipientFilter(req.query);
    res.type('html').set('Cache-Control', 'no-store').send(renderMailboxPage(listMail(store.state, to), to));
  });

  router.get('/mailbox/api', (req, res) => {
    res.set('Cache-Control', 'no-store').json({ messages: listMail(store.state, recipientFilter(req.query)) });
  });

  router.delete('/mailbox/api', (req, res) => {
    const deleted = clearMail(store.state, recipientFilter(req.query));
    store.save();
    res.json({ deleted });
  });

  return router;
}
