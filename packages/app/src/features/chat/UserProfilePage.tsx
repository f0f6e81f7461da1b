import { Avatar, Button, formatCompact, Input, NavBar, Popup, useTimeZone } from '@live/ui-kit';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { avatarImages } from '../../app/avatar-images';
import { useRequireLogin } from '../../app/require-login';
import { useServices } from '../../app/services';
import { anchorFanGroupId } from '@live/api-contract';
import type { ChatClient } from '@live/im-client';
import { type ChatSession, useChatSession } from '../../chat';
import { onlineStateOf } from '../../chat/rules';
import { shopCardOn } from '../../domain/user';
import { chatTime } from './chat-time';
import { LinkButton } from '../../routes/links';
import { paths } from '../../routes/paths';
import { usePageMeta } from '../../shell/usePageMeta';
import { useChatT } from './messages';
import { StateView } from './parts';
import { useChatAction } from './use-chat-action';
import { isPlatformName } from './platform-names';
import { usePeer } from './use-peer';
import './groups.css';
import { UserTags } from '../../components/user-tags/UserTags';

/** /c2c-user/:id and /vip-user/:uid: a user's profile with follow, friend, blacklist, chat and report. */
function UserProfile({ userID, vip }: { userID: string; vip: boolean }) {
  const { brand, root, api } = useServices();
  const timeZone = useTimeZone();
  const t = useChatT();
  const navigate = useNavigate();
  const requireLogin = useRequireLogin();
  const peer = usePeer(userID);
  const { busy, run } = useChatAction();
  const [followed, setFollowed] = useState<boolean | null>(null);
  const session = useChatSession(root.user.isLoggedIn);
  const info = peer.data?.info;
  usePageMeta(brand, 'default', info?.nick_name || t('profile'));
  const self = root.user.isLoggedIn && String(root.user.uid) === userID;
  const isFollowed = followed ?? info?.attented === 1;
  const follow = async () => {
    if (!requireLogin() || !info) return;
    const type = isFollowed ? 0 : 1;
    await run(async () => {
      const result = await api.user.attentUser({ userid: info.id, type });
      setFollowed(result.attented === 1);
    });
  };
  const lang = root.language.lang;
  return (
    <div className="chat-page">
      <NavBar title={vip ? `${t('vip')} · ${t('profile')}` : t('profile')} onBack={() => navigate(-1)} />
      {peer.loading && <StateView kind="loading" text={t('loading')} />}
      {!peer.loading && (peer.failed || !peer.data) && (
        <StateView kind="error" text={t('userNotFound')} onRetry={peer.failed ? peer.reload : undefined} />
      )}
      {info && peer.data && (
        <>
          <section className="chat-profile">
            <Avatar
              src={info.avatar}
              id={info.id}
              images={avatarImages(brand)}
              size={72}
              frame={shopCardOn(info.avatar_frame_until, Date.now())}
            />
            <h2 className="chat-profile__name">
              <span data-ugc={isPlatformName(info) ? undefined : true}>{info.nick_name}</span>
              {info.vip_level > 0 && <span className="chat-tag chat-tag--vip">VIP{info.vip_level}</span>}
              {info.is_anchor === 1 && <span className="chat-tag">{t('anchor')}</span>}
            </h2>
            <UserTags ids={info.tags} />
            <p className="chat-profile__line">ID: {info.id}</p>
            <p className="chat-profile__line" data-testid="peer-status">
              {onlineStateOf(peer.data.online.online_status, peer.data.online.last_online) === 'online'
                ? t('online')
                : peer.data.online.last_online > 0
                  ? t('lastOnline', { time: chatTime(peer.data.online.last_online, Date.now(), lang, timeZone) })
                  : t('notLoggedIn')}
            </p>
            <p className="chat-profile__line">{info.signature || t('signature')}</p>
            <p className="chat-profile__counts">
              <span>
                {t('fans')} {formatCompact(info.fans_count, lang)}
              </span>
              <span>
                {t('following')} {info.attent_count}
              </span>
            </p>
          </section>
          {!self && (
            <div className="chat-actions">
              <LinkButton variant="primary" round block to={paths.c2cChatroom({ id: userID })}>
                {t('startChat')}
              </LinkButton>
              <Button round block disabled={busy} onClick={() => void follow()}>
                {isFollowed ? t('followed') : t('follow')}
              </Button>
              {session && <ChatRelations session={session} userID={userID} />}
              {info.is_anchor === 1 && (
                <LinkButton round block to={paths.chatGroupAnchor({ id: anchorFanGroupId(info.id) })}>
                  {t('fanGroup')}
                </LinkButton>
              )}
              <LinkButton round block to={paths.c2cFeedback({ type: 'user', gid: userID })}>
                {t('report')}
              </LinkButton>
            </div>
          )}
        </>
      )}
    </div>
  );
}

