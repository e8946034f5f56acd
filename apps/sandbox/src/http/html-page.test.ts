import { htmlPage, timeHtml } from './html-page';

describe('htmlPage', () => {
  it('frames the body with the escaped title, the style sheet and an English document', () => {
    const page = htmlPage({ title: 'A & B', style: '  p { color: red; }\n', body: '<p>Hi</p>' });
    expect(page.startsWith('<!doctype html>\n<html lang="en">')).toBe(true);
    expect(page).toContain('<title>A &amp; B</title>');
    expect(page).toContain('<style>\np { color: red; }\n</style>');
    expect(page).toContain('<body>\n<p>Hi</p>\n</body>\n</html>');
  });
});

describe('timeHtml', () => {
  it('shows the minute in UTC and keeps the full time machine-readable', () => {
    expect(timeHtml(Date.UTC(2026, 0, 31, 12, 5, 30))).toBe('<time datetime="2026-01-31T12:05:30.000Z">2026-01-31 12:05 UTC</time>');
  });
});
