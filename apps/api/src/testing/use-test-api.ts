import { startTestApi, type TestApi, type TestApiOptions } from './start-test-api';
import { useFileFixture } from './use-file-fixture';

export interface TestApiFixture extends TestApi {
  /** The data of a successful operation; fails the test on any GraphQL error or a status other than 200. */
  data<T>(query: string, variables?: Record<string, unknown>): Promise<T>;
}

/**
 * One test API for the whole file: started before its first test, closed after its last. The returned
 * object reads the running API, so tests call `t.graphql(...)` as if they held it themselves.
 */
export function useTestApi(options: TestApiOptions = {}): TestApiFixture {
  const api: TestApiFixture = useFileFixture('the test API', () => startTestApi(options), {
    async data<T>(query: string, variables?: Record<string, unknown>): Promise<T> {
      const result = await api.graphql<T>(query, variables);
      expect(result.body.errors).toBeUndefined();
      expect(result.status).toBe(200);
      return result.body.data as T;
    },
  });
  return api;
}
