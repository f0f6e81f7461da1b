import { useEffect } from 'react';
import type { ChatSession, JoinRequest } from '../../chat';
import { useChatAction } from './use-chat-action';

export interface JoinRequests {
  /** The requests waiting for my answer (kept while a newer list loads). */
  items: JoinRequest[];
  /** Loading the first list. */
  loading: boolean;
  failed: boolean;
  reload: () => void;
  busy: boolean;
  handle: (request: JoinRequest, action: 'Agree' | 'Reject') => Promise<void>;
}

/**
 * The join requests and members' invitations waiting for me (owner or admin) to answer, of one group or of all my
 * groups: the session's one list (read at login and again on a join request's notice), so the page, the menu's
 * badge and the tab's count never disagree. Opening a page reads it again (another admin may have answered since).
 * Read from an observer component.
 */
export function useJoinRequests(session: ChatSession, groupID?: string): JoinRequests {
  const { busy, run } = useChatAction();
  const list = session.joinRequestList;
  useEffect(() => session.readJoinRequests(), [session]);
  const handle = async (request: JoinRequest, action: 'Agree' | 'Reject') => {
    const done = await run(async () => {
      const client = await session.ready();
      await client.handleGroupApplication({ handleAction: action, application: request });
      // The request's notice is answered: the system conversation holds nothing unread for it any more.
      await client.setMessageRead({ conversationID: session.TIM.TYPES.CONV_SYSTEM }).catch(() => undefined);
    });
    if (!done) return;
    session.refresh();
    session.readJoinRequests();
  };
  return {
    items: (list ?? []).filter((request) => groupID === undefined || request.groupID === groupID),
    loading: list === null && !session.joinRequestsFailed,
    failed: session.joinRequestsFailed,
    reload: () => session.readJoinRequests(),
    busy,
    handle,
  };
}
