// The live chat part of `npm run bench` (issue 17): 500 concurrent chat WebSockets on the production server.
//   250 users, each with an open conversation taken by one of 50 agents (five conversations each, one socket per
//   conversation: the per-user socket cap is five), so 250 user sockets + 250 agent sockets. Each user sends a message
//   every `intervalMs` (BENCH_CHAT_INTERVAL_MS, default 30 s; jittered) for `rounds` rounds
//   (BENCH_CHAT_ROUNDS, default 3); the agent's socket answers each message it receives at once. Printed:
//   the time to open a socket (upgrade to `ready`, 25 opening at a time), and message delivery latency (sent by one
//   client -> `message` frame at the other side) p50/p95/p99, each direction, and the sender's ack.
// Users register through the real calls (a fresh X-Forwarded-For each, from the trusted loopback proxy); the agents'
// role is written into the SQLite file before they first sign in, as an operator would grant it. Bounded in time:
// whatever is not delivered `graceMs` after the last send counts as lost, and everything is closed.
import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { prismaTime } from './list-scale.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const requireServer = createRequire(path.join(root, 'packages/server/package.json'));
const { createClient } = requireServer('@libsql/client');
const WebSocket = requireServer('ws');
const SOCKET_PATH = '/customerService/online/socket';

let address = 0;
const nextAddress = () => {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
};

async function post(api, p, form = {}, token) {
  const res = await fetch(`${api}${p}`, {
    method: 'POST',
    body: new URLSearchParams(form).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-request-id': randomUUID().replace(/-/g, ''),
      'x-forwarded-for': nextAddress(),
      ...(token ? { authorization: token } : {}),
    },
  });
  return res.json();
}
const ok = (what, r) => {
  if (r.status !== 200) throw new Error(`chat bench: ${what} failed: ${JSON.stringify(r)}`);
  return r.resultSets;
};

/** A new user through the real calls; the register code's hash is replaced by one of a known code (as list-scale.mjs). */
async function registerUser(api, db) {
  let phone = '137';
  while (phone.length < 11) phone += String(randomInt(10));
  const target = `+86${phone}`;
  ok('register code', await post(api, '/acc/0/getVerificationCode.xhtml', { phone, purpose: 'register' }));
  const code = '2468';
  const hash = createHash('sha256').update(`${target}|register|${code}`).digest('base64url');
  await db.execute({
    sql: 'UPDATE VerificationCode SET codeHash = ? WHERE id = (SELECT id FROM VerificationCode WHERE target = ? AND purpose = ? ORDER BY createdAt DESC LIMIT 1)',
    args: [hash, target, 'register'],
  });
  const reg = ok('register', await post(api, '/register/createUser.xhtml', { phone, code, agree: 'true', password: `b${randomBytes(6).toString('hex')}` }));
  const row = await db.execute({ sql: 'SELECT id FROM User WHERE regionCode = ? AND phone = ?', args: ['+86', phone] });
  return { id: String(row.rows[0].id), phone, token: reg.token };
}

/** Runs `fn` over `items`, `width` at a time. */
async function pool(items, width, fn) {
  const out = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i], i);
      }
    }),
  );
  return out;
}

const pct = (xs, p) => {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};
const stats = (xs) => ({ n: xs.length, p50: pct(xs, 50), p95: pct(xs, 95), p99: pct(xs, 99), max: xs.length ? Math.max(...xs) : NaN });

