import compression from 'compression';
import type { Express } from 'express';
import { MESSAGES_FILE_FOLDER, messagesFileText, readMessagesFileName } from '@kori/i18n/server';


/**
 * Serves a language's compiled catalogue, which the browser loads before hydrating each page. The current
 * version's file never changes under its name: cached for a year by anyone (it holds no personal data). A
 * page rendered before a text changed asks for an older version and gets the current one, not kept.
 */
export function serveMessagesFiles(app: Express): void {
  // The file's name (`<language>-<version>.json`) is made by `messagesFilePath`.
  app.get(`${MESSAGES_FILE_FOLDER}/:file`, compression(), (req, res) => {
    const file = readMessagesFileName(req.params['file'] ?? '');
    if (!file) {
      res.status(404).setHeader('cache-control', 'no-store').type('text/plain').send('Not found');
      return;
    }
    res.setHeader('cache-control', file.current ? 'public, max-age=31536000, immutable' : 'no-cache');
    res.type('application/json').send(messagesFileText(file.language));
  });
}
