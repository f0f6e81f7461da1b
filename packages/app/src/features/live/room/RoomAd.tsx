import { Image } from '@live/ui-kit';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useServices } from '../../../app/services';
import { roomAd } from '../../../domain/ads';
import { PlatformLink } from '../../../routes/PlatformLink';
import { useLiveT } from '../messages';

/**
 * The in-room ad (the common config's live_play_ad): under the player for its duration in seconds (0: until
 * closed), closable, never for a user whose is_no_qrad hides ads (spec §6).
 */
export const RoomAd = observer(function RoomAd() {
  const { root } = useServices();
  const t = useLiveT();
  const ad = roomAd(root.config.common?.live_play_ad, root.user.isLoggedIn ? root.user.info : null);
  const [closed, setClosed] = useState(false);
  useEffect(() => {
    if (!ad || ad.duration <= 0) return;
    const timer = setTimeout(() => setClosed(true), ad.duration * 1000);
    return () => clearTimeout(timer);
  }, [ad]);
  if (!ad || closed) return null;
  return (
    <aside className="live-room__ad" aria-label={t('roomAd')}>
      <PlatformLink link={ad.link} className="live-room__ad-link">
        <Image src={ad.image} alt={t('roomAd')} fit="cover" />
      </PlatformLink>
      <span className="live-room__ad-label">{t('roomAd')}</span>
      <button type="button" className="live-room__ad-close" aria-label={t('closeAd')} onClick={() => setClosed(true)}>
        ×
      </button>
    </aside>
  );
});
