import { GraphQLError } from 'graphql';
import { categoryName } from '../../catalog/category-tree';
import { languageFromGraphQL } from '@kori/region';
import type { CategoryResolvers } from '../generated/resolvers-types';

export const categoryResolvers: CategoryResolvers = {
  id: (category) => category.id,
  name: (category, { language }) => categoryName(category, languageFromGraphQL(language)),
  level: (category) => category.level,
  parent: async (category, _args, ctx) => (category.parentId ? ((await ctx.catalogue.categoryTree()).get(category.parentId) ?? null) : null),
  children: async (category, _args, ctx) => (await ctx.catalogue.categoryTree()).children(category.id),
  path: async (category, _args, ctx) => {
    const path = (await ctx.catalogue.categoryTree()).path(category.id);
    if (path.length === 0) throw new GraphQLError(`Category ${category.id} is not in the tree`);
    return path;
  },
  productCount: async (category, _args, ctx) => (await ctx.catalogue.categoryTree()).productCount(category.id),
};
