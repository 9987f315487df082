import { newMicroVideo } from '../../../server/test/factories';
import type { ScriptEnv } from './env';

/** share-shells.e2e.ts: a shared micro video of the user. */
export default async function sharedVideo({ ctx, user }: ScriptEnv, a: { title: string; intro: string }) {
  return { id: (await newMicroVideo(ctx, user, { shared: true, ...a })).id };
}
