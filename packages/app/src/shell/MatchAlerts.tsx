import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useServices } from '../app/services';
import { useChatSession } from '../chat';
import { matchEventOf } from '../domain/match-alerts';
import type { ChatMessageLike } from '../domain/room-chat';
import { useVisiblePolling } from '../hooks/use-visible-polling';
import { ALERT_POLL_MS, MatchAlertWatcher } from './match-alert-watcher';

function localStore(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * A logged-in user's match alerts on every page (spec §2, issue #28): the events of the matches they follow come
 * as pushes through the tab's chat session (NOTIFY_ROOM), and while its socket is not connected the followed
 * matches are polled instead. The popup itself is the shell's MatchNoticeBanner. `<html data-match-alerts>` says
 * which way alerts arrive once the followed matches are known ('push' or 'poll').
 */
export const MatchAlerts = observer(function MatchAlerts() {
  const services = useServices();
  const uid = services.root.user.uid;
  const session = useChatSession(true);
  const pushing = session?.status === 'ready' && session.netState === 'connected';
  const [watcher, setWatcher] = useState<MatchAlertWatcher | null>(null);
  const [known, setKnown] = useState(false);
  const { pathname } = useLocation();

  useEffect(() => {
    // The popup's chunk is fetched now, not when the first goal comes (alerts show within 3 s).
    void import('./MatchNoticeBanner');
    const next = new MatchAlertWatcher(services, uid, localStore());
    setWatcher(next);
    setKnown(false);
    next.refresh().then(
      () => setKnown(true),
      () => undefined,
    );
    return () => next.stop();
  }, [services, uid]);

  // A match followed on the page just left is known on the next one.
  useEffect(() => {
    void watcher?.refreshIfStale().catch(() => undefined);
  }, [watcher, pathname]);

  useEffect(() => {
    if (!session || !watcher) return;
    return session.onMessages((messages) => {
      for (const message of messages as ChatMessageLike[]) {
        const event = matchEventOf(message);
        if (event) void watcher.pushed(event);
      }
    });
  }, [session, watcher]);

  useVisiblePolling(() => watcher?.refresh() ?? Promise.resolve(), ALERT_POLL_MS, watcher !== null && !pushing);

  useEffect(() => {
    const root = document.documentElement;
    if (known) root.dataset.matchAlerts = pushing ? 'push' : 'poll';
    return () => {
      delete root.dataset.matchAlerts;
    };
  }, [known, pushing]);

  return null;
});
