// Where the browser journeys' time goes (issue 30, `npm test` time): runs the named journey files the way `npm test`
// does (the built client, the server bundle when built, Debian's chromium) and prints the CPU seconds every process
// of the run used, by kind: chromium's renderers, its browser process, the GPU process, zygote and utilities, node
// (the server, vitest's workers, the script runner), ffmpeg and tesseract. CPU seconds, unlike wall time, barely move
// with what else the machine is doing, so runs on a shared machine can be compared.
//
//   node scripts/bench/journey-cpu.mjs e2e/wallet.e2e.ts e2e/card-hub.e2e.ts
//
// Needs `pnpm --filter @card/client build` (and `pnpm --filter @card/server build` for the bundle) first. Reads /proc
// every 250 ms: a process that lives shorter than that is missed, so the total is a floor.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root } from '../lib.mjs';

const files = process.argv.slice(2);
if (!files.length) {
  console.error('usage: node scripts/bench/journey-cpu.mjs e2e/<journey>.e2e.ts ...');
  process.exit(2);
}
const TICKS = 100; // USER_HZ on Linux
const bundle = path.join(root, 'packages/server/dist/server.js');
const env = {
  ...process.env,
  CHROMIUM_PATH: process.env.CHROMIUM_PATH ?? (fs.existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium'),
  ...(fs.existsSync(bundle) ? { SERVER_BUNDLE: bundle } : {}),
};
const started = performance.now();
const child = spawn('pnpm', ['--filter', '@card/client', 'exec', 'vitest', 'run', '--config', 'vitest.e2e.config.ts', ...files], { cwd: root, env, stdio: 'inherit' });

/** pid -> { kind, cpu, sys }: the largest utime+stime and stime seen (a process's counters only grow). */
const seen = new Map();
const read = (file) => {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null; // the process ended between listing and reading
  }
};
function kindOf(pid, comm) {
  const cmd = (read(`/proc/${pid}/cmdline`) ?? '').replace(/\0/g, ' ');
  if (comm === 'node') {
    if (cmd.includes('server.js') || cmd.includes('server.ts')) return 'node: the server';
    if (cmd.includes('vitest')) return 'node: vitest';
    if (cmd.includes('prisma')) return 'node: prisma (migrate, seed)';
    return 'node: other (script runner, seed)';
  }
  // Chromium starts its zygote through /proc/self/exe (comm "exe") and forks renderers from it, which take their own
  // command line a moment later: a chromium process is known by its command line, and its kind is read again while
  // it still says zygote (see poll).
  if (!comm.startsWith('chrom') && !/chrom(e|ium)/.test(cmd.split(' ')[0])) return comm.replace(/\d+$/, '');
  const type = /--type=([a-z-]+)/.exec(cmd)?.[1] ?? 'browser';
  return `chromium ${type}`;
}
function poll() {
  const procs = [];
  for (const d of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    const stat = read(`/proc/${d}/stat`);
    if (!stat) continue;
    const close = stat.lastIndexOf(')');
    const f = stat.slice(close + 2).split(' ');
    procs.push({ pid: Number(d), comm: stat.slice(stat.indexOf('(') + 1, close), ppid: Number(f[1]), cpu: (Number(f[11]) + Number(f[12])) / TICKS, sys: Number(f[12]) / TICKS });
  }
  // Descendants of the run: its own child, and anything whose parent is already known (a detached server included).
  const mine = new Set([child.pid, ...seen.keys()]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const p of procs) {
      if (mine.has(p.pid) || !mine.has(p.ppid)) continue;
      mine.add(p.pid);
      grew = true;
    }
  }
  for (const p of procs) {
    if (!mine.has(p.pid)) continue;
    const prev = seen.get(p.pid);
    const kind = !prev || prev.kind === 'chromium zygote' ? kindOf(p.pid, p.comm) : prev.kind;
    seen.set(p.pid, { kind, cpu: Math.max(prev?.cpu ?? 0, p.cpu), sys: Math.max(prev?.sys ?? 0, p.sys) });
  }
}
const timer = setInterval(poll, 250);
child.on('exit', (code) => {
  clearInterval(timer);
  const wall = (performance.now() - started) / 1000;
  const byKind = new Map();
  const sysOf = new Map(); // of which the kernel's time (stime), per kind
  const countOf = new Map(); // how many processes of the kind were seen
  for (const { kind, cpu, sys } of seen.values()) {
    byKind.set(kind, (byKind.get(kind) ?? 0) + cpu);
    sysOf.set(kind, (sysOf.get(kind) ?? 0) + sys);
    countOf.set(kind, (countOf.get(kind) ?? 0) + 1);
  }
  const total = [...byKind.values()].reduce((a, b) => a + b, 0);
  console.log(`\njourney CPU (${files.join(' ')}, ${wall.toFixed(0)} s wall, load ${fs.readFileSync('/proc/loadavg', 'utf8').split(' ')[0]})`);
  for (const [kind, cpu] of [...byKind].sort((a, b) => b[1] - a[1]).filter(([, c]) => c >= 0.5))
    console.log(
      `  ${kind.padEnd(24)} ${cpu.toFixed(1).padStart(7)} s  ${((cpu / total) * 100).toFixed(0).padStart(3)} %  of which kernel ${sysOf.get(kind).toFixed(1)} s, ${countOf.get(kind)} processes`,
    );
  console.log(`  ${'total'.padEnd(24)} ${total.toFixed(1).padStart(7)} s  (${(total / wall).toFixed(2)} cores busy on average)`);
  process.exit(code ?? 1);
});
