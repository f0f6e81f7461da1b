import { describe, expect, it } from 'vitest';
import type { ChatLine } from '../../../domain/room-chat';
import { flyingComments, giftAnimations } from './room-effects';

const lines: ChatLine[] = [
  { id: 'old', kind: 'text', from: 'u1', nick: 'A', text: '历史消息' },
  { id: 'n1', kind: 'text', from: 'u1', nick: 'A', text: '<b>好球</b>' },
  { id: 'n2', kind: 'text', from: 'card', nick: 'B', text: '加油' },
  { id: 'e', kind: 'enter', from: 'u3', nick: 'C' },
  { id: 'g1', kind: 'gift', nick: 'D', giftName: '鲜花', amount: 10, cost: 10, icon: '/i/1.svg' },
  { id: 'g2', kind: 'gift', nick: 'E', giftName: '火箭', amount: 1, cost: 1314 },
  { id: 'gOld', kind: 'gift', nick: 'F', giftName: '火箭', amount: 1, cost: 1314 },
];
const before = new Set(['old', 'gOld']);

describe('room effects from the chat (issue #33)', () => {
  it("flies the new text messages only (not the history), as text, highlighted for a chat effect card's owner", () => {
    expect(flyingComments(lines, before, (user) => user === 'card')).toEqual([
      { id: 'n1', text: '<b>好球</b>', highlight: false },
      { id: 'n2', text: '加油', highlight: true },
    ]);
  });

  it('animates the new gifts only, a small one as a float and a big one full width', () => {
    expect(giftAnimations(lines, before)).toEqual([
      { id: 'g1', sender: 'D', giftName: '鲜花', amount: 10, icon: '/i/1.svg', size: 'float' },
      { id: 'g2', sender: 'E', giftName: '火箭', amount: 1, size: 'full' },
    ]);
  });
});
