import { describe, expect, it } from 'vitest';
import { DomainError } from '../../lib/domain-error';
import { acceptRefusal, assertReadable, historyWindow, isOpen, sideOf, writerSide, type ChatParties } from './service-chat.rules';

const refusal = (fn: () => unknown) => {
  try {
    fn();
    return 'ok';
  } catch (err) {
    return err instanceof DomainError ? `${err.code}:${err.details?.field}` : String(err);
  }
};
const conv = (over: Partial<ChatParties> = {}): ChatParties => ({ userId: 'u1', agentId: null, status: 'waiting', ...over });

describe('sideOf and writerSide', () => {
  it("the conversation's user writes as user, its agent as agent, anyone else reads it as missing", () => {
    const taken = conv({ agentId: 'a1', status: 'active' });
    expect(sideOf(taken, 'u1')).toBe('user');
    expect(sideOf(taken, 'a1')).toBe('agent');
    expect(sideOf(taken, 'x')).toBeNull();
    expect(writerSide(taken, 'a1')).toBe('agent');
    expect(refusal(() => writerSide(taken, 'x'))).toBe('CHAT_NOT_FOUND:conversationId');
    expect(refusal(() => writerSide(null, 'u1'))).toBe('CHAT_NOT_FOUND:conversationId');
  });
});

describe('assertReadable', () => {
  it('lets any agent read a waiting conversation, but not once another agent took it', () => {
    expect(refusal(() => assertReadable(conv(), 'a2', true))).toBe('ok');
    expect(refusal(() => assertReadable(conv({ agentId: 'a1', status: 'active' }), 'a2', true))).toBe('CHAT_NOT_FOUND:conversationId');
    expect(refusal(() => assertReadable(conv({ agentId: 'a1', status: 'active' }), 'a1', true))).toBe('ok');
  });
  it('refuses a waiting conversation to a non-agent who is not its user, and a missing one to everybody', () => {
    expect(refusal(() => assertReadable(conv(), 'x', false))).toBe('CHAT_NOT_FOUND:conversationId');
    expect(refusal(() => assertReadable(conv(), 'u1', false))).toBe('ok');
    expect(refusal(() => assertReadable(null, 'a1', true))).toBe('CHAT_NOT_FOUND:conversationId');
  });
});

describe('acceptRefusal', () => {
  it('says why a take failed: missing, own conversation, closed, or taken by another agent', () => {
    expect(acceptRefusal(null, 'a1')?.code).toBe('CHAT_NOT_FOUND');
    expect(acceptRefusal(conv(), 'u1')?.code).toBe('CHAT_AGENT_SELF');
    expect(acceptRefusal(conv({ agentId: 'a1', status: 'closed' }), 'a1')?.code).toBe('CHAT_CLOSED');
    expect(acceptRefusal(conv({ agentId: 'a2', status: 'active' }), 'a1')?.code).toBe('CHAT_TAKEN');
  });
  it('answers nothing when this agent holds it already (a repeated take), naming the field otherwise', () => {
    expect(acceptRefusal(conv({ agentId: 'a1', status: 'active' }), 'a1')).toBeNull();
    expect(acceptRefusal(conv({ agentId: 'a2', status: 'active' }), 'a1')?.details?.field).toBe('conversationId');
  });
  it('isOpen is false only for a closed conversation', () => {
    expect([isOpen('waiting'), isOpen('active'), isOpen('closed')]).toEqual([true, true, false]);
  });
});

describe('historyWindow', () => {
  it('prefers a catch-up after a seq, then scrolling back before one, else the newest', () => {
    expect(historyWindow({ afterSeq: 5, beforeSeq: 9 })).toEqual({ kind: 'after', seq: 5 });
    expect(historyWindow({ afterSeq: 0 })).toEqual({ kind: 'after', seq: 0 });
    expect(historyWindow({ beforeSeq: 9 })).toEqual({ kind: 'before', seq: 9 });
    expect(historyWindow({})).toEqual({ kind: 'newest' });
  });
});
