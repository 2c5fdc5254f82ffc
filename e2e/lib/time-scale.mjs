// How much slower than the development machine this one is right now, so that time limits
// stretch on a slow or busy machine instead of failing there. Measured once per test file: a
// fixed amount of hashing (how fast one core is), times how many runnable processes share each
// core (the one-minute load average over the core count). E2E_TIME_SCALE overrides it.
import { createHash } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';

/** Milliseconds the fixed work takes on the 2-core development machine when it is idle. */
const REFERENCE_MS = 40;
const LIMITS = { min: 1, max: 6 };

function measure() {
  const block = Buffer.alloc(1 << 20, 7);
  const started = performance.now();
  let digest = block;
  for (let i = 0; i < 64; i += 1) digest = createHash('sha256').update(block).update(digest).digest();
  return performance.now() - started;
}

function computeScale() {
  const forced = Number(process.env.E2E_TIME_SCALE);
  if (Number.isFinite(forced) && forced > 0) return forced;
  // The best of three: one slow run is the scheduler, not the machine.
  const cpu = Math.min(measure(), measure(), measure()) / REFERENCE_MS;
  const sharing = loadavg()[0] / availableParallelism();
  const scale = Math.max(1, cpu) * Math.max(1, sharing);
  return Math.min(LIMITS.max, Math.max(LIMITS.min, Math.round(scale * 10) / 10));
}

export const timeScale = computeScale();

/** `promise`, or a failure naming `what` once `ms` have passed (for waits with no limit of their own). */
export function within(promise, ms, what) {
  let timer;
  const late = new Promise((_, fail) => {
    timer = setTimeout(() => fail(new Error(`${what}: no answer within ${Math.round(ms / 1000)} s`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
