import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { QueryResolvers, UserResolvers } from '../generated/resolvers-types';

export const userQueryResolvers: QueryResolvers = {
  me: async (_root, { region }, ctx) => {
    const user = ctx.requireUser();
    // A new account takes the region the shopper signed up in.
    if (ctx.userCreated && user.region !== region) {
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
