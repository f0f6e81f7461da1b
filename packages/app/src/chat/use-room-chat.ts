import { reaction } from 'mobx';
import { Toast } from '@live/ui-kit';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useServices } from '../app/services';
import { chatSessionLoaded, useChatSession } from './index';
import { idle } from '../app/idle';
import { useRoomChatT } from './room-chat-texts';
import { useSendRefusalText } from './send-refusal-texts';
import {
  appendLines,
  type ChatLine,
  type ChatMessageLike,
  chatAppId,
  chatLineOf,
  CHAT_LINES_KEPT,
  historyLine,
  liveGroupId,
  mergeHistory,
  ROOM_ACTION,
  raceStartOf,
  roomActionData,
} from '../domain/room-chat';
import type { RaceStartMessage } from '../domain/race-start';
import { retryDelay } from './rules';
import { frameBatcher } from './busy-room';
import { QUIET } from '../domain/request-presets';

export type ChatStatus = 'connecting' | 'ready' | 'failed' | 'off';

export interface RoomChat {
  status: ChatStatus;
  lines: ChatLine[];
  /** Whether the room's recent chat has been read (an empty room then says so). */
  historyRead: boolean;
  /** The room's announcement, from the room's chat information. */
  announcement: string;
  /** Race-start broadcasts as they arrive (the page schedules their removal). */
  onRaceStart: (listener: (message: RaceStartMessage) => void) => () => void;
  sendText: (text: string) => Promise<boolean>;
  /** The VIP level a sender's badge shows (0 none), from the chat profiles the session reads. */
  vipLevel: (userID: string) => number;
  /** Whether a sender's lines show highlighted: a used chat effect card (issue #32), from the same profiles. */
  chatEffect: (userID: string) => boolean;
  /** Whether a user's avatar shows the frame of a used avatar frame card (issue #32), from the same profiles. */
  avatarFrame: (userID: string) => boolean;
}

/** How long the room's chat session waits at most for an idle main thread before it loads and logs in. */
export const CHAT_START_WAIT_MS = 3000;

/**
 * Whether the page has settled: true once the main thread was idle after the first render (or the session is
 * loaded already). The session's module, login and join then start after the room and its video, not among their
 * long tasks (issue #31 item 1); the recent chat is read at once regardless.
 */
function useSettled(): boolean {
  const [settled, setSettled] = useState(chatSessionLoaded);
  useEffect(() => {
    if (settled) return;
    let live = true;
    void idle(window, CHAT_START_WAIT_MS).then(() => live && setSettled(true));
    return () => {
      live = false;
    };
  }, [settled]);
  return settled;
}

/**
 * A live room's chat (messaging spec §2, §4), in the room and on a match detail page's chat tab, on the tab's
 * one chat session: the room lets the session
 * log in as the guest while it is open, joins `live_<roomId>` once the session is ready (again after the
 * identity changes, e.g. a login) and quits it on leaving, so the session and its client outlive the room. It
 * turns messages into chat lines and sends text and the entry notice only: gifts are posted by the platform once
 * paid (GiftSheet). The room's recent chat (/api/live/getLiveChat) is read on entry and again once joined (what came
 * in between), merged with the live lines by message id.
 */
