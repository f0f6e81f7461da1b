import type { Conversation, Group } from '@live/im-client';
import { ActionSheet, type ActionSheetAction, Avatar, Badge, Button, Input, NavBar, Popup, Tabs } from '@live/ui-kit';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { avatarImages } from '../../app/avatar-images';
import { confirmDialog } from '../../app/confirm-dialog';
import { useServices } from '../../app/services';
import type { ChatSession } from '../../chat';
import { quietGroups } from '../../chat/group-rules';
import { type ChatTab, chatTabOf, conversationsOfTab, groupVariantOf, unreadTotal } from '../../chat/rules';
import { paths } from '../../routes/paths';
import { usePageMeta } from '../../shell/usePageMeta';
import { ConversationRow, conversationName } from './ConversationRow';
import { groupPaths } from './group-paths';
import { groupNameOf, type PlatformUser, useFanGroupName, usePlatformUser } from './platform-names';
import { useChatT } from './messages';
import { ChatGate, FriendName, StateView, VipBadge } from './parts';
import { useChatAction } from './use-chat-action';
import { useClientLoad } from './use-client-load';
import { JoinRequestList } from './JoinRequestList';
import { type JoinRequests, useJoinRequests } from './use-join-requests';

/** What the session fetched to name a conversation that carries no name itself. */
function fetchedNames(
  session: ChatSession,
  conv: Conversation,
  platform: { platformName: string | null; platformPeer: PlatformUser | null },
): { nick?: string; groupName?: string; platformName: string | null; platformPeer: PlatformUser | null } {
  return conv.type === 'C2C'
    ? { nick: session.profiles.get(conv.conversationID.slice(3))?.nick, ...platform }
    : { groupName: session.groupNames.get(conv.conversationID.slice(5)), ...platform };
}

/** Whether a conversation carries the star mark (messaging spec §3 markList; TYPES.CONV_MARK_TYPE_STAR). */
function isStarred(conv: Conversation, session: ChatSession): boolean {
  return conv.markList?.includes(session.TIM.TYPES.CONV_MARK_TYPE_STAR) ?? false;
}

/** /c2c: the conversation list in three tabs (host spec §4: private, group, friends), pinned first. */
export default function ChatListPage() {
  const { brand } = useServices();
  const t = useChatT();
  usePageMeta(brand, '/c2c');
  return (
    <div className="chat-page">
      <NavBar
        title={t('title')}
        right={
          <span className="chat-nav-links">
            <Link to={paths.c2cSearch()}>{t('search')}</Link>
            <Link to={paths.c2cFriends()}>{t('friends')}</Link>
          </span>
        }
      />
      <ChatGate>{(session) => <ConversationTabs session={session} />}</ChatGate>
    </div>
  );
}

