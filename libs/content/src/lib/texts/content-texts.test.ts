import { storageEntries } from '@kori/util-storage';
import { SUPPORTED_LANGUAGES, type Language } from '@kori/i18n';
import { CONTENT_PAGE_IDS, CONTENT_PAGES, type ContentPageId } from '../content-pages';
import { MERCHANT_LIST_SECTION_ID } from '../merchants/merchant-page';
import type { ContentBlock, ContentDocument, InlineText, TextLink } from './content-document';
import { CONTENT_TEXTS, contentText } from './content-texts';

/** Every piece of visible text in a document, with where it sits (for readable failures). */
function textsOf(document: ContentDocument): Array<[where: string, text: string]> {
  const found: Array<[string, string]> = [];
  const inline = (where: string, value: InlineText) => {
    if (typeof value === 'string') found.push([where, value]);
    else value.forEach((piece, i) => found.push([`${where}[${i}]`, typeof piece === 'string' ? piece : piece.text]));
  };
  const blocks = (where: string, list: readonly ContentBlock[]) =>
    list.forEach((block, i) => {
      const at = `${where}.block${i}`;
      if (block.kind === 'paragraph') inline(at, block.text);
      if (block.kind === 'list') block.items.forEach((item, j) => inline(`${at}.item${j}`, item));
      if (block.kind === 'table') {
        found.push([`${at}.caption`, block.caption]);
        block.columns.forEach((column, j) => found.push([`${at}.column${j}`, column]));
        block.rows.forEach((row, r) => row.forEach((cell, c) => inline(`${at}.row${r}.cell${c}`, cell)));
      }
    });
  document.lead.forEach((paragraph, i) => inline(`lead${i}`, paragraph));
  for (const section of document.sections) {
    found.push([`${section.id}.heading`, section.heading]);
    blocks(section.id, section.blocks);
    for (const question of section.questions ?? []) {
      found.push([`${section.id}.${question.id}.question`, question.question]);
      blocks(`${section.id}.${question.id}`, question.answer);
    }
  }
  return found;
}

function linksOf(document: ContentDocument): TextLink[] {
  const links: TextLink[] = [];
  const inline = (value: InlineText) => {
    if (typeof value !== 'string') for (const piece of value) if (typeof piece !== 'string') links.push(piece);
  };
  const blocks = (list: readonly ContentBlock[]) =>
    list.forEach((block) => {
      if (block.kind === 'paragraph') inline(block.text);
      if (block.kind === 'list') block.items.forEach(inline);
      if (block.kind === 'table') block.rows.forEach((row) => row.forEach(inline));
    });
  document.lead.forEach(inline);
  for (const section of document.sections) {
    blocks(section.blocks);
    for (const question of section.questions ?? []) blocks(question.answer);
  }
  return links;
}

/** The document's shape without its words: ids, block kinds, list lengths, table sizes. */
function structureOf(document: ContentDocument) {
  const blocks = (list: readonly ContentBlock[]) =>
    list.map((block) =>
      block.kind === 'paragraph'
        ? 'p'
        : block.kind === 'list'
          ? `${block.ordered ? 'ol' : 'ul'}(${block.items.length})`
          : `table#${block.id}(${block.columns.length}x${block.rows.length})`,
    );
  return {
    lead: document.lead.length,
    sections: document.sections.map((section) => ({
      id: section.id,
      blocks: blocks(section.blocks),
      questions: (section.questions ?? []).map((question) => ({ id: question.id, answer: blocks(question.answer) })),
    })),
  };
}

const OTHER_LANGUAGES = SUPPORTED_LANGUAGES.filter((language) => language !== 'en');
// Pages of the storefront that content may link to.
const KNOWN_PATHS = new Set([...CONTENT_PAGE_IDS.map((page) => CONTENT_PAGES[page].path), '/', '/my/orders', '/invite-a-friend']);
const ANCHOR_ID = /^[a-z][a-z0-9-]*$/;
// Ids the page frame itself uses; a section must not take them.
const RESERVED_IDS = new Set(['main-content', 'content-title', 'content-toc-heading', MERCHANT_LIST_SECTION_ID]);

