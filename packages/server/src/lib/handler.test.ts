import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DomainError } from './domain-error';
import { open, signedIn } from './handler';

// Only the fields the wrappers read: the session the hook set and the caller's language.
const requestOf = (lang: 'zh-CN' | 'en', userId?: string) => ({ lang, session: userId ? { userId, sessionId: 's1', access: null } : null }) as unknown as FastifyRequest;

describe('signedIn', () => {
  it('hands the session user to the handler and wraps its answer in the caller-language envelope', async () => {
    const route = signedIn(async ({ body }: { body: { n: number }; request: FastifyRequest }, userId) => ({ userId, twice: body.n * 2 }));
    const res = await route({ body: { n: 21 }, request: requestOf('en', 'u1') });
    expect(res).toEqual({ status: 200, body: { status: 200, code: 'OK', msg: 'success', resultSets: { userId: 'u1', twice: 42 } } });
    expect((await route({ body: { n: 1 }, request: requestOf('zh-CN', 'u1') })).body.msg).toBe('成功');
  });

  it('refuses NOT_LOGGED_IN if a route without a session ever reaches it (fails closed)', async () => {
    const route = signedIn(async (_input: { request: FastifyRequest }, userId) => userId);
    await expect(route({ request: requestOf('zh-CN') })).rejects.toMatchObject({ code: 'NOT_LOGGED_IN' });
  });

  it('lets a domain error through untouched, for the root handler to answer', async () => {
    const route = signedIn(async () => {
      throw new DomainError('NOT_FOUND');
    });
    await expect(route({ request: requestOf('en', 'u1') })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('open', () => {
  it('gives the viewer id when signed in and null when not', async () => {
    const route = open(async (_input: { request: FastifyRequest }, viewerId) => ({ viewerId }));
    expect((await route({ request: requestOf('en', 'u2') })).body.resultSets).toEqual({ viewerId: 'u2' });
    expect((await route({ request: requestOf('zh-CN') })).body).toMatchObject({ msg: '成功', resultSets: { viewerId: null } });
  });
});
