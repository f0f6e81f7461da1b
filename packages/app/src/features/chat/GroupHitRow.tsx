import type { ChatGroupHit } from '@live/api-contract';
import { Avatar, Button } from '@live/ui-kit';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { avatarImages } from '../../app/avatar-images';
import { useServices } from '../../app/services';
import type { ChatSession } from '../../chat';
import { type JoinWay, joinWayOf } from '../../chat/group-rules';
import { groupVariantOf } from '../../chat/rules';
import { LinkButton } from '../../routes/links';
import { groupPaths } from './group-paths';
import { useChatT } from './messages';
import { fanGroupAnchor, groupNameOf, useFanGroupName } from './platform-names';
import { useChatAction } from './use-chat-action';
import './groups.css';

/**
 * A group found by name: avatar, name, member count and the way in (join, apply, a fan group through following,
 * or open it when already a member). Joining changes the row in place.
 */
export function GroupHitRow({ session, hit }: { session: ChatSession; hit: ChatGroupHit }) {
  const { api, brand } = useServices();
  const t = useChatT();
  const { busy, run } = useChatAction();
  const [way, setWay] = useState<JoinWay | 'waiting'>(() => joinWayOf(hit));
  const [members, setMembers] = useState(hit.member_count);
  const links = groupPaths(groupVariantOf(hit.group_id));
  const anchorid = fanGroupAnchor(hit.group_id);
  const name = groupNameOf(
    hit.group_id,
    { chat: hit.name, platform: useFanGroupName(hit.group_id) },
    { lobby: t('lobby'), unnamed: t('unnamedGroup') },
  );
  const join = async () => {
    if (way === 'fans') {
      if (anchorid === null) return;
      // The platform answers why a non-follower cannot join (a toast); the row stays as it was.
      const joined = await api.chat.joinFanGroup({ anchorid }).catch(() => null);
      if (joined?.joined) {
        setMembers(joined.member_count);
        setWay('joined');
        session.refresh();
      }
      return;
    }
    let status = '';
    const done = await run(async () => {
      status = (await (await session.ready()).joinGroup({ groupID: hit.group_id })).data.status;
    });
    if (!done) return;
    if (status === session.TIM.TYPES.JOIN_STATUS_WAIT_APPROVAL) setWay('waiting');
    else {
      if (status === session.TIM.TYPES.JOIN_STATUS_SUCCESS) setMembers((n) => n + 1);
      setWay('joined');
      session.refresh();
    }
  };
  return (
    <li className="chat-hit" data-group={hit.group_id}>
      <Link className="chat-hit__who" to={links.info(hit.group_id)}>
        <Avatar src={hit.avatar} id={hit.group_id} images={avatarImages(brand)} size={40} shape="square" />
        <span className="chat-hit__main">
          <span className="chat-hit__name">
            {anchorid !== null && <span className="chat-hit__tag">{t('fanGroup')}</span>}
            <span data-ugc={name.users || undefined}>{name.text}</span>
          </span>
          <span className="chat-hit__count">{members === 1 ? t('memberOne') : t('memberCount', { n: members })}</span>
        </span>
      </Link>
      <span className="chat-hit__action">
        {way === 'joined' ? (
          <LinkButton size="small" round to={links.chat(hit.group_id)}>
            {t('enter')}
          </LinkButton>
        ) : way === 'waiting' ? (
          <span className="chat-hit__status" role="status">
            {t('waitApproval')}
          </span>
        ) : (
          <Button
            size="small"
            round
            variant="primary"
            disabled={busy || way === 'closed'}
            aria-label={`${way === 'apply' ? t('apply') : t('joinShort')} ${name.text}`}
            onClick={() => void join()}
          >
            {way === 'closed' ? t('closedGroup') : way === 'apply' ? t('apply') : t('joinShort')}
          </Button>
        )}
      </span>
    </li>
  );
}
