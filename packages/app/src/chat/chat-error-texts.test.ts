import { describe, expect, it } from 'vitest';
import { chatErrorText } from './chat-error-texts';
import { connectionText } from './connection-texts';
import { roomChatText } from './room-chat-texts';
import { type ChatErrorKind, chatErrorOf } from './rules';

const KINDS: ChatErrorKind[] = [
  'away',
  'elsewhere',
  'signedOut',
  'network',
  'busy',
  'blocked',
  'notInGroup',
  'noPermission',
  'tooLong',
  'file',
  'other',
];

describe('chat errors users see (issue #29)', () => {
  it('§8 chat error kinds: codes of the chat client and service map to what the user is told', () => {
    expect(chatErrorOf({ chatStatus: 'failed' })).toBe('away');
    expect(chatErrorOf({ chatStatus: 'connecting' })).toBe('away');
    expect(chatErrorOf({ chatStatus: 'kicked' })).toBe('elsewhere');
    expect(chatErrorOf({ code: 2999 })).toBe('away');
    expect(chatErrorOf({ code: 3003 })).toBe('elsewhere');
    expect(chatErrorOf({ code: 3006 })).toBe('signedOut');
    expect(chatErrorOf({ code: 2801 })).toBe('network');
    expect(chatErrorOf({ code: 2996 })).toBe('busy');
    expect(chatErrorOf({ code: 20007 })).toBe('blocked');
    expect(chatErrorOf({ code: 10010 })).toBe('notInGroup');
    expect(chatErrorOf({ code: 10007 })).toBe('noPermission');
    expect(chatErrorOf({ code: 80002 })).toBe('tooLong');
    expect(chatErrorOf({ code: 2253 })).toBe('file');
    expect(chatErrorOf({ code: 12345 })).toBe('other');
    expect(chatErrorOf(new Error('chat is failed'))).toBe('other');
    expect(chatErrorOf(null)).toBe('other');
  });

  it('§8 chat error texts: every kind in zh-CN and pt-BR, never the client text nor the connection-failed notice', () => {
    for (const kind of KINDS) {
      const zh = chatErrorText(kind, 'zh-CN', { code: 12345 });
      const pt = chatErrorText(kind, 'pt-BR', { code: 12345 });
      expect(zh).toMatch(/[\u4e00-\u9fff]/);
      expect(pt).not.toMatch(/[\u4e00-\u9fff]/);
      for (const text of [zh, pt]) {
        expect(text).not.toMatch(/chat is|failed|undefined/);
        expect(text).not.toContain('聊天服务连接失败');
      }
    }
    expect(chatErrorText('other', 'zh-CN', { code: 12345 })).toContain('12345');
  });

  it('issue #29 connection states: reconnecting and unavailable in zh-CN and pt-BR, never "connection failed"', () => {
    for (const state of ['reconnecting', 'unavailable'] as const) {
      const zh = connectionText(state, 'zh-CN');
      const pt = connectionText(state, 'pt-BR');
      expect(zh).toMatch(/[\u4e00-\u9fff]/);
      expect(pt).not.toMatch(/[\u4e00-\u9fff]/);
      for (const text of [zh, pt]) expect(text).not.toMatch(/连接失败|Falha ao conectar/);
    }
    // A live room whose session is out says chat is unavailable there, not that a connection failed.
    for (const language of ['zh-CN', 'pt-BR'])
      expect(roomChatText('chatFailed', language)).not.toMatch(/连接失败|Falha ao conectar/);
  });
});
