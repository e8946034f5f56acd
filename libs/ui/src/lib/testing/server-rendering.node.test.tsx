/**
 * @jest-environment node
 */
import { Counter, SERVER_HTML } from './server-rendering.fixture';
import { streamShellHtml } from './server-rendering';

it('streams the whole document once the shell is ready', async () => {
  expect(await streamShellHtml(<Counter start={1} />)).toBe(SERVER_HTML);
});
