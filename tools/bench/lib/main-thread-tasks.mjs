// The page's main-thread tasks after its first contentful paint, read from a Lighthouse trace: what
// Total Blocking Time is made of. Lighthouse's mobile simulation multiplies each task's wall-clock
// duration by four; on a shared 2-core machine wall-clock time also counts the time the thread waited
// for a core, so each task's thread CPU time is given as well, to tell the page's own cost from that.

const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
export const SIMULATED_SLOWDOWN = 4;
const BLOCKING_AFTER_MS = 50;

const blocking = (ms) => Math.max(0, SIMULATED_SLOWDOWN * ms - BLOCKING_AFTER_MS);
const sum = (values) => values.reduce((total, value) => total + value, 0);

/**
 * Tasks on the renderer thread that painted first, starting at or after that paint; tasks nested in
 * another task are part of it. Returns null when the trace has no first contentful paint. The blocking
 * estimates add up max(0, 4 x duration - 50 ms) per task: a rough reading of TBT without the simulation.
 */
export function tasksAfterFirstPaint(traceEvents, { minMs = 12 } = {}) {
  const fcp = traceEvents.find((event) => event.name === 'firstContentfulPaint');
  if (!fcp) return null;
  const onThread = traceEvents
    .filter((event) => event.ph === 'X' && TASK_NAMES.has(event.name) && event.pid === fcp.pid && event.tid === fcp.tid)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const outermost = [];
  for (const event of onThread) {
    const last = outermost[outermost.length - 1];
    if (last && event.ts < last.ts + last.dur) continue;
    outermost.push(event);
  }
  const tasks = outermost
    .filter((event) => event.ts >= fcp.ts)
    .map((event) => ({ startMs: (event.ts - fcp.ts) / 1000, wallMs: event.dur / 1000, cpuMs: (event.tdur ?? event.dur) / 1000 }));
  return {
    long: tasks.filter((task) => task.wallMs >= minMs),
    blockingByWallMs: sum(tasks.map((task) => blocking(task.wallMs))),
    blockingByCpuMs: sum(tasks.map((task) => blocking(task.cpuMs))),
  };
}

/** One line for a run: how many tasks after the first paint took at least minMs, the longest, the estimates. */
export function describeTasks(summary, { minMs = 12 } = {}) {
  if (!summary) return 'no first contentful paint in the trace';
  const longest = summary.long.reduce((best, task) => (best && best.wallMs >= task.wallMs ? best : task), null);
  const round = (ms) => Math.round(ms);
  return (
    `after FCP ${summary.long.length} tasks >= ${minMs} ms` +
    (longest ? ` (longest ${round(longest.wallMs)} ms wall / ${round(longest.cpuMs)} ms CPU)` : '') +
    `, x${SIMULATED_SLOWDOWN} blocking estimate ${round(summary.blockingByWallMs)} ms by wall time, ${round(
      summary.blockingByCpuMs,
    )} ms by CPU time`
  );
}
