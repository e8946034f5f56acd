import { gql, type TypedDocumentNode } from '@apollo/client';
import { createRequesterDouble, graphQLErrorsResponse, httpFailure, operationNameOf } from './testing';

const Hello = gql`
  query Hello($name: String!) {
    hello(name: $name)
  }
` as TypedDocumentNode<{ hello: string }, { name: string }>;

const Other = gql`
  query Other {
    other
  }
` as TypedDocumentNode<{ other: string }, Record<string, never>>;

describe('createRequesterDouble', () => {
  it('answers by operation, with data or a function of the variables, and records every call', async () => {
    const double = createRequesterDouble()
      .on(Hello, ({ name }) => ({ hello: `hi ${name}` }))
      .on(Other, { other: 'x' });

    await expect(double.request(Hello, { name: 'Kori' })).resolves.toEqual({ hello: 'hi Kori' });
    await expect(double.request(Other)).resolves.toEqual({ other: 'x' });
    expect(double.calls.map((call) => [call.operationName, call.variables])).toEqual([
      ['Hello', { name: 'Kori' }],
      ['Other', undefined],
    ]);
  });

  it('throws a registered error and fails loudly on an operation nobody answered', async () => {
    const double = createRequesterDouble().on(Hello, graphQLErrorsResponse([{ message: 'nope', extensions: { code: 'X' } }]));
    await expect(double.request(Hello, { name: 'a' })).rejects.toMatchObject({ message: 'nope', code: 'X', status: 200 });
    await expect(double.request(Other)).rejects.toThrow('No answer registered for operation Other');
  });

  it('builds HTTP failures with the transport error wording', () => {
    expect(httpFailure(502)).toMatchObject({ status: 502, message: 'Response not successful: Received status code 502' });
    expect(operationNameOf(Hello)).toBe('Hello');
  });
});
