// The seeded demo user and card every part of the bench uses (prisma/seed), and its login through the real call.

export const DEMO = { phone: '13800138000', password: 'demo1234', card: 'demoCard8xQ2mZ7vK1pL' };

/** Logs the demo user in through the API; answers the session token. `headers`: e.g. the address it comes from. */
export async function loginDemo(api, headers = {}) {
  const res = await fetch(`${api}/acc/userLogin.xhtml`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams({ phone: DEMO.phone, password: DEMO.password, agree: 'true' }).toString(),
    signal: AbortSignal.timeout(30_000),
  });
  const env = await res.json();
  if (env.status !== 200 || !env.resultSets?.token) throw new Error(`demo login failed: ${JSON.stringify(env).slice(0, 200)}`);
  return env.resultSets.token;
}
