import { NavBar, useTimeZone } from '@live/ui-kit';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useServices } from '../../app/services';
import { type ChatSession, useChatSession } from '../../chat';
import { c2cConversationID, chatStatusState, type OnlineState, onlineStateOf } from '../../chat/rules';
import { chatTime } from './chat-time';
import { paths } from '../../routes/paths';
import { usePageMeta } from '../../shell/usePageMeta';
import { Composer, MessageList } from './ConversationView';
import { useChatT } from './messages';
import { ChatGate } from './parts';
import { useConversation } from './use-conversation';
import { isPlatformName } from './platform-names';
import { usePeer } from './use-peer';

/** /c2c-chatroom/:id: the one-to-one chat with user :id. */
export default function ChatRoomPage() {
  const { id = '' } = useParams();
  const { brand } = useServices();
  const t = useChatT();
  const navigate = useNavigate();
  const peer = usePeer(id);
  const name = peer.data?.info.nick_name || id;
  usePageMeta(brand, 'default', name);
  return (
    <div className="chat-page chat-page--room">
      <NavBar
        title={
          <span className="chat-room-title">
            <span data-ugc={peer.data && isPlatformName(peer.data.info) ? undefined : true}>{name}</span>
            <PeerStatus
              userID={id}
              lastOnline={peer.data?.online.last_online ?? 0}
              onlineStatus={peer.data?.online.online_status ?? 0}
            />
          </span>
        }
        onBack={() => navigate(-1)}
        right={
          <span className="chat-nav-links">
            <Link to={paths.c2cUser({ id })}>{t('profile')}</Link>
          </span>
        }
      />
      <ChatGate>{(session) => <Room session={session} peerID={id} />}</ChatGate>
    </div>
  );
}

/** Online, or the last-online time (host spec §4 labels; the chat status when the client has it). */
function PeerStatus({
  userID,
  lastOnline,
  onlineStatus,
}: {
  userID: string;
  lastOnline: number;
  onlineStatus: number;
}) {
  const { root } = useServices();
  const timeZone = useTimeZone();
  const t = useChatT();
  const [chatState, setChatState] = useState<OnlineState | null>(null);
  const session = useChatSession(root.user.isLoggedIn);
  useEffect(() => {
    if (!session) return;
    let live = true;
    session
      .ready()
      .then(async (client) => {
        const { data } = await client.getUserStatus({ userIDList: [userID] });
        const status = data.successUserList.find((item) => item.userID === userID);
        if (live && status) setChatState(chatStatusState(status.statusType));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [session, userID]);
  // The chat service knows a connection the platform's 5-minute window has not seen yet.
  const state: OnlineState = chatState === 'online' ? 'online' : onlineStateOf(onlineStatus, lastOnline);
  const label =
    state === 'offline'
      ? t('lastOnline', { time: chatTime(lastOnline, Date.now(), root.language.lang, timeZone) })
      : t(state);
  return (
    <span className={`chat-presence chat-presence--${state}`} data-testid="peer-status">
      {label}
    </span>
  );
}

const Room = observer(function Room({ session, peerID }: { session: ChatSession; peerID: string }) {
  const conversationID = c2cConversationID(peerID);
  const view = useConversation(session, conversationID);
  const conv = session.conversations.find((item) => item.conversationID === conversationID);
  const type = session.TIM.TYPES.CONV_C2C;
  return (
    <>
      <MessageList
        session={session}
        view={view}
        peerReadTime={conv?.peerReadTime ?? 0}
        profilePath={(userID) => paths.c2cUser({ id: userID })}
        showNames={false}
      />
      <Composer
        blocked={null}
        onText={(text) =>
          view.send((client) => client.createTextMessage({ to: peerID, conversationType: type, payload: { text } }))
        }
        onFace={(index, data) =>
          view.send((client) =>
            client.createFaceMessage({ to: peerID, conversationType: type, payload: { index, data } }),
          )
        }
        onImage={(file) =>
          view.send((client) => client.createImageMessage({ to: peerID, conversationType: type, payload: { file } }))
        }
      />
    </>
  );
});