const ConversationTabs = observer(function ConversationTabs({ session }: { session: ChatSession }) {
  const { brand } = useServices();
  const t = useChatT();
  const [search, setSearch] = useSearchParams();
  const tab = chatTabOf(search.get('tab'));
  const [acting, setActing] = useState<Conversation | null>(null);
  const actingFanGroup = useFanGroupName(acting?.type === 'GROUP' ? acting.conversationID.slice(5) : '');
  const actingPeer = usePlatformUser(acting?.type === 'C2C' ? acting.conversationID.slice(3) : '');
  const { run } = useChatAction();
  const all = session.conversations;
  const title = (key: ChatTab) => {
    const count = unreadTotal(conversationsOfTab(all, key));
    return count > 0 ? `${t(key)} (${count})` : t(key);
  };
  const requests = session.friendRequests;
  // Join requests to my groups wait on the group tab (owners and admins; live, spec §4 system notice 1).
  const joinRequests = useJoinRequests(session);
  const joining = joinRequests.items.length;
  const items = (['private', 'group', 'friends'] as const).map((key) => ({
    key,
    title: title(key),
    title_br: title(key),
    badge: key === 'friends' ? requests : key === 'group' ? joining : 0,
    badgeLabel: key === 'group' ? t('joinRequestsBadge', { n: joining }) : t('requestsBadge', { n: requests }),
  }));

  const act = async (action: ActionSheetAction) => {
    const conv = acting;
    setActing(null);
    if (!conv) return;
    const client = await session.ready();
    const id = conv.conversationID;
    if (action.key === 'pin') await run(() => client.pinConversation({ conversationID: id, isPinned: !conv.isPinned }));
    if (action.key === 'read') await run(() => client.setMessageRead({ conversationID: id }));
    if (action.key === 'mark')
      await run(() =>
        client.markConversation({
          conversationIDList: [id],
          markType: session.TIM.TYPES.CONV_MARK_TYPE_STAR,
          enableMark: !isStarred(conv, session),
        }),
      );
    if (action.key === 'clear' && (await confirmDialog({ title: t('clearConfirm'), lang: brand.language })))
      await run(() => client.clearHistoryMessage(id));
    if (action.key === 'delete' && (await confirmDialog({ title: t('deleteConfirm'), lang: brand.language })))
      await run(() => client.deleteConversation(id));
    session.refresh();
  };

  return (
    <>
      <Tabs
        items={items}
        activeKey={tab}
        onChange={(key) => setSearch({ tab: key }, { replace: true })}
        label={t('tabs')}
      >
        {tab === 'friends' ? (
          <FriendsTab session={session} />
        ) : (
          <ConversationList session={session} tab={tab} joinRequests={joinRequests} onActions={setActing} />
        )}
      </Tabs>
      <ActionSheet
        open={acting !== null}
        title={
          acting
            ? conversationName(
                acting,
                fetchedNames(session, acting, { platformName: actingFanGroup, platformPeer: actingPeer }),
                t,
              ).text
            : undefined
        }
        cancelText={t('cancel')}
        actions={[
          { key: 'pin', name: acting?.isPinned ? t('unpin') : t('pin') },
          { key: 'read', name: t('markRead'), disabled: !acting?.unreadCount },
          { key: 'mark', name: acting && isStarred(acting, session) ? t('unmark') : t('mark') },
          { key: 'clear', name: t('clearHistory') },
          { key: 'delete', name: t('deleteConversation'), danger: true },
        ]}
        onSelect={(action) => void act(action)}
        onClose={() => setActing(null)}
      />
    </>
  );
});

const ConversationList = observer(function ConversationList({
  session,
  tab,
  joinRequests,
  onActions,
}: {
  session: ChatSession;
  tab: ChatTab;
  joinRequests: JoinRequests;
  onActions: (conv: Conversation) => void;
}) {
  const t = useChatT();
  const list = conversationsOfTab(session.conversations, tab);
  // The group list changes with GROUP_LIST_UPDATED (session.version): an invitation shows without a reload.
  const groups = useClientLoad(
    session,
    async (client) => (tab === 'group' ? (await client.getGroupList()).data.groupList : []),
    `groups:${tab}:${session.version}`,
  );
  const quiet = quietGroups(groups.data ?? [], session.conversations);
  const peers = list.filter((conv) => conv.type === 'C2C').map((conv) => conv.conversationID.slice(3));
  const peersKey = peers.join(',');
  useEffect(() => {
    if (peersKey) session.watchVip(peersKey.split(','));
  }, [session, peersKey]);
  return (
    <>
      {tab === 'group' && <CreateGroup session={session} />}
      {tab === 'group' && <JoinRequestList requests={joinRequests} withGroup />}
      {quiet.length > 0 && (
        <ul className="chat-list" aria-label={t('newGroups')}>
          {quiet.map((group) => (
            <QuietGroupRow key={group.groupID} group={group} />
          ))}
        </ul>
      )}
      {list.length === 0 && quiet.length > 0 ? null : list.length === 0 ? (
        <StateView kind="empty" text={tab === 'group' ? t('noGroups') : t('noConversations')} />
      ) : (
        <ul className="chat-list" aria-label={t(tab)}>
          {list.map((conv) => (
            <ConversationRow
              key={conv.conversationID}
              conv={conv}
              peer={session.profiles.get(conv.conversationID.slice(3))}
              groupName={session.groupNames.get(conv.conversationID.slice(5))}
              vip={conv.type === 'C2C' ? session.vipLevel(conv.conversationID.slice(3)) : 0}
              framed={conv.type === 'C2C' && session.cardOn(conv.conversationID.slice(3), 'avatar_frame')}
              starred={isStarred(conv, session)}
              onActions={onActions}
            />
          ))}
        </ul>
      )}
    </>
  );
});

