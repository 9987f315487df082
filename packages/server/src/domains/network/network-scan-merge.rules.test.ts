import { describe, expect, it } from 'vitest';
import { mergeScored, unsure } from './network-scan-merge.rules';
import { emptyFields, type FieldConf, type ScanFields, type ScoredFields } from './network-scan.rules';

const read = (fields: Partial<ScanFields>, conf: FieldConf = {}): ScoredFields => ({ fields: { ...emptyFields(), ...fields }, conf });

describe('merging two readings by confidence', () => {
  it('takes the second reading of a field in the same script only when it is surer (one point more wins, equal does not)', () => {
    const front = read({ email: 'liu.yang@mingiv.com' }, { email: 60 });
    expect(mergeScored(front, read({ email: 'liu.yang@minglv.com' }, { email: 61 })).fields.email).toBe('liu.yang@minglv.com');
    expect(mergeScored(front, read({ email: 'liu.yang@minglv.com' }, { email: 60 })).fields.email).toBe('liu.yang@mingiv.com');
    expect(mergeScored(front, read({ email: 'liu.yang@minglv.com' }, { email: 61 })).conf.email).toBe(61);
  });
  it('keeps the first when either confidence is unknown', () => {
    expect(mergeScored(read({ title: '经理' }), read({ title: '总监' }, { title: 99 })).fields.title).toBe('经理');
    expect(mergeScored(read({ title: '经理' }, { title: 10 }), unsure(read({ title: '总监' }, { title: 99 }))).fields.title).toBe('经理');
  });
  it('prefers the Chinese wording whatever the confidences, and fills what one reading lacks', () => {
    const back = read({ name: 'Zhang Wei', department: 'Marketing Department', company: 'Shanghai Yunfan' }, { name: 99, company: 99 });
    const front = read({ name: '张伟', company: '上海云帆科技有限公司' }, { name: 20, company: 20 });
    expect(mergeScored(back, front).fields).toMatchObject({ name: '张伟', company: '上海云帆科技有限公司', department: 'Marketing Department' });
    expect(mergeScored(front, back).fields).toMatchObject({ name: '张伟', company: '上海云帆科技有限公司', department: 'Marketing Department' });
  });
  it("joins both readings' mobiles, or keeps the first's unless it has none", () => {
    const a = read({ mobiles: ['13800138000'] });
    const b = read({ mobiles: ['13900139000', '13800138000'] });
    expect(mergeScored(a, b).fields.mobiles).toEqual(['13800138000', '13900139000']);
    expect(mergeScored(a, b, 'first').fields.mobiles).toEqual(['13800138000']);
    expect(mergeScored(read({}), b, 'first').fields.mobiles).toEqual(['13900139000', '13800138000']);
  });
});
