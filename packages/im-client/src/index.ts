import { ChatClient, type CreateOptions } from './client.ts';
import { EVENT, TYPES } from './types.ts';

export { ChatClient, type CreateOptions } from './client.ts';
export { ERROR_CODES, TimError } from './errors.ts';
export { EVENT, TYPES } from './types.ts';
export type { Conversation, Group, GroupMember, Message, Profile } from './types.ts';

/** The public entry, shaped like the official web SDK's default export. */
const TIM = {
  create(options: CreateOptions): ChatClient {
    return new ChatClient(options);
  },
  EVENT,
  TYPES,
  VERSION: '2.27.6',
};

export default TIM;
