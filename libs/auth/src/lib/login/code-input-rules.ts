/** One-time codes have six characters. */
export const CODE_LENGTH = 6;

/** The code as it is sent: surrounding whitespace (a pasted line, a trailing space) is not part of it. */
export function normalizeCode(value: string): string {
  return value.trim();
}

/** Auto-submit when the trimmed input reaches exactly six characters, and only with a method id. */
export function shouldAutoSubmitCode(value: string, methodId: string | null | undefined): boolean {
  return Boolean(methodId) && normalizeCode(value).length === CODE_LENGTH;
}

/** On form submit the trimmed code goes out whatever its length, but never without a method id. */
export function canSubmitCode(value: string, methodId: string | null | undefined): boolean {
  return Boolean(methodId) && normalizeCode(value).length > 0;
}
