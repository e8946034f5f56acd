import { startTestApi, type TestApi, type TestApiOptions } from './start-test-api';

export interface TestApiFixture extends TestApi {
  /** The data of a successful operation; fails the test on any GraphQL error or a status other than 200. */
  data<T>(query: string, variables?: Record<string, unknown>): Promise<T>;
}

/**
 * One test API for the whole file: started before its first test, closed after its last. The returned
 * object reads the running API, so tests call `t.graphql(...)` as if they held it themselves.
 */
export function useTestApi(options: TestApiOptions = {}): TestApiFixture {
  let running: TestApi | undefined;
  beforeAll(async () => {
    running = await startTestApi(options);
  });
  afterAll(async () => {
    await running?.close();
    running = undefined;
  });
  const current = (): TestApi => {
    if (!running) throw new Error('the test API runs only inside the tests of the file that uses it');
    return running;
  };
  async function data<T>(query: string, variables?: Record<string, unknown>): Promise<T> {
    const result = await current().graphql<T>(query, variables);
    expect(result.body.errors).toBeUndefined();
    expect(result.status).toBe(200);
    return result.body.data as T;
  }
  return new Proxy({} as TestApiFixture, { get: (_target, key) => (key === 'data' ? data : Reflect.get(current(), key)) });
}
