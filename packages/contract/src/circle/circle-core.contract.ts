import { c } from '../common/contract-builder';

/** Circles, core part (issue 12). Calls the spec does not name carry a summary starting "Ours:". */
export const circleCoreContract = c.router({});
