import { hasProjectCredentials } from './basic-auth';
import { basicAuth } from '../test-support/sandbox-harness';
import { useSandbox } from '../test-support/use-sandbox';

describe('hasProjectCredentials', () => {
  it('accepts exactly the project id and secret', () => {
    expect(hasProjectCredentials(basicAuth('project-a', 's3:cret'), 'project-a', 's3:cret')).toBe(true);
    expect(hasProjectCredentials(basicAuth('project-a', 'wrong'), 'project-a', 's3:cret')).toBe(false);
    expect(hasProjectCredentials(basicAuth('project-b', 's3:cret'), 'project-a', 's3:cret')).toBe(false);
    expect(hasProjectCredentials('Bearer abc', 'project-a', 's3:cret')).toBe(false);
    expect(hasProjectCredentials(undefined, 'project-a', 's3:cret')).toBe(false);
  });
});

describe('Basic auth on the Stytch API', () => {
  const h = useSandbox('all');

  it.each([
    ['no credentials', null],
    ['a wrong secret', basicAuth('project-test-00000000-0000-4000-8000-000000000000', 'secret-test-wrong')],
    ['another project', basicAuth('project-test-11111111-1111-4111-8111-111111111111', 'secret-test-kori-sandbox-0000000000')],
  ])('refuses %s with unauthorized_credentials', async (_label, auth) => {
    const response = await h.api('POST', '/v1/otps/email/login_or_create', { email: 'a@example.com' }, auth);
    expect(response.status).toBe(401);
    expect(response.body).toEqual({
      status_code: 401,
      request_id: expect.stringMatching(/^request-id-test-/),
      error_type: 'unauthorized_credentials',
      error_message: expect.any(String),
      error_url: 'https://stytch.com/docs/api/errors/401#unauthorized_credentials',
    });
    const mail = await (await fetch(`${h.url}/mailbox/api`)).json();
    expect(mail.messages).toEqual([]);
  });

  it('serves the JWKS without credentials, as verifiers fetch it', async () => {
    const response = await h.api('GET', `/v1/sessions/jwks/${h.env.STYTCH_PROJECT_ID}`, undefined, null);
    expect(response.status).toBe(200);
    expect(response.body.keys).toEqual([
      expect.objectContaining({ kty: 'RSA', alg: 'RS256', use: 'sig', key_ops: ['verify'], kid: expect.stringMatching(/^jwk-test-/) }),
    ]);
    const other = await h.api('GET', '/v1/sessions/jwks/project-test-other', undefined, null);
    expect(other.status).toBe(404);
  });
});
