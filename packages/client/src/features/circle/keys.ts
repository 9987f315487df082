import { areaKeys, useAreaMutation } from '../../lib/mutation';

/**
 * Query keys of the circle area all start with 'circle': a change anywhere in a circle refreshes every circle screen
 * (lists, detail, members, bulletins). Each part keeps its hooks in its own api file (api-core.ts, api-manage.ts,
 * api-bulletin.ts, api-pay.ts) and builds its keys with `circleKeys.key(...)`.
 */
export const circleKeys = areaKeys('circle');
export const useCircleMutation = <A, R>(fn: (arg: A) => Promise<R>) => useAreaMutation([circleKeys.all], fn);
