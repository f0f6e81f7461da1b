import { ActivityView } from './ActivityPage';

/** /mobile/activity/:id: the activity page inside the native app (no top bar). */
export default function MobileActivityPage() {
  return <ActivityView mobile />;
}