/** The web add-friend source (messaging spec §5: a fixed prefix and at most 8 characters after it). */
const ADD_SOURCE = 'AddSource_Type_Web';

/** Friend and blacklist actions (the relation with this user, read when the page opens). */
const ChatRelations = observer(function ChatRelations({ session, userID }: { session: ChatSession; userID: string }) {
  const { root } = useServices();
  const t = useChatT();
  const { busy, run } = useChatAction();
  const [friend, setFriend] = useState<boolean | null>(null);
  const [blocked, setBlocked] = useState<boolean | null>(null);
  const [version, setVersion] = useState(0);
  // The request's greeting (the cloud's AddWording): the receiver reads it beside Accept and Refuse.
  const [asking, setAsking] = useState(false);
  const [wording, setWording] = useState(() => t('greetingDefault', { name: root.user.info?.nick_name ?? '' }));
  const { TYPES } = session.TIM;
  useEffect(() => {
    let live = true;
    session
      .ready()
      .then(async (client) => {
        const [check, blacklist] = await Promise.all([
          client.checkFriend({ userIDList: [userID] }),
          client.getBlacklist(),
        ]);
        const relation = check.data.successUserIDList.find((item) => item.userID === userID)?.relation ?? '';
        if (!live) return;
        setFriend(relation === TYPES.SNS_TYPE_BOTH_WAY || relation === TYPES.SNS_TYPE_A_WITH_B);
        setBlocked(blacklist.data.includes(userID));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [session, userID, version, TYPES]);
  const act = async (call: (client: ChatClient) => Promise<unknown>, done: string) => {
    if (await run(async () => call(await session.ready()), done)) setVersion((n) => n + 1);
  };
  return (
    <>
      {friend !== null && (
        <Button
          round
          block
          disabled={busy}
          onClick={() =>
            friend ? void act((client) => client.deleteFriend({ userIDList: [userID] }), t('done')) : setAsking(true)
          }
        >
          {friend ? t('removeFriend') : t('addFriend')}
        </Button>
      )}
      <Popup open={asking} onClose={() => setAsking(false)} position="bottom" label={t('addFriend')}>
        <form
          className="chat-form"
          onSubmit={(event) => {
            event.preventDefault();
            setAsking(false);
            void act(
              (client) => client.addFriend({ to: userID, source: ADD_SOURCE, wording: wording.trim() }),
              t('friendRequested'),
            );
          }}
        >
          <h2 className="chat-greeting__label" aria-hidden="true">
            {t('greeting')}
          </h2>
          <Input
            aria-label={t('greeting')}
            placeholder={t('greeting')}
            value={wording}
            onChange={setWording}
            maxLength={100}
          />
          <Button type="submit" variant="primary" round block disabled={busy}>
            {t('sendRequest')}
          </Button>
        </form>
      </Popup>
      {blocked !== null && (
        <Button
          round
          block
          disabled={busy}
          onClick={() =>
            void act(
              (client) =>
                blocked
                  ? client.removeFromBlacklist({ userIDList: [userID] })
                  : client.addToBlacklist({ userIDList: [userID] }),
              t('done'),
            )
          }
        >
          {blocked ? t('unblock') : t('block')}
        </Button>
      )}
    </>
  );
});

export function C2cUserPage() {
  const { id = '' } = useParams();
  return <UserProfile userID={id} vip={false} />;
}

export function VipUserPage() {
  const { uid = '' } = useParams();
  return <UserProfile userID={uid} vip />;
}
