/**
 * The sensitive words seeded into every database (npm start's seedDemo upserts them; every test database has them
 * too, test/helpers/database.ts). A starting list: gambling, drugs, weapons, fraud, pornography, forged papers. The
 * first two are test words, so tests and browser journeys can trigger the filter without using a real one.
 * Words are stored as written; the automaton folds width and case and ignores separators (automaton.ts).
 */
export const SENSITIVE_WORDS: readonly string[] = [
  '违禁测试词',
  'badword',
  '赌博',
  '博彩',
  '赌场',
  '六合彩',
  '时时彩',
  '百家乐',
  '老虎机',
  '网络赌球',
  '毒品',
  '冰毒',
  '海洛因',
  '摇头丸',
  '大麻烟',
  '迷药',
  '迷幻药',
  '听话水',
  '枪支',
  '仿真枪',
  '管制刀具',
  '自制炸药',
  '炸弹制作',
  '窃听器',
  '针孔摄像',
  '假钞',
  '洗钱',
  '传销',
  '非法集资',
  '高利贷',
  '信用卡套现',
  '代开发票',
  '发票代开',
  '刷单返利',
  '诈骗',
  '办假证',
  '假证',
  '代考',
  '替考',
  '出售答案',
  '考试作弊器',
  '色情',
  '裸聊',
  '黄色网站',
  '援交',
  '一夜情',
  '代孕',
  '卖肾',
  '人体器官买卖',
  '私服外挂',
  '黑客攻击',
  'casino',
  'porn',
  'scam',
  'viagra',
];

/** The words as one INSERT (test databases are built from SQL). */
export function sensitiveWordsInsertSql(): string {
  return `INSERT INTO "SensitiveWord" ("word") VALUES ${SENSITIVE_WORDS.map((w) => `('${w.replace(/'/g, "''")}')`).join(', ')};`;
}
