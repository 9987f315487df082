export { rateLimiter, type RateLimiter, type RateCheck } from './rate.limiter';
export { memoryRateStore, type RateStore } from './rate.store';
export { redisRateStore } from './redis-store';
export { retryAfterSeconds, type RateRule } from './rate.rules';
