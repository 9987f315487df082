import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { claimedOrigin } from '../lib/csrf.rules';
import { redisOf } from '../core/redis';
import type { WxScope } from './wechat';
import { OfficialWeChat } from './wechat-official';
import { SANDBOX_WX_AUTHORIZE_PATH, SANDBOX_WX_CONSENT_PATH, SANDBOX_WX_COOKIE_PATH, SANDBOX_WX_PERSON_COOKIE, SandboxWeChat } from './wechat-sandbox';

/**
 * Connects the configured WeChat provider to the app (app.ts, once): the official account gets the app's clock, log
 * and Redis (the shared access token and jsapi ticket); the sandbox gets the clock and its pages: the authorise page
 * in place of open.weixin.qq.com (silent for snsapi_base, a consent screen for snsapi_userinfo) and the consent form's
 * action. Server-rendered, phone-sized, no script, so they run under the pages' CSP as they are (form-action 'self').
 */
export function registerWeChat(app: FastifyInstance, ctx: AppContext) {
  const wx = ctx.providers.wechat;
  if (wx instanceof OfficialWeChat) wx.attach({ clock: ctx.clock, log: ctx.log, redis: redisOf(ctx)?.commands ?? null });
  if (!(wx instanceof SandboxWeChat)) return;
  wx.attach(ctx.clock);
  const publicOrigin = originOf(ctx.config.publicOrigin);

  app.get(SANDBOX_WX_AUTHORIZE_PATH, async (req, reply) => {
    const asked = checkRequest(req.query, wx.appId, publicOrigin, ownOrigin(req));
    if ('problem' in asked) return sendPage(reply, 400, errorPage(asked.problem));
    const person = personOf(req, reply);
    // snsapi_base is silent in WeChat: straight back with a code.
    if (asked.scope === 'snsapi_base') return back(reply, 302, asked.returnPath, asked.state, wx.issueCode(person, 'snsapi_base'));
    return sendPage(reply, 200, consentPage(asked.fields, wx.idsOf(person), person));
  });

  app.post(SANDBOX_WX_CONSENT_PATH, async (req, reply) => {
    // Only the sandbox's own page posts here: a form on another site must not authorise for the person.
    const claimed = claimedOrigin(req.headers.origin, req.headers.referer);
    const from = claimed === null ? null : originOf(claimed);
    if (from === null || (from !== publicOrigin && from !== ownOrigin(req))) {
      return sendPage(reply, 403, errorPage(`请求来源 ${from ?? '（无）'} 不是本站 / The request did not come from this site`));
    }
    const body = (req.body ?? {}) as Record<string, unknown>;
    const asked = checkRequest(body, wx.appId, publicOrigin, ownOrigin(req));
    if ('problem' in asked) return sendPage(reply, 400, errorPage(asked.problem));
    const person = existingPerson(req);
    if (!person) return sendPage(reply, 400, errorPage('授权页已失效，请重新打开 / The authorisation page expired, open it again'));
    // Declining: WeChat sends the browser back with the state and no code.
    if (body.action !== 'allow') return back(reply, 303, asked.returnPath, asked.state, null);
    return back(reply, 303, asked.returnPath, asked.state, wx.issueCode(person, asked.scope));
  });
}

type Asked = { problem: string } | { scope: WxScope; state: string; returnPath: string; fields: Record<'appid' | 'redirect_uri' | 'scope' | 'state', string> };

const SCOPES: readonly string[] = ['snsapi_base', 'snsapi_userinfo'];
/**
 * WeChat documents a-zA-Z0-9 for the state; '-' and '_' are accepted too since the app's one-time ids are base64url
 * and pass unchanged through any URL.
 */
const STATE = /^[A-Za-z0-9_-]{0,128}$/;

