import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import { createDb, type Db } from '../db';
import { Prisma } from '../generated/prisma/client';
import { copyBaseDatabase } from '../../test/helpers/database';
import { uniqueFieldsOf } from '../lib/db-errors';
import { registerErrors } from './errors';
import { registerLanguage } from './language';

/**
 * The root handler maps database refusals once, whatever area forgot to: a real unique violation and a real
 * "record to update not found" from SQLite, plus constructed instances for the codes a test database cannot
 * easily produce (a write conflict). None of them may leave as a 500.
 */
let app: FastifyInstance;
let db: Db;
const known = (code: string) => new Prisma.PrismaClientKnownRequestError(`test ${code}`, { code, clientVersion: Prisma.prismaVersion.client });

beforeAll(async () => {
  db = createDb(copyBaseDatabase());
  app = Fastify({ logger: false });
  await app.register(cookie);
  registerLanguage(app);
  registerErrors(app);
  app.post('/twice', async () => {
    const row = { userId: 'user-aaaaaaaa', targetId: 'user-bbbbbbbb' };
    await db.subscription.create({ data: { id: 'sub-1', ...row } });
    await db.subscription.create({ data: { id: 'sub-2', ...row } });
    return { ok: true };
  });
  app.post('/gone', async () => db.subscription.update({ where: { id: 'no-such-row' }, data: { targetId: 'x' } }));
  app.post('/throw/:code', async (req) => {
    throw known((req.params as { code: string }).code);
  });
  app.post('/bug', async () => {
    throw new Error('a plain bug');
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await db.$disconnect();
});

const call = (url: string, lang?: 'en') => app.inject({ method: 'POST', url, ...(lang ? { cookies: { lang } } : {}) });

describe('database refusals through the root handler', () => {
  it("a real unique violation is DATA_CONFLICT (409), worded in the caller's language", async () => {
    const zh = await call('/twice');
    expect(zh.statusCode).toBe(409);
    expect(zh.json()).toEqual({ status: 1000011, code: 'DATA_CONFLICT', msg: '数据冲突，请刷新后重试', resultSets: null });
    expect((await call('/twice', 'en')).json().msg).toBe('The data conflicts with existing data; refresh and retry');
  });

  it('names the fields of the unique key a refusal hit, unquoted, on either engine', async () => {
    const user = (id: string, phoneIdEcr: string, phone: string) => ({ id, phoneIdEcr, phone, card: { create: { name: 'x' } } });
    await db.user.create({ data: user('u-fields-1', 'ecr-fields-1', '13700000001') });
    const refusal = async (data: ReturnType<typeof user>) => {
      try {
        await db.user.create({ data });
      } catch (err) {
        return err;
      }
      return null;
    };
    expect(uniqueFieldsOf(await refusal(user('u-fields-2', 'ecr-fields-2', '13700000001')))).toEqual(['regionCode', 'phone']);
    expect(uniqueFieldsOf(await refusal(user('u-fields-3', 'ecr-fields-1', '13700000003')))).toEqual(['phoneIdEcr']);
    expect(uniqueFieldsOf(new Error('not a database refusal'))).toEqual([]);
  });

  it('a real update of a missing record is NOT_FOUND (404)', async () => {
    const res = await call('/gone');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 1000009, code: 'NOT_FOUND' });
  });

  it('timeouts and write conflicts are SERVER_BUSY (503), so the client may retry', async () => {
    for (const code of ['P1008', 'P2024', 'P2034']) {
      const res = await call(`/throw/${code}`);
      expect([res.statusCode, res.json().code], code).toEqual([503, 'SERVER_BUSY']);
    }
  });

  it('any other database or plain error is a bare SYSTEM_ERROR without internals', async () => {
    for (const url of ['/throw/P2003', '/bug']) {
      const res = await call(url);
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ status: 1000003, code: 'SYSTEM_ERROR', msg: '系统异常，请稍后再试', resultSets: null });
    }
  });
});
