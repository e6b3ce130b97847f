import { describe, expect, it } from 'vitest';
import { periodic } from './periodic.js';

const log = { error: () => {} } as never;

/** A task that records its runs and finishes only when told. */
function gatedTask() {
  const runs: number[] = [];
  let release: () => void = () => {};
  return {
    runs,
    task: () => {
      runs.push(runs.length + 1);
      return new Promise<void>((resolve) => {
        release = resolve;
      });
    },
    finish: () => release(),
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('periodic kick', () => {
  it('runs the task at once without waiting for the timer', async () => {
    const { runs, task, finish } = gatedTask();
    const sweep = periodic(task, { everyMs: 3_600_000, log, failure: 'x', atStart: false });
    sweep.start();
    expect(runs).toEqual([]);
    sweep.kick();
    await settle();
    expect(runs).toEqual([1]);
    finish();
    await sweep.stop();
  });

  it('waits for the run in progress, and runs once for any number of kicks meanwhile', async () => {
    const { runs, task, finish } = gatedTask();
    const sweep = periodic(task, { everyMs: 3_600_000, log, failure: 'x', atStart: true });
    sweep.start();
    expect(runs).toEqual([1]);
    sweep.kick();
    sweep.kick();
    sweep.kick();
    await settle();
    expect(runs).toEqual([1]);
    finish();
    await settle();
    expect(runs).toEqual([1, 2]);
    finish();
    await settle();
    expect(runs).toEqual([1, 2]);
    await sweep.stop();
  });

  it('does nothing before start or after stop', async () => {
    const { runs, task } = gatedTask();
    const sweep = periodic(task, { everyMs: 3_600_000, log, failure: 'x', atStart: false });
    sweep.kick();
    await settle();
    sweep.start();
    await sweep.stop();
    sweep.kick();
    await settle();
    expect(runs).toEqual([]);
  });
});