/** The authorise request's fields, as WeChat checks them; the redirect must come back to this site. */
export function checkRequest(q: unknown, appId: string, publicOrigin: string, ownOrigin: string): Asked {
  const f = (q ?? {}) as Record<string, unknown>;
  const str = (k: string) => (typeof f[k] === 'string' ? (f[k] as string) : '');
  const [appid, redirectUri, scope, state] = [str('appid'), str('redirect_uri'), str('scope'), str('state')];
  if (appid !== appId) return { problem: `appid ${appid || '（空）'} 不是本站的公众号（应为 ${appId}） / Unknown appid` };
  if (f.response_type !== undefined && str('response_type') !== 'code') return { problem: 'response_type 必须是 code / response_type must be code' };
  if (!SCOPES.includes(scope)) return { problem: `scope ${scope || '（空）'} 无效，应为 snsapi_base 或 snsapi_userinfo / Invalid scope` };
  if (!STATE.test(state)) return { problem: 'state 只能是字母和数字，最多 128 个 / state must be letters and digits, at most 128' };
  let url: URL;
  try {
    url = new URL(redirectUri);
  } catch {
    return { problem: 'redirect_uri 不是有效的网址 / redirect_uri is not a URL' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { problem: `redirect_uri 必须是 http(s) 网址（收到 ${url.protocol}） / redirect_uri must be http(s)` };
  const origin = url.origin.toLowerCase();
  if (origin !== publicOrigin && origin !== ownOrigin) {
    return { problem: `redirect_uri 的域名 ${url.host} 不是本站（PUBLIC_ORIGIN=${publicOrigin}） / redirect_uri is not on this site` };
  }
  // A path on whatever host the browser opened, as the pay sandbox's return (sameOriginPath).
  return { scope: scope as WxScope, state, returnPath: `${url.pathname}${url.search}`, fields: { appid, redirect_uri: redirectUri, scope, state } };
}

function back(reply: FastifyReply, status: 302 | 303, returnPath: string, state: string, code: string | null) {
  const u = new URL(returnPath, 'http://sandbox.invalid');
  u.searchParams.delete('code');
  u.searchParams.delete('state');
  if (code) u.searchParams.set('code', code);
  u.searchParams.set('state', state);
  return reply.header('cache-control', 'no-store').redirect(`${u.pathname}${u.search}`, status);
}

const PERSON = /^[A-Za-z0-9_-]{16,64}$/;
const existingPerson = (req: FastifyRequest): string | null => {
  const v = req.cookies[SANDBOX_WX_PERSON_COOKIE];
  return v && PERSON.test(v) ? v : null;
};

/** The browser's sandbox person, created on its first visit: the same browser is the same WeChat user. */
function personOf(req: FastifyRequest, reply: FastifyReply): string {
  const known = existingPerson(req);
  if (known) return known;
  const person = randomBytes(16).toString('base64url');
  reply.setCookie(SANDBOX_WX_PERSON_COOKIE, person, {
    path: SANDBOX_WX_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: req.protocol === 'https',
    maxAge: 365 * 86_400,
  });
  return person;
}

function originOf(u: string): string {
  try {
    return new URL(u).origin.toLowerCase();
  } catch {
    return u.toLowerCase();
  }
}
const ownOrigin = (req: FastifyRequest) => originOf(`${req.protocol}://${req.host}`);

function sendPage(reply: FastifyReply, status: number, html: string) {
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function errorPage(problem: string): string {
  return frame(`<h1>无法授权<span class="en">Cannot authorise</span></h1><p class="notice" role="alert">${esc(problem)}</p>`);
}

function consentPage(fields: Record<string, string>, ids: { openId: string }, person: string): string {
  const hidden = Object.entries(fields)
    .map(([k, v]) => `<input type="hidden" name="${k}" value="${esc(v)}">`)
    .join('');
  return frame(`<h1>网页授权<span class="en">Authorise this page</span></h1>
<p>该网页申请获取以下权限：<span class="en">This page asks for:</span></p>
<ul><li>获得你的公开信息（昵称、头像）<span class="en">Your public profile (nickname, avatar)</span></li></ul>
<dl><dt>昵称 <span class="en">Nickname</span></dt><dd>微信用户${esc(person.slice(0, 4))}</dd>
<dt>openid</dt><dd>${esc(ids.openId)}</dd></dl>
<form method="post" action="${SANDBOX_WX_CONSENT_PATH}">${hidden}
<button class="allow" type="submit" name="action" value="allow">允许<span class="en">Allow</span></button>
<button class="deny" type="submit" name="action" value="deny">拒绝<span class="en">Decline</span></button>
</form>`);
}

function frame(main: string): string {
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>微信授权（本地沙箱） WeChat sandbox</title>
<style>
body{margin:0;font:16px/1.5 -apple-system,"PingFang SC","Noto Sans CJK SC",sans-serif;background:#f2f2f2;color:#111}
header{background:#05793f;color:#fff;padding:14px 16px;font-weight:600}
header small{display:block;font-weight:400;font-size:12px}
main{background:#fff;margin:12px;padding:20px 16px;border-radius:8px;max-width:480px}
h1{font-size:20px;margin:0 0 12px}ul{padding-left:20px;margin:8px 0 16px}
dl{font-size:13px;color:#555;margin:0 0 20px}dd{margin:0 0 6px;word-break:break-all}
button{display:block;width:100%;min-height:48px;border:0;border-radius:6px;font-size:17px;margin-top:12px}
.allow{background:#05793f;color:#fff}.deny{background:#f2f2f2;color:#111}
.en{display:block;font-size:12px}.notice{color:#c00;font-weight:600}
h1 .en{font-weight:400}
</style></head>
<body><header>微信 · 本地沙箱<small>WeChat sandbox: no real WeChat account is used</small></header>
<main>${main}</main></body></html>`;
}
