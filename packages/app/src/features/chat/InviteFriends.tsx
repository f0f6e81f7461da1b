import { Avatar, Button, CheckList, Popup, Toast } from '@live/ui-kit';
import { useState } from 'react';
import { avatarImages } from '../../app/avatar-images';
import { useServices } from '../../app/services';
import type { ChatSession } from '../../chat';
import { inviteCandidates, inviteOutcome } from '../../chat/group-rules';
import { useChatT } from './messages';
import { StateView } from './parts';
import { useChatAction } from './use-chat-action';
import { useClientLoad } from './use-client-load';
import './groups.css';

/**
 * Picks friends and adds them to the group (addGroupMember; the chat service checks the group's invite option, and
 * under NeedPermission keeps a member's invitation for a manager to agree to).
 * An added friend finds the group in their list at once: the service tells every member, the new ones too.
 */
export function InviteFriends({
  session,
  groupID,
  memberIDs,
  open,
  onClose,
  onInvited,
}: {
  session: ChatSession;
  groupID: string;
  memberIDs: ReadonlySet<string>;
  open: boolean;
  onClose: () => void;
  onInvited: () => void;
}) {
  const { brand } = useServices();
  const t = useChatT();
  const { busy, run } = useChatAction();
  const [picked, setPicked] = useState<string[]>([]);
  const friends = useClientLoad(session, async (client) => (await client.getFriendList()).data, `invite:${open}`);
  const invite = async () => {
    let outcome = { added: 0, waiting: 0 };
    const done = await run(async () => {
      const client = await session.ready();
      const { data } = await client.addGroupMember({ groupID, userIDList: picked });
      outcome = inviteOutcome(picked, data);
    });
    if (!done) return;
    // Under NeedPermission a member's invitation waits for the owner or an admin: say so, nobody was added yet.
    if (outcome.waiting > 0) Toast.success(t('inviteWaiting', { n: outcome.waiting }));
    setPicked([]);
    onClose();
    onInvited();
    if (outcome.added > 0) session.refresh();
  };
  const candidates = inviteCandidates(friends.data ?? [], memberIDs);
  return (
    <Popup open={open} onClose={onClose} position="bottom" label={t('inviteFriends')}>
      <div className="chat-invite">
        <h2 className="chat-invite__title">{t('pickFriends')}</h2>
        {friends.loading && <StateView kind="loading" text={t('loading')} />}
        {friends.failed && <StateView kind="error" text={t('loadFailed')} onRetry={friends.reload} />}
        {friends.data && candidates.length === 0 && <StateView kind="empty" text={t('noFriendsToInvite')} />}
        {candidates.length > 0 && (
          <CheckList
            className="chat-invite__list"
            label={t('pickFriends')}
            selected={picked}
            onChange={setPicked}
            items={candidates.map((friend) => ({
              key: friend.userID,
              title: <span data-ugc>{friend.remark || friend.profile?.nick || friend.userID}</span>,
              prefix: <Avatar src={friend.profile?.avatar} id={friend.userID} images={avatarImages(brand)} size={36} />,
              note: friend.member ? t('alreadyMember') : undefined,
              disabled: friend.member,
            }))}
          />
        )}
        <Button variant="primary" round block disabled={busy || picked.length === 0} onClick={() => void invite()}>
          {t('inviteCount', { n: picked.length })}
        </Button>
      </div>
    </Popup>
  );
}
