import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const moduleUrl = join(__dirname, 'main-thread-tasks.mjs');

/** Calls the module's functions on `events` in a child process (it is an ES module) and returns what they give. */
function run(events: unknown[]) {
  const script = `
    import { tasksAfterFirstPaint, describeTasks } from ${JSON.stringify(moduleUrl)};
    const summary = tasksAfterFirstPaint(${JSON.stringify(events)});
    process.stdout.write(JSON.stringify({ summary, line: describeTasks(summary) }));
  `;
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  if (child.status !== 0) throw new Error(child.stderr);
  return JSON.parse(child.stdout) as {
    summary: { long: { startMs: number; wallMs: number; cpuMs: number }[]; blockingByWallMs: number; blockingByCpuMs: number } | null;
    line: string;
  };
}

const PAGE = { pid: 10, tid: 10 };
const task = (tsMs: number, durMs: number, cpuMs: number, where = PAGE, name = 'RunTask') => ({
  name,
  ph: 'X',
  ...where,
  ts: tsMs * 1000,
  dur: durMs * 1000,
  tdur: cpuMs * 1000,
});

describe('tasksAfterFirstPaint', () => {
  it("counts the painting thread's tasks from the first paint on, with wall and CPU time and the x4 estimates", () => {
    const { summary, line } = run([
      task(50, 80, 80),
      { name: 'firstContentfulPaint', ph: 'R', ...PAGE, ts: 200_000 },
      task(210, 40, 20),
      task(300, 10, 10),
      task(400, 30, 5),
      task(410, 100, 100, { pid: 11, tid: 11 }),
    ]);
    expect(summary?.long).toEqual([
      { startMs: 10, wallMs: 40, cpuMs: 20 },
      { startMs: 200, wallMs: 30, cpuMs: 5 },
    ]);
    // 4 x 40 - 50 = 110 and 4 x 30 - 50 = 70; by CPU 4 x 20 - 50 = 30 (the 10 ms task blocks nothing)
    expect(summary?.blockingByWallMs).toBe(180);
    expect(summary?.blockingByCpuMs).toBe(30);
    expect(line).toBe(
      'after FCP 2 tasks >= 12 ms (longest 40 ms wall / 20 ms CPU), x4 blocking estimate 180 ms by wall time, 30 ms by CPU time',
    );
  });

  it('counts a task nested in another once, as part of the outer one', () => {
    const { summary } = run([
      { name: 'firstContentfulPaint', ph: 'R', ...PAGE, ts: 0 },
      task(10, 60, 50, PAGE, 'ThreadControllerImpl::RunTask'),
      task(12, 55, 48),
    ]);
    expect(summary?.long).toEqual([{ startMs: 10, wallMs: 60, cpuMs: 50 }]);
    expect(summary?.blockingByWallMs).toBe(190);
  });

  it('says so when the trace has no first paint', () => {
    expect(run([task(10, 60, 50)])).toEqual({ summary: null, line: 'no first contentful paint in the trace' });
  });
});
