import { DANMAKU_DENSITIES, type DanmakuDensity } from '@live/ui-kit/Danmaku/densities.ts';
import { Button, Popup, Skeleton, Switch } from '@live/ui-kit';
import { lazy, Suspense, useState } from 'react';
import { useLiveT } from '../messages';
import type { DanmakuSettings } from './danmaku-settings';

const GiftRankSheet = lazy(() => import('./GiftRankSheet'));

const DENSITY_TEXT = { low: 'densityLow', medium: 'densityMedium', high: 'densityHigh' } as const satisfies Record<
  DanmakuDensity,
  string
>;

/**
 * Under the room's video (issue #33): flying comments on or off and their density (remembered by the page), and the
 * room's gift ranking in a sheet (loaded when opened, read again as gifts arrive: `lastGift`, the newest gift's id).
 */
export function RoomEffectsBar({
  settings,
  onChange,
  liveId,
  lastGift,
}: {
  settings: DanmakuSettings;
  onChange: (settings: DanmakuSettings) => void;
  liveId: number;
  lastGift: string;
}) {
  const t = useLiveT();
  const [rankOpen, setRankOpen] = useState(false);
  return (
    <div className="room-effects-bar">
      <Switch label={t('danmaku')} checked={settings.on} onChange={(on) => onChange({ ...settings, on })} />
      <span className="room-effects-bar__label" aria-hidden="true">
        {t('danmaku')}
      </span>
      {settings.on && (
        <div className="room-effects-bar__density" role="group" aria-label={t('danmakuDensity')}>
          {DANMAKU_DENSITIES.map((density) => (
            <Button
              key={density}
              size="small"
              round
              variant={settings.density === density ? 'primary' : 'default'}
              aria-pressed={settings.density === density}
              onClick={() => onChange({ ...settings, density })}
            >
              {t(DENSITY_TEXT[density])}
            </Button>
          ))}
        </div>
      )}
      <Button size="small" round className="room-effects-bar__rank" onClick={() => setRankOpen(true)}>
        {t('giftRank')}
      </Button>
      <Popup open={rankOpen} onClose={() => setRankOpen(false)} position="bottom" label={t('giftRank')} showClose>
        <div className="room-effects-bar__sheet">
          <h2 className="room-effects-bar__title">{t('giftRank')}</h2>
          {rankOpen && (
            <Suspense fallback={<Skeleton rows={4} />}>
              <GiftRankSheet liveId={liveId} version={lastGift} />
            </Suspense>
          )}
        </div>
      </Popup>
    </div>
  );
}
