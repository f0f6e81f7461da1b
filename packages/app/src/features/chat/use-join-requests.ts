import type { ChatClient } from '@live/im-client';
import { useEffect, useState } from 'react';
import type { ChatSession } from '../../chat';
import { isJoinRequestNotice } from '../../chat/group-rules';
import { useChatAction } from './use-chat-action';
import { useClientLoad } from './use-client-load';

export type JoinRequest = Awaited<ReturnType<ChatClient['getGroupApplicationList']>>['data']['applicationList'][number];

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
 * groups. Live: a join request's system notice reads them again while the page is open.
 */
export function useJoinRequests(session: ChatSession, groupID?: string): JoinRequests {
  const [version, setVersion] = useState(0);
  const { busy, run } = useChatAction();
  useEffect(
    () =>
      session.onMessages((messages) => {
        if (messages.some((message) => isJoinRequestNotice(message, groupID))) setVersion((n) => n + 1);
      }),
    [session, groupID],
  );
  const list = useClientLoad(
    session,
    async (client) =>
      (await client.getGroupApplicationList()).data.applicationList.filter(
        (request) => groupID === undefined || request.groupID === groupID,
      ),
    `join-requests:${groupID ?? ''}:${version}`,
  );
  const handle = async (request: JoinRequest, action: 'Agree' | 'Reject') => {
    const done = await run(async () => {
      const client = await session.ready();
      await client.handleGroupApplication({ handleAction: action, application: request });
      // The request's notice is answered: the system conversation holds nothing unread for it any more.
      await client.setMessageRead({ conversationID: session.TIM.TYPES.CONV_SYSTEM }).catch(() => undefined);
    });
    if (!done) return;
    setVersion((n) => n + 1);
    session.refresh();
    session.readJoinRequests();
  };
  return {
    items: list.data ?? [],
    loading: list.loading && list.data === null,
    failed: list.failed,
    reload: list.reload,
    busy,
    handle,
  };
}
