import { newMicroVideo, newVideoAdSetting } from '../../../server/test/factories';
import type { ScriptEnv } from './env';

/** video-visitors.e2e.ts: a shared video on the uploaded clip, with the owner's default ad (switch on). */
export default async function visitorsVideo({ db, ctx, user }: ScriptEnv, a: { videoUrl: string; adImage: string }) {
  const v = await newMicroVideo(ctx, user, { shared: true, title: '海边日落' });
  await db.microVideo.update({ where: { id: v.id }, data: { videoUrl: a.videoUrl, coverUrl: a.adImage, durationMs: 3000, width: 360, height: 640 } });
  await newVideoAdSetting(ctx, user, { title: '新店开业八折', imageUrl: a.adImage, linkUrl: 'https://example.com/shop' });
  return { id: v.id };
}
