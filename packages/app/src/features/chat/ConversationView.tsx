import type { Message } from '@live/im-client';
import { ActionSheet, type ActionSheetAction, Avatar, Button, Input, Toast, useTimeZone } from '@live/ui-kit';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { avatarImages } from '../../app/avatar-images';
import { useServices } from '../../app/services';
import type { ChatSession } from '../../chat';
import { canRevoke, isReadByPeer } from '../../chat/rules';
import { chatTime } from './chat-time';
import { isImageType } from '../../domain/image';
import { type ChatTextKey, useChatT } from './messages';
import {
  isGroupCreatedNotice,
  isInteractiveKind,
  mentionsMe,
  messageKindOf,
  type ProfileTipChange,
  profileTipChangeOf,
} from './message-kinds/kinds';
import { MessageBody } from './message-kinds/MessageBody';
import { StateView, VipBadge } from './parts';
import type { ConversationView } from './use-conversation';
import { type PlatformSender, senderNameOf, usePlatformUsers } from './platform-names';

/** Membership tips (messaging spec §4): 1 join, 2 quit, 3 kicked, 4/5 admin set or cancelled. */
const TIP_TEXT: Record<number, ChatTextKey> = {
  1: 'tipJoined',
  2: 'tipQuit',
  3: 'tipKicked',
  4: 'tipAdminSet',
  5: 'tipAdminSet',
};

/** Group-profile tips (6) by what they changed; a new name is said with the name. */
const PROFILE_TIP_TEXT: Record<Exclude<ProfileTipChange, 'name'>, ChatTextKey> = {
  notification: 'tipNotification',
  introduction: 'tipIntroduction',
  avatar: 'tipGroupAvatar',
  owner: 'tipOwner',
  muteAllOn: 'tipMuteAllOn',
  muteAllOff: 'tipMuteAllOff',
  settings: 'tipProfile',
};

function tipText(payload: Record<string, unknown>, t: ReturnType<typeof useChatT>): string {
  const operation = Number(payload.operationType);
  if (operation !== 6) return t(TIP_TEXT[operation] ?? 'tip');
  const change = profileTipChangeOf(payload.newGroupProfile);
  if (change === 'name')
    return t('tipGroupName', { name: String((payload.newGroupProfile as { groupName: string }).groupName) });
  return t(PROFILE_TIP_TEXT[change]);
}

export interface MessageListProps {
  session: ChatSession;
  view: ConversationView;
  /** The peer's read time of a one-to-one conversation (0 in groups: no read marks there). */
  peerReadTime: number | null;
  /** Where a sender's avatar leads (their profile, or their member page in a group). */
  profilePath: (userID: string) => string;
  showNames: boolean;
  /** A sender named by the platform (a fan group's anchor), not by their chat nick. */
  platformSender?: PlatformSender | null;
}

