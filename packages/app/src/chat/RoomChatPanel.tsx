import { Button, Input } from '@live/ui-kit';
import { observer } from 'mobx-react-lite';
import { type CSSProperties, type FormEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useRequireLogin } from '../app/require-login';
import { type ChatLine, lineSenderName, type RoomAnchor } from '../domain/room-chat';
import { useKeyboardInset } from './keyboard-inset';
import { useRoomChatT } from './room-chat-texts';
import type { RoomChat } from './use-room-chat';
import './room-chat.css';

/**
 * The chat tab: room notes, the lines (the room's recent chat, then live; text only, never HTML, with the sender's
 * VIP badge) and the input, pinned to the bottom of the screen and above the on-screen keyboard (the lines fill the
 * room page's height between).
 */
export const RoomChatPanel = observer(function RoomChatPanel({
  chat,
  notes,
  loggedIn,
  anchor = null,
}: {
  chat: RoomChat;
  notes: string;
  loggedIn: boolean;
  /** The room's anchor, named as the platform names them (a match's chat tab has none). */
  anchor?: RoomAnchor | null;
}) {
  const t = useRoomChatT();
  const requireLogin = useRequireLogin();
  const [text, setText] = useState('');
  const list = useRef<HTMLOListElement>(null);
  const keyboard = useKeyboardInset();
  const panel = useRef<HTMLDivElement>(null);
  const [top, setTop] = useState(0);
  const shownNotes = notes || chat.announcement;

  useEffect(() => {
    const element = list.current;
    if (element && chat.lines.length > 0) element.scrollTop = element.scrollHeight;
  }, [chat.lines]);

  // The panel fills the screen below where it starts, so the input sits at the screen's bottom.
  useLayoutEffect(() => {
    const measure = () => {
      const element = panel.current;
      if (element) setTop(Math.round(element.getBoundingClientRect().top + window.scrollY));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!(await requireLogin())) return;
    if (await chat.sendText(text)) setText('');
  };

  return (
    <div
      ref={panel}
      className="room-chat"
      data-status={chat.status}
      style={{ '--room-chat-top': `${top}px` } as CSSProperties}
    >
      {shownNotes && (
        <p className="room-chat__notes" aria-label={t('notes')}>
          {shownNotes}
        </p>
      )}
      {chat.status === 'connecting' && <p className="room-chat__status">{t('chatConnecting')}</p>}
      {chat.status === 'failed' && <p className="room-chat__status">{t('chatFailed')}</p>}
      <ol ref={list} className="room-chat__lines" aria-label={t('chat')} aria-live="polite">
        {chat.historyRead && chat.lines.length === 0 && <li className="room-chat__empty">{t('chatEmpty')}</li>}
        {chat.lines.map((line) => (
          <li
            key={line.id}
            className={`room-chat__line room-chat__line--${line.kind}`}
            data-effect={line.kind === 'text' && chat.chatEffect(line.from) ? '' : undefined}
          >
            <SenderName line={line} anchor={anchor} visitor={t('chatVisitor')} />
            {line.kind !== 'gift' && chat.vipLevel(line.from) > 0 && (
              <span className="room-chat__vip">VIP{chat.vipLevel(line.from)}</span>
            )}
            {line.kind === 'text' && (
              <>
                : <span data-ugc>{line.text}</span>
              </>
            )}
            {line.kind === 'enter' && <span> {t('chatEntered')}</span>}
            {line.kind === 'gift' && (
              <span>
                {' '}
                {t('chatGift')} {line.giftName} x{line.amount}
              </span>
            )}
          </li>
        ))}
      </ol>
      <form
        className="room-chat__form"
        style={{ '--room-chat-keyboard': `${keyboard}px` } as CSSProperties}
        onSubmit={(event) => void submit(event)}
      >
        <Input
          aria-label={t('chat')}
          value={text}
          onChange={setText}
          placeholder={loggedIn ? t('chatPlaceholder') : t('chatLogin')}
          disabled={chat.status !== 'ready' && loggedIn}
          maxLength={200}
        />
        <Button type="submit" variant="primary" size="small" round disabled={loggedIn && chat.status !== 'ready'}>
          {t('sendText')}
        </Button>
      </form>
    </div>
  );
});

/** A line's sender: users' nicks marked as theirs, the room's anchor by the platform's name (issue #30). */
function SenderName({ line, anchor, visitor }: { line: ChatLine; anchor: RoomAnchor | null; visitor: string }) {
  const name = lineSenderName(line, anchor, visitor);
  return (
    <span className="room-chat__nick" data-ugc={name.users || undefined}>
      {name.text}
    </span>
  );
}
