import { atom } from 'jotai';
import type { MeQuery } from '../../graphql/generated/graphql';

/** The signed-in user as the API knows them (`me`), or null. */
export type CurrentUser = NonNullable<MeQuery['me']>;

export const currentUserAtom = atom<CurrentUser | null>(null);
currentUserAtom.debugLabel = 'auth.currentUser';
