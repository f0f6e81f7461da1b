import { useTimeZone } from '@live/ui-kit';
import { observer } from 'mobx-react-lite';
import { useServices } from '../../app/services';
import { formatRecordTime } from '../../domain/money';
import { isVipActive, toMillis } from '../../domain/user';
import { useVipT } from './messages';

/** The caller's VIP state by the spec §4 rule (vip_level > 0 and vip_date in the future). */
export const VipState = observer(function VipState() {
  const { root } = useServices();
  const timeZone = useTimeZone();
  const t = useVipT();
  const user = root.user.isLoggedIn ? root.user.info : null;
  if (!user) return <p className="vip__state">{t('guestVip')}</p>;
  const until = toMillis(user.vip_date);
  const date = Number.isFinite(until) ? formatRecordTime(until / 1000, root.language.lang, timeZone) : '';
  if (isVipActive(user, Date.now()))
    return (
      <p className="vip__state vip__state--active" data-testid="vip-state">
        {t('vipActive', { level: user.vip_level, date })}
      </p>
    );
  return (
    <p className="vip__state" data-testid="vip-state">
      {Number(user.vip_level) > 0 && date ? t('vipExpired', { date }) : t('notVip')}
    </p>
  );
});
