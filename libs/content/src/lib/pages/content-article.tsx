import { formatDate } from '@kori/i18n';
import { Container } from '@kori/ui';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { CONTENT_PAGES, type ContentPageId } from '../content-pages';
import { ContentSection } from '../shared/content-section';
import { InlineText } from '../shared/inline-text';
import { TableOfContents, type TocEntry } from '../shared/table-of-contents';
import { useContentLocale } from '../shared/use-content-locale';
import type { ContentDocument } from '../texts/content-document';

/** Pages with at least this many sections get a table of contents. */
export const TOC_MIN_SECTIONS = 4;

const TITLE_ID = 'content-title';

export interface ExtraSection {
  entry: TocEntry;
  node: ReactNode;
}

export interface ContentArticleProps {
  page: ContentPageId;
  document: ContentDocument;
  lastUpdated: string;
  /** Sections the page adds before its text sections (e.g. the merchant list); listed in the contents too. */
  leadingSections?: readonly ExtraSection[];
}

/**
 * The frame of every content page: the heading, lead and "last updated" date, a table of contents on
 * long pages, then the sections. Server-rendered and complete without JavaScript.
 */
export function ContentArticle({ page, document, lastUpdated, leadingSections = [] }: ContentArticleProps) {
  const locale = useContentLocale();
  const entries: TocEntry[] = [
    ...leadingSections.map((section) => section.entry),
    ...document.sections.map((section) => ({ id: section.id, heading: section.heading })),
  ];
  return (
    <Container className="kori-content-page">
      <article className="kori-content" aria-labelledby={TITLE_ID}>
        <header className="kori-content-header">
          <h1 id={TITLE_ID}>
            <FormattedMessage id={`${CONTENT_PAGES[page].messagePrefix}.title`} />
          </h1>
          {document.lead.map((paragraph, index) => (
            // The lead is fixed text in a fixed order.
            <p key={index} className="kori-content-lead">
              <InlineText value={paragraph} />
            </p>
          ))}
          <p className="kori-content-updated">
            <FormattedMessage
              id="content.lastUpdated"
              values={{ date: <time dateTime={lastUpdated}>{formatDate(lastUpdated, locale, { dateStyle: 'long' })}</time> }}
            />
          </p>
        </header>
        {entries.length >= TOC_MIN_SECTIONS ? <TableOfContents entries={entries} /> : null}
        {leadingSections.map((section) => (
          <div key={section.entry.id} className="kori-content-extra">
            {section.node}
          </div>
        ))}
        {document.sections.map((section) => (
          <ContentSection key={section.id} section={section} />
        ))}
      </article>
    </Container>
  );
}
