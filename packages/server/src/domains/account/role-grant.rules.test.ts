import { describe, expect, it } from 'vitest';
import { grantableRole, grantChange, grantPhone, parseGrantArgs } from './role-grant.rules';

const codeOf = (fn: () => unknown) => {
  try {
    fn();
    return null;
  } catch (e) {
    return (e as { code?: string }).code;
  }
};

describe('role-grant rules', () => {
  it('grants only operator and customerService, in any letter case', () => {
    expect(grantableRole('operator')).toBe('operator');
    expect(grantableRole(' CustomerService ')).toBe('customerService');
    for (const r of ['dealer', 'ambassador', 'admin', '', 'operators']) expect(codeOf(() => grantableRole(r))).toBe('ROLE_GRANT_UNKNOWN_ROLE');
  });

  it('reads phones as login does and refuses what no region takes', () => {
    expect(grantPhone('138 0013 8002')).toEqual({ region: '+86', phone: '13800138002' });
    expect(grantPhone('+852 9123 4567')).toEqual({ region: '+852', phone: '91234567' });
    // 11 digits is the mainland edge: one more or one fewer is refused.
    expect(codeOf(() => grantPhone('138001380021'))).toBe('ROLE_GRANT_BAD_PHONE');
    expect(codeOf(() => grantPhone('1380013800'))).toBe('ROLE_GRANT_BAD_PHONE');
    expect(codeOf(() => grantPhone('abc'))).toBe('ROLE_GRANT_BAD_PHONE');
  });

  it('takes exactly <phone> <role> [--revoke]; anything else is the usage', () => {
    expect(parseGrantArgs(['13800138002', 'operator'])).toEqual({ region: '+86', phone: '13800138002', role: 'operator', revoke: false });
    expect(parseGrantArgs(['13800138002', 'operator', '--revoke'])).toMatchObject({ revoke: true });
    expect(codeOf(() => parseGrantArgs(['13800138002']))).toBe('ROLE_GRANT_USAGE');
    expect(codeOf(() => parseGrantArgs(['13800138002', 'operator', 'x']))).toBe('ROLE_GRANT_USAGE');
    expect(codeOf(() => parseGrantArgs(['13800138002', 'operator', '--revok']))).toBe('ROLE_GRANT_USAGE');
  });

  it('changes only what differs, so a repeat writes no audit row', () => {
    expect(grantChange(false, false)).toBe('grant');
    expect(grantChange(true, false)).toBe('none');
    expect(grantChange(true, true)).toBe('revoke');
    expect(grantChange(false, true)).toBe('none');
  });
});
