/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { InlineStylesheets, StylesheetTextContext } from './inline-stylesheets';

const texts: Record<string, string> = {
  '/assets/ui-1.css': 'body{margin:0}.a>.b{color:red}',
  '/assets/evil-1.css': 'x{}</style><script>alert(1)</script>',
};

function render(hrefs: string[], known: boolean) {
  return renderToString(
    <StylesheetTextContext.Provider value={known ? (href) => texts[href] : null}>
      <InlineStylesheets hrefs={hrefs} />
    </StylesheetTextContext.Provider>,
  );
}

describe('InlineStylesheets on the server', () => {
  it('inlines a stylesheet whose text the server knows, unescaped, marked with its URL', () => {
    expect(render(['/assets/ui-1.css'], true)).toBe('<style data-href="/assets/ui-1.css">body{margin:0}.a>.b{color:red}</style>');
  });

  it('links a stylesheet it does not know, and every stylesheet without a build (development)', () => {
    expect(render(['/assets/ui-1.css', '/assets/other.css'], true)).toContain('<link rel="stylesheet" href="/assets/other.css"/>');
    expect(render(['/assets/ui-1.css'], false)).toBe('<link rel="stylesheet" href="/assets/ui-1.css"/>');
  });

  it('links rather than inlines text that would end the style element', () => {
    expect(render(['/assets/evil-1.css'], true)).toBe('<link rel="stylesheet" href="/assets/evil-1.css"/>');
  });
});
