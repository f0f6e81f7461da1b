import type { Message } from '@live/im-client';
import { Button, NavBar, useTimeZone } from '@live/ui-kit';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useServices } from '../../app/services';
import type { ChatSession } from '../../chat';
import { fanGroupOffer } from '../../chat/group-rules';
import { type GroupVariant, groupConversationID, isManager, isMuted, slowModeWait } from '../../chat/rules';
import { chatTime } from './chat-time';
import { useLoad } from '../../hooks/use-load';
import { useNow } from '../../hooks/use-now';
import { usePageMeta } from '../../shell/usePageMeta';
import { Composer, MessageList } from './ConversationView';
import { paths } from '../../routes/paths';
import { groupPaths } from './group-paths';
import { fanGroupAnchor, groupNameOf, useFanGroupName, useFanGroupSender } from './platform-names';
import { readGroupLocal, writeGroupLocal } from './group-storage';
import { useChatT } from './messages';
import { ChatGate, StateView } from './parts';
import { useChatAction } from './use-chat-action';
import { useConversation } from './use-conversation';
import { type GroupState, useGroup } from './use-group';
import { QUIET } from '../../domain/request-presets';

/** /chat-group/:id and /chat-group/anchor/:id: a group's chat. */
export function GroupChatPage({ variant }: { variant: GroupVariant }) {
  const { id = '' } = useParams();
  const t = useChatT();
  const navigate = useNavigate();
  return (
    <div className="chat-page chat-page--room">
      <ChatGate bar={<NavBar title={t('group')} onBack={() => navigate(-1)} />}>
        {(session) => <GroupRoom session={session} groupID={id} variant={variant} onBack={() => navigate(-1)} />}
      </ChatGate>
    </div>
  );
}

const GroupRoom = observer(function GroupRoom({
  session,
  groupID,
  variant,
  onBack,
}: {
  session: ChatSession;
  groupID: string;
  variant: GroupVariant;
  onBack: () => void;
}) {
  const { brand } = useServices();
  const t = useChatT();
  const state = useGroup(session, groupID);
  const links = groupPaths(variant);
  const platformName = useFanGroupName(groupID);
  const name = groupNameOf(
    groupID,
    { chat: state.group?.name, platform: platformName },
    { lobby: t('lobby'), unnamed: t('unnamedGroup') },
  );
  usePageMeta(brand, 'default', name.text);
  const shown = name.users ? <span data-ugc>{name.text}</span> : name.text;
  return (
    <>
      <NavBar
        title={
          <>
            {variant === 'anchor' && `${t('fanGroup')} · `}
            {shown}
            {state.group && ` (${state.group.memberCount})`}
          </>
        }
        onBack={onBack}
        right={
          <span className="chat-nav-links">
            <Link to={links.info(groupID)}>{t('infoShort')}</Link>
          </span>
        }
      />
      {state.loading && <StateView kind="loading" text={t('loading')} />}
      {!state.loading && (state.failed || !state.group) && (
        <StateView kind="error" text={t('groupNotFound')} onRetry={state.reload} />
      )}
      {state.group && !state.role && <JoinGroup session={session} groupID={groupID} onJoined={state.reload} />}
      {state.group && state.role && <Conversation session={session} state={state} variant={variant} />}
    </>
  );
});

