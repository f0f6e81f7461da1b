import type { TaskKey } from '@live/api-contract';
import { paths } from '../../routes/paths';

/**
 * Where each unfinished task is done, for its 去完成 link: the news for reading and sharing articles, the live
 * rooms for comments, gifts, watching and sharing a room, the scores for sharing a match, the user centre for the
 * invite link. Tasks with nothing to go to (the first login, time online) have none.
 */
export function taskLink(key: TaskKey): string | null {
  switch (key) {
    case 'readInfo':
    case 'shareInfo':
      return paths.mobileNews();
    case 'sendComment':
    case 'sendGift':
    case 'sendFirstGift':
    case 'shareToFriend':
    case 'watchLive':
      return paths.liveLives();
    case 'shareMessage':
      return paths.score();
    case 'inviteFriend':
      return paths.userCenter();
    case 'appFirstLogin':
    case 'online':
      return null;
  }
}
