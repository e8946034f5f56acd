import { htmlPage } from './html-page';

describe('htmlPage', () => {
  it('frames the body with the escaped title, the style sheet and an English document', () => {
    const page = htmlPage({ title: 'A & B', style: '  p { color: red; }\n', body: '<p>Hi</p>' });
    expect(page.startsWith('<!doctype html>\n<html lang="en">')).toBe(true);
    expect(page).toContain('<title>A &amp; B</title>');
    expect(page).toContain('<style>\np { color: red; }\n</style>');
    expect(page).toContain('<body>\n<p>Hi</p>\n</body>\n</html>');
  });
});
