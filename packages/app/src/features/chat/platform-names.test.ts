import { anchorFanGroupId, CHAT_LOBBY_GROUP } from '@live/api-contract';
import { describe, expect, it } from 'vitest';
import {
  applicantNameOf,
  fanGroupAnchor,
  friendNameOf,
  groupNameOf,
  isPlatformName,
  peerNameOf,
  senderNameOf,
} from './platform-names';

const words = { lobby: 'Sala dos torcedores', unnamed: 'Grupo' };

describe('names the platform owns in chat (issue #30 item 4: the app never shows a Chinese string on pq8br that did not come from another user)', () => {
  it("an anchor's fan group is named after its anchor, whose name is read from the platform", () => {
    expect(fanGroupAnchor(anchorFanGroupId(14))).toBe(14);
    expect(fanGroupAnchor(CHAT_LOBBY_GROUP)).toBeNull();
    expect(fanGroupAnchor('@TGS#2ABCD')).toBeNull();
    expect(fanGroupAnchor(anchorFanGroupId('x'))).toBeNull();
    expect(fanGroupAnchor(anchorFanGroupId(0))).toBeNull();
  });

  it("a fan group shows its anchor's platform name (never the chat service's Chinese name), not as users' text", () => {
    const fans = anchorFanGroupId(14);
    const chat = '快乐涛解球';
    expect(groupNameOf(fans, { chat, platform: 'Tadeu Feliz' }, words)).toEqual({ text: 'Tadeu Feliz', users: false });
    expect(groupNameOf(fans, { chat, platform: null }, words)).toEqual({ text: 'Grupo', users: false });
  });

  it("the lobby goes by the app's word; a group users made by the name they gave it, marked as theirs", () => {
    expect(groupNameOf(CHAT_LOBBY_GROUP, { chat: '球迷大厅', platform: null }, words)).toEqual({
      text: 'Sala dos torcedores',
      users: false,
    });
    expect(groupNameOf('@TGS#2AB', { chat: '周末踢球', platform: null }, words)).toEqual({
      text: '周末踢球',
      users: true,
    });
    expect(groupNameOf('@TGS#2AB', { chat: '', platform: null }, words)).toEqual({ text: 'Grupo', users: false });
  });

  it("an anchor's name is the platform's; anyone else's is what they typed", () => {
    expect(isPlatformName({ is_anchor: 1 })).toBe(true);
    expect(isPlatformName({ is_anchor: 0 })).toBe(false);
  });

  it("a one-to-one peer who is an anchor shows the platform's name for them, anyone else their chat nick as theirs", () => {
    const anchor = { nick_name: 'Bia Ao Vivo', is_anchor: 1 };
    expect(peerNameOf('快乐涛解球', anchor)).toEqual({ text: 'Bia Ao Vivo', users: false });
    expect(peerNameOf('老王', { nick_name: '老王', is_anchor: 0 })).toEqual({ text: '老王', users: true });
    expect(peerNameOf('老王', null)).toEqual({ text: '老王', users: true });
    expect(peerNameOf('', { nick_name: 'Ana', is_anchor: 0 })).toEqual({ text: 'Ana', users: true });
  });

  it("in its fan group the anchor's messages carry the platform's name for them; everyone else's their nick as theirs", () => {
    const anchor = { id: '14', name: 'Bia Ao Vivo' };
    expect(senderNameOf('14', '快乐涛解球', anchor)).toEqual({ text: 'Bia Ao Vivo', users: false });
    expect(senderNameOf('901', '老王', anchor)).toEqual({ text: '老王', users: true });
    expect(senderNameOf('14', '快乐涛解球', null)).toEqual({ text: '快乐涛解球', users: true });
  });

  it('an anchor in any group (not only their fan group) goes by the platform’s name; other members by their nick (issue #32 leftover 6)', () => {
    const anchor = { nick_name: 'Bia Ao Vivo', is_anchor: 1 };
    expect(senderNameOf('14', '快乐涛解球', null, anchor)).toEqual({ text: 'Bia Ao Vivo', users: false });
    expect(senderNameOf('901', '老王', null, { nick_name: '老王', is_anchor: 0 })).toEqual({
      text: '老王',
      users: true,
    });
    expect(senderNameOf('901', '老王', null, null)).toEqual({ text: '老王', users: true });
  });

  it('a pending friend request from an anchor names them as the platform does (issue #32 leftover 6)', () => {
    const anchor = { nick_name: 'Bia Ao Vivo', is_anchor: 1 };
    expect(applicantNameOf({ userID: '14', nick: '快乐涛解球' }, anchor)).toEqual({
      text: 'Bia Ao Vivo',
      users: false,
    });
    expect(applicantNameOf({ userID: '901', nick: '' }, null)).toEqual({ text: '901', users: true });
  });

  it("a friend is named by the remark the user gave them, else as a one-to-one peer (an anchor by the platform's name)", () => {
    const anchor = { nick_name: 'Bia Ao Vivo', is_anchor: 1 };
    expect(friendNameOf('', '快乐涛解球', anchor)).toEqual({ text: 'Bia Ao Vivo', users: false });
    expect(friendNameOf('我的主播', '快乐涛解球', anchor)).toEqual({ text: '我的主播', users: true });
    expect(friendNameOf('', '老王', null)).toEqual({ text: '老王', users: true });
  });
});