/** The messages, oldest first, with history paging on top, each sender's VIP badge, status and actions. */
export const MessageList = observer(function MessageList({
  session,
  view,
  peerReadTime,
  profilePath,
  showNames,
  platformSender = null,
}: MessageListProps) {
  const { brand, root } = useServices();
  const timeZone = useTimeZone();
  const t = useChatT();
  const [acting, setActing] = useState<Message | null>(null);
  const me = { userID: session.userID, nick: root.user.info?.nick_name ?? '' };
  const end = useRef<HTMLDivElement>(null);
  const count = view.messages.length;
  const newest = view.messages[count - 1]?.ID;

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [newest]);

  useEffect(() => {
    session.watchVip(view.messages.map((message) => message.from));
  }, [session, view.messages]);
  // Named senders (groups): an anchor among them goes by the platform's name.
  const senders = usePlatformUsers(showNames ? view.messages.map((message) => message.from) : []);

  if (view.loading) return <StateView kind="loading" text={t('loading')} />;
  if (view.failed) return <StateView kind="error" text={t('loadFailed')} onRetry={view.reload} />;

  const actions: ActionSheetAction[] = acting
    ? [
        ...(acting.type === 'TIMTextElem' ? [{ key: 'copy', name: t('copy') }] : []),
        ...(canRevoke(acting, Date.now()) ? [{ key: 'revoke', name: t('revoke') }] : []),
        { key: 'delete', name: t('delete'), danger: true },
      ]
    : [];
  const act = (action: ActionSheetAction) => {
    const message = acting;
    setActing(null);
    if (!message) return;
    if (action.key === 'copy')
      void navigator.clipboard?.writeText(String(message.payload.text ?? '')).then(
        () => Toast.success(t('done')),
        () => undefined,
      );
    if (action.key === 'revoke') void view.revoke(message);
    if (action.key === 'delete') void view.remove(message);
  };

  return (
    <div className="chat-messages">
      {!view.completed && count > 0 && (
        <button type="button" className="chat-older" onClick={() => void view.loadOlder()} disabled={view.loadingOlder}>
          {view.loadingOlder ? t('loading') : t('older')}
        </button>
      )}
      {count === 0 && <StateView kind="empty" text={t('noMessages')} />}
      <ol className="chat-messages__list" aria-label={t('message')} aria-live="polite">
        {view.messages.map((message) => {
          if (message.type === 'TIMGroupTipElem' || isGroupCreatedNotice(message))
            return (
              <li key={message.ID} className="chat-notice">
                {isGroupCreatedNotice(message) ? t('tipGroupCreated') : tipText(message.payload, t)}
              </li>
            );
          const mine = message.flow === 'out';
          const vip = session.vipLevel(message.from);
          // A message stored before its sender had a chat profile carries no nick: the profile read since names it.
          const profile = session.profiles.get(message.from);
          const sender = senderNameOf(
            message.from,
            message.nick || profile?.nick || message.from,
            platformSender,
            senders.get(message.from) ?? null,
          );
          const nick = sender.text;
          const users = sender.users || undefined;
          const body = (
            <MessageBody
              message={message}
              me={me}
              downloadMerger={() =>
                session.ready().then(async (client) => {
                  await client.downloadMergerMessage(message);
                })
              }
            />
          );
          if (message.isRevoked)
            return (
              <li key={message.ID} className="chat-notice">
                {mine ? (
                  t('youRevoked')
                ) : (
                  <>
                    <span data-ugc={users}>{nick}</span> {t('revoked')}
                  </>
                )}
              </li>
            );
          return (
            <li key={message.ID} className={mine ? 'chat-msg chat-msg--out' : 'chat-msg'} data-status={message.status}>
              <Link to={profilePath(message.from)} className="chat-msg__avatar" aria-label={nick} data-ugc={users}>
                <Avatar
                  src={message.avatar || profile?.avatar}
                  id={message.from}
                  images={avatarImages(brand)}
                  size={36}
                  frame={session.cardOn(message.from, 'avatar_frame')}
                />
              </Link>
              <div className="chat-msg__main">
                {((showNames && !mine) || vip > 0) && (
                  <span className="chat-msg__nick">
                    {showNames && !mine && <span data-ugc={users}>{nick}</span>}
                    <VipBadge level={vip} />
                  </span>
                )}
                {isInteractiveKind(messageKindOf(message.type)) ? (
                  <div className="chat-msg__row">
                    <div
                      className="chat-bubble chat-bubble--media"
                      onContextMenu={(event) => {
                        event.preventDefault();
                        setActing(message);
                      }}
                    >
                      {body}
                    </div>
                    <button
                      type="button"
                      className="chat-msg__more"
                      aria-label={t('messageActions')}
                      aria-haspopup="dialog"
                      onClick={() => setActing(message)}
                    >
                      ⋯
                    </button>
                  </div>
                ) : (
                  <button
                    type="button"
                    className="chat-bubble"
                    onClick={() => setActing(message)}
                    aria-haspopup="dialog"
                    data-at-me={mentionsMe(message.atUserList, me.userID) || undefined}
                  >
                    {body}
                  </button>
                )}
                <span className="chat-msg__meta">
                  {chatTime(message.time, Date.now(), root.language.lang, timeZone)}
                  {mine && message.status === 'unSend' && ` · ${t('sending')}`}
                  {mine && message.status === 'success' && peerReadTime !== null && (
                    <span className="chat-msg__read">
                      {' '}
                      · {isReadByPeer(message, peerReadTime) ? t('read') : t('unread')}
                    </span>
                  )}
                </span>
                {mine && message.status === 'fail' && (
                  <button type="button" className="chat-msg__resend" onClick={() => void view.resend(message)}>
                    {t('sendFailed')}
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ol>
      <div ref={end} />
      <ActionSheet
        open={acting !== null}
        actions={actions}
        onSelect={act}
        onClose={() => setActing(null)}
        cancelText={t('cancel')}
      />
    </div>
  );
});

export interface ComposerProps {
  /** Why sending is not possible now (muted, slow mode), or null. */
  blocked: string | null;
  onText: (text: string) => Promise<boolean>;
  onFace: (index: number, code: string) => Promise<boolean>;
  onImage: (file: File) => Promise<boolean>;
}

/** Text, faces from the common config's emoji list, and images (scaled to 1200x1200 at 0.8, spec §5). */
export function Composer({ blocked, onText, onFace, onImage }: ComposerProps) {
  const { root } = useServices();
  const t = useChatT();
  const [text, setText] = useState('');
  const [faces, setFaces] = useState(false);
  const [busy, setBusy] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const emoji = root.config.common?.emoji ?? [];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = text.trim();
    if (!body || busy) return;
    setBusy(true);
    // The text stays in the field until it was sent: a failed send loses nothing.
    if (await onText(body)) setText('');
    setBusy(false);
  };

  const pick = async (file: File | undefined) => {
    if (picker.current) picker.current.value = '';
    if (!file) return;
    if (!isImageType(file.type)) {
      Toast.fail(t('notAnImage'));
      return;
    }
    setBusy(true);
    try {
      const { compressImage } = await import('../../api/core/compress-image');
      const scaled = await compressImage(file);
      const extension = scaled.type === 'image/png' ? 'png' : 'jpg';
      const name = `${file.name.replace(/\.[^.]*$/, '') || 'image'}.${extension}`;
      await onImage(new File([scaled], name, { type: scaled.type }));
    } catch {
      Toast.fail(t('uploadFailed'));
    } finally {
      setBusy(false);
    }
  };

  if (blocked)
    return (
      <p className="chat-composer chat-composer--blocked" role="status">
        {blocked}
      </p>
    );
  return (
    <div className="chat-composer">
      {faces && emoji.length > 0 && (
        <ul className="chat-faces" aria-label={t('faces')}>
          {emoji.map((face, index) => (
            <li key={face.code}>
              <button type="button" aria-label={face.name} onClick={() => void onFace(index, face.code)}>
                <img src={face.url} alt="" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className="chat-composer__row" onSubmit={(event) => void submit(event)}>
        <button
          type="button"
          className="chat-composer__tool"
          aria-label={t('faces')}
          aria-expanded={faces}
          onClick={() => setFaces((open) => !open)}
          disabled={emoji.length === 0}
        >
          ☺
        </button>
        <button
          type="button"
          className="chat-composer__tool"
          aria-label={t('sendImage')}
          onClick={() => picker.current?.click()}
          disabled={busy}
        >
          +
        </button>
        <input
          ref={picker}
          type="file"
          accept="image/*"
          hidden
          onChange={(event) => void pick(event.target.files?.[0])}
        />
        <Input
          aria-label={t('message')}
          placeholder={t('inputPlaceholder')}
          value={text}
          onChange={setText}
          maxLength={500}
        />
        <Button type="submit" variant="primary" size="small" round disabled={busy || !text.trim()}>
          {t('send')}
        </Button>
      </form>
    </div>
  );
}
