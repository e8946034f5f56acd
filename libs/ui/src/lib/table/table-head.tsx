import { FormattedMessage } from 'react-intl';
import { VisuallyHidden } from '../layout/visually-hidden';

export interface TableColumn {
  /** Message catalogue key of the column's header text. */
  messageId: string;
  className?: string;
  /** The header is read by screen readers only (an action column whose cells say what they do). */
  visuallyHidden?: boolean;
}

/** A data table's header row: one column header per entry, each labelled from the message catalogue. */
export function TableHead({ columns }: { columns: readonly TableColumn[] }) {
  return (
    <thead>
      <tr>
        {columns.map(({ messageId, className, visuallyHidden }) => (
          <th key={messageId} scope="col" className={className}>
            {visuallyHidden ? (
              <VisuallyHidden>
                <FormattedMessage id={messageId} />
              </VisuallyHidden>
            ) : (
              <FormattedMessage id={messageId} />
            )}
          </th>
        ))}
      </tr>
    </thead>
  );
}
