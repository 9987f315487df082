export * from './users.rules';
export { usersRepository } from './users.repository';
export * from './attempts.rules';
export { guardedGuess, type AttemptCounter, type GuessResult } from './attempt-gate';
export { ATTEMPT_COLUMNS, userAttemptCounter } from './attempt-counter.repository';
export { runAccountOpened, type AccountOpenedHook, type OpenedAccount } from './account-opened';
