/** Feature switches of the common config (spec §3) arrive as '1' / '0'; a number 1 is treated the same. */
export const SWITCH_NAMES = [
  'switch_self_storage',
  'switch_robotroom',
  'switch_anchorroom',
  'switch_shortvideo_check',
  'switch_match_database',
  'switch_room_chat',
  'switch_room_anchor',
  'switch_race_quiz_check',
  'switch_race_status',
  'switch_race_lineup',
  'switch_race_analysis',
  'switch_race_index',
  'switch_room_rank',
  'switch_room_operate',
] as const;
export type SwitchName = (typeof SWITCH_NAMES)[number];
export type Switches = Partial<Record<SwitchName, string | number | null>>;

export function isOn(switches: Switches | null | undefined, name: SwitchName): boolean {
  const value = switches?.[name];
  return value !== null && value !== undefined && String(value) === '1';
}
