import { useId, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useDialogFocus } from './use-dialog-focus';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** Heading of the dialog; also its accessible name. */
  title: ReactNode;
  children?: ReactNode;
  /** Label of the close button; defaults to the `shell.modal.close` message. */
  closeLabel?: string;
}

/** Accessible modal dialog: labelled by its title, focus trapped inside, Escape closes, focus returns. */
export function Modal({ open, onClose, title, children, closeLabel }: ModalProps) {
  const intl = useIntl();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  useDialogFocus(dialogRef, open, onClose);

  if (!open) return null;
  return (
    <div className="kori-modal">
      <div className="kori-modal__backdrop" aria-hidden="true" />
      <div ref={dialogRef} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} className="kori-modal__dialog">
        <div className="kori-modal__header">
          <h2 id={titleId} className="kori-modal__title">
            {title}
          </h2>
          <button
            type="button"
            className="kori-modal__close"
            aria-label={closeLabel ?? intl.formatMessage({ id: 'shell.modal.close' })}
            onClick={onClose}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="kori-modal__body">{children}</div>
      </div>
    </div>
  );
}
