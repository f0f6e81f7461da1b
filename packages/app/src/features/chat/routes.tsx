import type { ComponentType } from 'react';
import type { GroupVariant } from '../../chat/rules';
import type { PageLoader, PageTable } from '../../routes/page-table';

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
