import type { FastifyBaseLogger } from 'fastify';

/**
 * Scheduled work (close unpaid orders, lapse temporary VIPs, release frozen income, recover lost notifications,
 * follow payouts). Each job is safe to run on several instances at once and again after a crash: it only makes
 * conditional changes (an order closed only while still unpaid...), so the scheduler needs no lock.
 */
export interface Job {
  name: string;
  everyMs: number;
  /** One pass; answers something worth logging (counts), or nothing. */
  run: () => Promise<unknown>;
}

/** Runs each job every `everyMs` (and once at start), never two passes of one job at once. Answers a stop. */
export function startJobs(jobs: readonly Job[], log: FastifyBaseLogger): () => void {
  const timers: NodeJS.Timeout[] = [];
  for (const job of jobs) {
    let running = false;
    const pass = async () => {
      if (running) return;
      running = true;
      try {
        const out = await job.run();
        if (out !== undefined) log.debug({ job: job.name, out }, 'job');
      } catch (err) {
        log.error({ err, job: job.name }, 'job failed');
      } finally {
        running = false;
      }
    };
    void pass();
    const timer = setInterval(pass, job.everyMs);
    timer.unref();
    timers.push(timer);
  }
  return () => {
    for (const t of timers) clearInterval(t);
  };
}
