import type { ContentBlock, TableBlock } from '../texts/content-document';
import { InlineText } from './inline-text';

function ContentTable({ table }: { table: TableBlock }) {
  const captionId = `${table.id}-caption`;
  return (
    // A wide table scrolls inside its own box; the box is focusable so keyboard users can scroll it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="kori-content-table-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="kori-content-table" id={table.id}>
        <caption id={captionId}>{table.caption}</caption>
        <thead>
          <tr>
            {table.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, rowIndex) => (
            // Rows are fixed text in a fixed order.
            <tr key={rowIndex}>
              {row.map((cell, cellIndex) =>
                cellIndex === 0 ? (
                  <th key={cellIndex} scope="row">
                    <InlineText value={cell} />
                  </th>
                ) : (
                  <td key={cellIndex}>
                    <InlineText value={cell} />
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Paragraphs, lists and tables of a content section, in order. */
export function ContentBlocks({ blocks }: { blocks: readonly ContentBlock[] }) {
  return (
    <>
      {blocks.map((block, index) => {
        // Blocks are fixed text in a fixed order, so their position is a stable key.
        const key = `${block.kind}-${index}`;
        switch (block.kind) {
          case 'paragraph':
            return (
              <p key={key}>
                <InlineText value={block.text} />
              </p>
            );
          case 'list': {
            const items = block.items.map((item, itemIndex) => (
              <li key={itemIndex}>
                <InlineText value={item} />
              </li>
            ));
            return block.ordered ? <ol key={key}>{items}</ol> : <ul key={key}>{items}</ul>;
          }
          case 'table':
            return <ContentTable key={key} table={block} />;
        }
      })}
    </>
  );
}
