/**
 * The contract's router: every listed area's router under its key, in the list's order (areas.list.ts). Apart from
 * index.ts so the areas' own definitions (areas.ts) can name its type without importing the package entry that
 * re-exports them.
 */
import { c } from './common/contract-builder';
import { routersOf } from './common/define-area';
import { AREAS } from './areas.list';

export const contract = c.router(routersOf(AREAS));
export type Contract = typeof contract;
