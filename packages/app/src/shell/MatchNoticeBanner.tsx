import { NotificationBanner } from '@live/ui-kit';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { useServices } from '../app/services';
import { matchDetailPath, sportIdOf } from '../domain/names';
import { MATCH_NOTICE_MS } from './match-notices';

/** The match-notification popup on every page (spec §2); pressing it opens the match. */
export const MatchNoticeBanner = observer(function MatchNoticeBanner() {
  const { notices } = useServices();
  const navigate = useNavigate();
  const notice = notices.current;
  if (!notice) return null;
  return (
    <NotificationBanner
      key={notice.id}
      open
      title={notice.title}
      description={notice.body}
      duration={MATCH_NOTICE_MS}
      onClose={() => notices.dismiss(notice.id)}
      onClick={() => {
        notices.dismiss(notice.id);
        navigate(matchDetailPath({ id: notice.matchId, sport_id: sportIdOf(notice.sport) }));
      }}
    />
  );
});
