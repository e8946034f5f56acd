import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { unauthenticated } from '../errors';
import type { QueryResolvers, UserResolvers } from '../generated/resolvers-types';

export const userQueryResolvers: QueryResolvers = {
  me: async (_root, { region }, ctx) => {
    const account = await ctx.account();
    if (!account) throw unauthenticated();
    const { user, created } = account;
    // A new account takes the region the shopper signed up in.
    if (created && user.region !== region) {
      const [updated] = await ctx.db.update(users).set({ region }).where(eq(users.id, user.id)).returning();
      return updated ?? user;
    }
    return user;
  },
};

export const userResolvers: UserResolvers = {
  id: (user) => user.id,
  email: (user) => user.email,
  region: (user) => user.region,
  referralCode: (user) => user.referralCode,
};
