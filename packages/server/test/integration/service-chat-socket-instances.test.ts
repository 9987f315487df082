import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import type { AppContext } from '../../src/context';
import { redisNameOf, redisOf } from '../../src/core/redis';
import { copyBaseDatabase } from '../helpers/database';
import { startTestRedis } from '../helpers/redis';
import { okOf, testClient } from '../helpers/client';
import { newUser } from '../factories';
import { newAgent } from '../factories/service';
import { connectChat, is, socketUrl, waitFor, type ChatClient } from './service-chat-socket.helpers';

/**
 * The live chat across two server instances (issue 17): two apps in this process, each listening on its own port,
 * on ONE database and ONE Redis. The user's socket is on instance A, the agent's on instance B: the conversation's
 * changes and the messages both ways arrive live through the relay's Redis channel, and the agent counts as online
 * on A through the shared presence set.
 */
const redis = await startTestRedis();

interface Instance {
  ctx: AppContext;
  base: string;
  api: ReturnType<typeof testClient>;
  close(): Promise<void>;
}
let a: Instance;
let b: Instance;
let dist: string;
const sockets: ChatClient[] = [];

async function startInstance(databaseUrl: string): Promise<Instance> {
  const { app, ctx } = await buildApp({
    config: { databaseUrl, redisUrl: redis!.url, logLevel: process.env.TEST_LOG ?? 'silent', clientDist: dist, uploadDir: path.join(dist, 'uploads') },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return { ctx, base: `http://127.0.0.1:${port}`, api: testClient(app, { origin: ctx.config.publicOrigin }), close: () => app.close() };
}

beforeAll(async () => {
  if (!redis) return;
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'chat-instances-'));
  const databaseUrl = await copyBaseDatabase();
  a = await startInstance(databaseUrl);
  b = await startInstance(databaseUrl);
  // Both relays subscribed before anything is said (what is published before a subscription is not heard).
  const channel = redisNameOf('chat', databaseUrl);
  const subscribed = await waitFor(async () => {
    const [, count] = (await redisOf(a.ctx)!.commands.pubsub('NUMSUB', channel)) as [string, number];
    return Number(count) >= 2 ? true : null;
  }, 10_000);
  if (!subscribed) throw new Error('the two relays did not subscribe');
});
afterAll(async () => {
  await Promise.all(sockets.map((s) => s.close()));
  await Promise.all([a?.close(), b?.close()]);
  await redis?.stop();
  if (dist) fs.rmSync(dist, { recursive: true, force: true });
});

async function ready(on: Instance, token: string) {
  const { ticket } = okOf(await on.api.service.findRealTimeConfig({ token }));
  const c = await connectChat(socketUrl(on.base, ticket));
  sockets.push(c);
  await c.next(is('ready'));
  return c;
}

describe.skipIf(!redis)('the chat on two instances sharing one database and one Redis', () => {
  it('user on A, agent on B: the waiting conversation, its take and the messages both ways arrive live', async () => {
    const u = await newUser(a.ctx);
    const agent = await newAgent(a.ctx);
    const ag = await ready(b, agent.token);
    const online = await waitFor(async () => (okOf(await a.api.service.findMyConversation({ token: u.token })).agentsOnline >= 1 ? true : null), 3000);
    expect(online).toBe(true); // the agent's socket is on B only: A knows it through Redis

    const conv = okOf(await a.api.service.startConversation({ body: { text: '在吗？' }, token: u.token }));
    const waiting = await ag.next((f): f is Extract<typeof f, { type: 'conversation' }> => f.type === 'conversation' && f.conversation.id === conv.id);
    expect(waiting.conversation.status).toBe('waiting');

    const user = await ready(a, u.token);
    user.send({ type: 'resume', conversationId: conv.id, afterSeq: 0 });
    expect((await user.next(is('message'))).message).toMatchObject({ seq: 1, text: '在吗？' });
    okOf(await b.api.service.acceptConversation({ body: { conversationId: conv.id }, token: agent.token }));
    const taken = await user.next((f): f is Extract<typeof f, { type: 'conversation' }> => f.type === 'conversation' && f.conversation.status === 'active');
    expect(taken.conversation.agent?.phoneIdEcr).toBe(agent.phoneIdEcr);
    ag.send({ type: 'resume', conversationId: conv.id, afterSeq: 1 });

    const started = performance.now();
    ag.send({ type: 'send', conversationId: conv.id, clientMsgId: 'b1', text: '您好，我是客服' });
    expect((await user.collect(is('message'), 2))[1]!.message).toMatchObject({ seq: 2, text: '您好，我是客服', fromAgent: true });
    const toUser = performance.now() - started;
    user.send({ type: 'send', conversationId: conv.id, clientMsgId: 'a1', text: '名片怎么改名字？' });
    expect(await user.next(is('ack'))).toMatchObject({ clientMsgId: 'a1', message: { seq: 3 } });
    expect((await ag.next(is('message'))).message).toMatchObject({ seq: 3, text: '名片怎么改名字？', fromAgent: false });
    const both = performance.now() - started;
    console.log(`[chat instances] agent on B -> user on A in ${toUser.toFixed(0)} ms; the answer back within ${both.toFixed(0)} ms in all`);

    // Each side got each message once.
    expect(user.frames.filter(is('message')).map((f) => f.message.seq)).toEqual([1, 2]);
    expect(ag.frames.filter(is('message')).map((f) => f.message.seq)).toEqual([3]);
  });

  it("a card viewed through A is told live to its owner's socket on B (the radar's live notice, issue 31)", async () => {
    const owner = await newUser(a.ctx);
    const visitor = await newUser(a.ctx, { name: '跨实例访客' });
    const watching = await ready(b, owner.token);
    okOf(await a.api.card.findMpBasicById({ params: { phoneIdEcr: owner.phoneIdEcr }, token: visitor.token }));
    expect((await watching.next(is('cardView'))).view.person).toMatchObject({ phoneIdEcr: visitor.phoneIdEcr, name: '跨实例访客' });
  });
});