describe.each(CONTENT_PAGE_IDS)('content page %s', (page: ContentPageId) => {
  it('has a text in every language', () => {
    expect(Object.keys(CONTENT_TEXTS[page]).sort()).toEqual([...SUPPORTED_LANGUAGES].sort());
  });

  it.each(OTHER_LANGUAGES)('has the same structure in %s as in English (same section and question ids, same blocks)', (language) => {
    expect(structureOf(contentText(page, language))).toEqual(structureOf(contentText(page, 'en')));
  });

  it.each(SUPPORTED_LANGUAGES)('has no empty text in %s', (language: Language) => {
    const empty = textsOf(contentText(page, language)).filter(([, text]) => text.trim() === '');
    expect(empty).toEqual([]);
  });

  it.each(SUPPORTED_LANGUAGES)('has at least one section and unique, anchor-safe ids in %s', (language: Language) => {
    const document = contentText(page, language);
    expect(document.sections.length).toBeGreaterThan(0);
    const ids = document.sections.flatMap((section) => [section.id, ...(section.questions ?? []).map((question) => question.id)]);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(id).toMatch(ANCHOR_ID);
      expect(RESERVED_IDS.has(id)).toBe(false);
    }
  });

  it.each(OTHER_LANGUAGES)('is written in %s, not copied from English', (language) => {
    const english = new Map(textsOf(contentText(page, 'en')));
    const copied = textsOf(contentText(page, language)).filter(
      // Names and addresses (cookie names, authorities, the company) may rightly be the same; sentences may not.
      ([where, text]) => (text.match(/(^|\s)[a-z]{2,}/g) ?? []).length > 3 && english.get(where) === text,
    );
    expect(copied).toEqual([]);
  });

  it.each(SUPPORTED_LANGUAGES)('links in %s only to known pages and existing anchors, the same as in English', (language: Language) => {
    const links = linksOf(contentText(page, language));
    for (const { href } of links) {
      if (href.startsWith('mailto:')) {
        expect(href).toBe('mailto:support@kori.example');
      } else if (href.startsWith('/')) {
        const [path = '', anchor] = href.split('#');
        expect(KNOWN_PATHS).toContain(path);
        if (anchor) {
          const target = CONTENT_PAGE_IDS.find((id) => CONTENT_PAGES[id].path === path);
          expect(target).toBeDefined();
          const targetIds = contentText(target!, language).sections.flatMap((section) => [
            section.id,
            ...(section.questions ?? []).map((question) => question.id),
          ]);
          expect(targetIds).toContain(anchor);
        }
      } else {
        expect(href).toMatch(/^https:\/\//);
      }
    }
    expect(links.map((link) => link.href)).toEqual(linksOf(contentText(page, 'en')).map((link) => link.href));
  });
});

describe('content page registry', () => {
  it('knows every storefront page by its route', () => {
    expect(CONTENT_PAGE_IDS.map((page) => CONTENT_PAGES[page].path)).toEqual([
      '/help',
      '/merchant',
      '/about',
      '/privacy-statement',
      '/terms-and-conditions',
      '/campaign-terms',
    ]);
    for (const page of CONTENT_PAGE_IDS) expect(CONTENT_PAGES[page].lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('groups the help centre by the topics shoppers ask about, each question with an answer', () => {
    const help = contentText('help', 'en');
    expect(help.sections.map((section) => section.id)).toEqual([
      'ordering',
      'delivery',
      'payment',
      'returns',
      'account',
      'price-alerts',
      'coupons',
      'privacy',
      'contact',
    ]);
    for (const section of help.sections.filter((s) => s.id !== 'contact')) {
      expect(section.questions?.length).toBeGreaterThanOrEqual(3);
      for (const question of section.questions ?? []) expect(question.answer.length).toBeGreaterThan(0);
    }
  });

  it.each(['fi', 'en', 'sv', 'nl'] as const)('lists every cookie and local storage item of the registry in the %s privacy statement', (language) => {
    const cookies = contentText('privacy-statement', language).sections.find((section) => section.id === 'cookies');
    const rows = (id: string) => cookies?.blocks.flatMap((block) => (block.kind === 'table' && block.id === id ? block.rows : [])) ?? [];
    const firstColumn = (id: string) => rows(id).map((row) => row[0]);
    expect(firstColumn('cookie-list')).toEqual(storageEntries('cookie').map((entry) => entry.name));
    expect(firstColumn('storage-list')).toEqual(storageEntries('localStorage').map((entry) => entry.name));
    expect(firstColumn('cookie-list')).toEqual(expect.arrayContaining(['stytch_session', 'consent-levels', 'locale', 'kori_cid']));
    expect(firstColumn('storage-list')).toEqual(expect.arrayContaining(['checkout-shipping', 'feature-flags', 'kori-analytics-client-id']));
    // Every cell is a formatted text, not a message key left unformatted.
    for (const row of [...rows('cookie-list'), ...rows('storage-list')]) {
      for (const cell of row.slice(1)) expect(String(cell)).not.toMatch(/^storage\./);
    }
  });
});
