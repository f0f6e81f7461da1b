import { RechargeView } from './RechargePage';

/** /mobile/recharge: the recharge page inside the native app (no top bar). */
export default function MobileRechargePage() {
  return <RechargeView mobile />;
}
