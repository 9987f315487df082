import { messageColumns, type TBulletinComment, type TPageQuery } from '@card/contract';
import type { AppContext } from '../../context';
import { textFilter } from '../../core/text-filter';
import { DomainError } from '../../lib/domain-error';
import { pageArgs, pageResult } from '../../lib/paging';
import { langOf } from '../../lib/lang';
import { loadCircle } from './circle.access';
import { assertActiveMember, assertMember, type MemberFacts } from './circle.rules';
import { assertMayHandleComment, mayHandleComment } from './circle-bulletin.rules';
import { circleBulletinRepository, type CommentRow } from './circle-bulletin.repository';
import { BULLETIN_MESSAGES } from './circle-bulletin.messages';
import { assertCanView, shownBulletin } from './circle-bulletin.service';
import { peopleOf } from './circle-bulletin.views';

/** Comments and replies on circle bulletins, and the bulletin messages (CircleBulletinMsg). */
export function circleCommentService(ctx: AppContext) {
  const repo = circleBulletinRepository(ctx.db);

  async function commentsOut(rows: CommentRow[], me: MemberFacts | null, userId: string, bulletinAuthor: (c: CommentRow) => string): Promise<TBulletinComment[]> {
    const now = ctx.clock.now();
    const people = await peopleOf(
      ctx,
      rows.flatMap((c) => [c.authorId, c.replyToId]),
    );
    return rows.map((c) => {
      const may = mayHandleComment(me, now, userId, bulletinAuthor(c), c.authorId) && !me?.disabled;
      return {
        commentId: c.id,
        bulletinId: c.bulletinId,
        parentId: c.parentId,
        content: c.content,
        author: people(c.authorId),
        replyTo: c.replyToId ? people(c.replyToId) : null,
        canReply: may,
        canDelete: may,
        createdAt: c.createdAt.toISOString(),
      };
    });
  }

  /** A comment of this circle still shown, with its bulletin (which must be shown too). */
  async function shownComment(cid: string, commentId: string) {
    const c = await repo.commentById(commentId);
    if (!c || c.circleId !== cid || c.state !== 'normal') throw new DomainError('COMMENT_NOT_FOUND', { field: 'commentId' });
    return { comment: c, bulletin: await shownBulletin(ctx, cid, c.bulletinId) };
  }

  async function add(userId: string, cid: string, bulletinId: string, content: string) {
    const { circle, me } = await loadCircle(ctx, cid, userId);
    assertActiveMember(me, ctx.clock.now());
    const b = await shownBulletin(ctx, circle.id, bulletinId);
    await textFilter(ctx).assertClean(content, 'content');
    const row = await repo.createComment({ id: ctx.ids.id(), bulletinId: b.id, circleId: circle.id, authorId: userId, parentId: null, replyToId: null, content, createdAt: ctx.clock.now() });
    return (await commentsOut([row], me, userId, () => b.authorId))[0]!;
  }

  /** A reply joins the thread of the comment it answers and messages that comment's author (not oneself). */
  async function reply(userId: string, cid: string, commentId: string, content: string) {
    const now = ctx.clock.now();
    const { circle, me } = await loadCircle(ctx, cid, userId);
    const { comment, bulletin } = await shownComment(circle.id, commentId);
    assertMayHandleComment(me, now, userId, bulletin.authorId, comment.authorId);
    await textFilter(ctx).assertClean(content, 'content');
    const [people, lang] = await Promise.all([peopleOf(ctx, [userId]), repo.languageOf(comment.authorId)]);
    const row = await ctx.db.$transaction(async (tx) => {
      const r = circleBulletinRepository(tx);
      const created = await r.createComment({
        id: ctx.ids.id(),
        bulletinId: bulletin.id,
        circleId: circle.id,
        authorId: userId,
        parentId: comment.parentId ?? comment.id,
        replyToId: comment.authorId,
        content,
        createdAt: now,
      });
      if (comment.authorId !== userId) {
        await r.addMessage({
          id: ctx.ids.id(),
          userId: comment.authorId,
          ...BULLETIN_MESSAGES.replied(langOf(lang), circle.name, people(userId).name, content),
          ...messageColumns('circle', { type: 'circle', id: circle.id }),
          createdAt: now,
        });
      }
      return created;
    });
    return (await commentsOut([row], me, userId, () => bulletin.authorId))[0]!;
  }

  async function remove(userId: string, cid: string, commentId: string) {
    const { circle, me } = await loadCircle(ctx, cid, userId);
    const { comment, bulletin } = await shownComment(circle.id, commentId);
    assertMayHandleComment(me, ctx.clock.now(), userId, bulletin.authorId, comment.authorId);
    await repo.removeComment(comment.id);
    return { commentId: comment.id };
  }

  async function list(userId: string, cid: string, bulletinId: string, q: TPageQuery) {
    const { circle, me } = await loadCircle(ctx, cid, userId);
    assertCanView(circle, me, ctx.clock.now());
    const b = await shownBulletin(ctx, circle.id, bulletinId);
    const { skip, take } = pageArgs(q);
    const [rows, total] = await repo.commentsPage(b.id, skip, take);
    return pageResult(await commentsOut(rows, me, userId, () => b.authorId), total, q);
  }

  /** Comments on my bulletins and replies to my comments in this circle, newest first. */
  async function msgs(userId: string, cid: string, q: TPageQuery) {
    const { circle, me } = await loadCircle(ctx, cid, userId);
    assertMember(me, ctx.clock.now());
    const { skip, take } = pageArgs(q);
    const [rows, total] = await repo.msgsPage(circle.id, userId, skip, take);
    const [people, bulletins] = await Promise.all([
      peopleOf(
        ctx,
        rows.map((c) => c.authorId),
      ),
      repo.bulletinsByIds([...new Set(rows.map((c) => c.bulletinId))]),
    ]);
    const content = new Map(bulletins.map((b) => [b.id, b.content]));
    return pageResult(
      rows.map((c) => ({
        commentId: c.id,
        bulletinId: c.bulletinId,
        bulletinContent: content.get(c.bulletinId) ?? '',
        kind: (c.replyToId === userId ? 'reply' : 'comment') as 'reply' | 'comment',
        content: c.content,
        author: people(c.authorId),
        createdAt: c.createdAt.toISOString(),
      })),
      total,
      q,
    );
  }

  return { add, reply, remove, list, msgs };
}
