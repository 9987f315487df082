// How busy the machine's cores were during a step of `npm test`: every layer's line in the log says its wall time and
// the CPU seconds the whole machine spent meanwhile (Linux /proc/stat). On the 2-core machine the suite runs on, a
// layer near "2.0 cores" is bound by CPU: running it beside another layer cannot make the pair faster, only cutting
// the work can (docs/bench.md, Session 13). Node built-ins only, like lib.mjs.
import fs from 'node:fs';
import os from 'node:os';

/** Busy and total CPU seconds of the machine so far (every core), or null where /proc/stat is not there. */
function machineCpu() {
  try {
    const line = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0];
    // cpu  user nice system idle iowait irq softirq steal ...; idle and iowait are the time no work ran.
    const ticks = line.trim().split(/\s+/).slice(1).map(Number);
    const total = ticks.slice(0, 8).reduce((a, b) => a + b, 0);
    const idle = ticks[3] + ticks[4];
    return { busy: (total - idle) / 100, total: total / 100 };
  } catch {
    return null;
  }
}

/** A meter started now: `lap()` answers what was spent since the last lap (or the start), as a phrase for the log. */
export function cpuMeter() {
  let t0 = performance.now();
  let c0 = machineCpu();
  return {
    lap() {
      const t1 = performance.now();
      const c1 = machineCpu();
      const wall = (t1 - t0) / 1000;
      const phrase =
        // Under a second the ratio says nothing (a step that only awaited one done meanwhile).
        c0 && c1 && wall >= 1
          ? `${Math.round(wall)} s, ${Math.round(c1.busy - c0.busy)} CPU s (${((c1.busy - c0.busy) / wall).toFixed(1)} of ${os.availableParallelism()} cores busy)`
          : `${Math.round(wall)} s`;
      t0 = t1;
      c0 = c1;
      return phrase;
    },
  };
}
