import { createLogger, type LogLevel } from './logger';

function collect() {
  const lines: { line: string; level: LogLevel }[] = [];
  return { lines, write: (line: string, level: LogLevel) => lines.push({ line, level }) };
}

describe('createLogger', () => {
  it('writes one JSON object per record with service, level and fields', () => {
    const sink = collect();
    createLogger({ service: 'api', write: sink.write }).info('started', { port: 4000 });
    expect(sink.lines).toHaveLength(1);
    const record = JSON.parse(sink.lines[0]!.line);
    expect(record).toMatchObject({ level: 'info', service: 'api', msg: 'started', port: 4000 });
    expect(new Date(record.time).toString()).not.toBe('Invalid Date');
  });

  it('drops records below the level', () => {
    const sink = collect();
    const log = createLogger({ service: 'api', level: 'warn', write: sink.write });
    log.info('quiet');
    log.error('loud');
    expect(sink.lines.map((l) => JSON.parse(l.line).msg)).toEqual(['loud']);
  });

  it('serializes errors and carries child fields', () => {
    const sink = collect();
    createLogger({ service: 'sandbox', write: sink.write })
      .child({ requestId: 'r1' })
      .error('failed', { err: new Error('boom') });
    const record = JSON.parse(sink.lines[0]!.line);
    expect(record.requestId).toBe('r1');
    expect(record.err.message).toBe('boom');
    expect(sink.lines[0]!.level).toBe('error');
  });
});
