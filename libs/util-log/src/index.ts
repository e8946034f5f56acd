export { createLogger, type Logger, type LogLevel, type LogRecord } from './lib/logger';
