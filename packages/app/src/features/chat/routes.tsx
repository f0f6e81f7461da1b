import type { ComponentType } from 'react';
import type { GroupVariant } from '../../chat/rules';
import type { PageLoader, PageTable } from '../../routes/page-table';
import type { RouteName } from '../../routes/paths';

type GroupPage = ComponentType<{ variant: GroupVariant }>;

/** A group page in one variant: the same page serves /x/:gid and /x/anchor/:gid. */
function groupPage(load: () => Promise<GroupPage>, variant: GroupVariant): PageLoader {
  return async () => {
    const Page = await load();
    return { Component: () => <Page variant={variant} /> };
  };
}

const chat = async () => (await import('./GroupChatPage')).GroupChatPage;
const info = async () => (await import('./GroupInfoPage')).GroupInfoPage;
const announcements = async () => (await import('./GroupAnnouncementsPage')).GroupAnnouncementsPage;
const member = async () => (await import('./GroupMemberPage')).GroupMemberPage;

/** The chat pages (host spec §2 "Chat"); each group page also serves its /anchor/ variant. */
export const chatRoutes: PageTable = {
  c2c: async () => ({ Component: (await import('./ChatListPage')).default }),
  c2cChatroom: async () => ({ Component: (await import('./ChatRoomPage')).default }),
  c2cUser: async () => ({ Component: (await import('./UserProfilePage')).C2cUserPage }),
  vipUser: async () => ({ Component: (await import('./UserProfilePage')).VipUserPage }),
  c2cFriends: async () => ({ Component: (await import('./FriendsPage')).default }),
  c2cSearch: async () => ({ Component: (await import('./SearchPage')).default }),
  c2cFeedback: async () => ({ Component: (await import('./FeedbackPage')).C2cFeedbackPage }),
  mobileC2cFeedback: async () => ({ Component: (await import('./FeedbackPage')).MobileC2cFeedbackPage }),
  chatGroup: groupPage(chat, 'normal'),
  chatGroupAnchor: groupPage(chat, 'anchor'),
  chatGroupInfo: groupPage(info, 'normal'),
  chatGroupInfoAnchor: groupPage(info, 'anchor'),
  chatGroupAnnouncements: groupPage(announcements, 'normal'),
  chatGroupAnnouncementsAnchor: groupPage(announcements, 'anchor'),
  chatGroupMember: groupPage(member, 'normal'),
  chatGroupMemberAnchor: groupPage(member, 'anchor'),
};

/**
 * The chat pages that show a guest the login gate (ChatGate) under their top bar: a deep link's shell shows it too,
 * before any script (first-paint-shell.tsx), since it is the page's largest paint for a guest (issue #31).
 */
export const loginGatedRoutes = [
  'c2c',
  'c2cChatroom',
  'c2cFriends',
  'c2cSearch',
  'chatGroup',
  'chatGroupAnchor',
  'chatGroupInfo',
  'chatGroupInfoAnchor',
  'chatGroupAnnouncements',
  'chatGroupAnnouncementsAnchor',
  'chatGroupMember',
  'chatGroupMemberAnchor',
] as const satisfies readonly RouteName[];
