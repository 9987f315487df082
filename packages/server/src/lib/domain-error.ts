import type { ErrorCode } from '@card/contract';

/** A rule said no. The root error handler turns it into the catalogue envelope in the caller's language. */
export class DomainError extends Error {
  constructor(
    public readonly code: ErrorCode,
    public readonly details?: { field?: string; data?: unknown },
  ) {
    super(code);
    this.name = 'DomainError';
  }
}
