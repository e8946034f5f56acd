import { HOME_LOCALE_OF_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from '@kori/i18n';
import { testMessages } from '@kori/i18n/testing';
import { screen, within } from '@testing-library/react';
import { CONTENT_PAGES, type ContentPageId } from '../content-pages';
import { renderRoute, renderView } from '@kori/shell/testing';
import { contentText } from '../texts/content-texts';
import { contentLoaderDataFixture } from '../../testing';
import { ContentPage, ContentPageView } from './content-page';

const TEXT_PAGES = ['help', 'about', 'privacy-statement', 'terms-and-conditions', 'campaign-terms'] as const satisfies readonly ContentPageId[];

function renderPage(page: ContentPageId, language: Language) {
  const locale = HOME_LOCALE_OF_LANGUAGE[language];
  return renderView(<ContentPageView page={page} document={contentText(page, language)} lastUpdated="2026-11-16" />, { locale });
}

describe.each(TEXT_PAGES)('%s page', (page) => {
  it.each(SUPPORTED_LANGUAGES)('shows its title and every section heading in %s', (language) => {
    renderPage(page, language);
    const document = contentText(page, language);
    const title = testMessages(HOME_LOCALE_OF_LANGUAGE[language])[`${CONTENT_PAGES[page].messagePrefix}.title`];
    expect(title).toBeTruthy();

    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    for (const section of document.sections) {
      const region = screen.getByRole('region', { name: section.heading });
      expect(region).toHaveAttribute('id', section.id);
      expect(within(region).getByRole('heading', { level: 2, name: section.heading })).toBeInTheDocument();
    }
  });

  it('links every section from the table of contents when the page is long', () => {
    renderPage(page, 'en');
    const sections = contentText(page, 'en').sections;
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    const links = within(toc).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(sections.map((section) => `#${section.id}`));
    expect(links.map((link) => link.textContent)).toEqual(sections.map((section) => section.heading));
  });

  it('shows when the text was last updated, in the shopper language', () => {
    renderPage(page, 'fi');
    const time = screen.getByText('16. marraskuuta 2026');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '2026-11-16');
    expect(time.parentElement).toHaveTextContent('Päivitetty viimeksi: 16. marraskuuta 2026');
  });
});

describe('help centre', () => {
  it('shows each question as a details item with its answer, which works without JavaScript', () => {
    const { container } = renderPage('help', 'en');
    const item = container.querySelector('details#code-not-arriving');
    expect(item).not.toBeNull();
    expect(item?.querySelector('summary')).toHaveTextContent('The sign-in code does not arrive.');
    expect(item).toHaveTextContent('look in your spam or junk folder');
    expect(item).not.toHaveAttribute('open');
    const questionCount = contentText('help', 'en').sections.reduce((sum, section) => sum + (section.questions?.length ?? 0), 0);
    expect(container.querySelectorAll('details > summary')).toHaveLength(questionCount);
  });

  it('renders links in answers: site pages through the router, e-mail as mailto', () => {
    renderPage('help', 'sv');
    expect(screen.getAllByRole('link', { name: 'Mina beställningar' })[0]).toHaveAttribute('href', '/my/orders');
    expect(screen.getAllByRole('link', { name: 'support@kori.example' })[0]).toHaveAttribute('href', 'mailto:support@kori.example');
  });
});

describe('privacy statement', () => {
  it('lists the cookies in a table with a caption and column and row headers', () => {
    renderPage('privacy-statement', 'nl');
    const table = screen.getByRole('table', { name: 'Cookies die Kori plaatst' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Cookie', 'Doel', 'Categorie', 'Bewaartermijn']);
    const row = within(table).getByRole('row', { name: /consent-levels/ });
    expect(within(row).getByRole('rowheader')).toHaveTextContent('consent-levels');
    expect(row).toHaveTextContent('2 jaar');
  });

  it('names the supervisory authority of every country', () => {
    renderPage('privacy-statement', 'fi');
    expect(screen.getByText(/Tietosuojavaltuutetun toimisto/)).toBeInTheDocument();
    expect(screen.getByText(/Integritetsskyddsmyndigheten \(IMY\)/)).toBeInTheDocument();
    expect(screen.getByText(/Autoriteit Persoonsgegevens/)).toBeInTheDocument();
  });
});

describe('ContentPage route component', () => {
  it('renders the text its loader chose', async () => {
    renderRoute(<ContentPage />, contentLoaderDataFixture('campaign-terms', 'sv'), { locale: 'sv-SE', path: '/campaign-terms' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kampanjvillkor' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Välkomstrabatten STAR' })).toBeInTheDocument();
  });
});
