/** Whether an activity is upcoming, ongoing or ended at `nowSeconds`. */
export function activityPhase(activity: { start_time: number; end_time: number }, nowSeconds: number) {
  if (nowSeconds < activity.start_time) return 'upcoming' as const;
  return nowSeconds <= activity.end_time ? ('ongoing' as const) : ('ended' as const);
}
