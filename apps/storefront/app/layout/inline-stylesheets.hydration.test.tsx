/** @jest-environment jsdom */
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { InlineStylesheets } from './inline-stylesheets';

describe('InlineStylesheets in the browser', () => {
  it('hydrates what the server sent: inlined styles stay with their text, linked ones stay links', async () => {
    const container = document.createElement('div');
    container.innerHTML = '<style data-href="/assets/ui-1.css">body{margin:0}</style><link rel="stylesheet" href="/assets/other.css"/>';
    document.body.appendChild(container);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      hydrateRoot(container, <InlineStylesheets hrefs={['/assets/ui-1.css', '/assets/other.css']} />);
    });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(container.querySelector('style[data-href="/assets/ui-1.css"]')?.textContent).toBe('body{margin:0}');
    expect(container.querySelector('link[href="/assets/other.css"]')).not.toBeNull();
  });
});
