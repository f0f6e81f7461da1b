import type { Group } from '@live/im-client';
import { ActionSheet, type ActionSheetAction, Avatar, Button, Cell, List, NavBar, Switch } from '@live/ui-kit';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { avatarImages } from '../../app/avatar-images';
import { confirmDialog } from '../../app/confirm-dialog';
import { useServices } from '../../app/services';
import type { ChatSession } from '../../chat';
import { canInvite } from '../../chat/group-rules';
import {
  avatarFramed,
  type GroupVariant,
  isManager,
  isMuted,
  SLOW_MODE_FIELD,
  SLOW_MODES,
  vipBadgeLevel,
} from '../../chat/rules';
import { LinkButton } from '../../routes/links';
import { paths } from '../../routes/paths';
import { usePageMeta } from '../../shell/usePageMeta';
import { groupPaths } from './group-paths';
import { groupNameOf, senderNameOf, useFanGroupName, useFanGroupSender, usePlatformUsers } from './platform-names';
import { type ChatTextKey, useChatT } from './messages';
import { ChatGate, StateView, VipBadge } from './parts';
import { useChatAction } from './use-chat-action';
import { InviteFriends } from './InviteFriends';
import { JoinRequestList } from './JoinRequestList';
import { type GroupState, useGroup } from './use-group';
import { useJoinRequests } from './use-join-requests';
import { useMembers } from './use-members';

export const ROLE_TEXT: Record<string, ChatTextKey> = { Owner: 'owner', Admin: 'admin', Member: 'member' };
const JOIN_TEXT: Record<string, ChatTextKey> = {
  FreeAccess: 'joinFree',
  NeedPermission: 'joinPermission',
  DisableApply: 'joinDisabled',
};
const INVITE_TEXT: Record<string, ChatTextKey> = {
  FreeAccess: 'inviteFree',
  NeedPermission: 'invitePermission',
  DisableInvite: 'inviteDisabled',
};

/** /chat-group-info/:gid and its /anchor/ variant: profile, join requests (managers), members, settings, quit. */
export function GroupInfoPage({ variant }: { variant: GroupVariant }) {
  const { gid = '' } = useParams();
  const { brand } = useServices();
  const t = useChatT();
  const navigate = useNavigate();
  const title = variant === 'anchor' ? t('fanGroup') : t('groupInfo');
  usePageMeta(brand, 'default', title);
  return (
    <div className="chat-page">
      <NavBar title={title} onBack={() => navigate(-1)} />
      <ChatGate>{(session) => <GroupInfo session={session} groupID={gid} variant={variant} />}</ChatGate>
    </div>
  );
}

const GroupInfo = observer(function GroupInfo({
  session,
  groupID,
  variant,
}: {
  session: ChatSession;
  groupID: string;
  variant: GroupVariant;
}) {
  const { brand } = useServices();
  const t = useChatT();
  const state = useGroup(session, groupID);
  const members = useMembers(session, groupID, Boolean(state.role), session.version);
  const [inviting, setInviting] = useState(false);
  const links = groupPaths(variant);
  const platformName = useFanGroupName(groupID);
  const anchor = useFanGroupSender(groupID);
  const platformUsers = usePlatformUsers((members.data ?? []).map((member) => member.userID));
  const name = groupNameOf(
    groupID,
    { chat: state.group?.name, platform: platformName },
    { lobby: t('lobby'), unnamed: t('unnamedGroup') },
  );
  if (state.loading) return <StateView kind="loading" text={t('loading')} />;
  if (state.failed || !state.group) return <StateView kind="error" text={t('groupNotFound')} onRetry={state.reload} />;
  const group = state.group;
  const now = Date.now();
  return (
    <>
      <section className="chat-profile">
        <Avatar src={group.avatar} id={group.groupID} images={avatarImages(brand)} size={64} shape="square" />
        <h2 className="chat-profile__name" data-ugc={name.users || undefined}>
          {name.text}
        </h2>
        <p className="chat-profile__line">
          {t('groupId')}: {group.groupID}
        </p>
        {group.introduction && (
          <p className="chat-profile__line" data-ugc>
            {group.introduction}
          </p>
        )}
        {!state.role && (
          <LinkButton variant="primary" size="small" round to={links.chat(groupID)}>
            {t('join')}
          </LinkButton>
        )}
      </section>
      {isManager(state.role) && <JoinApplications session={session} groupID={groupID} />}
      <List header={t('members', { count: group.memberCount })}>
        {canInvite(group, state.role) && (
          <Cell title={t('inviteFriends')} onClick={() => setInviting(true)} className="chat-invite__cell" />
        )}
        {members.loading && <Cell title={t('loading')} />}
        {members.failed && <Cell title={t('loadFailed')} onClick={members.reload} />}
        {(members.data ?? []).map((member) => (
          <Cell
            key={member.userID}
            prefix={
              <Avatar
                src={member.avatar}
                id={member.userID}
                images={avatarImages(brand)}
                size={32}
                frame={avatarFramed(member.vip, now)}
              />
            }
            title={
              <MemberName
                name={senderNameOf(
                  member.userID,
                  member.nameCard || member.nick || member.userID,
                  anchor,
                  platformUsers.get(member.userID) ?? null,
                )}
              />
            }
            value={
              <span className="chat-tags">
                <VipBadge level={vipBadgeLevel(member.vip, now)} />
                {member.role !== 'Member' && <span className="chat-tag">{t(ROLE_TEXT[member.role] ?? 'member')}</span>}
                {isMuted(member.muteUntil, now) && <span className="chat-tag chat-tag--muted">{t('muted')}</span>}
              </span>
            }
            link={({ className, children }) => (
              <Link className={className} to={links.member(member.userID, groupID)}>
                {children}
              </Link>
            )}
          />
        ))}
      </List>
      <List>
        <Cell
          title={t('announcements')}
          description={group.notification || t('noAnnouncement')}
          link={({ className, children }) => (
            <Link className={className} to={links.announcements(groupID)}>
              {children}
            </Link>
          )}
        />
        <Cell
          title={t('reportGroup')}
          link={({ className, children }) => (
            <Link className={className} to={paths.c2cFeedback({ type: 'group', gid: groupID })}>
              {children}
            </Link>
          )}
        />
      </List>
      {canInvite(group, state.role) && (
        <InviteFriends
          session={session}
          groupID={groupID}
          memberIDs={new Set((members.data ?? []).map((member) => member.userID))}
          open={inviting}
          onClose={() => setInviting(false)}
          onInvited={state.reload}
        />
      )}
      {isManager(state.role) && <GroupSettings session={session} group={group} state={state} />}
      {state.role && <LeaveGroup session={session} group={group} role={state.role} />}
    </>
  );
});

