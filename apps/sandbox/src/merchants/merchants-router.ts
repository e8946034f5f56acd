import { Router } from 'express';
import { z } from 'zod';
import { escapeHtml } from '../http/escape-html';

const paramsSchema = z.object({
  merchantId: z.string().regex(/^[\w.-]{1,100}$/),
  offerId: z.string().regex(/^[\w.-]{1,100}$/),
});

/**
 * Stand-in merchant shops. For now each offer's product page exists, so a shopper redirected from
 * the storefront lands on a real page; carts, delivery options and orders come with later issues.
 */
export function createMerchantsRouter(): Router {
  const router = Router();

  router.get('/merchants/:merchantId/products/:offerId', (req, res) => {
    const parsed = paramsSchema.safeParse(req.params);
    if (!parsed.success) {
      res.status(400).type('text').send('Merchant and offer ids may contain letters, digits, ".", "_" and "-" only.');
      return;
    }
    const merchant = escapeHtml(parsed.data.merchantId);
    const offer = escapeHtml(parsed.data.offerId);
    res.type('html').send(`<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Merchant ${merchant} — product offer ${offer}</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 2rem auto; padding: 0 1rem;">
<main>
<h1>Merchant ${merchant} — product offer ${offer}</h1>
<p>This is the sandbox stand-in for the merchant's own product page. A shopper who follows an offer from Kori lands here.</p>
</main>
</body>
</html>`);
  });

  return router;
}
