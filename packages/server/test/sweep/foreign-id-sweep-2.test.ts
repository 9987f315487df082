import { foreignIdSweep } from './foreign-id-sweep';

// Part 2 of the foreign-id sweep (foreign-id-sweep.ts: the routes are dealt to the parts so workers share them).
foreignIdSweep(2);
