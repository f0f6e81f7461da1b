import { observer } from 'mobx-react-lite';
import { useServices } from '../app/services';
import { RoomChatPanel } from './RoomChatPanel';
import { useRoomChat } from './use-room-chat';

/**
 * A match detail page's chat tab (spec §2: shown when the match has an anchor's room): that room's chat, with its
 * recent history and announcement.
 */
export const MatchRoomChat = observer(function MatchRoomChat({ roomId }: { roomId: number }) {
  const { root } = useServices();
  const chat = useRoomChat(roomId);
  return <RoomChatPanel chat={chat} notes="" loggedIn={root.user.isLoggedIn} />;
});
