import { randomInt } from 'node:crypto';

/**
 * Phone numbers for journeys: random valid mainland mobiles (`1[3-9]` + 9 digits), never derived from the time, so
 * journeys in one run, two runs at once, or a run against a kept database do not collide. Numbers handed out in
 * this process are remembered, so one run never gets the same number twice.
 */
const handedOut = new Set<string>();

export function uniquePhone(prefix = '13'): string {
  if (!/^1[3-9]\d{0,8}$/.test(prefix)) throw new Error(`not the start of a mainland mobile: ${prefix}`);
  for (;;) {
    let n = prefix;
    while (n.length < 11) n += String(randomInt(10));
    if (!handedOut.has(n)) {
      handedOut.add(n);
      return n;
    }
  }
}
