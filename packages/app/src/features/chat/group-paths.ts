import type { GroupVariant } from '../../chat/rules';
import { paths } from '../../routes/paths';

/** The group pages of a variant: an anchor's fan group keeps to the /anchor/ routes (spec §2). */
export function groupPaths(variant: GroupVariant) {
  const anchor = variant === 'anchor';
  return {
    chat: (gid: string) => (anchor ? paths.chatGroupAnchor({ id: gid }) : paths.chatGroup({ id: gid })),
    info: (gid: string) => (anchor ? paths.chatGroupInfoAnchor({ gid }) : paths.chatGroupInfo({ gid })),
    announcements: (gid: string) =>
      anchor ? paths.chatGroupAnnouncementsAnchor({ gid }) : paths.chatGroupAnnouncements({ gid }),
    member: (uid: string, gid: string) =>
      anchor ? paths.chatGroupMemberAnchor({ uid, gid }) : paths.chatGroupMember({ uid, gid }),
  };
}
