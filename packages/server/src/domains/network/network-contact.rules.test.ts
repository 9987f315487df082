import { describe, expect, it } from 'vitest';
import { leadEntry } from './network-contact.rules';

describe('a shared-back entry of the address book', () => {
  it("shows the visitor's details as its person, with no card to open and no picture, and keeps the lead beside it", () => {
    const lead = { name: '赵六', mobile: '+85261234567', company: '某公司', position: '经理' };
    expect(leadEntry(lead)).toEqual({ person: { phoneIdEcr: '', name: '赵六', avatarUrl: null, company: '某公司', position: '经理' }, shareBack: lead });
  });
  it('never shows the mobile as the person (only the lead carries it)', () => {
    const entry = leadEntry({ name: '', mobile: '13712340000', company: '', position: '' });
    expect(JSON.stringify(entry.person)).not.toContain('13712340000');
  });
});