/** Joins by the group's join option; an anchor's fan group takes its anchor's followers through the platform. */
function JoinGroup({ session, groupID, onJoined }: { session: ChatSession; groupID: string; onJoined: () => void }) {
  const { api } = useServices();
  const t = useChatT();
  const { busy, run } = useChatAction();
  const [waiting, setWaiting] = useState(false);
  const anchorid = fanGroupAnchor(groupID);
  // A fan group: whether I follow its anchor decides between the join button and the way to follow first (if
  // the platform cannot say, the button stays: its answer tells a non-follower why).
  const fans = useLoad(
    async (signal) => (anchorid === null ? null : api.chat.fanGroup({ anchorid, ...QUIET }, { signal })),
    `fan-group-${anchorid}`,
  );
  const offer = anchorid === null ? 'join' : fanGroupOffer(fans.data);
  const join = async () => {
    if (anchorid !== null) {
      // A non-follower is told why by the platform's answer (a toast).
      const joined = await api.chat.joinFanGroup({ anchorid }).catch(() => null);
      if (joined?.joined) onJoined();
      return;
    }
    let status = '';
    const done = await run(async () => {
      const client = await session.ready();
      status = (await client.joinGroup({ groupID })).data.status;
    });
    if (!done) return;
    if (status === session.TIM.TYPES.JOIN_STATUS_WAIT_APPROVAL) setWaiting(true);
    else onJoined();
  };
  return (
    <div className="chat-state">
      {waiting ? (
        <p role="status">{t('waitApproval')}</p>
      ) : (
        offer !== 'follow' && (
          <Button
            variant="primary"
            round
            onClick={() => void join()}
            disabled={busy || (offer === 'unknown' && fans.loading)}
          >
            {t('join')}
          </Button>
        )
      )}
      {anchorid !== null && offer === 'follow' && (
        <Link className="chat-link" to={paths.userCenterAnchor({ uid: anchorid })}>
          {t('followToJoin')}
        </Link>
      )}
    </div>
  );
}

function Conversation({ session, state, variant }: { session: ChatSession; state: GroupState; variant: GroupVariant }) {
  const { root } = useServices();
  const timeZone = useTimeZone();
  const t = useChatT();
  const group = state.group!;
  const groupID = group.groupID;
  const links = groupPaths(variant);
  const view = useConversation(session, groupConversationID(groupID));
  const anchor = useFanGroupSender(groupID);
  const now = useNow(1000);
  const [lastSentAt, setLastSentAt] = useState(() => readGroupLocal(variant, groupID).lastSentAt);
  // My last message here may come from another device too: the list knows it.
  const lastOwn = view.messages.reduce(
    (latest, message) =>
      message.flow === 'out' && message.status === 'success' ? Math.max(latest, message.time * 1000) : latest,
    0,
  );
  const wait = slowModeWait(state.role, state.slowMode, Math.max(lastSentAt, lastOwn), now);
  const lang = root.language.lang;
  const blocked = isMuted(state.muteUntil, now)
    ? t('youAreMuted', { time: chatTime(state.muteUntil, now, lang, timeZone) })
    : group.muteAllMembers && !isManager(state.role)
      ? t('muted')
      : wait > 0
        ? t('slowWait', { n: wait })
        : null;
  const type = session.TIM.TYPES.CONV_GROUP;
  const send = async (make: Parameters<typeof view.send>[0]) => {
    const sent = await view.send(make);
    if (sent) {
      const at = Date.now();
      setLastSentAt(at);
      writeGroupLocal(variant, groupID, { lastSentAt: at });
    } else {
      // A refusal may come from settings changed since the page loaded (slow mode, a mute): read them again.
      state.reload();
    }
    return sent;
  };
  return (
    <>
      {group.notification && (
        <Link className="chat-announcement" to={links.announcements(groupID)}>
          <strong>{t('announcements')}</strong> <span data-ugc>{group.notification}</span>
        </Link>
      )}
      {state.slowMode > 0 && <p className="chat-notice">{t('slowModeOn', { n: state.slowMode })}</p>}
      <MessageList
        session={session}
        view={view}
        peerReadTime={null}
        profilePath={(userID) => links.member(userID, groupID)}
        showNames
        platformSender={anchor}
      />
      <Composer
        blocked={blocked}
        onText={(text) =>
          send((client) => client.createTextMessage({ to: groupID, conversationType: type, payload: { text } }))
        }
        onFace={(index, data) =>
          send((client) => client.createFaceMessage({ to: groupID, conversationType: type, payload: { index, data } }))
        }
        onImage={(file) =>
          send((client): Message =>
            client.createImageMessage({ to: groupID, conversationType: type, payload: { file } }),
          )
        }
      />
    </>
  );
}
