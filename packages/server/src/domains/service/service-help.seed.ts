import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { HELP_SEARCH_SCOPE, type HelpKind } from '@card/contract';
import type { Db } from '../../db';
import { indexDoc, loadSegmenter } from '../../core/fulltext';
import { searchableOf } from './service-help.rules';
import { runFfmpeg } from '../video';
import { loadSharp } from '../../lib/sharp';
import type { StorageProvider } from '../../providers/storage';

/**
 * Customer service (issue 17): the help centre's starting articles about this product, indexed for search. Each is
 * written once under a fixed id and never overwritten, so an agent's later edits and hiding survive a restart. The
 * video tutorials get a short clip and a cover of their own (seedServiceHelpMedia) when a storage is at hand.
 */
type SeedArticle = {
  id: string;
  kind: HelpKind;
  category: string;
  title: string;
  summary: string;
  body: string;
  sort: number;
  categoryEn: string;
  titleEn: string;
  summaryEn: string;
  bodyEn: string;
};

/**
 * Each seeded article in English (decision 0032): category, title, summary and body, so an English reader sees the
 * help centre, its books and its articles in English. Written for English readers, not word for word; the wording of
 * buttons follows the English interface ("Edit card", "Get VIP", "Create a circle").
 */
const EN: Record<number, [category: string, title: string, summary: string, body: string]> = {
  1: [
    'Getting started',
    'Digital card user manual',
    'Everything the digital card does, from signing up to sharing, in one book.',
    'Chapter 1: Signing up and signing in\n\nSign up with your mobile number: enter the code we text you, choose a password, and your digital card is ready.\n\n' +
      'Chapter 2: Editing your card\n\nIn the management centre, tap "Edit card". Fill in your name, company, position, contact details and a short signature, add a photo, and save.\n\n' +
      "Chapter 3: Sharing your card\n\nOn your card's home page, tap Share to send it to a WeChat friend, or make a poster or a QR code. Anyone who scans it sees your card.",
  ],
  2: [
    'Membership',
    'VIP membership benefits',
    'The templates, modules and dedicated services VIP members can use.',
    'VIP members can use every card template and theme, turn on the advanced modules such as micro videos, the shop and events, and enjoy cards without a watermark and a dedicated customer service line.\n\n' +
      'We remind you before your membership runs out. If it lapses, the advanced modules are hidden for a while, but nothing is deleted: renew and everything is back.',
  ],
  3: [
    'Companies',
    'Managing company cards',
    "How a company administrator manages the staff's cards in one place.",
    'A company administrator invites staff from the company console and sets the company name, website and product introduction once; every staff card picks them up automatically.\n\n' +
      'When someone leaves, the administrator unlinks their card and the company details disappear from it.',
  ],
  4: [
    'Video tutorials',
    'Edit your card in three minutes',
    'A video showing how to change the avatar, position and contact details.',
    'This video walks through editing your card in the management centre: changing your photo, filling in your position and company, adding contact details, then saving and previewing the result.',
  ],
  5: [
    'Video tutorials',
    'How to exchange cards',
    'A video showing how to exchange cards by QR code and browse the card holder.',
    'When you meet someone, open your card\'s QR code. They scan it and tap "Exchange cards", and both cards land in both card holders, where you can look each other up and get in touch later.',
  ],
  6: [
    'Video tutorials',
    'Wallet top-up and withdrawal',
    'A video showing top-ups, withdrawals and the bill list of the wallet.',
    'This video shows how to top up your wallet, link a withdrawal account, ask for a withdrawal and read your bills.',
  ],
  7: [
    'Cards',
    'How to edit your card',
    'Change the details on your card in three steps.',
    'Step 1: Open the management centre and tap "Edit card".\n\nStep 2: Change your name, company, position, mobile number, email, address or any other detail, and upload a new photo if you like.\n\n' +
      "Step 3: Tap Save. Back on your card's home page you see the changes straight away.",
  ],
  8: [
    'Cards',
    'How to exchange cards',
    'Cards can be exchanged by QR code or by a shared link.',
    'Option 1: Show your card\'s QR code and let the other person scan it with WeChat, then tap "Exchange cards".\n\n' +
      'Option 2: Share your card with a WeChat friend; they open it and tap "Exchange cards".\n\nOnce exchanged, each of you finds the other in the card holder.',
  ],
  9: [
    'Wallet',
    'How long does a withdrawal take',
    'When a withdrawal arrives and what it costs.',
    'In your wallet, tap Withdraw, enter the amount and confirm. We review withdrawals within one working day, and once approved the money usually arrives within two hours.\n\n' +
      'Withdrawals to WeChat Pay balance are free. If a withdrawal fails, the amount goes back to your wallet balance.',
  ],
  10: [
    'Circles',
    'Creating and joining circles',
    'Circles are where peers talk and publish announcements.',
    'On the Circles page, tap "Create a circle", give it a name and a description, upload a cover, and it is ready.\n\n' +
      'To join a circle, search for its name or scan its QR code and apply; the owner reviews your application. Owners can post announcements and manage members.',
  ],
  11: [
    'Membership',
    'VIP membership FAQ',
    'Common questions about joining, renewing and refunds.',
    'Q: How do I become a VIP member?\nA: In the management centre, tap "Get VIP", pick a plan and pay.\n\n' +
      'Q: Can I get a refund?\nA: Membership starts the moment you pay. If something special has come up, talk to us through online customer service.\n\n' +
      'Q: Do I lose my data when my membership ends?\nA: No. Renew and everything comes back.',
  ],
  12: [
    'Security',
    'Account security and privacy',
    'Keep your account safe and control who sees your card.',
    'Choose a strong sign-in password and change it now and then. If you notice a sign-in you do not recognise, change your password at once and contact customer service.\n\n' +
      'In the privacy settings you can hide your mobile number, keep strangers from viewing your card, or stop your card from appearing in searches.',
  ],
};

