import assert from 'node:assert/strict';
import { EventEmitter } from 'node:events';
import { test } from 'node:test';
import { parseServerEnv } from '@/lib/env';
import type { EnquiryStore } from '../store/store-contract';
import { keepDoingDueWork } from './due-work-timer';
import type { DueWorkServices } from './run-due-work';

// The timer's own behaviour, on mocked timers: its period, and SIGTERM (on a stand-in process) stopping it.
function services(first: string) {
  const parsed = parseServerEnv({ REDELIVERY_FIRST_S: first });
  assert.ok(parsed.ok);
  let runs = 0;
  const store = {
    due: async () => (runs++, []),
    purge: async () => 0,
  } as unknown as EnquiryStore;
  const quiet = () => {};
  const log = { info: quiet, warn: quiet, error: quiet };
  const alert = {
    failing: async () => {},
    check: async () => {},
    messageRefused: async () => {},
    delivered: async () => {},
    formBusy: async () => {},
  };
  const made: DueWorkServices = {
    env: parsed.env,
    log,
    mailer: {} as DueWorkServices['mailer'],
    store,
    alert,
    backoff: { firstS: 300, maxS: 3600 },
    later: (work) => void work(),
  };
  return { made, runs: () => runs };
}

const standIn = () => new EventEmitter() as unknown as NodeJS.Process;
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

test('a run about once a minute, sooner where the first wait is shorter', async (t) => {
  t.mock.timers.enable({ apis: ['setInterval'] });
  const minute = services('300');
  const timer = keepDoingDueWork(minute.made, standIn());
  t.mock.timers.tick(59_999);
  await settle();
  assert.equal(minute.runs(), 0);
  t.mock.timers.tick(1);
  await settle();
  assert.equal(minute.runs(), 1);
  // The run under way ends before the next timer's first: one process runs one at a time.
  await timer.stop();
  const second = services('1');
  const quick = keepDoingDueWork(second.made, standIn());
  t.mock.timers.tick(1_000);
  await settle();
  assert.equal(second.runs(), 1);
  await quick.stop();
});

test('SIGTERM stops it, no run after; the signal is raised again only where nothing else would end the process', async (t) => {
  t.mock.timers.enable({ apis: ['setInterval'] });
  for (const nextListens of [true, false]) {
    const killed: string[] = [];
    const signals = Object.assign(new EventEmitter(), {
      pid: 4242,
      kill: (_pid: number, signal: string) => void killed.push(signal),
    });
    // Next's own handler, which closes the server and exits.
    if (nextListens) signals.on('SIGTERM', () => {});
    const { made, runs } = services('1');
    keepDoingDueWork(made, signals as unknown as NodeJS.Process);
    signals.emit('SIGTERM');
    t.mock.timers.tick(10_000);
    await settle();
    assert.equal(runs(), 0);
    assert.deepEqual(killed, nextListens ? [] : ['SIGTERM']);
  }
});
