import { newArticle, newCase, newCircle, newExchange, newMicroPage, newMicroVideo } from '../../../server/test/factories';
import { type ScriptEnv, userByPhone } from './env';

/** card-hub.e2e.ts: an item of each content section on the owner's card, and cards exchanged with `contact`. */
export default async function ownerContent(env: ScriptEnv, a: { contact: string }) {
  const { ctx, user } = env;
  await newArticle(ctx, user, { title: '春季新品发布' });
  await newMicroPage(ctx, user, { title: '开业传单', kind: 'leaflet', publish: true });
  await newMicroVideo(ctx, user, { title: '工厂参观视频' });
  await newCase(ctx, user, { title: '湖景客厅设计' });
  await newCircle(ctx, user, { name: '创业者读书会' });
  await newExchange(ctx, await userByPhone(env, a.contact), user, 'accepted');
  return {};
}
