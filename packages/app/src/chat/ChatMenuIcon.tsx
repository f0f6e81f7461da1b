import { Badge } from '@live/ui-kit';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useServices } from '../app/services';
import { useChatSession } from './index';

/**
 * The chat menu entry's icon with the total unread count (messaging spec §4) plus the friend and join requests waiting. A logged-in user's session starts
 * here after the first render; a visitor loads no chat code.
 */
export const ChatMenuIcon = observer(function ChatMenuIcon({ children }: { children: ReactNode }) {
  const { root } = useServices();
  const session = useChatSession(root.user.isLoggedIn);
  const ready = session?.status === 'ready';
  const unread = ready ? session.totalUnread : 0;
  // Pending friend requests and join requests count with the unread messages: all wait for the user in chat.
  const requests = ready ? session.friendRequests + session.joinRequests : 0;
  return (
    <Badge content={unread + requests} className="chat-menu-badge">
      <span data-testid="menu-chat-unread" data-unread={unread} data-requests={requests}>
        {children}
      </span>
    </Badge>
  );
});
