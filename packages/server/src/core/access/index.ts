export * from './access.rules';
export type { RoleResolver, RoleResolvers } from './role-resolvers';