const A = (n: number, kind: HelpKind, category: string, title: string, summary: string, body: string): SeedArticle => {
  const [categoryEn, titleEn, summaryEn, bodyEn] = EN[n]!;
  return { id: `helpSeed${String(n).padStart(4, '0')}`, kind, category, title, summary, body, sort: n, categoryEn, titleEn, summaryEn, bodyEn };
};

export const HELP_SEED: SeedArticle[] = [
  A(
    1,
    'ebook',
    '新手入门',
    '数字名片使用手册',
    '从注册到分享，一本书读懂数字名片的全部功能。',
    '第一章 注册与登录\n\n使用手机号码注册，收到验证码后设置登录密码，即可拥有自己的数字名片。\n\n第二章 编辑名片\n\n在管理中心点击“编辑名片”，填写姓名、公司、职位、联系方式和个人签名，上传头像后保存。\n\n第三章 分享名片\n\n在名片首页点击分享，可以发送给微信好友、生成海报或二维码，对方扫码即可查看。',
  ),
  A(
    2,
    'ebook',
    '会员',
    'VIP会员权益手册',
    'VIP会员可以使用的模板、模块和专属服务一览。',
    'VIP会员可以使用全部名片模板和主题，开启微视频、商城、活动等高级模块，并享有去除水印和专属客服的权益。\n\n会员到期前会提醒续费，到期后高级模块暂停展示，数据不会删除，续费后即可恢复。',
  ),
  A(
    3,
    'ebook',
    '企业',
    '企业名片管理指南',
    '企业管理员如何统一管理员工名片。',
    '企业管理员可以在企业后台邀请员工加入，统一设置公司名称、企业官网和产品介绍，员工名片会自动同步企业信息。\n\n员工离职时，管理员可以解除绑定，名片中的企业信息随之移除。',
  ),
  A(
    4,
    'video',
    '视频教程',
    '三分钟学会编辑名片',
    '视频演示如何修改头像、职位和联系方式。',
    '本视频演示在管理中心编辑名片的完整步骤：修改头像、填写职位和公司、添加联系方式，最后保存并预览效果。',
  ),
  A(
    5,
    'video',
    '视频教程',
    '如何交换名片',
    '视频演示扫码交换名片和查看名片夹。',
    '见面时打开自己的名片二维码，对方扫码后点击“交换名片”，双方的名片会同时保存到名片夹，之后可以在名片夹中查看和联系对方。',
  ),
  A(6, 'video', '视频教程', '钱包充值与提现演示', '视频演示钱包的充值、提现和账单查询。', '本视频演示在我的钱包中充值余额、绑定提现账户、申请提现以及查看账单明细。'),
  A(
    7,
    'guide',
    '名片',
    '如何编辑名片',
    '三步修改名片上的信息。',
    '第一步：进入管理中心，点击“编辑名片”。\n\n第二步：修改姓名、公司、职位、手机号码、邮箱和地址等信息，可以上传新的头像。\n\n第三步：点击保存，返回名片首页即可看到修改后的效果。',
  ),
  A(
    8,
    'guide',
    '名片',
    '如何交换名片',
    '扫码、分享链接都可以交换名片。',
    '方式一：打开名片二维码，让对方使用微信扫一扫，对方点击交换名片即可。\n\n方式二：把名片分享给微信好友，好友打开后点击交换名片。\n\n交换成功后，双方都能在名片夹中找到对方。',
  ),
  A(
    9,
    'guide',
    '钱包',
    '钱包提现需要多久到账',
    '提现的到账时间和手续费说明。',
    '在我的钱包中点击提现，输入金额并确认后，提现申请会在一个工作日内审核，审核通过后一般两小时内到账。\n\n提现到微信零钱不收取手续费；若提现失败，金额会退回钱包余额。',
  ),
  A(
    10,
    'guide',
    '圈子',
    '如何创建和加入圈子',
    '圈子是同行交流和发布公告的地方。',
    '在圈子页面点击创建圈子，填写圈子名称、简介并上传封面即可创建。\n\n想加入圈子时，搜索圈子名称或扫描圈子二维码，申请加入后等待圈主审核。圈主可以发布公告、管理成员。',
  ),
  A(
    11,
    'article',
    '会员',
    '开通VIP会员常见问题',
    '关于开通、续费和退款的常见问题。',
    '问：如何开通VIP会员？\n答：在管理中心点击开通会员，选择套餐并完成支付即可。\n\n问：会员可以退款吗？\n答：会员服务开通后即时生效，如有特殊情况请联系在线客服。\n\n问：会员到期后数据会丢失吗？\n答：不会，续费后全部恢复。',
  ),
  A(
    12,
    'article',
    '安全',
    '账号安全与隐私设置',
    '保护账号安全、控制名片可见范围。',
    '建议设置较复杂的登录密码，并定期更换。发现异常登录时，请立即修改密码并联系客服。\n\n在隐私设置中，可以选择隐藏手机号码、限制陌生人查看名片，或关闭名片被搜索。',
  ),
];

