/**
 * Structured logs for the Node apps: one JSON object per line on stdout (stderr for warn and error),
 * so an operator can grep, ship or parse them without a logging library.
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

export interface LogRecord {
  time: string;
  level: LogLevel;
  service: string;
  msg: string;
  [key: string]: unknown;
}

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
  child(fields: Record<string, unknown>): Logger;
}

const order: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

export interface LoggerOptions {
  service: string;
  level?: LogLevel;
  /** Where lines go; defaults to process stdout/stderr. Tests pass a collector. */
  write?: (line: string, level: LogLevel) => void;
  base?: Record<string, unknown>;
}

function serializeError(value: unknown): unknown {
  if (value instanceof Error) {
    return { name: value.name, message: value.message, stack: value.stack };
  }
  return value;
}

export function createLogger(options: LoggerOptions): Logger {
  const threshold = order[options.level ?? 'info'];
  const write =
    options.write ??
    ((line: string, level: LogLevel) => {
      (level === 'warn' || level === 'error' ? process.stderr : process.stdout).write(line + '\n');
    });
  const base = options.base ?? {};

  const log = (level: LogLevel, msg: string, fields?: Record<string, unknown>) => {
    if (order[level] < threshold) return;
    const record: LogRecord = { time: new Date().toISOString(), level, service: options.service, msg, ...base };
    for (const [key, value] of Object.entries(fields ?? {})) record[key] = serializeError(value);
    write(JSON.stringify(record), level);
  };

  return {
    debug: (msg, fields) => log('debug', msg, fields),
    info: (msg, fields) => log('info', msg, fields),
    warn: (msg, fields) => log('warn', msg, fields),
    error: (msg, fields) => log('error', msg, fields),
    child: (fields) => createLogger({ ...options, base: { ...base, ...fields } }),
  };
}
