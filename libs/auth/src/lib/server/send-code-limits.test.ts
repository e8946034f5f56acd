/** @jest-environment node */
import { createSendCodeLimiter, createSendCodeLimiterFromEnv } from './send-code-limits';
import { SlidingWindowLimiter } from './sliding-window-limiter';

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('SlidingWindowLimiter', () => {
  it('allows up to the limit within the window and frees slots as they age out', () => {
    const time = clock();
    const limiter = new SlidingWindowLimiter(2, 10_000, time.now);
    limiter.record('k');
    time.advance(4_000);
    limiter.record('k');
    expect(limiter.check('k')).toEqual({ allowed: false, retryAfterMs: 6_000 });
    time.advance(6_000);
    expect(limiter.check('k')).toEqual({ allowed: true });
  });

  it('forgets keys whose events have all aged out', () => {
    const time = clock();
    const limiter = new SlidingWindowLimiter(1, 1_000, time.now);
    limiter.record('a');
    expect(limiter.size).toBe(1);
    time.advance(1_001);
    expect(limiter.check('a')).toEqual({ allowed: true });
    expect(limiter.size).toBe(0);
  });
});

describe('send-code limits', () => {
  const config = { AUTH_SEND_CODE_LIMIT_PER_EMAIL: 5, AUTH_SEND_CODE_LIMIT_PER_ADDRESS: 20, AUTH_SEND_CODE_WINDOW_MINUTES: 10 };

  it('allows five sends per e-mail in ten minutes, case-insensitively, then says how long to wait', async () => {
    const time = clock();
    const limiter = createSendCodeLimiter(config, time.now);
    for (let i = 0; i < 5; i += 1) {
      expect(await limiter.attempt(i % 2 ? 'Ada@Example.com' : 'ada@example.com ', '10.0.0.1')).toEqual({ allowed: true });
      time.advance(60_000);
    }
    // The first send was five minutes ago: it leaves the window in five more.
    expect(await limiter.attempt('ada@example.com', '10.0.0.2')).toEqual({ allowed: false, retryAfterMinutes: 5, reason: 'email' });
    time.advance(5 * 60_000);
    expect(await limiter.attempt('ada@example.com', '10.0.0.2')).toEqual({ allowed: true });
  });

  it('limits one client address across many e-mails', async () => {
    const limiter = createSendCodeLimiter({ ...config, AUTH_SEND_CODE_LIMIT_PER_ADDRESS: 3 }, clock().now);
    for (let i = 0; i < 3; i += 1) expect((await limiter.attempt(`user${i}@example.com`, '10.0.0.9')).allowed).toBe(true);
    expect(await limiter.attempt('other@example.com', '10.0.0.9')).toEqual({ allowed: false, retryAfterMinutes: 10, reason: 'address' });
    expect((await limiter.attempt('other@example.com', '10.0.0.10')).allowed).toBe(true);
  });

  it('does not count refused attempts', async () => {
    const time = clock();
    const limiter = createSendCodeLimiter({ ...config, AUTH_SEND_CODE_LIMIT_PER_EMAIL: 1 }, time.now);
    expect((await limiter.attempt('a@example.com', null)).allowed).toBe(true);
    time.advance(9 * 60_000);
    expect((await limiter.attempt('a@example.com', null)).allowed).toBe(false);
    time.advance(60_000);
    expect((await limiter.attempt('a@example.com', null)).allowed).toBe(true);
  });

  it('reads its numbers from the environment and names a bad variable', async () => {
    const limiter = createSendCodeLimiterFromEnv({ AUTH_SEND_CODE_LIMIT_PER_EMAIL: '1' });
    expect((await limiter.attempt('a@example.com', null)).allowed).toBe(true);
    expect((await limiter.attempt('a@example.com', null)).allowed).toBe(false);
    expect(() => createSendCodeLimiterFromEnv({ AUTH_SEND_CODE_WINDOW_MINUTES: '0' })).toThrow(/AUTH_SEND_CODE_WINDOW_MINUTES/);
  });
});
