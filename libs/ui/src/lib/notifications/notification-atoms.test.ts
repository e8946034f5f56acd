import { createStore } from 'jotai';
import {
  dismissNotificationAtom,
  notificationsAtom,
  pushNotificationAtom,
  type NotificationType,
} from './notification-atoms';

describe('notification atoms', () => {
  it.each<[NotificationType, number]>([
    ['ERROR', 9000],
    ['WARNING', 9000],
    ['INFO', 5000],
    ['SUCCESS', 5000],
  ])('keeps a pushed %s notification on screen for %i ms', (type, ms) => {
    const store = createStore();
    store.set(pushNotificationAtom, { message: 'Hello', type });
    expect(store.get(notificationsAtom)).toMatchObject([{ options: { type }, closeTimeout: ms }]);
  });

  it('pushes notifications with incrementing ids and the timeout of their type', () => {
    const store = createStore();
    expect(store.set(pushNotificationAtom, { message: 'Saved', type: 'SUCCESS' })).toBe(1);
    expect(store.set(pushNotificationAtom, { message: 'Failed', type: 'ERROR' })).toBe(2);
    expect(store.set(pushNotificationAtom, { message: 'Careful', type: 'WARNING' })).toBe(3);
    expect(store.set(pushNotificationAtom, { message: 'Hello' })).toBe(4);
    expect(store.get(notificationsAtom)).toEqual([
      { id: 1, message: 'Saved', options: { type: 'SUCCESS' }, closeTimeout: 5000 },
      { id: 2, message: 'Failed', options: { type: 'ERROR' }, closeTimeout: 9000 },
      { id: 3, message: 'Careful', options: { type: 'WARNING' }, closeTimeout: 9000 },
      { id: 4, message: 'Hello', options: { type: 'INFO' }, closeTimeout: 5000 },
    ]);
  });

  it('keeps counting after dismissals (ids are never reused)', () => {
    const store = createStore();
    store.set(pushNotificationAtom, { message: 'a', type: 'INFO' });
    store.set(pushNotificationAtom, { message: 'b', type: 'INFO' });
    store.set(dismissNotificationAtom, 2);
    store.set(dismissNotificationAtom, 1);
    expect(store.get(notificationsAtom)).toEqual([]);
    expect(store.set(pushNotificationAtom, { message: 'c', type: 'INFO' })).toBe(3);
  });

  it('dismisses only the given id', () => {
    const store = createStore();
    store.set(pushNotificationAtom, { message: 'a', type: 'INFO' });
    store.set(pushNotificationAtom, { message: 'b', type: 'ERROR' });
    store.set(dismissNotificationAtom, 1);
    expect(store.get(notificationsAtom).map((notification) => notification.message)).toEqual(['b']);
    store.set(dismissNotificationAtom, 99);
    expect(store.get(notificationsAtom)).toHaveLength(1);
  });

  it('starts from id 1 in each store (no state shared between requests)', () => {
    const first = createStore();
    const second = createStore();
    first.set(pushNotificationAtom, { message: 'a', type: 'INFO' });
    expect(second.set(pushNotificationAtom, { message: 'b', type: 'INFO' })).toBe(1);
  });
});
