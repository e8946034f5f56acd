import { atom } from 'jotai';

export type NotificationType = 'INFO' | 'WARNING' | 'SUCCESS' | 'ERROR';

/** How long each severity stays on screen, in milliseconds. */
export const NOTIFICATION_TIMEOUTS = {
  ERROR: 9000,
  WARNING: 9000,
  INFO: 5000,
  SUCCESS: 5000,
} as const satisfies Record<NotificationType, number>;

/** One shown notification. `message` is already translated text. */
export interface NotificationEntry {
  id: number;
  message: string;
  options: { type: NotificationType };
  closeTimeout: number;
}

export interface PushNotificationInput {
  message: string;
  /** Default INFO. */
  type?: NotificationType;
}

export const notificationsAtom = atom<NotificationEntry[]>([]);

// Kept in the store (not module scope) so each request and each test starts from 0.
const lastNotificationIdAtom = atom(0);

/** Adds a notification with the next id; returns that id. */
export const pushNotificationAtom = atom(null, (get, set, { message, type = 'INFO' }: PushNotificationInput): number => {
  const id = get(lastNotificationIdAtom) + 1;
  set(lastNotificationIdAtom, id);
  set(notificationsAtom, [
    ...get(notificationsAtom),
    { id, message, options: { type }, closeTimeout: NOTIFICATION_TIMEOUTS[type] },
  ]);
  return id;
});

export const dismissNotificationAtom = atom(null, (get, set, id: number) => {
  set(
    notificationsAtom,
    get(notificationsAtom).filter((notification) => notification.id !== id),
  );
});
