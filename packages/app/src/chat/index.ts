/**
 * The light door to the chat session: everything here may load with the first page, the session and its client
 * (`./session`, `@live/im-client`) only on first use through a dynamic import.
 */
import { useEffect, useState } from 'react';
import { type Services, useServices } from '../app/services';
import type { ChatSession } from './session';

export type { ChatSession, JoinRequest, SessionStatus } from './session';

let loaded: ChatSession | null = null;
let loading: Promise<ChatSession> | null = null;

/** The tab's chat session, loading its module on first call. */
export function loadChatSession(services: Pick<Services, 'root' | 'api' | 'brand'>): Promise<ChatSession> {
  loading ??= import('./session').then(({ chatSession }) => {
    loaded = chatSession(services);
    return loaded;
  });
  return loading;
}

/** Whether the tab's chat session has loaded already. */
export const chatSessionLoaded = (): boolean => loaded !== null;

/** The chat session once loaded (null before); `enabled` false leaves it unloaded. */
export function useChatSession(enabled = true): ChatSession | null {
  const services = useServices();
  const [session, setSession] = useState<ChatSession | null>(loaded);
  useEffect(() => {
    if (!enabled || session) return;
    let live = true;
    void loadChatSession(services).then((value) => {
      if (live) setSession(value);
    });
    return () => {
      live = false;
    };
  }, [enabled, session, services]);
  return enabled ? session : null;
}
