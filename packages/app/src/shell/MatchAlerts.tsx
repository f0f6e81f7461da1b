import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useServices } from '../app/services';
import { useChatSession } from '../chat';
import { matchEventOf } from '../domain/match-alerts';
import { type ChatMessageLike, NOTIFY_ROOM } from '../domain/room-chat';
import { useVisiblePolling } from '../hooks/use-visible-polling';
import { ALERT_POLL_MS, MatchAlertWatcher } from './match-alert-watcher';

/** The chat service's answer to joining a group one is in already. */
const ALREADY_MEMBER = 10013;

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
  const ready = session?.status === 'ready';
  // The session is ready before the client joins NOTIFY_ROOM (joinOnReady): pushes count from the join on.
  const [joined, setJoined] = useState(false);
  const pushing = joined && ready && session?.netState === 'connected';
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
    setJoined(false);
    if (!session || !ready) return;
    let live = true;
    session
      .ready()
      .then((client) => client.joinGroup({ groupID: NOTIFY_ROOM }))
      .then(
        () => live && setJoined(true),
        // 10013: a member already (the client's own join on ready, or an earlier visit: the membership stays).
        (error: { code?: number }) => live && setJoined(error.code === ALREADY_MEMBER),
      );
    return () => {
      live = false;
    };
  }, [session, ready, session?.userID]);

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
