import { GraphQLError } from 'graphql';
import type { ListingInputError } from '../catalog/listing/listing-query';

export function unauthenticated(): GraphQLError {
  return new GraphQLError('Sign in to see this', { extensions: { code: 'UNAUTHENTICATED', http: { status: 200 } } });
}

/** A refused listing argument, as a BAD_USER_INPUT error naming the field. */
export function listingInputError(error: ListingInputError): GraphQLError {
  return badUserInput(error.message, error.field);
}

export function badUserInput(message: string, field?: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', ...(field ? { field } : {}) } });
}
