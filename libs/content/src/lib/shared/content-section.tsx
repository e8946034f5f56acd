import type { ReactNode } from 'react';
import type { ContentSection as ContentSectionValue } from '../texts/content-document';
import { ContentBlocks } from './content-blocks';

/** The id of a section's heading, which labels the section. */
export const sectionHeadingId = (sectionId: string) => `${sectionId}-heading`;

/** A titled section of a content page: `<section>` labelled by its `<h2>`, with an optional extra part. */
export function SectionFrame({ id, heading, children }: { id: string; heading: ReactNode; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={sectionHeadingId(id)} className="kori-content-section">
      <h2 id={sectionHeadingId(id)}>{heading}</h2>
      {children}
    </section>
  );
}

/**
 * One section of a content module. Questions (help centre) are `<details>` items: they open and close
 * without JavaScript, and each has its own anchor.
 */
export function ContentSection({ section }: { section: ContentSectionValue }) {
  return (
    <SectionFrame id={section.id} heading={section.heading}>
      <ContentBlocks blocks={section.blocks} />
      {section.questions?.length ? (
        <div className="kori-content-questions">
          {section.questions.map((question) => (
            <details key={question.id} id={question.id} className="kori-content-question">
              <summary>{question.question}</summary>
              <div className="kori-content-answer">
                <ContentBlocks blocks={question.answer} />
              </div>
            </details>
          ))}
        </div>
      ) : null}
    </SectionFrame>
  );
}
