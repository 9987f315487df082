import type { Role } from '@card/contract';
import type { AppContext } from '../../context';

/**
 * Object roles (circle creator, circle admin...) depend on the object a request names, so the area that owns the
 * object answers them: `(ctx, userId, objectId) => held?`. Areas hand theirs to buildApp; a route that requires an
 * object role nobody resolves stops the server at start-up.
 */
export type RoleResolver = (ctx: AppContext, userId: string, objectId: string) => Promise<boolean>;
export type RoleResolvers = ReadonlyMap<Role, RoleResolver>;
