import type { BrandDescriptor } from '@live/brand-schema';
import { cloudHosts } from '@live/im-client/hosts';

/**
 * Where a production page's chat socket goes, in the order the chat client tries them (issue #29): the brand's
 * proxy, or the cloud's hosts for its app id. A brand's CSP must allow each (wss:, and https: for the network probe).
 */
export function productionChatHosts(production: BrandDescriptor['production']): string[] {
  return production.chatProxy ? [production.chatProxy] : cloudHosts(production.chatSdkAppId);
}
