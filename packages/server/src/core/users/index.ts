export * from './users.rules';
export { usersRepository } from './users.repository';