export async function chatLoad({
  api,
  dbFile,
  log = () => {},
  conversations = 250,
  agents = 50,
  rounds = Number(process.env.BENCH_CHAT_ROUNDS ?? 3),
  intervalMs = Number(process.env.BENCH_CHAT_INTERVAL_MS ?? 30_000),
  graceMs = 15_000,
}) {
  const db = createClient({ url: `file:${dbFile}` });
  const sockets = [];
  try {
    await db.execute('PRAGMA busy_timeout = 5000');
    const t0 = performance.now();
    const users = await pool(Array.from({ length: conversations }), 8, () => registerUser(api, db));
    const staff = await pool(Array.from({ length: agents }), 8, () => registerUser(api, db));
    for (const a of staff) await db.execute({ sql: 'INSERT INTO UserRole (userId, role, createdAt) VALUES (?, ?, ?)', args: [a.id, 'customerService', prismaTime(Date.now())] });
    log(`chat: ${conversations} users and ${agents} agents registered in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

    const convs = await pool(users, 16, async (u) => ok('startConversation', await post(api, '/customerService/online/startConversation.xhtml', {}, u.token)).id);
    // Conversation i goes to agent i % agents: five each.
    await pool(convs, 16, async (id, i) => ok('acceptConversation', await post(api, '/customerService/online/acceptConversation.xhtml', { conversationId: id }, staff[i % agents].token)));

    // Tickets first (a ticket lives a minute), then every socket opened at once.
    const sides = convs.flatMap((id, i) => [
      { who: 'user', conv: id, token: users[i].token, peer: 2 * i + 1 },
      { who: 'agent', conv: id, token: staff[i % agents].token, peer: 2 * i },
    ]);
    const tickets = await pool(sides, 16, async (s) => ok('findRealTimeConfig', await post(api, '/customerService/findRealTimeConfig.xhtml', {}, s.token)));
    if (sides.some((s, i) => (s.who === 'agent') !== tickets[i].agent)) throw new Error("chat bench: an agent socket would not be an agent's");
    const wsBase = api.replace(/^http/, 'ws');
    const connectMs = [];
    const sent = new Map(); // clientMsgId -> send time
    const latency = { toAgent: [], toUser: [], ack: [] };
    let errors = 0;
    const cpu0 = process.cpuUsage();
    const openStart = performance.now();
    // Opened 25 at a time (a burst of 500 upgrades at once only measures the queue in front of the ticket writes).
    await pool(
      sides,
      25,
      (s, i) =>
        new Promise((resolve, reject) => {
          const started = performance.now();
          const ws = new WebSocket(`${wsBase}${SOCKET_PATH}?ticket=${encodeURIComponent(tickets[i].ticket)}`);
          sockets[i] = ws;
          ws.on('error', reject);
          ws.on('message', (data) => {
            const f = JSON.parse(data.toString());
            const now = performance.now();
            if (f.type === 'ready') {
              connectMs.push(now - started);
              ws.send(JSON.stringify({ type: 'resume', conversationId: s.conv, afterSeq: 0 }));
              resolve();
              return;
            }
            if (f.type === 'error') {
              errors += 1;
              return;
            }
            if (f.type === 'ack') {
              const at = sent.get(f.clientMsgId);
              if (at !== undefined) latency.ack.push(now - at);
              return;
            }
            if (f.type !== 'message') return;
            const at = sent.get(f.message.clientMsgId);
            if (at === undefined) return;
            (s.who === 'agent' ? latency.toAgent : latency.toUser).push(now - at);
            if (s.who === 'agent') {
              // The agent answers each question at once.
              const clientMsgId = `r${f.message.clientMsgId}`;
              sent.set(clientMsgId, performance.now());
              ws.send(JSON.stringify({ type: 'send', conversationId: s.conv, clientMsgId, text: `答复：${f.message.text}` }));
            }
          });
        }),
    );
    const allOpenMs = performance.now() - openStart;
    const sendStart = performance.now();
    log(`chat: ${sides.length} sockets open in ${allOpenMs.toFixed(0)} ms; ${rounds} rounds of a message per user every ${intervalMs} ms`);

    for (let round = 0; round < rounds; round++) {
      const roundStart = performance.now();
      convs.forEach((id, i) => {
        setTimeout(() => {
          const clientMsgId = `q${round}x${i}`;
          sent.set(clientMsgId, performance.now());
          sockets[2 * i].send(JSON.stringify({ type: 'send', conversationId: id, clientMsgId, text: `第${round + 1}个问题` }));
        }, randomInt(intervalMs));
      });
      await new Promise((r) => setTimeout(r, Math.max(0, intervalMs - (performance.now() - roundStart))));
    }
    const expected = conversations * rounds;
    const deadline = Date.now() + graceMs;
    while ((latency.toAgent.length < expected || latency.toUser.length < expected) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    const loadMs = performance.now() - openStart;
    const sendMs = performance.now() - sendStart;
    const cpu = process.cpuUsage(cpu0);
    const stored = Number((await db.execute('SELECT COUNT(*) AS n FROM ChatMessage')).rows[0].n);
    return {
      sockets: sides.length,
      conversations,
      agents,
      rounds,
      intervalMs,
      expected,
      errors,
      stored,
      allOpenMs,
      connect: stats(connectMs),
      sendMs,
      toAgent: stats(latency.toAgent),
      toUser: stats(latency.toUser),
      ack: stats(latency.ack),
      generatorCpu: ((cpu.user + cpu.system) / 1000 / loadMs) * 100,
    };
  } finally {
    for (const ws of sockets) {
      try {
        ws?.terminate();
      } catch {
        /* gone */
      }
    }
    db.close();
  }
}

export function printChatLoad(r) {
  const f = (x) => (Number.isFinite(x) ? x.toFixed(1) : '-');
  const row = (name, s) => `  ${name.padEnd(36)}${String(s.n).padStart(7)}${f(s.p50).padStart(9)}${f(s.p95).padStart(9)}${f(s.p99).padStart(9)}${f(s.max).padStart(9)}`;
  console.log(
    `\nChat (issue 17): ${r.sockets} concurrent WebSockets (${r.conversations} users + their conversations' agents' sockets, ${r.agents} agents), ${r.rounds} messages per user ${r.intervalMs} ms apart, each answered by the agent`,
  );
  console.log(`  ${'ms'.padEnd(36)}${'n'.padStart(7)}${'p50'.padStart(9)}${'p95'.padStart(9)}${'p99'.padStart(9)}${'max'.padStart(9)}`);
  console.log(row('open a socket (upgrade -> ready)', r.connect));
  console.log(row('user -> agent delivery', r.toAgent));
  console.log(row('agent -> user delivery', r.toUser));
  console.log(row('send -> ack (stored)', r.ack));
  console.log(
    `  all ${r.sockets} open after ${r.allOpenMs.toFixed(0)} ms (25 at a time); ${((r.toAgent.n + r.toUser.n) / (r.sendMs / 1000)).toFixed(1)} messages/s delivered over ${(r.sendMs / 1000).toFixed(0)} s; delivered ${r.toAgent.n}/${r.expected} questions and ${r.toUser.n}/${r.expected} answers; ${r.stored} messages stored; ${r.errors} error frames; generator CPU ${r.generatorCpu.toFixed(0)}% of one core`,
  );
}
