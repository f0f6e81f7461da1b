import type { Conversation } from '@live/im-client';
import { Avatar, Badge, useTimeZone } from '@live/ui-kit';
import { type PointerEvent, useRef } from 'react';
import { Link } from 'react-router-dom';
import { avatarImages } from '../../app/avatar-images';
import { useServices } from '../../app/services';
import { conversationNameOf, groupVariantOf } from '../../chat/rules';
import { chatTime } from './chat-time';
import { paths } from '../../routes/paths';
import { groupPaths } from './group-paths';
import { groupNameOf, type PlatformUser, peerNameOf, useFanGroupName, usePlatformUser } from './platform-names';
import { type ChatTextKey, useChatT } from './messages';
import { atLabelOf, isGroupCreatedNotice, messageKindOf, previewDetailOf } from './message-kinds/kinds';
import { VipBadge } from './parts';

const LONG_PRESS_MS = 500;

/** The text a conversation's last message shows in the list (plain text, never HTML). */
export function previewOf(conv: Conversation, t: (key: ChatTextKey) => string): string {
  const last = conv.lastMessage;
  if (!last || !last.lastTime) return '';
  if (last.isRevoked) return t('revoked');
  if (isGroupCreatedNotice(last)) return t('tipGroupCreated');
  const kind = messageKindOf(last.type);
  if (kind === 'text') return typeof last.payload?.text === 'string' ? last.payload.text : last.messageForShow;
  if (kind === 'custom') return last.messageForShow || t('custom');
  return `${t(kind)} ${previewDetailOf(kind, last.payload)}`.trim();
}

/** Where a conversation opens: the one-to-one chat room or the group chat. */
export function conversationPath(conv: Conversation): string {
  if (conv.type === 'C2C') return paths.c2cChatroom({ id: conv.conversationID.slice(3) });
  const groupID = conv.conversationID.slice(5);
  return groupPaths(groupVariantOf(groupID)).chat(groupID);
}

/**
 * The name a conversation shows, and whether it is users' text: a one-to-one peer's nick; a group's by groupNameOf (a
 * group whose name is not known yet shows a neutral label, never its id).
 */
export function conversationName(
  conv: Conversation,
  fetched: { nick?: string; groupName?: string; platformName: string | null; platformPeer?: PlatformUser | null },
  t: (key: ChatTextKey) => string,
): { text: string; users: boolean } {
  if (conv.type === 'C2C') return peerNameOf(conversationNameOf(conv, fetched), fetched.platformPeer ?? null);
  const words = { lobby: t('lobby'), unnamed: t('unnamedGroup') };
  const chat = conversationNameOf(conv, fetched);
  return groupNameOf(conv.conversationID.slice(5), { chat, platform: fetched.platformName }, words);
}

/** One conversation: a link to it, and its actions on long press or on the "more" button. */
export function ConversationRow({
  conv,
  peer,
  groupName,
  vip,
  framed,
  starred,
  onActions,
}: {
  conv: Conversation;
  /** Marked with the star (the list's mark action). */
  starred: boolean;
  /** The one-to-one peer's chat profile, when the conversation does not carry it. */
  peer?: { nick: string; avatar: string };
  /** The group's fetched name, when the conversation does not carry it. */
  groupName?: string;
  /** The one-to-one peer's VIP badge level (0: none). */
  vip: number;
  /** Whether the one-to-one peer's avatar wears their frame card. */
  framed?: boolean;
  onActions: (conv: Conversation) => void;
}) {
  const { brand, root } = useServices();
  const timeZone = useTimeZone();
  const t = useChatT();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pressed = useRef(false);
  const platformName = useFanGroupName(conv.type === 'GROUP' ? conv.conversationID.slice(5) : '');
  const platformPeer = usePlatformUser(conv.type === 'C2C' ? conv.conversationID.slice(3) : '');
  const name = conversationName(conv, { nick: peer?.nick, groupName, platformName, platformPeer }, t);
  const atLabel = atLabelOf(conv.groupAtInfoList);
  const avatar = conv.type === 'C2C' ? conv.userProfile?.avatar || peer?.avatar : conv.groupProfile?.avatar;
  const cancel = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  const start = (event: PointerEvent) => {
    if (event.button !== 0) return;
    pressed.current = false;
    cancel();
    timer.current = setTimeout(() => {
      pressed.current = true;
      onActions(conv);
    }, LONG_PRESS_MS);
  };
  return (
    <li
      className={conv.isPinned ? 'chat-row chat-row--pinned' : 'chat-row'}
      data-conversation={conv.conversationID}
      data-unread={conv.unreadCount}
    >
      <Link
        to={conversationPath(conv)}
        className="chat-row__link"
        onPointerDown={start}
        onPointerUp={cancel}
        onPointerLeave={cancel}
        onContextMenu={(event) => {
          event.preventDefault();
          cancel();
          onActions(conv);
        }}
        onClick={(event) => {
          // A long press opened the actions: the release is not a tap.
          if (pressed.current) event.preventDefault();
          pressed.current = false;
        }}
      >
        <Badge content={conv.unreadCount} label={t('unreadCount', { count: conv.unreadCount })}>
          <Avatar
            src={avatar}
            id={conv.conversationID.slice(conv.type === 'C2C' ? 3 : 5)}
            images={avatarImages(brand)}
            size={44}
            frame={framed}
          />
        </Badge>
        <span className="chat-row__main">
          <span className="chat-row__top">
            <span className="chat-row__who">
              <span className="chat-row__name" data-ugc={name.users || undefined}>
                {name.text}
              </span>
              <VipBadge level={vip} />
            </span>
            <span className="chat-row__time">
              {chatTime(conv.lastMessage?.lastTime ?? 0, Date.now(), root.language.lang, timeZone)}
            </span>
          </span>
          <span className="chat-row__preview">
            {conv.isPinned && <span className="chat-row__pin">{t('pinned')}</span>}
            {starred && <span className="chat-row__pin">{t('starred')}</span>}
            {atLabel && <span className="chat-row__at">{t(atLabel)}</span>}
            {previewOf(conv, t)}
          </span>
        </span>
      </Link>
      <button
        type="button"
        className="chat-row__more"
        aria-label={`${t('moreActions')}: ${name.text}`}
        onClick={() => onActions(conv)}
      >
        ⋯
      </button>
    </li>
  );
}
