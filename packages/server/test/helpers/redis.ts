import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * A throwaway Redis for a test file: Debian's `redis-server` (installed with apt-get when missing, as scripts/lib.mjs
 * installs chromium), on 127.0.0.1 and a free port, nothing saved to disk, stopped by `stop()`. Test files run in
 * parallel workers, so the install is guarded by a lock directory (two apt-get at once would fight over dpkg's lock).
 */
export interface TestRedis {
  url: string;
  port: number;
  stop(): Promise<void>;
}

const SERVER = '/usr/bin/redis-server';

/** Answers why Redis cannot be had (null when it is there, installed now if need be). */
function ensureRedisServer(): string | null {
  if (fs.existsSync(SERVER)) return null;
  const lock = path.join(os.tmpdir(), 'card-test-redis-install.lock');
  const deadline = Date.now() + 300_000;
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch {
      // Another worker installs: wait for it (a lock older than the deadline is a crashed worker's, taken over).
      if (fs.existsSync(SERVER)) return null;
      if (Date.now() > deadline) {
        fs.rmSync(lock, { recursive: true, force: true });
        continue;
      }
      spawnSync('sleep', ['1']);
    }
  }
  try {
    if (fs.existsSync(SERVER)) return null;
    const asRoot = process.getuid?.() === 0;
    const apt = (args: string[]) =>
      spawnSync(asRoot ? 'apt-get' : 'sudo', [...(asRoot ? [] : ['-n', 'apt-get']), '-o', 'DPkg::Lock::Timeout=300', ...args], {
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
        stdio: 'ignore',
        timeout: 600_000,
      });
    const install = ['install', '-y', '--no-install-recommends', 'redis-server'];
    if (apt(install).status !== 0) {
      apt(['update']);
      apt(install);
    }
    return fs.existsSync(SERVER) ? null : 'apt-get could not install redis-server';
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** Resolves once the server answers PING on the port. */
async function answersPing(port: number, timeoutMs: number, child: ChildProcess): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && child.exitCode === null) {
    const ok = await new Promise<boolean>((resolve) => {
      const s = net.connect(port, '127.0.0.1');
      s.setTimeout(500);
      s.once('connect', () => s.write('PING\r\n'));
      s.once('data', (d) => {
        s.destroy();
        resolve(d.toString().startsWith('+PONG'));
      });
      s.once('error', () => resolve(false));
      s.once('timeout', () => {
        s.destroy();
        resolve(false);
      });
    });
    if (ok) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

/**
 * Starts a Redis for this test file, or answers null after printing one line saying why the Redis tests skip (only
 * when the package cannot be installed; a server that installs but does not start is a failure, not a skip).
 */
export async function startTestRedis(): Promise<TestRedis | null> {
  const missing = ensureRedisServer();
  if (missing) {
    console.log(`SKIPPED Redis tests: ${missing}`);
    return null;
  }
  const port = await freePort();
  // Under a small shell that watches this process: a test worker that is killed or ends without its file's stop()
  // (a timed-out hook, a failed run) would otherwise leave its Redis running for good (three were found after runs).
  // The shell stops Redis when this process is gone, or when stop() sends it SIGTERM, and waits for it to exit.
  const server = `${SERVER} --port ${port} --bind 127.0.0.1 --save '' --appendonly no --daemonize no`;
  const watch = `${server} & r=$!; trap 'kill $r 2>/dev/null' TERM; while kill -0 ${process.pid} 2>/dev/null && kill -0 $r 2>/dev/null; do sleep 1; done; kill $r 2>/dev/null; wait $r`;
  const child = spawn('sh', ['-c', watch], { stdio: 'ignore' });
  if (!(await answersPing(port, 10_000, child))) {
    child.kill('SIGKILL');
    throw new Error(`redis-server did not answer on port ${port}`);
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