export async function seedServiceHelp(db: Db) {
  // Outside any transaction: the dictionary's first load would otherwise count against an article's write.
  loadSegmenter();
  for (const a of HELP_SEED) {
    const had = await db.helpArticle.findUnique({ where: { id: a.id } });
    if (had) {
      // An article seeded before it had English texts gets them, each part only while its Chinese text is still the
      // seeded one (an agent's rewrite keeps no stale translation); the index takes the English words in the same
      // transaction, so English searches find it.
      const data = {
        ...(!had.titleEn && had.title === a.title && had.category === a.category && had.summary === a.summary
          ? { categoryEn: a.categoryEn, titleEn: a.titleEn, summaryEn: a.summaryEn }
          : {}),
        ...(!had.bodyEn && had.body === a.body ? { bodyEn: a.bodyEn } : {}),
      };
      if (!Object.keys(data).length) continue;
      await db.$transaction(async (tx) => {
        const row = await tx.helpArticle.update({ where: { id: a.id }, data });
        if (!row.hidden) await indexDoc(tx, HELP_SEARCH_SCOPE, row.id, searchableOf(row), row.updatedAt);
      });
      continue;
    }
    await db.$transaction(async (tx) => {
      const row = await tx.helpArticle.create({ data: a });
      await indexDoc(tx, HELP_SEARCH_SCOPE, row.id, searchableOf(row));
    });
  }
}

