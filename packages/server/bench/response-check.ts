// Cost of checking answers against the contract (docs/decisions/0010): parses of the public card's envelope.
// Run: pnpm --filter @card/server exec tsx bench/response-check.ts
import { contract } from '@card/contract';

const schema = contract.card.findMpBasicById.responses[200];
const card = {
  phoneIdEcr: 'demoCard8xQ2mZ7vK1pL',
  name: '张三',
  company: '示例科技有限公司',
  department: '市场部',
  position: '经理',
  taxNumber: '',
  landline: '010-12345678',
  fax: '',
  email: 'zhang@example.com',
  qq: '',
  weibo: '',
  wechatQrUrl: '',
  signature: '',
  productService: '产品'.repeat(50),
  title: '',
  themeId: 'classic',
  backgroundUrl: '',
  avatarUrl: '',
  mobiles: ['13800138000', '13900139000'],
  phoneHidden: false,
  music: null,
  navPoint: null,
  isVip: true,
  isOwner: false,
  columns: Array.from({ length: 5 }, (_, i) => ({ id: `col${i}aaaaaaaa`, name: '栏目', content: '内容'.repeat(20) })),
  honours: Array.from({ length: 5 }, (_, i) => ({ id: `hon${i}aaaaaaaa`, title: '荣誉', content: '', imageUrl: '', awardedOn: '2024-01' })),
};
const sample = { status: 200, code: 'OK', msg: '成功', resultSets: card };
const first = schema.safeParse(sample);
if (!first.success) throw new Error(`bench sample does not fit the contract: ${first.error.issues[0].path.join('.')}`);
const n = 10_000;
const started = process.hrtime.bigint();
let ok = 0;
for (let i = 0; i < n; i++) if (schema.safeParse(sample).success) ok++;
const us = Number(process.hrtime.bigint() - started) / 1000 / n;
console.log(`response check: ${n} parses of findMpBasicById's envelope, ${us.toFixed(1)} µs each (${ok} valid)`);
