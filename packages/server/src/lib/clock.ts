/** Time is injected so expiries, cool-downs and countdowns are testable. */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

/** A clock tests can move. */
export function manualClock(start = new Date('2026-11-21T08:00:00Z')) {
  let t = start.getTime();
  return {
    now: () => new Date(t),
    advance: (ms: number) => {
      t += ms;
    },
    set: (d: Date) => {
      t = d.getTime();
    },
  };
}

/** Local calendar day (Asia/Shanghai) used for daily limits. */
export function dayKey(d: Date): string {
  return new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
}
