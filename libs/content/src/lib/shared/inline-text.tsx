import { Link } from '@remix-run/react';
import { Fragment } from 'react';
import type { InlineText as InlineTextValue, TextLink } from '../texts/content-document';

function TextLinkView({ href, text }: TextLink) {
  // Pages of this site go through the router (no full reload); e-mail and other sites are plain links.
  if (href.startsWith('/')) return <Link to={href}>{text}</Link>;
  return <a href={href}>{text}</a>;
}

/** Running text with its links, as written in a content module. */
export function InlineText({ value }: { value: InlineTextValue }) {
  if (typeof value === 'string') return <>{value}</>;
  return (
    <>
      {value.map((piece, index) => (
        // The pieces of one sentence never reorder, so their position is a stable key.
        <Fragment key={index}>{typeof piece === 'string' ? piece : <TextLinkView {...piece} />}</Fragment>
      ))}
    </>
  );
}
