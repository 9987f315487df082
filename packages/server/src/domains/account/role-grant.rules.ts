import { isPhone, readPhone, type RegionCode } from '@card/contract';
import { DomainError } from '../../lib/domain-error';

/**
 * Platform roles granted by hand (issue 32): the operator reviews queues, customer service answers users. Other
 * platform roles (dealer, ambassador, distributor) come with what the user bought or earned, so granting them by
 * hand would skip their payment and their ledger; the command refuses them.
 */
export const GRANTABLE_ROLES = ['operator', 'customerService'] as const;
export type GrantableRole = (typeof GRANTABLE_ROLES)[number];

export interface GrantRequest {
  region: RegionCode;
  phone: string;
  role: GrantableRole;
  revoke: boolean;
}

/** The role as typed; case-insensitive, since people type "Operator" or "customerservice" on a terminal. */
export function grantableRole(raw: string): GrantableRole {
  const found = GRANTABLE_ROLES.find((r) => r.toLowerCase() === raw.trim().toLowerCase());
  if (!found) throw new DomainError('ROLE_GRANT_UNKNOWN_ROLE', { field: 'role' });
  return found;
}

/** A phone as login reads it ("138 0013 8000", "+852 9123 4567"), refused when no region's pattern fits. */
export function grantPhone(raw: string): { region: RegionCode; phone: string } {
  const { region, national } = readPhone(raw);
  if (!isPhone(national, region)) throw new DomainError('ROLE_GRANT_BAD_PHONE', { field: 'phone' });
  return { region, phone: national };
}

/**
 * The command line `<phone> <role> [--revoke]` read into a request. Anything else on the line is refused rather
 * than ignored: a mistyped "--revok" must not grant the role it meant to take away.
 */
export function parseGrantArgs(argv: readonly string[]): GrantRequest {
  const flags = argv.filter((a) => a.startsWith('--'));
  const words = argv.filter((a) => !a.startsWith('--'));
  if (words.length !== 2 || flags.some((f) => f !== '--revoke')) throw new DomainError('ROLE_GRANT_USAGE');
  const { region, phone } = grantPhone(words[0]!);
  return { region, phone, role: grantableRole(words[1]!), revoke: flags.includes('--revoke') };
}

/** What the grant changes: nothing when the user already is (or is not) what was asked, so a repeat writes no audit row. */
export const grantChange = (holds: boolean, revoke: boolean): 'grant' | 'revoke' | 'none' => (revoke ? (holds ? 'revoke' : 'none') : holds ? 'none' : 'grant');
