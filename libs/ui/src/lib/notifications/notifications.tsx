import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { notificationsAtom, type NotificationType } from './notification-atoms';
import { NotificationItem } from './notification-item';
import { useNotificationTimeouts } from './use-notification-timeouts';

const URGENT: ReadonlySet<NotificationType> = new Set(['ERROR', 'WARNING']);

/**
 * The page's notifications. Both live regions are always in the DOM, so screen readers announce
 * what is added: errors and warnings through role=alert, info and success through role=status.
 */
export function Notifications() {
  const intl = useIntl();
  const notifications = useAtomValue(notificationsAtom);
  useNotificationTimeouts();

  const urgent = notifications.filter((notification) => URGENT.has(notification.options.type));
  const polite = notifications.filter((notification) => !URGENT.has(notification.options.type));

  return (
    <section className="kori-notifications" aria-label={intl.formatMessage({ id: 'shell.notification.region' })}>
      <div role="alert" aria-live="assertive" className="kori-notifications__list">
        {urgent.map((notification) => (
          <NotificationItem key={notification.id} notification={notification} />
        ))}
      </div>
      <div role="status" aria-live="polite" className="kori-notifications__list">
        {polite.map((notification) => (
          <NotificationItem key={notification.id} notification={notification} />
        ))}
      </div>
    </section>
  );
}
