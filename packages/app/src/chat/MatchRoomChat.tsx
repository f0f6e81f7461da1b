import { observer } from 'mobx-react-lite';
import { useServices } from '../app/services';
import { liveGroupId } from '../domain/room-chat';
import { RoomChatPanel } from './RoomChatPanel';
import { useRoomChat } from './use-room-chat';

/** A match detail page's chat tab (spec §2: shown when the match has an anchor's room): that room's chat. */
export const MatchRoomChat = observer(function MatchRoomChat({ roomId }: { roomId: number }) {
  const { root } = useServices();
  const chat = useRoomChat(liveGroupId(roomId));
  return <RoomChatPanel chat={chat} notes="" loggedIn={root.user.isLoggedIn} />;
});
