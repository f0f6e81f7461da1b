import { TASK_KEYS } from '@live/api-contract';
import { describe, expect, it } from 'vitest';
import { taskLink } from './task-links';

describe('去完成: where each task of spec §3 is done (issue #28)', () => {
  it('reading and sharing news lead to the news, room actions to the live rooms, a match share to the scores', () => {
    expect(Object.fromEntries(TASK_KEYS.map((key) => [key, taskLink(key)]))).toEqual({
      appFirstLogin: null,
      inviteFriend: '/user-center',
      readInfo: '/mobile/news',
      sendComment: '/live/lives',
      sendGift: '/live/lives',
      sendFirstGift: '/live/lives',
      shareInfo: '/mobile/news',
      shareMessage: '/score',
      watchLive: '/live/lives',
      online: null,
      shareToFriend: '/live/lives',
    });
  });
});
