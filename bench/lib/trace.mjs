// Reading Chromium traces in the browser benchmarks.

/**
 * Main-thread CPU milliseconds of a page between two `performance.mark`s, from a trace recorded
 * with the 'toplevel' and 'blink.user_timing' categories: the thread time of the renderer's
 * top-level tasks inside that window (a task crossing an edge counts in proportion). Unlike wall
 * time it hardly grows when other processes share the CPU, so figures taken on a busy machine
 * stay comparable. NaN when a mark is missing.
 */
export function mainThreadCpuMs(trace, fromMark, toMark) {
  const events = JSON.parse(trace.toString()).traceEvents;
  const from = events.find((e) => e.name === fromMark);
  const to = events.find((e) => e.name === toMark);
  if (!from || !to) return Number.NaN;
  // the renderer's main thread is the one the marks were made on
  const tasks = events.filter(
    (e) =>
      e.pid === from.pid && e.tid === from.tid && e.ph === 'X' && e.name === 'ThreadControllerImpl::RunTask',
  );
  let cpu = 0;
  for (const task of tasks) {
    const overlap = Math.min(to.ts, task.ts + task.dur) - Math.max(from.ts, task.ts);
    if (overlap > 0 && task.dur > 0) cpu += (task.tdur ?? task.dur) * (overlap / task.dur);
  }
  return cpu / 1000;
}
