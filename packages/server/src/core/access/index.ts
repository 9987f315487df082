export * from './access.rules';
export { ACCESS_USER_SELECT, accessRepository } from './access.repository';
export type { RoleResolver, RoleResolvers } from './role-resolvers';
