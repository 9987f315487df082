import type { FastifyInstance, FastifyReply } from 'fastify';
import { errorCatalogue } from '@card/contract';
import type { AppContext } from '../../context';
import { claimedOrigin } from '../../lib/csrf.rules';
import { SANDBOX_CANCEL_PATH, SANDBOX_CONFIRM_PATH, SANDBOX_PAY_PAGE_PATH } from './paths';
import { SandboxWxPay, type SandboxPage } from './sandbox';

/**
 * The sandbox's cashier: a server-rendered page in place of WeChat's, phone-sized, Chinese with English, and no
 * script at all (two forms), so it runs under the pages' CSP as it is (form-action 'self'). Confirming pays and
 * notifies through the app's own notification route, then sends the browser back to the order's return page.
 */
export function registerSandboxPayPages(app: FastifyInstance, ctx: AppContext) {
  const sandboxes = [ctx.providers.pay, ctx.providers.payout].filter((p): p is SandboxWxPay => p instanceof SandboxWxPay);
  if (!sandboxes.length) return;
  for (const s of new Set(sandboxes)) {
    s.attach({
      db: ctx.db,
      clock: ctx.clock,
      ids: ctx.ids,
      log: ctx.log,
      deliver: async (url, n) => (await app.inject({ method: 'POST', url, payload: n.body, headers: n.headers })).statusCode,
    });
  }
  const pay = ctx.providers.pay;
  if (!(pay instanceof SandboxWxPay)) return;
  const ourOrigin = safeOrigin(ctx.config.publicOrigin);

  app.get(SANDBOX_PAY_PAGE_PATH, async (req, reply) => {
    const q = req.query as Record<string, unknown>;
    const page = await pay.page(str(q.no), str(q.sig));
    // A link that does not verify: most often one signed by another server's sandbox keys (SANDBOX_PAY_DIR differs).
    return sendPage(
      reply,
      page,
      page.state === 'invalid'
        ? `订单 ${str(q.no) || '（无）'} 的签名不是本服务器的沙箱密钥签发的（SANDBOX_PAY_DIR） / The link's signature was not made with this server's sandbox keys (SANDBOX_PAY_DIR)`
        : undefined,
    );
  });

  for (const [url, action] of [
    [SANDBOX_CONFIRM_PATH, 'confirm'],
    [SANDBOX_CANCEL_PATH, 'cancel'],
  ] as const) {
    app.post(url, async (req, reply) => {
      // A form on another site must not pay for someone: only our own page posts here (browsers send Origin on POST).
      // The page itself may have been opened on another name of this server (a LAN address, 127.0.0.1): its own host
      // counts as ours too; anything else is refused with the reason spelled out for the operator.
      const from = claimedOrigin(req.headers.origin, req.headers.referer);
      const here = safeOrigin(`${req.protocol}://${req.host}`);
      if (from !== null && from !== ourOrigin && from !== here) {
        return sendPage(
          reply,
          { state: 'invalid' },
          `此页面提交自 ${from}，与本站地址 ${here}（PUBLIC_ORIGIN=${ourOrigin}）不一致 / Posted from ${from}, which is neither this server (${here}) nor PUBLIC_ORIGIN (${ourOrigin})`,
        );
      }
      const body = (req.body ?? {}) as Record<string, unknown>;
      const no = str(body.no);
      const sig = str(body.sig);
      const page = action === 'confirm' ? await pay.confirm(no, sig) : await pay.page(no, sig);
      // Cancelling pays nothing and returns; paying returns once the notification has been answered.
      if (page.state === 'invalid' || (action === 'confirm' && page.state !== 'paid')) return sendPage(reply, page);
      return reply.code(303).header('cache-control', 'no-store').redirect(sameOriginPath(page.returnUrl, ourOrigin), 303);
    });
  }
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');

function safeOrigin(u: string): string {
  try {
    return new URL(u).origin.toLowerCase();
  } catch {
    return u.toLowerCase();
  }
}

/** A return URL on our own origin becomes its path, so the redirect works whichever host name the browser used. */
function sameOriginPath(returnUrl: string, ourOrigin: string): string {
  try {
    const u = new URL(returnUrl, ourOrigin);
    return u.origin.toLowerCase() === ourOrigin ? `${u.pathname}${u.search}${u.hash}` : u.toString();
  } catch {
    return '/';
  }
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** Fen to yuan with two decimals, in integers only (formatting happens at display). */
export const yuan = (fen: number) => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;

const NOTICE: Record<Exclude<SandboxPage['state'], 'payable'>, [string, string]> = {
  invalid: [errorCatalogue.WXPAY_PAY_LINK_INVALID.zh, errorCatalogue.WXPAY_PAY_LINK_INVALID.en],
  paid: ['该订单已支付', 'This order is already paid'],
  closed: ['该支付已关闭，无法付款', 'This payment is closed and cannot be paid'],
  expired: ['该支付已过期，无法付款', 'This payment has expired and cannot be paid'],
};

function sendPage(reply: FastifyReply, page: SandboxPage, why?: string) {
  const status = page.state === 'payable' || page.state === 'paid' ? 200 : page.state === 'invalid' ? 400 : 409;
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(renderPage(page, why));
}

/** `why`: for an invalid link, what exactly is wrong (for the operator running the sandbox). */
export function renderPage(page: SandboxPage, why?: string): string {
  let main: string;
  if (page.state === 'invalid') {
    main = `<p class="notice" role="alert">${NOTICE.invalid[0]}<br><span class="en">${NOTICE.invalid[1]}</span></p>${why ? `<p class="why">${esc(why)}</p>` : ''}`;
  } else {
    const hidden = (action: string) => `<input type="hidden" name="no" value="${esc(page.orderNo)}"><input type="hidden" name="sig" value="${esc(page.sig)}">${action}`;
    const forms =
      page.state === 'payable'
        ? `<form method="post" action="${SANDBOX_CONFIRM_PATH}">${hidden(`<button class="pay" type="submit">确认支付 ¥${yuan(page.amountFen)}<span class="en">Pay ¥${yuan(page.amountFen)}</span></button>`)}</form>
<form method="post" action="${SANDBOX_CANCEL_PATH}">${hidden('<button class="cancel" type="submit">取消支付<span class="en">Cancel</span></button>')}</form>`
        : `<p class="notice" role="alert">${NOTICE[page.state][0]}<br><span class="en">${NOTICE[page.state][1]}</span></p>
<form method="post" action="${SANDBOX_CANCEL_PATH}">${hidden('<button class="cancel" type="submit">返回<span class="en">Back</span></button>')}</form>`;
    main = `<p class="desc">${esc(page.description)}</p>
<p class="amount" data-amount-fen="${page.amountFen}">¥${yuan(page.amountFen)}</p>
<dl><dt>订单号 <span class="en">Order</span></dt><dd>${esc(page.orderNo)}</dd></dl>
${forms}`;
  }
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>微信支付（本地沙箱） WeChat Pay sandbox</title>
<style>
body{margin:0;font:16px/1.5 -apple-system,"PingFang SC","Noto Sans CJK SC",sans-serif;background:#f2f2f2;color:#111}
header{background:#07c160;color:#fff;padding:14px 16px;font-weight:600}
header small{display:block;font-weight:400;opacity:.85;font-size:12px}
main{background:#fff;margin:12px;padding:20px 16px;border-radius:8px;text-align:center}
.desc{margin:0;color:#555}.amount{font-size:36px;font-weight:600;margin:8px 0 16px}
dl{font-size:13px;color:#888;margin:0 0 20px}dd{margin:0;word-break:break-all}
button{display:block;width:100%;min-height:48px;border:0;border-radius:6px;font-size:17px;margin-top:12px}
.pay{background:#07c160;color:#fff}.cancel{background:#f2f2f2;color:#111}
.en{display:block;font-size:12px;opacity:.8}.notice{color:#c00;font-weight:600}.why{font-size:13px;color:#555;word-break:break-all}
</style></head>
<body><header>微信支付 · 本地沙箱<small>WeChat Pay sandbox: no real money moves</small></header>
<main>${main}</main></body></html>`;
}
