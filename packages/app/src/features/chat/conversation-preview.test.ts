import type { Conversation } from '@live/im-client';
import { describe, expect, it } from 'vitest';
import { previewOf } from './ConversationRow';
import { chatText } from './messages';

const groupConversation = (lastMessage: Partial<Conversation['lastMessage']>): Conversation =>
  ({
    conversationID: 'GROUPg1',
    type: 'GROUP',
    lastMessage: { lastTime: 1, isRevoked: false, payload: null, messageForShow: '', ...lastMessage },
  }) as Conversation;

describe('the chat list preview', () => {
  it("a new group's announcement (issue #29) reads as a notice in the brand's language, not the SDK's text", () => {
    const created = groupConversation({
      type: 'TIMCustomElem',
      payload: { data: 'group_create', extension: 'u1创建群组' },
      messageForShow: '[自定义消息]',
    });
    expect(previewOf(created, (key) => chatText(key, 'pt-BR'))).toBe('Grupo criado');
    expect(previewOf(created, (key) => chatText(key, 'zh-CN'))).toBe('群聊已创建');
  });
});
