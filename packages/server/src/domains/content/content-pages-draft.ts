import type { LeadDraft, TSubmitPageLeadBody } from '@card/contract';
import { secureCookies } from '../../lib/cookies';
import { publicPagePath } from './content-pages.service';

/**
 * A refused lead keeps what the visitor typed (issue 32, item 7). The public page has no script, so the post goes
 * back to the page by a redirect; the answers ride along in a short-lived cookie of that page only (never in the
 * address, where names and numbers would land in logs and history), and the page's next answer spends it.
 */
export const LEAD_DRAFT_COOKIE = 'lead_draft';
const MAX_AGE_SECONDS = 10 * 60;
/** Browsers keep about 4 kB per cookie; a longer draft is not kept rather than cut (nothing is cut silently). */
const MAX_COOKIE_CHARS = 3800;

interface CookieReply {
  setCookie(name: string, value: string, opts: Record<string, unknown>): unknown;
}

const cookieOptions = (publicId: string, publicOrigin: string) => ({ path: publicPagePath(publicId), httpOnly: true, sameSite: 'lax', secure: secureCookies(publicOrigin) });

/** `field` is the answer the refusal names; its words are chosen when the page is shown, in the visitor's language. */
export function keepLeadDraft(reply: CookieReply, body: TSubmitPageLeadBody, field: string | undefined, publicOrigin: string) {
  const answers: Record<string, string> = {};
  for (const [k, v] of Object.entries(body)) if (/^f\d$/.test(k) && typeof v === 'string' && v !== '') answers[k] = v;
  const draft: LeadDraft = { answers, consent: body.consent === true, field };
  const value = Buffer.from(JSON.stringify({ blockId: body.blockId, ...draft })).toString('base64url');
  if (value.length > MAX_COOKIE_CHARS) return;
  reply.setCookie(LEAD_DRAFT_COOKIE, value, { ...cookieOptions(body.publicId, publicOrigin), maxAge: MAX_AGE_SECONDS });
}

/** The kept draft of this form, if the cookie holds one (anything malformed is ignored). */
export function readLeadDraft(raw: string | undefined, blockId: string): LeadDraft | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Partial<LeadDraft> & { blockId?: unknown };
    if (v.blockId !== blockId || typeof v.answers !== 'object' || v.answers === null) return null;
    const answers = Object.fromEntries(Object.entries(v.answers).filter(([k, s]) => /^f\d$/.test(k) && typeof s === 'string')) as Record<string, string>;
    return { answers, consent: v.consent === true, field: typeof v.field === 'string' ? v.field : undefined };
  } catch {
    return null;
  }
}

export function spendLeadDraft(reply: CookieReply, publicId: string, publicOrigin: string) {
  reply.setCookie(LEAD_DRAFT_COOKIE, '', { ...cookieOptions(publicId, publicOrigin), maxAge: 0 });
}