// --- the video tutorials' media ------------------------------------------------------------------------------------
/** Built-in files (under `builtin/`: no quota, never released, accepted by the stored-file checks). */
export const helpMediaKeys = (id: string) => ({ cover: `builtin/help/${id}-cover.png`, video: `builtin/help/${id}.mp4` });
const CLIP = { width: 960, height: 540, seconds: 6 } as const;
const COLOURS = [
  ['#1f6feb', '#5b9dff'],
  ['#1a7f37', '#4ac26b'],
  ['#bc4c00', '#fb8f44'],
] as const;

const esc = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
function coverSvg(a: SeedArticle, n: number): string {
  const { width: W, height: H } = CLIP;
  const [from, to] = COLOURS[n % COLOURS.length]!;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#g)"/>` +
    `<circle cx="${W / 2}" cy="${H / 2 - 70}" r="62" fill="#ffffff" fill-opacity="0.9"/>` +
    `<path d="M ${W / 2 - 20} ${H / 2 - 105} L ${W / 2 + 32} ${H / 2 - 70} L ${W / 2 - 20} ${H / 2 - 35} Z" fill="${from}"/>` +
    `<text x="${W / 2}" y="${H / 2 + 60}" font-family="WenQuanYi Zen Hei, sans-serif" font-size="54" font-weight="bold" fill="#ffffff" text-anchor="middle">${esc(a.title)}</text>` +
    `<text x="${W / 2}" y="${H / 2 + 120}" font-family="WenQuanYi Zen Hei, sans-serif" font-size="28" fill="#ffffff" fill-opacity="0.9" text-anchor="middle">${esc(a.summary)}</text>` +
    '</svg>'
  );
}

/** The clip: the cover held for a few seconds, faded in and out, with a bar that fills as it plays (H.264, no sound). */
export const helpClipArgs = (cover: string, out: string) => [
  '-loop',
  '1',
  '-framerate',
  '25',
  '-i',
  cover,
  '-t',
  String(CLIP.seconds),
  '-vf',
  `drawbox=x=0:y=ih-12:w=iw*t/${CLIP.seconds}:h=12:color=white@0.85:t=fill,fade=t=in:st=0:d=0.5,fade=t=out:st=${CLIP.seconds - 0.5}:d=0.5,format=yuv420p`,
  '-c:v',
  'libx264',
  '-preset',
  'veryfast',
  '-crf',
  '28',
  '-an',
  '-movflags',
  '+faststart',
  out,
];

/**
 * Gives each seeded video tutorial its cover and clip, drawn with sharp and ffmpeg and stored as built-in files. A
 * tutorial that already shows other media keeps it; one pointing at the built-in clip is redrawn only when this
 * storage lacks the file (a server whose storage is not the one the seed drew into). Without ffmpeg the tutorials
 * stay text-only (the detail page says so) and the seed goes on: media is an extra, never a reason to fail a start.
 */
export async function seedServiceHelpMedia(db: Db, storage: StorageProvider, log: (msg: string) => void = console.warn) {
  const sharp = await loadSharp();
  const videos = HELP_SEED.filter((a) => a.kind === 'video');
  for (const [n, a] of videos.entries()) {
    const keys = helpMediaKeys(a.id);
    const row = await db.helpArticle.findUnique({ where: { id: a.id }, select: { mediaUrl: true, coverUrl: true } });
    if (!row || (row.mediaUrl && row.mediaUrl !== storage.urlOf(keys.video))) continue;
    if (row.mediaUrl && (await storage.read(keys.video))) continue;
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'help-clip-'));
    try {
      const png = await sharp(Buffer.from(coverSvg(a, n)))
        .png()
        .toBuffer();
      const cover = await storage.put(keys.cover, png, 'image/png');
      const [coverFile, clipFile] = [path.join(dir, 'cover.png'), path.join(dir, 'clip.mp4')];
      await fs.writeFile(coverFile, png);
      await runFfmpeg(helpClipArgs(coverFile, clipFile), { timeoutMs: 60_000 });
      const clip = await storage.put(keys.video, await fs.readFile(clipFile), 'video/mp4');
      await db.helpArticle.update({ where: { id: a.id }, data: { mediaUrl: clip.url, coverUrl: row.coverUrl || cover.url } });
    } catch (e) {
      log(`help centre: no clip for ${a.id} (${(e as Error).message}); the tutorial stays text-only`);
      return;
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  }
}
