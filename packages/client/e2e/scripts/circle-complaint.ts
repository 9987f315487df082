import { addCircleMember, newBulletin, newCircle, newCircleComplaint, newUser } from '../../../server/test/factories';
import type { ScriptEnv } from './env';

/** operator-console.e2e.ts: the user's circle, a member's complaint about the owner's bulletin. */
export default async function circleComplaint({ ctx, user }: ScriptEnv, a: { circleName: string }) {
  const circle = await newCircle(ctx, user, { name: a.circleName });
  const member = await newUser(ctx);
  await addCircleMember(ctx, circle.id, member);
  const b = await newBulletin(ctx, circle.id, user, { content: '加微信领红包' });
  const c = await newCircleComplaint(ctx, circle.id, member, { bulletinIds: [b.id], fileNames: ['circle-complaints/missing.webp'], content: '圈主发布诱导广告' });
  return { cid: circle.id, complaintId: c.id };
}
