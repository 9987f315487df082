// The bench's load generator: a closed loop of keep-alive connections on node:http, each sending its next request as
// soon as the last one answered. It runs in the bench's own process and reports its own CPU use, so a reader can see
// how much of the machine's two cores the generator took from the servers it measures.
import http from 'node:http';

/** One request on a keep-alive agent; resolves with its status once the body is fully read. */
function request(agent, t) {
  return new Promise((resolve, reject) => {
    // `headers` may be a function: a new set per request (a new visitor's address for each view, say).
    const headers = { ...(typeof t.headers === 'function' ? t.headers() : (t.headers ?? {})) };
    if (t.type) Object.assign(headers, { 'content-type': t.type, 'content-length': Buffer.byteLength(t.body ?? '') });
    const req = http.request(t.url, { method: t.method, agent, headers }, (res) => {
      res.on('data', () => {});
      res.on('end', () => resolve(res.statusCode));
    });
    req.on('error', reject);
    req.end(t.body);
  });
}

/**
 * Loads one target: `warmup` seconds unrecorded, then `seconds` recorded, on `connections` connections. Answers
 * requests/s, p50/p99 latency (ms), errors (any status but 200) and the generator's CPU use in % of one core.
 */
export async function load(t, { connections, seconds, warmup }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const run = async (secs, record) => {
    const end = performance.now() + secs * 1000;
    const worker = async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        const status = await request(agent, t).catch(() => 0);
        if (record) record(performance.now() - t0, status);
      }
    };
    await Promise.all(Array.from({ length: connections }, worker));
  };
  await run(warmup, null);
  const latencies = [];
  let errors = 0;
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  await run(seconds, (ms, status) => {
    latencies.push(ms);
    if (status !== 200) errors += 1;
  });
  const elapsedMs = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0;
  return {
    requests: latencies.length,
    rps: latencies.length / (elapsedMs / 1000),
    p50: pct(0.5),
    p99: pct(0.99),
    errors,
    generatorCpu: ((cpu.user + cpu.system) / 1000 / elapsedMs) * 100,
  };
}
