import { NotificationBanner } from '@live/ui-kit';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useServices } from '../app/services';
import { matchDetailPath, sportIdOf } from '../domain/names';
import { MATCH_NOTICE_MS } from './match-notices';

/** The match-notification popup on every page (spec §2): what happened, the score, and a link to the match. */
export const MatchNoticeBanner = observer(function MatchNoticeBanner() {
  const { notices, root } = useServices();
  const notice = notices.current;
  if (!notice) return null;
  return (
    <NotificationBanner
      key={notice.id}
      open
      className="match-notice"
      title={notice.title}
      description={notice.body}
      duration={MATCH_NOTICE_MS}
      lang={root.language.lang}
      onClose={() => notices.dismiss(notice.id)}
      link={({ className, children }) => (
        <Link
          to={matchDetailPath({ id: notice.matchId, sport_id: sportIdOf(notice.sport) })}
          className={className}
          onClick={() => notices.dismiss(notice.id)}
        >
          {children}
        </Link>
      )}
    />
  );
});
