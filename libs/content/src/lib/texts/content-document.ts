/**
 * The shape of a long-form content page in one language (docs/decisions/004-long-form-content.md).
 * Texts are plain data: the page components decide the markup, so every language renders the same
 * semantic structure and a test can compare the languages section by section.
 */

/** A link inside running text. Internal links start with `/`; e-mail links with `mailto:`. */
export interface TextLink {
  href: string;
  text: string;
}

/** Running text: a plain string, or pieces of text and links in reading order. */
export type InlineText = string | readonly (string | TextLink)[];

export interface ParagraphBlock {
  kind: 'paragraph';
  text: InlineText;
}

export interface ListBlock {
  kind: 'list';
  /** Numbered steps rather than bullets. */
  ordered?: boolean;
  items: readonly InlineText[];
}

/** A small data table inside the text (e.g. the cookie list); the first column names the row. */
export interface TableBlock {
  kind: 'table';
  /** Stable across languages, so the table has the same anchor in every language. */
  id: string;
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly InlineText[])[];
}

export type ContentBlock = ParagraphBlock | ListBlock | TableBlock;

/** A question with its answer, shown as an expandable item (help centre). */
export interface ContentQuestion {
  /** Stable across languages: it is the item's anchor (`/help#sign-in-code`). */
  id: string;
  question: string;
  answer: readonly ContentBlock[];
}

export interface ContentSection {
  /** Stable across languages: it is the section's anchor and the table of contents target. */
  id: string;
  heading: string;
  blocks: readonly ContentBlock[];
  questions?: readonly ContentQuestion[];
}

/** One page's long-form text in one language. Title and meta description live in the catalogues. */
export interface ContentDocument {
  /** The paragraph(s) under the page heading. */
  lead: readonly InlineText[];
  sections: readonly ContentSection[];
}

// Small constructors keep the text modules readable.
export const p = (text: InlineText): ParagraphBlock => ({ kind: 'paragraph', text });
export const ul = (...items: InlineText[]): ListBlock => ({ kind: 'list', items });
export const ol = (...items: InlineText[]): ListBlock => ({ kind: 'list', ordered: true, items });
export const link = (href: string, text: string): TextLink => ({ href, text });
