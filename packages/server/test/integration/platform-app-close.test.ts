import v8 from 'node:v8';
import vm from 'node:vm';
import { expect, it } from 'vitest';
import { newUser } from '../factories';
import { makeTestApp } from '../helpers/app';

// The collector, callable from a test: the flag must be set before the first vm context asks for it.
v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

/**
 * A closed app leaves nothing running that keeps it reachable (a timer, a registry of apps, a listener on the
 * process): everything it made can be collected. A test worker builds an app per file, hundreds in a run; the rate
 * store's minute sweep once kept every closed app, its database client and routes alive (1.1-1.5 GB in a worker after
 * ~75 files, docs/bench.md session 16). In production the same holds for the multi-instance restarts and `npm run` scripts.
 */
it('is collected once closed, after serving calls that touch the rate budgets and the caches', async () => {
  const ref = await (async () => {
    const t = await makeTestApp();
    const me = await newUser(t.ctx);
    // A sign-in attempt spends the rate budgets (the memory store), a card read fills the read caches.
    await t.post('/acc/userLogin.xhtml', { phone: me.phone, password: 'wrong-password-1', agree: 'true' });
    await t.get(`/acc/${me.phoneIdEcr}/findMpBasicById.xhtml`);
    await t.close();
    return new WeakRef(t.ctx);
  })();
  for (let i = 0; i < 20 && ref.deref(); i++) {
    await new Promise((r) => setTimeout(r, 25));
    gc();
  }
  expect(ref.deref(), 'the closed app is still reachable').toBeUndefined();
});