/** A group I am in whose conversation has no message yet (a group I was just invited to). */
function QuietGroupRow({ group }: { group: Group }) {
  const { brand } = useServices();
  const t = useChatT();
  const name = groupNameOf(
    group.groupID,
    { chat: group.name, platform: useFanGroupName(group.groupID) },
    { lobby: t('lobby'), unnamed: t('unnamedGroup') },
  );
  return (
    <li className="chat-row" data-conversation={`GROUP${group.groupID}`} data-unread={0}>
      <Link to={groupPaths(groupVariantOf(group.groupID)).chat(group.groupID)} className="chat-row__link">
        <Avatar src={group.avatar} id={group.groupID} images={avatarImages(brand)} size={44} />
        <span className="chat-row__main">
          <span className="chat-row__top">
            <span className="chat-row__who">
              <span className="chat-row__name" data-ugc={name.users || undefined}>
                {name.text}
              </span>
            </span>
          </span>
          <span className="chat-row__preview">{t('noMessagesYet')}</span>
        </span>
      </Link>
    </li>
  );
}

/** Creates a public group anyone may join, then opens it. */
function CreateGroup({ session }: { session: ChatSession }) {
  const t = useChatT();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const { busy, run } = useChatAction();
  const create = async () => {
    const groupName = name.trim();
    if (!groupName) return;
    let groupID = '';
    const done = await run(async () => {
      const client = await session.ready();
      const { data } = await client.createGroup({ type: 'Public', name: groupName, joinOption: 'FreeAccess' });
      groupID = data.group.groupID;
    });
    if (done && groupID) {
      setOpen(false);
      setName('');
      navigate(paths.chatGroup({ id: groupID }));
    }
  };
  return (
    <div className="chat-create">
      <Button size="small" round onClick={() => setOpen(true)}>
        {t('createGroup')}
      </Button>
      <Popup open={open} onClose={() => setOpen(false)} position="bottom" label={t('createGroup')}>
        <form
          className="chat-form"
          onSubmit={(event) => {
            event.preventDefault();
            void create();
          }}
        >
          <Input
            aria-label={t('groupName')}
            placeholder={t('groupName')}
            value={name}
            onChange={setName}
            maxLength={30}
          />
          <Button type="submit" variant="primary" round block disabled={busy || !name.trim()}>
            {t('create')}
          </Button>
        </form>
      </Popup>
    </div>
  );
}

/** The friends tab: the friend list once the chat client has friends, each opening their profile. */
const FriendsTab = observer(function FriendsTab({ session }: { session: ChatSession }) {
  const t = useChatT();
  const { brand } = useServices();
  const friends = useClientLoad(
    session,
    async (client) => (await client.getFriendList()).data,
    `friends:${session.friendsVersion}`,
  );
  useEffect(() => {
    if (friends.data) session.watchVip(friends.data.map((friend) => friend.userID));
  }, [session, friends.data]);
  if (friends.loading && !friends.data) return <StateView kind="loading" text={t('loading')} />;
  if (friends.failed) return <StateView kind="error" text={t('loadFailed')} onRetry={friends.reload} />;
  const list = friends.data ?? [];
  return (
    <>
      <div className="chat-create">
        <Link className="chat-link" to={paths.c2cFriends(undefined, { tab: 'applications' })}>
          {t('applications')} / {t('friendGroups')}
          <Badge content={session.friendRequests} label={t('requestsBadge', { n: session.friendRequests })} />
        </Link>
      </div>
      {list.length === 0 ? (
        <StateView kind="empty" text={t('noFriends')} />
      ) : (
        <ul className="chat-list" aria-label={t('friends')}>
          {list.map((friend) => (
            <li key={friend.userID} className="chat-row">
              <Link className="chat-row__link" to={paths.c2cUser({ id: friend.userID })}>
                <Avatar
                  src={friend.profile?.avatar}
                  id={friend.userID}
                  images={avatarImages(brand)}
                  size={40}
                  frame={session.cardOn(friend.userID, 'avatar_frame')}
                />
                <span className="chat-row__main">
                  <span className="chat-row__who">
                    <FriendName
                      userID={friend.userID}
                      remark={friend.remark}
                      nick={friend.profile?.nick || friend.userID}
                    />
                    <VipBadge level={session.vipLevel(friend.userID)} />
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
});
