import type { GuestInfo } from '@live/api-contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useServices } from '../../../app/services';
import {
  appendLines,
  type ChatLine,
  type ChatMessageLike,
  chatAppId,
  chatLineOf,
  chatLoginFailure,
  NOTIFY_ROOM,
  ROOM_ACTION,
  raceStartOf,
  roomActionData,
} from '../../../domain/room-chat';
import type { RaceStartMessage } from '../../../domain/race-start';

export type ChatStatus = 'connecting' | 'ready' | 'failed' | 'off';

type ChatModule = typeof import('@live/im-client');
type ChatClient = import('@live/im-client').ChatClient;

/** The chat service answers on the page's own origin at /im (the gateway in production, brandgen locally). */
function socketBase(): string {
  return `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/im`;
}

function waitReady(client: ChatClient, TIM: ChatModule['default']): Promise<void> {
  if (client.isReady()) return Promise.resolve();
  return new Promise((resolve) => client.once(TIM.EVENT.SDK_READY, () => resolve()));
}

export interface RoomChat {
  status: ChatStatus;
  lines: ChatLine[];
  /** Race-start broadcasts as they arrive (the page schedules their removal). */
  onRaceStart: (listener: (message: RaceStartMessage) => void) => () => void;
  sendText: (text: string) => Promise<boolean>;
}

/**
 * The room's chat (messaging spec §2, §4): the chat client is imported only here, logs in as the user
 * (user.id, user.txim_sign) or as the guest identity (root.guest), joins `live_<roomId>` and NOTIFY_ROOM, and
 * turns messages into chat lines. A guest's login error 2025 is tolerated; any other refetches the guest info
 * once. It sends text and the entry notice only: gifts are posted by the platform once paid (GiftSheet).
 */
export function useRoomChat(groupId: string | null): RoomChat {
  const { root, api, brand } = useServices();
  const [status, setStatus] = useState<ChatStatus>('off');
  const [lines, setLines] = useState<ChatLine[]>([]);
  const client = useRef<{ chat: ChatClient; TIM: ChatModule['default'] } | null>(null);
  const raceListeners = useRef(new Set<(message: RaceStartMessage) => void>());
  const user = root.user.isLoggedIn ? root.user.info : null;
  const userId = user ? String(user.id) : '';
  const userSig = user?.txim_sign ?? '';
  const appId = chatAppId(brand.chat.sdkAppId, root.config.config?.im_sdkappid);

  useEffect(() => {
    if (!groupId || appId === null) return;
    let disposed = false;
    let chat: ChatClient | null = null;
    setStatus('connecting');
    setLines([]);

    const fetchGuest = () => api.user.getGuestInfo({ device_id: '', hideLoading: true, noToast: true });
    async function identity(refetch: boolean): Promise<{ userID: string; userSig: string } | null> {
      if (userId) return { userID: userId, userSig };
      if (refetch) root.guest.invalidate();
      const guest: GuestInfo | null = await root.guest.ensure(fetchGuest);
      return guest ? { userID: guest.userid, userSig: guest.txim_sign } : null;
    }

    async function login(target: ChatClient, refetched = false): Promise<void> {
      const who = await identity(refetched);
      if (!who) throw new Error('no chat identity');
      try {
        await target.login(who);
      } catch (error) {
        const action = chatLoginFailure(!userId, (error as { code?: number }).code);
        if (action === 'tolerate') return;
        if (action === 'refetchGuest' && !refetched && !disposed) return login(target, true);
        throw error;
      }
    }

    async function start(room: string, sdkAppId: number) {
      const { default: TIM } = await import('@live/im-client');
      if (disposed) return;
      const created = TIM.create({ SDKAppID: sdkAppId, proxyServer: socketBase(), joinOnReady: [NOTIFY_ROOM] });
      chat = created;
      created.setLogLevel(4);
      created.on(TIM.EVENT.MESSAGE_RECEIVED, (event) => {
        const messages = (event.data ?? []) as ChatMessageLike[];
        const added = messages.flatMap((message) => {
          const line = chatLineOf(message, room);
          return line ? [line] : [];
        });
        if (added.length > 0) setLines((now) => appendLines(now, added));
        for (const message of messages) {
          const broadcast = raceStartOf(message);
          if (broadcast) for (const listener of raceListeners.current) listener(broadcast);
        }
      });
      await login(created);
      await created.joinGroup({ groupID: room });
      await waitReady(created, TIM);
      if (disposed) return;
      if (user?.nick_name) await created.updateMyProfile({ nick: user.nick_name }).catch(() => undefined);
      client.current = { chat: created, TIM };
      setStatus('ready');
      const enter = created.createCustomMessage({
        to: room,
        conversationType: TIM.TYPES.CONV_GROUP,
        payload: { data: roomActionData(ROOM_ACTION.enter, {}) },
      });
      await created.sendMessage(enter).catch(() => undefined);
    }

    start(groupId, appId).catch(() => {
      if (!disposed) setStatus('failed');
    });
    return () => {
      disposed = true;
      client.current = null;
      void chat?.destroy().catch(() => undefined);
    };
  }, [groupId, appId, userId, userSig, api, root, user?.nick_name]);

  const show = useCallback((line: ChatLine) => setLines((now) => appendLines(now, [line])), []);

  const sendText = useCallback(
    async (text: string) => {
      const current = client.current;
      const body = text.trim();
      if (!current || !groupId || !body) return false;
      const message = current.chat.createTextMessage({
        to: groupId,
        conversationType: current.TIM.TYPES.CONV_GROUP,
        payload: { text: body },
      });
      try {
        await current.chat.sendMessage(message);
        show({ id: message.ID, kind: 'text', nick: user?.nick_name || message.nick || message.from, text: body });
        return true;
      } catch {
        return false;
      }
    },
    [groupId, show, user?.nick_name],
  );

  const onRaceStart = useCallback((listener: (message: RaceStartMessage) => void) => {
    raceListeners.current.add(listener);
    return () => {
      raceListeners.current.delete(listener);
    };
  }, []);

  return { status: appId === null || !groupId ? 'off' : status, lines, onRaceStart, sendText };
}
