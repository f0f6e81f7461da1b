import type { ChatClient, Message } from '@live/im-client';
import { Toast } from '@live/ui-kit';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatSession } from '../../chat';
import { useChatErrorText } from '../../chat/chat-error-texts';

export interface ConversationView {
  messages: Message[];
  loading: boolean;
  failed: boolean;
  completed: boolean;
  loadingOlder: boolean;
  loadOlder: () => Promise<void>;
  reload: () => void;
  /** Sends a message made by `make`; it shows at once, then its status (sending, sent, failed). */
  send: (make: (client: ChatClient) => Message) => Promise<boolean>;
  resend: (message: Message) => Promise<void>;
  revoke: (message: Message) => Promise<void>;
  remove: (message: Message) => Promise<void>;
}

/**
 * One conversation's messages (messaging spec §4): history pages of the client's size, newest last; messages
 * pushed while it is open; read marks while the page is visible; revokes and peer reads as they arrive. The
 * client changes its message objects in place, so every change re-renders from a fresh array.
 */
export function useConversation(session: ChatSession, conversationID: string): ConversationView {
  const errorText = useChatErrorText();
  const [messages, setMessages] = useState<Message[]>([]);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [completed, setCompleted] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const next = useRef('');
  const list = useRef<Message[]>([]);
  const show = useCallback((items: Message[]) => {
    list.current = items;
    setMessages([...items]);
  }, []);
  const redraw = useCallback(() => setMessages([...list.current]), []);

  useEffect(() => {
    let live = true;
    setLoading(true);
    setFailed(false);
    const markRead = (client: ChatClient) => {
      if (document.visibilityState === 'visible')
        void client.setMessageRead({ conversationID }).then(
          () => session.refresh(),
          () => undefined,
        );
    };
    (async () => {
      const client = await session.ready();
      const { data } = await client.getMessageList({ conversationID });
      if (!live) return;
      next.current = data.nextReqMessageID;
      setCompleted(data.isCompleted);
      show(data.messageList);
      setLoading(false);
      markRead(client);
    })().catch(() => {
      if (!live) return;
      setFailed(true);
      setLoading(false);
    });
    const stopMessages = session.onMessages((received) => {
      const mine = received.filter((m) => m.conversationID === conversationID);
      if (mine.length === 0) return;
      const known = new Set(list.current.map((m) => m.ID));
      show([...list.current, ...mine.filter((m) => !known.has(m.ID))]);
      void session.ready().then(markRead, () => undefined);
    });
    const stopRevoked = session.onRevoked(redraw);
    const stopRead = session.onReadByPeer(redraw);
    const onVisible = () => void session.ready().then(markRead, () => undefined);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      live = false;
      stopMessages();
      stopRevoked();
      stopRead();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [session, conversationID, attempt, show, redraw]);

  const loadOlder = useCallback(async () => {
    if (completed || loadingOlder || !next.current) return;
    setLoadingOlder(true);
    try {
      const client = await session.ready();
      const { data } = await client.getMessageList({ conversationID, nextReqMessageID: next.current });
      next.current = data.nextReqMessageID;
      setCompleted(data.isCompleted);
      const known = new Set(list.current.map((m) => m.ID));
      show([...data.messageList.filter((m) => !known.has(m.ID)), ...list.current]);
    } catch (error) {
      Toast.fail(errorText(error));
    } finally {
      setLoadingOlder(false);
    }
  }, [completed, loadingOlder, session, conversationID, show, errorText]);

  const deliver = useCallback(
    async (sending: (client: ChatClient) => Promise<unknown>) => {
      redraw();
      try {
        await sending(await session.ready());
        return true;
      } catch (error) {
        Toast.fail(errorText(error));
        return false;
      } finally {
        redraw();
        session.refresh();
      }
    },
    [session, redraw, errorText],
  );

  const send = useCallback(
    async (make: (client: ChatClient) => Message) => {
      let message: Message;
      try {
        message = make(await session.ready());
      } catch (error) {
        Toast.fail(errorText(error));
        return false;
      }
      list.current = [...list.current, message];
      return deliver((client) => client.sendMessage(message));
    },
    [session, deliver, errorText],
  );

  const resend = useCallback(
    async (message: Message) => {
      await deliver((client) => client.resendMessage(message));
    },
    [deliver],
  );

  const revoke = useCallback(
    async (message: Message) => {
      await deliver((client) => client.revokeMessage(message));
    },
    [deliver],
  );

  const remove = useCallback(
    async (message: Message) => {
      const drop = () => show(list.current.filter((m) => m !== message));
      // A message that never reached the service is only local: it goes from the list at once.
      if (message.status !== 'success') return drop();
      if (await deliver((client) => client.deleteMessage([message]))) drop();
    },
    [deliver, show],
  );

  return {
    messages,
    loading,
    failed,
    completed,
    loadingOlder,
    loadOlder,
    reload: () => setAttempt((n) => n + 1),
    send,
    resend,
    revoke,
    remove,
  };
}
