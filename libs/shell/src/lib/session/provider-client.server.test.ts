/** @jest-environment node */
import { createFakeStytch } from '../../testing/fake-stytch';
import { AuthProviderTimeoutError, withProviderTimeout, type StytchAuthClient } from './provider-client.server';

describe('withProviderTimeout', () => {
  afterEach(() => jest.useRealTimers());

  it('passes answers through', async () => {
    const fake = createFakeStytch();
    const client = withProviderTimeout(fake.client, 1000);
    await expect(client.sessions.authenticate({ session_token: 'unknown' })).rejects.toMatchObject({ error_type: 'session_not_found' });
  });

  it('gives up after the timeout with a clear error', async () => {
    jest.useFakeTimers();
    const never = () => new Promise<never>(() => undefined);
    const hanging = {
      otps: { email: { loginOrCreate: never }, authenticate: never },
      sessions: { authenticate: never, revoke: never },
    } as unknown as StytchAuthClient;
    const call = withProviderTimeout(hanging, 5000).sessions.authenticate({ session_token: 't' });
    jest.advanceTimersByTime(5000);
    await expect(call).rejects.toBeInstanceOf(AuthProviderTimeoutError);
    await expect(call).rejects.toThrow('The auth provider did not answer sessions.authenticate within 5000 ms');
  });
});
