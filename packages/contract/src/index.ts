/**
 * The contract: every call of the product, grouped by area. Client and server import wire shapes, rules,
 * constants and the error catalogue from here and nowhere else.
 *
 * Built from the list of areas (areas.list.ts), one line an area: the routers are joined from it (contract.ts); the
 * catalogue, LIMITS and the labels read light lists generated from it (area-tables.ts, area-labels.ts), which carry
 * no router. Each area's public names come from its folder's index.ts, re-exported through area-exports.ts, which is
 * generated from the list too.
 */
import { contract } from './contract';
import { indexScopes } from './areas';
import { modulesWithCalls } from './common/modules';

export { contract, type Contract } from './contract';

/** Each route's label scope (`area.call`), for wording a refusal with its area's field labels. */
export const routeScopes = indexScopes(contract);

/** The modules that are built: those the contract has calls for (common/modules.ts, issue 31). */
export const BUILT_MODULES: ReadonlySet<number> = modulesWithCalls(contract);

export * from './common/bases';
export * from './common/constants';
export * from './common/modules';
export * from './common/limits';
export * from './common/envelope';
export * from './common/bodies';
export * from './common/paging';
export * from './common/search';
export * from './common/error-codes';
export * from './common/form';
export * from './common/money';
export * from './common/uploads';
export * from './common/rules';
export * from './common/phone';
export * from './common/avatar';
export * from './common/picture-widths';
export * from './common/validation';
export * from './common/labels';
export * from './areas';
export { FORM_CONTENT_TYPE, MULTIPART, formPost, meta } from './common/contract-builder';
export * from './areas.list';
// Each listed area's public surface (its folder's index.ts), generated from the list (area-exports.ts).
export * from './area-exports';
