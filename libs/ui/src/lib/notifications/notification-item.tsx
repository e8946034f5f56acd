import { useSetAtom } from 'jotai';
import { useIntl } from 'react-intl';
import { dismissNotificationAtom, type NotificationEntry } from './notification-atoms';

/** One notification with its close button. */
export function NotificationItem({ notification }: { notification: NotificationEntry }) {
  const intl = useIntl();
  const dismiss = useSetAtom(dismissNotificationAtom);
  const type = notification.options.type;
  return (
    <div className={`kori-notification kori-notification--${type.toLowerCase()}`} data-notification-type={type}>
      <p className="kori-notification__message">{notification.message}</p>
      <button
        type="button"
        className="kori-notification__close"
        aria-label={intl.formatMessage({ id: 'shell.notification.close' })}
        onClick={() => dismiss(notification.id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
