import { randomUUID } from 'node:crypto';

export type FormAnswer = { http: number; status: number; code?: string; msg?: string; resultSets?: any };

/**
 * A form POST to a real server process (`base` from startServerProcess), as the app sends it: form-encoded, with
 * a fresh request id (idempotent calls need one) unless `headers` brings its own. Answers the HTTP status beside
 * the envelope.
 */
export async function formPost(base: string, path: string, form: Record<string, string | number>, headers: Record<string, string> = {}): Promise<FormAnswer> {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    body: new URLSearchParams(Object.entries(form).map(([k, v]) => [k, String(v)])).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-request-id': randomUUID().replace(/-/g, ''), ...headers },
  });
  return { http: res.status, ...((await res.json()) as Omit<FormAnswer, 'http'>) };
}
