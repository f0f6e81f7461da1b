import { Button, Input } from '@live/ui-kit';
import { observer } from 'mobx-react-lite';
import { type CSSProperties, type FormEvent, memo, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useRequireLogin } from '../app/require-login';
import { useServices } from '../app/services';
import { CHAT_LINES_KEPT, type ChatLine, lineSenderName, type RoomAnchor } from '../domain/room-chat';
import {
  announceChat,
  atBottom,
  CHAT_SUMMARY_EVERY_MS,
  type ChatAnnouncement,
  type ChatAnnouncer,
  FRESH_ANNOUNCER,
  unseenCount,
} from './busy-room';
import { useKeyboardInset } from './keyboard-inset';
import { useRoomChatT } from './room-chat-texts';
import type { RoomChat } from './use-room-chat';
import './room-chat.css';

/**
 * The chat tab: room notes, the lines (the room's recent chat, then live; text only, never HTML, with the sender's
 * VIP badge) and the input, pinned to the bottom of the screen and above the on-screen keyboard (the lines fill the
 * room page's height between). The list shows the newest CHAT_LINES_KEPT lines and follows the newest while the
 * reader is at its bottom; a reader who scrolled up keeps their place and gets a "new messages" jump (issue #31
 * item 5: a busy room). The list itself is not a live region: a screen reader hears the reader's own and mentioning
 * lines and a count of the rest (busy-room.ts announceChat).
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
  const lines = chat.lines.length > CHAT_LINES_KEPT ? chat.lines.slice(-CHAT_LINES_KEPT) : chat.lines;
  const newest = lines.at(-1)?.id ?? null;
  /** The last line the reader saw before scrolling up; null while they follow the newest. */
  const [seenId, setSeenId] = useState<string | null>(null);
  const following = seenId === null;
  const newestRef = useRef(newest);
  newestRef.current = newest;

  // Pinned to the newest line while following, before the frame paints (no frame shows the list unpinned, whose
  // scroll would read as the reader's): one scroll per render, and lines come at most once a frame.
  useLayoutEffect(() => {
    const element = list.current;
    if (element && following && newest !== null) element.scrollTop = element.scrollHeight;
  }, [newest, following]);

  useEffect(() => {
    const element = list.current;
    if (!element) return;
    const onScroll = () => {
      const bottom = atBottom(element.scrollTop, element.clientHeight, element.scrollHeight);
      setSeenId((seen) => (bottom ? null : (seen ?? newestRef.current ?? '')));
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => element.removeEventListener('scroll', onScroll);
  }, []);
  const unseen = unseenCount(lines, seenId);
  const said = useChatAnnouncement(lines, chat.historyRead, anchor);

  // The panel fills the screen below where it starts, so the input sits at the screen's bottom. Measured again
  // when what is above it comes, goes or changes size (the room ad closes after its duration): a stale start left
  // the input that far above the screen's bottom, under the floating menu's button. Measured only in the resize
  // observer's callback, which runs after layout and before paint: measuring on every DOM change above forced a
  // layout of the whole room each time while it loads (issue #31 item 1, long tasks).
  useLayoutEffect(() => {
    const element = panel.current;
    if (!element) return;
    const measure = () => setTop(Math.round(element.getBoundingClientRect().top + window.scrollY));
    const sizes = new ResizeObserver(measure);
    // Observing an element reports its size once, so each new observation (the panel's own included) measures.
    const observeAbove = () => {
      sizes.disconnect();
      sizes.observe(element);
      for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
        for (let above = node.previousElementSibling; above; above = above.previousElementSibling) sizes.observe(above);
      }
    };
    const children = new MutationObserver(observeAbove);
    for (let node = element.parentElement; node; node = node.parentElement) children.observe(node, { childList: true });
    observeAbove();
    return () => {
      sizes.disconnect();
      children.disconnect();
    };
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
      <p className="uk-visually-hidden" role="status">
        {said.map((part, i) =>
          part.users ? (
            <span key={i} data-ugc>
              {part.text}
            </span>
          ) : (
            part.text
          ),
        )}
      </p>
      {/* Focusable: a keyboard scrolls the lines (they hold nothing else to focus). */}
      <ol ref={list} className="room-chat__lines" aria-label={t('chat')} tabIndex={0}>
        {chat.historyRead && lines.length === 0 && <li className="room-chat__empty">{t('chatEmpty')}</li>}
        {lines.map((line) => {
          const name = lineSenderName(line, anchor, t('chatVisitor'));
          return (
            <ChatLineItem
              key={line.id}
              line={line}
              name={name.text}
              usersName={name.users}
              vip={line.kind === 'gift' ? 0 : chat.vipLevel(line.from)}
              effect={line.kind === 'text' && chat.chatEffect(line.from)}
              entered={t('chatEntered')}
              gift={t('chatGift')}
            />
          );
        })}
      </ol>
      {unseen > 0 && (
        <button
          type="button"
          className="room-chat__jump"
          onClick={() => {
            const element = list.current;
            if (element) element.scrollTop = element.scrollHeight;
            setSeenId(null);
          }}
        >
          {t('newMessages', { count: unseen > 99 ? '99+' : String(unseen) })}
        </button>
      )}
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

/**
 * What the chat's live region says (announceChat): read from the room's lines once its history is read, and again
 * when a summary falls due.
 */
/** A piece of what the live region says; what users wrote (nicks, their text) is marked as theirs, as in the list. */
interface SaidPart {
  text: string;
  users: boolean;
}

function useChatAnnouncement(lines: readonly ChatLine[], historyRead: boolean, anchor: RoomAnchor | null): SaidPart[] {
  const t = useRoomChatT();
  const { root } = useServices();
  const announcer = useRef<ChatAnnouncer>(FRESH_ANNOUNCER);
  const [said, setSaid] = useState<SaidPart[]>([]);
  const [due, setDue] = useState(0);
  const newest = lines.at(-1)?.id ?? null;
  const reader = root.user.isLoggedIn ? { id: String(root.user.uid), nick: root.user.info?.nick_name ?? '' } : null;
  const speak = (say: ChatAnnouncement): SaidPart[] => [
    ...say.lines.flatMap((line, i) => {
      const sender = lineSenderName(line, anchor, t('chatVisitor'));
      return [
        { text: i === 0 ? '' : '. ', users: false },
        { text: sender.text, users: sender.users },
        { text: ': ', users: false },
        { text: lineText(line, t), users: line.kind === 'text' },
      ];
    }),
    ...(say.count > 0
      ? [{ text: `${say.lines.length > 0 ? '. ' : ''}${t('newMessages', { count: String(say.count) })}`, users: false }]
      : []),
  ];

  useEffect(() => {
    if (!historyRead) return;
    const { state, say } = announceChat(announcer.current, lines, reader, Date.now());
    announcer.current = state;
    if (say) setSaid(speak(say));
    if (state.pending === 0) return;
    const timer = setTimeout(() => setDue((n) => n + 1), state.saidAt + CHAT_SUMMARY_EVERY_MS - Date.now());
    return () => clearTimeout(timer);
  }, [newest, historyRead, due]);
  return said;
}

/** A line's words after its sender, as the list shows them. */
function lineText(line: ChatLine, t: ReturnType<typeof useRoomChatT>): string {
  if (line.kind === 'text') return line.text;
  if (line.kind === 'enter') return t('chatEntered');
  return `${t('chatGift')} ${line.giftName} x${line.amount}`;
}

/**
 * One line: its sender (users' nicks marked as theirs, the room's anchor by the platform's name, issue #30), VIP
 * badge and text. Memoised on plain values: a new batch renders only its new lines.
 */
const ChatLineItem = memo(function ChatLineItem({
  line,
  name,
  usersName,
  vip,
  effect,
  entered,
  gift,
}: {
  line: ChatLine;
  name: string;
  usersName: boolean;
  vip: number;
  effect: boolean;
  entered: string;
  gift: string;
}) {
  return (
    <li className={`room-chat__line room-chat__line--${line.kind}`} data-effect={effect ? '' : undefined}>
      <span className="room-chat__nick" data-ugc={usersName || undefined}>
        {name}
      </span>
      {vip > 0 && <span className="room-chat__vip">VIP{vip}</span>}
      {line.kind === 'text' && (
        <>
          : <span data-ugc>{line.text}</span>
        </>
      )}
      {line.kind === 'enter' && <span> {entered}</span>}
      {line.kind === 'gift' && (
        <span>
          {' '}
          {gift} {line.giftName} x{line.amount}
        </span>
      )}
    </li>
  );
});
