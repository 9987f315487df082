import { describe, expect, it } from 'vitest';
import { validRequestId } from '../idempotency/idempotency.rules';
import { accessLine, requestIdParameter, securityOf } from './access';

describe('who may call, in the document', () => {
  it('security: none for public, optional for optional, either scheme for signed-in calls', () => {
    expect(securityOf({ base: 'main', auth: 'public' })).toEqual([]);
    expect(securityOf({ base: 'main', auth: 'optional' })).toEqual([{}, { sessionToken: [] }, { sessionCookie: [] }]);
    expect(securityOf({ base: 'main', auth: 'user' })).toEqual([{ sessionToken: [] }, { sessionCookie: [] }]);
  });

  it('one line naming every requirement of the metadata', () => {
    expect(accessLine({ base: 'main', auth: 'public' })).toBe('**Who may call:** anyone; no session is read');
    const line = accessLine({
      base: 'main',
      auth: 'user',
      vip: true,
      vipCode: 'SEARCH_NEED_VIP',
      module: 46,
      roles: [{ role: 'circleAdmin', from: 'body.cid' }, { role: 'operator' }],
      idempotent: true,
    });
    expect(line).toContain('a signed-in user (without a live session: envelope status 302, HTTP 401)');
    expect(line).toContain('VIP members only (else SEARCH_NEED_VIP)');
    expect(line).toContain('module 46 (Album) unlocked');
    expect(line).toContain('role: circleAdmin of `body.cid` or operator');
    expect(line).toContain('x-request-id');
  });

  it('the request-id pattern accepts exactly what the idempotency facility accepts', () => {
    const pattern = new RegExp((requestIdParameter.schema as { pattern: string }).pattern);
    for (const id of ['abcd1234', 'a'.repeat(64), 'a'.repeat(65), 'abc1234', 'abc-_123', 'abc 1234', 'abc.1234', '']) {
      expect(pattern.test(id), id).toBe(validRequestId(id));
    }
  });
});
