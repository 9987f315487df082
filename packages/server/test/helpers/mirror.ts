import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildApp } from '../../src/app';
import { newUser, type FactoryUser } from '../factories';
import { copyBaseDatabase } from './database';
import { okOf, testClient } from './client';

/**
 * The mirror tests' app (issue 13, 31): the real app on a fresh database with a client build of its own, so the sub
 * card's public page (`/multipage/card/<id>`) renders, and the helpers both mirror test files use. Call it at the top
 * of a test file: it registers the file's beforeAll/afterAll.
 */
export function mirrorSuite() {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'mirror-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="zh-CN"><head><title>名片</title>\n<!--app-head-->\n</head><body><div id="root"></div></body></html>');
  let built: Awaited<ReturnType<typeof buildApp>>;
  let client: ReturnType<typeof testClient>['network'];
  beforeAll(async () => {
    built = await buildApp({ config: { databaseUrl: copyBaseDatabase(), logLevel: 'silent', clientDist: dist, uploadDir: path.join(dist, 'up') } });
    await built.app.ready();
    client = testClient(built.app).network;
  });
  afterAll(async () => {
    await built.app.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const s = {
    get app() {
      return built;
    },
    get api() {
      return client;
    },
    vipUser: (name?: string) => newUser(built.ctx, { vip: 'active', ...(name ? { name } : {}) }),
    page: async (u: FactoryUser) => (await built.app.inject({ method: 'GET', url: `/multipage/card/${u.phoneIdEcr}`, remoteAddress: '192.0.2.50' })).body,
    messages: (u: FactoryUser) =>
      built.ctx.db.message.findMany({
        where: { userId: u.id, kind: 'mirror' },
        select: { title: true, subjectType: true, subjectId: true },
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      }),
    /** A sub's request, approved by its master (issue 31: binding needs the master's consent). */
    bindApproved: async (master: FactoryUser, sub: FactoryUser) => {
      expect(okOf(await client.mirror({ body: { phoneIdEcr: master.phoneIdEcr }, token: sub.token })).state).toBe('pending');
      return okOf(await client.answerMirrorRequest({ body: { phoneIdEcr: sub.phoneIdEcr, action: 'approve' }, token: master.token }));
    },
    linkRow: (sub: FactoryUser) => built.ctx.db.mirrorLink.findUnique({ where: { subId: sub.id } }),
  };
  return s;
}
