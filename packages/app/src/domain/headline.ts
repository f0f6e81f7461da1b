/** The home headline tabs (spec §2): anchors, clips and db, shown by the config switches. */
import { isOn, type SwitchName, type Switches } from './switches';

export type HeadlineTab = 'anchors' | 'clips' | 'db' | '';

/**
 * The home headline's default tab: with both robot and anchor rooms off, clips when short videos are on, else
 * the database when it is on, else none; otherwise anchors.
 */
export function defaultHeadlineTab(switches: Switches | null | undefined): HeadlineTab {
  const isOff = (name: SwitchName) => String(switches?.[name]) === '0';
  const roomsOff = isOff('switch_robotroom') && isOff('switch_anchorroom');
  if (!roomsOff) return 'anchors';
  if (isOn(switches, 'switch_shortvideo_check')) return 'clips';
  if (isOn(switches, 'switch_match_database')) return 'db';
  return '';
}

export interface HeadlineTabItem {
  key: Exclude<HeadlineTab, ''>;
  title: string;
  title_br: string;
  show: boolean;
}

/**
 * Anchors show unless both the robot and the anchor rooms are switched off ('0'); clips need
 * switch_shortvideo_check '1'; db needs switch_match_database '1' (the same reading as the default-tab rule).
 */
export function headlineTabs(switches: Switches | null | undefined): HeadlineTabItem[] {
  const isOff = (name: SwitchName) => String(switches?.[name]) === '0';
  return [
    {
      key: 'anchors',
      title: '主播',
      title_br: 'Streamers',
      show: !(isOff('switch_robotroom') && isOff('switch_anchorroom')),
    },
    { key: 'clips', title: '短视频', title_br: 'Clipes', show: isOn(switches, 'switch_shortvideo_check') },
    { key: 'db', title: '资料库', title_br: 'Banco de dados', show: isOn(switches, 'switch_match_database') },
  ];
}

/** The tab to show: the user's pick while it is shown, else the config's default tab (spec §2). */
export function activeHeadlineTab(selected: HeadlineTab | null, switches: Switches | null | undefined): HeadlineTab {
  const shown = headlineTabs(switches).filter((tab) => tab.show);
  if (selected && shown.some((tab) => tab.key === selected)) return selected;
  return defaultHeadlineTab(switches);
}
