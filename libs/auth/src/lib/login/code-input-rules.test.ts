import { canSubmitCode, normalizeCode, shouldAutoSubmitCode } from './code-input-rules';

describe('code input rules', () => {
  it('auto-submits at exactly six trimmed characters', () => {
    expect(shouldAutoSubmitCode('123456', 'email-1')).toBe(true);
    expect(shouldAutoSubmitCode(' 123456 ', 'email-1')).toBe(true);
  });

  it('does not auto-submit at five or seven characters', () => {
    expect(shouldAutoSubmitCode('12345', 'email-1')).toBe(false);
    expect(shouldAutoSubmitCode('1234567', 'email-1')).toBe(false);
    expect(shouldAutoSubmitCode('12345 ', 'email-1')).toBe(false);
  });

  it('never submits without a method id', () => {
    expect(shouldAutoSubmitCode('123456', null)).toBe(false);
    expect(shouldAutoSubmitCode('123456', '')).toBe(false);
    expect(canSubmitCode('123456', undefined)).toBe(false);
  });

  it('submits the trimmed code on form submit whatever its length, but not an empty one', () => {
    expect(normalizeCode('  1234 \n')).toBe('1234');
    expect(canSubmitCode('1234', 'email-1')).toBe(true);
    expect(canSubmitCode('   ', 'email-1')).toBe(false);
  });
});
