import { initServer } from '@ts-rest/fastify';
import { circleBulletinContract } from '@card/contract';
import type { AppContext } from '../../context';
import { open, signedIn } from '../../lib/handler';
import { circleBulletinService } from './circle-bulletin.service';
import { circleCommentService } from './circle-comment.service';
import { circleComplaintService } from './circle-complaint.service';

const s = initServer();

/** Handlers of the circle bulletin part (contract circle-bulletin.contract.ts). */
export function circleBulletinHandlers(ctx: AppContext) {
  const bulletins = circleBulletinService(ctx);
  const comments = circleCommentService(ctx);
  const complaints = circleComplaintService(ctx);
  return s.router(circleBulletinContract, {
    publishCircleBulletin: signedIn(({ body }, userId) => bulletins.publish(userId, body)),
    uploadCircleBulletinImage: signedIn(({ body }, userId) => bulletins.uploadImage(userId, body.cid, body.file)),
    uploadCircleBulletinVideo: signedIn(({ body }, userId) => bulletins.uploadVideo(userId, body.cid, body.file)),
    searchCircleBulletinVideos: signedIn(({ body }, userId) => bulletins.videos(userId, body.cid, body)),
    findCircleBulletins: open(({ body }, viewerId) => bulletins.list(viewerId, body.cid, body)),
    findCircleBulletinDetail: signedIn(({ body }, userId) => bulletins.detail(userId, body.cid, body.bulletinId)),
    findCircleBulletinReaders: signedIn(({ body }, userId) => bulletins.readers(userId, body.cid, body.bulletinId, body)),
    deleteCircleBulletin: signedIn(({ body }, userId) => bulletins.remove(userId, body.cid, body.bulletinId)),
    removeIllegalCircleBulletin: signedIn(({ body }) => bulletins.removeIllegal(body.cid, body.bulletinId, body.reason)),
    addCircleBulletinComment: signedIn(({ body }, userId) => comments.add(userId, body.cid, body.bulletinId, body.content)),
    replyCircleBulletinComment: signedIn(({ body }, userId) => comments.reply(userId, body.cid, body.commentId, body.content)),
    deleteCircleBulletinComment: signedIn(({ body }, userId) => comments.remove(userId, body.cid, body.commentId)),
    findCircleBulletinComments: signedIn(({ body }, userId) => comments.list(userId, body.cid, body.bulletinId, body)),
    findCircleBulletinMsgs: signedIn(({ body }, userId) => comments.msgs(userId, body.cid, body)),
    uploadCircleComplaintPicture: signedIn(({ body }, userId) => complaints.uploadPicture(userId, body.cid, body.file)),
    complaintCircle: signedIn(({ body }, userId) => complaints.complain(userId, body)),
    findCircleComplaintInbox: signedIn(({ body }, userId) => complaints.inbox(userId, body.cid, body)),
    findCircleIssuerInfo: signedIn(({ body }, userId) => bulletins.issuerInfo(userId, body.cid, body.phoneIdEcr)),
  });
}
