export * from './idempotency.rules';
export { idempotencyRepository } from './idempotency.repository';
