import type { ChatClient } from '@live/im-client';
import { type Loaded, useLoad } from '../../hooks/use-load';
import type { ChatSession } from '../../chat';

/** Loads something from the chat client once the session is ready; `key` names what it depends on. */
export function useClientLoad<T>(
  session: ChatSession,
  load: (client: ChatClient) => Promise<T>,
  key: string,
): Loaded<T> {
  return useLoad(async () => load(await session.ready()), `${session.userID}:${key}`);
}
