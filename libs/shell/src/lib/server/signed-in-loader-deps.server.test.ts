/** @jest-environment node */
import { defaultSignedInLoaderDeps, signedInLoaderDeps } from './signed-in-loader-deps.server';
import { requestContext } from './request-context.server';
import { requestIntl } from './server-intl.server';
import { sessionService } from '../session/session-service.server';

describe('signedInLoaderDeps', () => {
  it('uses the platform request context, session service and formatter by default', () => {
    expect(defaultSignedInLoaderDeps).toEqual({ requestContext, session: sessionService, intl: requestIntl });
    expect(signedInLoaderDeps()).toEqual(defaultSignedInLoaderDeps);
  });
  it('lays a test replacement over the defaults', () => {
    const intl = jest.fn();
    const deps = signedInLoaderDeps({ intl });
    expect(deps.intl).toBe(intl);
    expect(deps.session).toBe(sessionService);
  });
});
