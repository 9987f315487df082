/**
 * Freezes a value and everything inside it. Values shared between requests (the read caches) are frozen when
 * stored, so code that would change one for its own caller fails loudly instead of changing it for everyone.
 */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value as object)) deepFreeze(v);
  }
  return value;
}
