import { postToNativeApp } from './post-to-native-app';
import { sendSessionJwt } from './send-session-jwt';
import { BROWSER_USER_AGENT, installRecordingHost } from '../testing';

describe('postToNativeApp', () => {
  afterEach(() => {
    delete window.webkit;
  });

  it('posts the payload to the named handler inside the app', () => {
    const host = installRecordingHost(['shareProduct']);
    expect(postToNativeApp('shareProduct', { id: 'p1' }, { userAgent: host.userAgent })).toBe(true);
    expect(host.messages).toEqual([{ name: 'shareProduct', payload: { id: 'p1' } }]);
  });

  it('posts nothing outside the app, even when handlers exist', () => {
    const host = installRecordingHost(['shareProduct']);
    expect(postToNativeApp('shareProduct', { id: 'p1' }, { userAgent: BROWSER_USER_AGENT })).toBe(false);
    expect(host.messages).toEqual([]);
  });

  it('throws "Failed to post message to app" when the handler is missing inside the app', () => {
    const host = installRecordingHost(['somethingElse']);
    expect(() => postToNativeApp('shareProduct', {}, { userAgent: host.userAgent })).toThrow(
      new Error('Failed to post message to app'),
    );
    delete window.webkit;
    expect(() => postToNativeApp('shareProduct', {}, { userAgent: host.userAgent })).toThrow(
      'Failed to post message to app',
    );
  });

  it('wraps a handler that throws in the same error', () => {
    window.webkit = {
      messageHandlers: {
        broken: {
          postMessage: () => {
            throw new Error('host gone');
          },
        },
      },
    };
    expect(() => postToNativeApp('broken', {}, { userAgent: 'x KoriApp/1' })).toThrow('Failed to post message to app');
  });

  it('reads navigator.userAgent when none is given and honours a configured marker', () => {
    const host = installRecordingHost(['ping'], 'ShopHost');
    const spy = jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(host.userAgent);
    try {
      expect(postToNativeApp('ping', 1)).toBe(false); // default marker KoriApp is not in this user agent
      expect(postToNativeApp('ping', 2, { marker: 'ShopHost' })).toBe(true);
      expect(host.messages).toEqual([{ name: 'ping', payload: 2 }]);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('sendSessionJwt', () => {
  afterEach(() => {
    delete window.webkit;
  });

  it('posts the JWT under sendSessionJwt inside the app', () => {
    const host = installRecordingHost(['sendSessionJwt']);
    expect(sendSessionJwt('header.payload.signature', { userAgent: host.userAgent })).toBe(true);
    expect(host.messages).toEqual([{ name: 'sendSessionJwt', payload: { sessionJwt: 'header.payload.signature' } }]);
  });

  it('posts nothing outside the app', () => {
    const host = installRecordingHost(['sendSessionJwt']);
    expect(sendSessionJwt('jwt', { userAgent: BROWSER_USER_AGENT })).toBe(false);
    expect(host.messages).toHaveLength(0);
  });
});
