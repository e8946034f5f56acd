import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { dismissNotificationAtom, notificationsAtom } from './notification-atoms';

/**
 * Removes each notification once its closeTimeout has passed since it was first shown.
 * One timer per notification id; timers of notifications dismissed earlier are cleared.
 */
export function useNotificationTimeouts(): void {
  const notifications = useAtomValue(notificationsAtom);
  const dismiss = useSetAtom(dismissNotificationAtom);
  const timersRef = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const timers = timersRef.current;
    const shown = new Set(notifications.map((notification) => notification.id));
    for (const { id, closeTimeout } of notifications) {
      if (timers.has(id)) continue;
      timers.set(
        id,
        setTimeout(() => {
          timers.delete(id);
          dismiss(id);
        }, closeTimeout),
      );
    }
    for (const [id, timer] of timers) {
      if (!shown.has(id)) {
        clearTimeout(timer);
        timers.delete(id);
      }
    }
  }, [notifications, dismiss]);

  useEffect(() => {
    const timers = timersRef.current;
    return () => {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    };
  }, []);
}
