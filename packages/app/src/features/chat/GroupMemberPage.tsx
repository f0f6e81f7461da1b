import { ActionSheet, Avatar, Button, Cell, List, NavBar, useTimeZone } from '@live/ui-kit';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { avatarImages } from '../../app/avatar-images';
import { useServices } from '../../app/services';
import type { ChatSession } from '../../chat';
import {
  avatarFramed,
  canMute,
  canSetRole,
  chatVipOf,
  type GroupVariant,
  isManager,
  isMuted,
  MUTE_DURATIONS,
  vipBadgeLevel,
} from '../../chat/rules';
import { chatTime } from './chat-time';
import { LinkButton } from '../../routes/links';
import { paths } from '../../routes/paths';
import { usePageMeta } from '../../shell/usePageMeta';
import { groupPaths } from './group-paths';
import { ROLE_TEXT } from './GroupInfoPage';
import { useChatT } from './messages';
import { ChatGate, StateView, VipBadge } from './parts';
import { useChatAction } from './use-chat-action';
import { useClientLoad } from './use-client-load';
import { useGroup } from './use-group';
import { senderNameOf, useFanGroupSender, usePlatformUser } from './platform-names';

/** /chat-group-member/:uid/:gid and its /anchor/ variant: a member, and what owners and admins do to them. */
export function GroupMemberPage({ variant }: { variant: GroupVariant }) {
  const { uid = '', gid = '' } = useParams();
  const { brand } = useServices();
  const t = useChatT();
  const navigate = useNavigate();
  usePageMeta(brand, 'default', t('memberInfo'));
  return (
    <div className="chat-page">
      <NavBar title={t('memberInfo')} onBack={() => navigate(-1)} />
      <ChatGate>{(session) => <Member session={session} userID={uid} groupID={gid} variant={variant} />}</ChatGate>
    </div>
  );
}

const Member = observer(function Member({
  session,
  userID,
  groupID,
  variant,
}: {
  session: ChatSession;
  userID: string;
  groupID: string;
  variant: GroupVariant;
}) {
  const { brand, root } = useServices();
  const timeZone = useTimeZone();
  const t = useChatT();
  const navigate = useNavigate();
  const state = useGroup(session, groupID);
  // A fan group's anchor goes by the platform's name for them; anyone else by the name they chose.
  const anchor = useFanGroupSender(groupID);
  const platformUser = usePlatformUser(userID);
  const shown = (chosen: string) => senderNameOf(userID, chosen, anchor, platformUser);
  const [version, setVersion] = useState(0);
  const [muting, setMuting] = useState(false);
  const { busy, run } = useChatAction();
  const member = useClientLoad(
    session,
    async (client) => {
      // Only members see each other's place in the group; anyone sees the chat profile.
      const [members, profiles] = await Promise.all([
        state.role ? client.getGroupMemberProfile({ groupID, userIDList: [userID] }) : null,
        client.getUserProfile({ userIDList: [userID] }),
      ]);
      return { member: members?.data.memberList[0] ?? null, profile: profiles.data[0] ?? null };
    },
    `member:${groupID}:${userID}:${state.role}:${version}`,
  );
  if (member.loading || state.loading) return <StateView kind="loading" text={t('loading')} />;
  if (member.failed || state.failed || !state.group)
    return <StateView kind="error" text={t('groupNotFound')} onRetry={member.reload} />;
  const profile = member.data?.profile ?? null;
  const info = member.data?.member ?? null;
  if (!info)
    return (
      <>
        <section className="chat-profile">
          <Avatar src={profile?.avatar} id={userID} images={avatarImages(brand)} size={64} />
          <h2 className="chat-profile__name" data-ugc={shown(profile?.nick || userID).users || undefined}>
            {shown(profile?.nick || userID).text}
          </h2>
          <p className="chat-profile__line">{state.role ? t('notMember') : t('joinToSee')}</p>
        </section>
        <div className="chat-actions">
          {!state.role && (
            <LinkButton variant="primary" round block to={groupPaths(variant).chat(groupID)}>
              {t('join')}
            </LinkButton>
          )}
          <LinkButton round block to={paths.c2cUser({ id: userID })}>
            {t('profile')}
          </LinkButton>
        </div>
      </>
    );
  const self = userID === session.userID;
  const now = Date.now();
  const lang = root.language.lang;
  const act = async (call: () => Promise<unknown>) => {
    if (await run(call, t('done'))) setVersion((n) => n + 1);
  };
  const client = () => session.ready();
  return (
    <>
      <section className="chat-profile">
        <Avatar
          src={profile?.avatar}
          id={userID}
          images={avatarImages(brand)}
          size={64}
          frame={avatarFramed(chatVipOf(profile?.profileCustomField ?? []), now)}
        />
        <h2 className="chat-profile__name">
          <span data-ugc={shown(info.nameCard || profile?.nick || userID).users || undefined}>
            {shown(info.nameCard || profile?.nick || userID).text}
          </span>{' '}
          <VipBadge level={vipBadgeLevel(chatVipOf(profile?.profileCustomField ?? []), now)} />
        </h2>
        <p className="chat-profile__line">ID: {userID}</p>
      </section>
      <List>
        <Cell title={t('role')} value={t(ROLE_TEXT[info.role] ?? 'member')} />
        <Cell title={t('joinTime')} value={chatTime(info.joinTime, now, lang, timeZone)} />
        {isMuted(info.muteUntil, now) && (
          <Cell title={t('muted')} value={t('mutedUntil', { time: chatTime(info.muteUntil, now, lang, timeZone) })} />
        )}
      </List>
      <div className="chat-actions">
        {!self && (
          <LinkButton variant="primary" round block to={paths.c2cChatroom({ id: userID })}>
            {t('startChat')}
          </LinkButton>
        )}
        <LinkButton round block to={paths.c2cUser({ id: userID })}>
          {t('profile')}
        </LinkButton>
        {canMute(state.role, info.role, self) && (
          <Button round block disabled={busy} onClick={() => setMuting(true)}>
            {t('mute')}
          </Button>
        )}
        {canSetRole(state.role, self) && (
          <Button
            round
            block
            disabled={busy}
            onClick={() =>
              void act(async () =>
                (await client()).setGroupMemberRole({
                  groupID,
                  userID,
                  role: info.role === 'Admin' ? 'Member' : 'Admin',
                }),
              )
            }
          >
            {info.role === 'Admin' ? t('removeAdmin') : t('makeAdmin')}
          </Button>
        )}
        {isManager(state.role) && canMute(state.role, info.role, self) && (
          <Button
            variant="danger"
            round
            block
            disabled={busy}
            onClick={() =>
              void run(async () => (await client()).deleteGroupMember({ groupID, userIDList: [userID] })).then(
                (done) => done && navigate(groupPaths(variant).info(groupID), { replace: true }),
              )
            }
          >
            {t('kick')}
          </Button>
        )}
      </div>
      <ActionSheet
        open={muting}
        title={t('muteFor')}
        cancelText={t('cancel')}
        actions={MUTE_DURATIONS.map((seconds) => ({ key: String(seconds), name: t(`mute${seconds}`) }))}
        onClose={() => setMuting(false)}
        onSelect={(action) => {
          setMuting(false);
          void act(async () =>
            (await client()).setGroupMemberMuteTime({ groupID, userID, muteTime: Number(action.key) }),
          );
        }}
      />
    </>
  );
});
