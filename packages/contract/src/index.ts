/**
 * The contract: every call of the product, grouped by area. Client and server import wire shapes, rules,
 * constants and the error catalogue from here and nowhere else.
 *
 * Built from the list of areas (areas.list.ts): the catalogue and LIMITS come from the areas' manifests; the routers
 * (contract.ts) must name exactly the listed areas (the `satisfies` refuses a missing or an unlisted one), and each
 * area's public names come from its folder's index.ts, one line per area at the end of this file.
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
// Each area's public surface (its folder's index.ts).
export * from './account';
export * from './card';
export * from './security';
export * from './usercentre';
export * from './share';
export * from './album';
export * from './links';
export * from './orders';
export * from './wallet';
export * from './circle';
export * from './network';
export * from './content';
export * from './video';
export * from './shop';
export * from './activity';
export * from './service';
export * from './programme';
