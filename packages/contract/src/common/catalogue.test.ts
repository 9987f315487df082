import { describe, expect, it } from 'vitest';
import { CATALOGUE_LATER_AREAS, errorCatalogue, STATUS_SEARCH_SUCCESS, type ErrorCode } from './error-codes';
import { RULE_CODES, type RuleKey } from './validation';

const codes = Object.keys(errorCatalogue) as ErrorCode[];

// Source text through Vite's glob (vitest runs on Vite; tsconfig's `vite/client` types), so the contract needs no
// Node types even in a test.
const text = (files: Record<string, string>) => Object.values(files).join('\n');
const serverSources = import.meta.glob<string>(['../../../server/src/**/*.ts', '!**/*.test.ts', '!**/generated/**'], { query: '?raw', import: 'default', eager: true });
const contractSources = import.meta.glob<string>(['../**/*.ts', '!**/*.test.ts'], { query: '?raw', import: 'default', eager: true });
const catalogueSource = import.meta.glob<string>(['./error-codes.ts', '../*/*.errors.ts'], { query: '?raw', import: 'default', eager: true });

describe('the catalogue has one entry per name and per number', () => {
  it('no code name is declared twice (checked in the source, where a duplicate key would silently collapse)', () => {
    const declared = [...text(catalogueSource).matchAll(/^\s+([A-Z][A-Z0-9_]*): e\(/gm)].map((m) => m[1]);
    expect(declared.length).toBe(codes.length);
    expect(declared.filter((c, i) => declared.indexOf(c) !== i)).toEqual([]);
  });

  it('no numeric status is shared, except the documented 302 pair (not logged in / login timeout)', () => {
    const byStatus = new Map<number, ErrorCode[]>();
    for (const c of codes) byStatus.set(errorCatalogue[c].status, [...(byStatus.get(errorCatalogue[c].status) ?? []), c]);
    const shared = [...byStatus.entries()].filter(([, cs]) => cs.length > 1);
    expect(shared).toEqual([[302, ['NOT_LOGGED_IN', 'LOGIN_TIMEOUT']]]);
  });

  it("the legacy search numbers are the spec's", () => {
    expect(errorCatalogue.SEARCH_NEED_VIP.status).toBe(1001004);
    expect(errorCatalogue.SEARCH_FAILED.status).toBe(1002001);
    expect(STATUS_SEARCH_SUCCESS).toBe(1666666);
  });
});

/** The messages of spec section 8, in its order, as catalogue codes. */
const SECTION_8: ErrorCode[] = [
  'SUBMIT_DATA_ERROR',
  'ILLEGAL_OPERATION',
  'SYSTEM_ERROR',
  'SERVER_BUSY',
  'DATA_LOAD_ERROR',
  'DATA_TAMPERED',
  'NO_PERMISSION',
  'NOT_LOGGED_IN',
  'LOGIN_TIMEOUT',
  'MOBILE_INCORRECT',
  'ALREADY_REGISTERED',
  'PHONE_REGISTERED',
  'USER_EXISTS',
  'USER_NOT_EXIST',
  'REFEREE_NOT_EXIST',
  'REFEREE_RELATION_MISSING',
  'AGREEMENT_REQUIRED',
  'PASSWORD_RULE',
  'BAD_CREDENTIALS',
  'CODE_WRONG',
  'CODE_MISSING',
  'CODE_NOT_EXIST',
  'TOO_MANY_ATTEMPTS',
  'LOCKED',
  'OLD_TX_PWD_WRONG',
  'TX_PWD_WRONG',
  'NOT_EQUAL',
  'INSUFFICIENT_BALANCE',
  'PAYMENT_FAILED',
  'AMOUNT_ABNORMAL',
  'CIRCLE_FULL',
  'CIRCLE_BANNED',
  'CIRCLE_HAS_MEMBERS',
  'PAID_CIRCLE_RESTRICTED',
  'ANNOUNCE_TOO_FREQUENT',
  'SENSITIVE_WORDS',
  'ANNOUNCE_ILLEGAL_DELETED',
  'CLEANUP_LIMIT',
  'UPLOAD_BAD_FORMAT',
  'UPLOAD_AUTH_FAILED',
  'UPLOAD_TYPE_ERROR',
  'UPLOAD_TOO_LARGE',
  'UPLOAD_CALLBACK_FAILED',
  'UPLOAD_NETWORK',
  'UPLOAD_EXISTS',
  'UPLOAD_SPACE_NOT_EXIST',
  'UPLOAD_BLOCK_VERIFY',
  'UPLOAD_UNKNOWN',
  'UPLOAD_BATCH_NOT_SUPPORTED',
  'SEARCH_NEED_VIP',
  'SEARCH_FAILED',
  'NO_SEARCH_RESULT',
  'OWN_CARD',
  'USER_PRIVACY',
  'COMPANY_NOT_ALLOWED',
];

describe('every message is raised somewhere or belongs to a named later area', () => {
  const server = text(serverSources);
  const contract = text(contractSources);
  /** Raised by the server: the code appears quoted in its source. */
  // Raised by name (`'CODE'`), or its words read from the catalogue by property (`errorCatalogue.CODE`, the form the linter asks for).
  const raised = (c: ErrorCode) => server.includes(`'${c}'`) || server.includes(`errorCatalogue.${c}`);
  /** Reached through a field rule that some schema of the contract really uses. */
  const byRule = (c: ErrorCode) => (Object.keys(RULE_CODES) as RuleKey[]).some((r) => RULE_CODES[r] === c && contract.includes(`rule('${r}'`));
  const reachable = (c: ErrorCode) => raised(c) || byRule(c);

  it('each message of spec section 8 has its catalogue entry', () => {
    expect(SECTION_8.filter((c) => !(c in errorCatalogue))).toEqual([]);
  });

  it('no code is neither reachable nor listed in CATALOGUE_LATER_AREAS', () => {
    expect(codes.filter((c) => !reachable(c) && !CATALOGUE_LATER_AREAS[c])).toEqual([]);
  });

  it('no listed code is already reachable (an area that raises one removes its line)', () => {
    expect(codes.filter((c) => reachable(c) && CATALOGUE_LATER_AREAS[c])).toEqual([]);
  });

  it('the scan really sees the server and the rules (a known raised code and a rule-only code)', () => {
    expect(Object.keys(serverSources).length).toBeGreaterThan(50);
    expect(Object.keys(serverSources).some((f) => f.endsWith('plugins/errors.ts'))).toBe(true);
    expect(Object.keys(serverSources).some((f) => f.includes('generated') || f.endsWith('.test.ts'))).toBe(false);
    expect(raised('CLEANUP_LIMIT')).toBe(true);
    expect(raised('DATA_CONFLICT')).toBe(true);
    expect(byRule('MOBILE_INCORRECT')).toBe(true);
    expect(reachable('DATA_TAMPERED')).toBe(false);
  });
});
