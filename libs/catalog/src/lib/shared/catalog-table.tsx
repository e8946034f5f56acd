import { TableHead, type TableColumn } from '@kori/ui';
import type { ReactNode } from 'react';

export interface CatalogTableProps {
  /** What the table lists, read first by screen readers. */
  caption: ReactNode;
  columns: readonly TableColumn[];
  /** The body rows. */
  children: ReactNode;
}

/** A product page's data table (offers, price history): captioned, labelled columns, scrolling sideways on narrow screens. */
export function CatalogTable({ caption, columns, children }: CatalogTableProps) {
  return (
    <div className="kori-catalog-table-scroll">
      <table className="kori-catalog-table">
        <caption>{caption}</caption>
        <TableHead columns={columns} />
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
