import { FormattedMessage } from 'react-intl';

export interface TocEntry {
  id: string;
  heading: string;
}

const TOC_HEADING_ID = 'content-toc-heading';

/** In-page links to the sections of a long page. Plain anchors: they work before and without hydration. */
export function TableOfContents({ entries }: { entries: readonly TocEntry[] }) {
  return (
    <nav aria-labelledby={TOC_HEADING_ID} className="kori-content-toc">
      <h2 id={TOC_HEADING_ID} className="kori-content-toc__heading">
        <FormattedMessage id="content.toc.title" />
      </h2>
      <ol>
        {entries.map((entry) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`}>
              {entry.heading}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