export function useRoomChat(liveId: number | null, anchorId?: number): RoomChat {
  const { root, brand, api } = useServices();
  const groupId = liveId === null ? null : liveGroupId(liveId);
  const settled = useSettled();
  const session = useChatSession(groupId !== null && settled);
  const t = useRoomChatT();
  const refusalText = useSendRefusalText();
  const [status, setStatus] = useState<ChatStatus>('off');
  const [lines, setLines] = useState<ChatLine[]>([]);
  const [historyRead, setHistoryRead] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const joined = useRef<string | null>(null);
  const raceListeners = useRef(new Set<(message: RaceStartMessage) => void>());
  const appId = chatAppId(brand.chat.sdkAppId, root.config.config?.im_sdkappid);
  const chatOn = liveId !== null && groupId !== null && appId !== null;

  const readHistory = useCallback(
    async (disposed: () => boolean) => {
      if (liveId === null) return;
      const chat = await api.live.getLiveChat({ liveid: liveId, ...QUIET });
      if (disposed()) return;
      const history = (Array.isArray(chat.messages) ? chat.messages : []).flatMap((message) => {
        const line = historyLine(message);
        return line ? [line] : [];
      });
      setLines((now) => mergeHistory(history, now));
      setAnnouncement(typeof chat.announcement === 'string' ? chat.announcement : '');
      setHistoryRead(true);
    },
    [api, liveId],
  );

  // Read on entry, not waiting for the chat session; an unread history leaves the live lines as they are.
  useEffect(() => {
    if (!chatOn) return;
    let disposed = false;
    setLines([]);
    setHistoryRead(false);
    readHistory(() => disposed).catch(() => !disposed && setHistoryRead(true));
    return () => {
      disposed = true;
    };
  }, [chatOn, readHistory]);

  useEffect(() => {
    if (!session || !chatOn || !groupId) return;
    const releaseGuest = session.acceptGuest();
    let disposed = false;

    const join = async () => {
      joined.current = null;
      setStatus('connecting');
      const client = await session.ready();
      await client.joinGroup({ groupID: groupId });
      if (disposed) return;
      joined.current = groupId;
      setStatus('ready');
      readHistory(() => disposed).catch(() => undefined);
      const enter = client.createCustomMessage({
        to: groupId,
        conversationType: session.TIM.TYPES.CONV_GROUP,
        payload: { data: roomActionData(ROOM_ACTION.enter, {}) },
      });
      await client.sendMessage(enter).catch(() => undefined);
    };
    // A join that failed (the network, the service) is tried again after a pause, the panel still connecting
    // (issue #29): a room is never left saying its chat failed while the session is up.
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    const tryJoin = (): void => {
      join().then(
        () => (failures = 0),
        () => {
          if (disposed || session.status !== 'ready') return;
          setStatus('connecting');
          retryTimer = setTimeout(tryJoin, retryDelay(failures));
          failures += 1;
        },
      );
    };
    // Joins whenever the session becomes ready as someone (first time, or after a login or logout).
    const stopFollowing = reaction(
      () => (session.status === 'ready' ? session.userID : session.status),
      () => {
        clearTimeout(retryTimer);
        failures = 0;
        if (session.status === 'ready') tryJoin();
        else if (session.status === 'failed') setStatus('failed');
        else setStatus('connecting');
      },
      { fireImmediately: true },
    );
    // A busy room's lines are shown once per frame, however many pushes brought them (issue #31 item 5).
    const incoming = frameBatcher<ChatLine>((added) => setLines((now) => appendLines(now, added)), CHAT_LINES_KEPT);
    const stopMessages = session.onMessages((messages) => {
      incoming.push(
        (messages as ChatMessageLike[]).flatMap((message) => {
          const line = chatLineOf(message, groupId, brand.language);
          return line ? [line] : [];
        }),
      );
      for (const message of messages as ChatMessageLike[]) {
        const broadcast = raceStartOf(message, brand.language);
        if (broadcast) for (const listener of raceListeners.current) listener(broadcast);
      }
    });
    return () => {
      disposed = true;
      incoming.cancel();
      clearTimeout(retryTimer);
      stopFollowing();
      stopMessages();
      if (joined.current === groupId)
        void session.ready().then(
          (client) => client.quitGroup(groupId).catch(() => undefined),
          () => undefined,
        );
      joined.current = null;
      releaseGuest();
    };
  }, [session, chatOn, groupId, readHistory, brand.language]);

  const show = useCallback((line: ChatLine) => setLines((now) => appendLines(now, [line])), []);

  useEffect(() => {
    const senders = lines.flatMap((line) => (line.kind === 'gift' ? [] : [line.from]));
    // The room's anchor too, for the frame on the anchor's avatar.
    session?.watchVip(anchorId ? [...senders, String(anchorId)] : senders);
  }, [session, lines, anchorId]);

  const sendText = useCallback(
    async (text: string) => {
      const body = text.trim();
      if (!session || !groupId || !body || joined.current !== groupId) return false;
      try {
        const client = await session.ready();
        const message = client.createTextMessage({
          to: groupId,
          conversationType: session.TIM.TYPES.CONV_GROUP,
          payload: { text: body },
        });
        await client.sendMessage(message);
        const nick = root.user.info?.nick_name || message.nick || message.from;
        show({ id: message.ID, kind: 'text', from: message.from, nick, text: body });
        return true;
      } catch (error) {
        // The typed text stays in the input (the panel clears it only on success).
        Toast.fail(refusalText(error) ?? t('sendFailed'));
        return false;
      }
    },
    [session, groupId, show, root, refusalText, t],
  );

  const onRaceStart = useCallback((listener: (message: RaceStartMessage) => void) => {
    raceListeners.current.add(listener);
    return () => {
      raceListeners.current.delete(listener);
    };
  }, []);

  const vipLevel = useCallback((userID: string) => session?.vipLevel(userID) ?? 0, [session]);
  const chatEffect = useCallback((userID: string) => session?.cardOn(userID, 'chat_effect') ?? false, [session]);
  const avatarFrame = useCallback((userID: string) => session?.cardOn(userID, 'avatar_frame') ?? false, [session]);

  return {
    status: appId === null || !groupId ? 'off' : status,
    lines,
    historyRead,
    announcement,
    onRaceStart,
    sendText,
    vipLevel,
    chatEffect,
    avatarFrame,
  };
}