/** Managers: mute everyone, slow mode, who may join (owner). */
function GroupSettings({ session, group, state }: { session: ChatSession; group: Group; state: GroupState }) {
  const t = useChatT();
  const { busy, run } = useChatAction();
  const [sheet, setSheet] = useState<'slow' | 'join' | 'invite' | null>(null);
  const update = async (options: Record<string, unknown>) => {
    if (
      await run(
        async () => (await session.ready()).updateGroupProfile({ groupID: group.groupID, ...options }),
        t('done'),
      )
    )
      state.reload();
  };
  const slowActions: ActionSheetAction[] = SLOW_MODES.map((seconds) => ({
    key: String(seconds),
    name: seconds === 0 ? t('slow0') : t('slowSeconds', { n: seconds }),
  }));
  const joinActions: ActionSheetAction[] = Object.entries(JOIN_TEXT).map(([key, text]) => ({ key, name: t(text) }));
  const inviteActions: ActionSheetAction[] = Object.entries(INVITE_TEXT).map(([key, text]) => ({
    key,
    name: t(text),
  }));
  const sheets = {
    slow: { title: t('slowMode'), actions: slowActions },
    join: { title: t('joinOption'), actions: joinActions },
    invite: { title: t('inviteOption'), actions: inviteActions },
  };
  return (
    <List header={t('settings')}>
      <Cell
        title={t('muteAll')}
        value={
          <Switch
            checked={group.muteAllMembers}
            label={t('muteAll')}
            disabled={busy}
            onChange={(on) => void update({ muteAllMembers: on })}
          />
        }
      />
      <Cell
        title={t('slowMode')}
        value={state.slowMode > 0 ? t('slowSeconds', { n: state.slowMode }) : t('slow0')}
        onClick={() => setSheet('slow')}
      />
      {state.role === 'Owner' && (
        <Cell
          title={t('joinOption')}
          value={t(JOIN_TEXT[group.joinOption] ?? 'joinFree')}
          onClick={() => setSheet('join')}
        />
      )}
      {state.role === 'Owner' && group.type !== 'Community' && (
        <Cell
          title={t('inviteOption')}
          value={t(INVITE_TEXT[group.inviteOption] ?? 'invitePermission')}
          onClick={() => setSheet('invite')}
        />
      )}
      <ActionSheet
        open={sheet !== null}
        title={sheet ? sheets[sheet].title : undefined}
        actions={sheet ? sheets[sheet].actions : []}
        cancelText={t('cancel')}
        onClose={() => setSheet(null)}
        onSelect={(action) => {
          setSheet(null);
          void update(
            sheet === 'slow'
              ? { groupCustomField: [{ key: SLOW_MODE_FIELD, value: action.key }] }
              : sheet === 'invite'
                ? { inviteOption: action.key }
                : { joinOption: action.key },
          );
        }}
      />
    </List>
  );
}

/** Open join applications and members' waiting invitations of this group (owners and admins), live. */
const JoinApplications = observer(function JoinApplications({
  session,
  groupID,
}: {
  session: ChatSession;
  groupID: string;
}) {
  return <JoinRequestList requests={useJoinRequests(session, groupID)} withGroup={false} />;
});

/** Members quit; the owner dismisses the group. */
function LeaveGroup({ session, group, role }: { session: ChatSession; group: Group; role: string }) {
  const { brand } = useServices();
  const t = useChatT();
  const navigate = useNavigate();
  const { busy, run } = useChatAction();
  const owner = role === 'Owner';
  const leave = async () => {
    if (!(await confirmDialog({ title: owner ? t('dismiss') : t('quitConfirm'), lang: brand.language }))) return;
    const done = await run(async () => {
      const client = await session.ready();
      await (owner ? client.dismissGroup(group.groupID) : client.quitGroup(group.groupID));
    });
    if (done) {
      session.refresh();
      navigate(paths.c2c(undefined, { tab: 'group' }), { replace: true });
    }
  };
  return (
    <div className="chat-danger">
      <Button variant="danger" block round disabled={busy} onClick={() => void leave()}>
        {owner ? t('dismiss') : t('quit')}
      </Button>
    </div>
  );
}

/** A member's name: users' text, but for an anchor, named by the platform (senderNameOf). */
function MemberName({ name }: { name: { text: string; users: boolean } }) {
  return <span data-ugc={name.users || undefined}>{name.text}</span>;
}
