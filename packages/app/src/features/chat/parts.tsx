import { Button, Empty, Spinner } from '@live/ui-kit';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useRequireLogin } from '../../app/require-login';
import { useServices } from '../../app/services';
import { type ChatSession, useChatSession } from '../../chat';
import { useConnectionT } from '../../chat/connection-texts';
import { useChatT } from './messages';
import { friendNameOf, groupNameOf, useFanGroupName, usePlatformUser } from './platform-names';
import './chat.css';

/** A VIP badge (nothing for level 0): on message bubbles and member lists. */
export function VipBadge({ level }: { level: number }) {
  if (level <= 0) return null;
  return (
    <span className="chat-tag chat-tag--vip" data-testid="chat-vip">
      VIP{level}
    </span>
  );
}

/**
 * A friend's name (friendNameOf), the same on the friends page and the chat page's friends tab: the user's remark
 * for them, else an anchor's platform name (in the brand's language), else their nick.
 */
export function FriendName({ userID, remark, nick }: { userID: string; remark: string; nick: string }) {
  const platform = usePlatformUser(userID);
  const name = friendNameOf(remark, nick, platform);
  return (
    <span className="chat-row__name" data-ugc={name.users || undefined}>
      {name.text}
    </span>
  );
}

/**
 * A group's name (groupNameOf): users' text for their groups, the platform's for a fan group, the app's word for the
 * lobby or an unnamed group (never the service's raw group ID).
 */
export function GroupName({ groupID, name }: { groupID: string; name: string }) {
  const t = useChatT();
  const shown = groupNameOf(
    groupID,
    { chat: name, platform: useFanGroupName(groupID) },
    { lobby: t('lobby'), unnamed: t('unnamedGroup') },
  );
  return <span data-ugc={shown.users || undefined}>{shown.text}</span>;
}

/** Accept and refuse for a request waiting for my answer (a friend request, a join request). */
export function AnswerButtons({ busy, onAnswer }: { busy: boolean; onAnswer: (accept: boolean) => void }) {
  const t = useChatT();
  return (
    <span className="chat-tags">
      <Button size="small" variant="primary" round disabled={busy} onClick={() => onAnswer(true)}>
        {t('accept')}
      </Button>
      <Button size="small" round disabled={busy} onClick={() => onAnswer(false)}>
        {t('refuse')}
      </Button>
    </span>
  );
}

/** A page-level state: loading, empty or failed (with a retry). */
export function StateView({
  kind,
  text,
  onRetry,
}: {
  kind: 'loading' | 'empty' | 'error';
  text: string;
  onRetry?: () => void;
}) {
  const t = useChatT();
  if (kind === 'loading')
    return (
      <div className="chat-state" role="status">
        <Spinner size={24} />
        <span>{text}</span>
      </div>
    );
  return (
    <Empty description={text} className="chat-state">
      {onRetry && (
        <Button size="small" round onClick={onRetry}>
          {t('retry')}
        </Button>
      )}
    </Empty>
  );
}

/**
 * The chat pages need a logged-in user (host spec §6): a visitor sees why and a button to the one login prompt
 * (which keeps this page as the return address); a user sees the page once the tab's chat session is ready.
 */
export const ChatGate = observer(function ChatGate({
  children,
  bar,
}: {
  children: (session: ChatSession) => ReactNode;
  /** The page's bar while the page itself cannot show yet (pages whose bar needs chat data). */
  bar?: ReactNode;
}) {
  const { root } = useServices();
  const t = useChatT();
  const connection = useConnectionT();
  const requireLogin = useRequireLogin();
  const loggedIn = root.user.isLoggedIn;
  const session = useChatSession(loggedIn);
  if (!loggedIn)
    return (
      <>
        {bar}
        <Empty description={t('needLogin')} className="chat-state">
          <Button variant="primary" size="small" round onClick={() => requireLogin()}>
            {t('login')}
          </Button>
        </Empty>
      </>
    );
  if (!session || session.status === 'off' || session.status === 'connecting')
    return (
      <>
        {bar}
        <StateView kind="loading" text={session?.retrying ? connection('reconnecting') : t('connecting')} />
      </>
    );
  if (session.status === 'failed')
    return (
      <>
        {bar}
        <StateView
          kind="error"
          text={session.kicked ? t('usedElsewhere') : connection('unavailable')}
          onRetry={() => session.retry()}
        />
      </>
    );
  return <>{children(session)}</>;
});
