import type { ChatClient } from '@live/im-client';
import { Avatar, Cell, List, NavBar, Tabs } from '@live/ui-kit';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { avatarImages } from '../../app/avatar-images';
import { useServices } from '../../app/services';
import type { ChatSession } from '../../chat';
import { paths } from '../../routes/paths';
import { usePageMeta } from '../../shell/usePageMeta';
import { useChatT } from './messages';
import { AnswerButtons, ChatGate, FriendName, StateView, VipBadge } from './parts';
import { useChatAction } from './use-chat-action';
import { useClientLoad } from './use-client-load';
import { applicantNameOf, usePlatformUser } from './platform-names';

const TABS = ['friends', 'friendGroups', 'applications'] as const;
type Tab = (typeof TABS)[number];

const tabOf = (value: string | null): Tab => TABS.find((tab) => tab === value) ?? 'friends';

type FriendApplication = Awaited<
  ReturnType<ChatClient['getFriendApplicationList']>
>['data']['friendApplicationList'][number];

/** /c2c-friends: friends, friend groups and friend applications (accept or refuse). */
export default function FriendsPage() {
  const { brand } = useServices();
  const t = useChatT();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const tab = tabOf(search.get('tab'));
  usePageMeta(brand, 'default', t('friends'));
  return (
    <div className="chat-page">
      <NavBar
        title={t('friends')}
        onBack={() => navigate(-1)}
        right={
          <span className="chat-nav-links">
            <Link to={paths.c2cSearch()}>{t('search')}</Link>
          </span>
        }
      />
      <ChatGate>
        {(session) => (
          <FriendTabs session={session} tab={tab} onTab={(key) => setSearch({ tab: key }, { replace: true })} />
        )}
      </ChatGate>
    </div>
  );
}

/** The three tabs; the applications tab counts the requests waiting for an answer. */
const FriendTabs = observer(function FriendTabs({
  session,
  tab,
  onTab,
}: {
  session: ChatSession;
  tab: Tab;
  onTab: (tab: string) => void;
}) {
  const t = useChatT();
  const requests = session.friendRequests;
  return (
    <Tabs
      items={TABS.map((key) => ({
        key,
        title: t(key),
        title_br: t(key),
        badge: key === 'applications' ? requests : 0,
        badgeLabel: t('requestsBadge', { n: requests }),
      }))}
      activeKey={tab}
      onChange={onTab}
      label={t('friends')}
    >
      <FriendsTab session={session} tab={tab} />
    </Tabs>
  );
});

interface FriendsData {
  /** `remark`: the name the user gave the friend; `nick`: the friend's chat nick. */
  friends: { userID: string; remark: string; nick: string; avatar: string; groups: string[] }[];
  groups: { name: string; count: number }[];
  applications: FriendApplication[];
}

async function loadFriends(client: ChatClient): Promise<FriendsData> {
  const [friends, applications, groups] = await Promise.all([
    client.getFriendList(),
    client.getFriendApplicationList(),
    client.getFriendGroupList(),
  ]);
  return {
    friends: friends.data.map((friend) => ({
      userID: friend.userID,
      remark: friend.remark,
      nick: friend.profile?.nick || friend.userID,
      avatar: friend.profile?.avatar ?? '',
      groups: friend.groupList,
    })),
    groups: groups.data.map((group) => ({ name: group.name, count: group.count })),
    applications: applications.data.friendApplicationList,
  };
}

const FriendsTab = observer(function FriendsTab({ session, tab }: { session: ChatSession; tab: Tab }) {
  const { brand } = useServices();
  const t = useChatT();
  const [version, setVersion] = useState(0);
  const { busy, run } = useChatAction();
  const data = useClientLoad(session, loadFriends, `friends:${version}:${session.friendsVersion}`);
  useEffect(() => {
    if (data.data) session.watchVip(data.data.friends.map((friend) => friend.userID));
  }, [session, data.data]);
  // A list read again (an answer, a pushed friend) stays on screen until the new one is in.
  if (data.loading && !data.data) return <StateView kind="loading" text={t('loading')} />;
  if (data.failed) return <StateView kind="error" text={t('loadFailed')} onRetry={data.reload} />;
  if (!data.data) return null;
  const { friends, groups, applications } = data.data;
  const respond = async (application: FriendApplication, accept: boolean) => {
    const done = await run(async () => {
      const client = await session.ready();
      if (accept)
        await client.acceptFriendApplication({
          userID: application.userID,
          type: session.TIM.TYPES.SNS_APPLICATION_AGREE_AND_ADD,
        });
      else await client.refuseFriendApplication({ userID: application.userID });
    });
    if (done) setVersion((n) => n + 1);
  };
  const friendCell = (friend: FriendsData['friends'][number]) => (
    <Cell
      key={friend.userID}
      prefix={
        <Avatar
          src={friend.avatar}
          id={friend.userID}
          images={avatarImages(brand)}
          size={36}
          frame={session.cardOn(friend.userID, 'avatar_frame')}
        />
      }
      title={
        <span className="chat-row__who">
          <FriendName userID={friend.userID} remark={friend.remark} nick={friend.nick} />
          <VipBadge level={session.vipLevel(friend.userID)} />
        </span>
      }
      link={({ className, children }) => (
        <Link className={className} to={paths.c2cUser({ id: friend.userID })}>
          {children}
        </Link>
      )}
    />
  );
  if (tab === 'friends')
    return friends.length === 0 ? (
      <StateView kind="empty" text={t('noFriends')} />
    ) : (
      <List>{friends.map(friendCell)}</List>
    );
  if (tab === 'friendGroups') {
    const ungrouped = friends.filter((friend) => friend.groups.length === 0);
    return (
      <>
        {groups.map((group) => (
          <List key={group.name} header={`${group.name} (${group.count})`}>
            {friends.filter((friend) => friend.groups.includes(group.name)).map(friendCell)}
          </List>
        ))}
        <List header={`${t('ungrouped')} (${ungrouped.length})`}>{ungrouped.map(friendCell)}</List>
      </>
    );
  }
  const incoming = applications.filter(
    (application) => application.type === session.TIM.TYPES.SNS_APPLICATION_SENT_TO_ME,
  );
  return incoming.length === 0 ? (
    <StateView kind="empty" text={t('noApplications')} />
  ) : (
    <List>
      {incoming.map((application) => (
        <Cell
          key={application.userID}
          prefix={<Avatar src={application.avatar} id={application.userID} images={avatarImages(brand)} size={36} />}
          title={<ApplicantName application={application} />}
          description={
            application.wording && (
              <span data-ugc data-testid="friend-request-wording">
                {application.wording}
              </span>
            )
          }
          value={<AnswerButtons busy={busy} onAnswer={(accept) => void respond(application, accept)} />}
        />
      ))}
    </List>
  );
});

/** A friend request's sender (applicantNameOf): an anchor by the platform's name, anyone else by their nick. */
function ApplicantName({ application }: { application: { userID: string; nick: string } }) {
  const name = applicantNameOf(application, usePlatformUser(application.userID));
  return <span data-ugc={name.users || undefined}>{name.text}</span>;
}
