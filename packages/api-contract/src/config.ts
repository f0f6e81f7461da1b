import type { Switch } from './common.ts';

/** The `config` object of GET /api/config/getCommonConfig: every field the app reads (spec §3). */
export interface SiteConfig {
  site_domain: string;
  site_h5_share_url: string;
  site_h5_domain: string;
  huawei_pull_hls_domain: string;
  /** The chat app id as a numeric string (spec §5: must be numeric). */
  im_sdkappid: string;
  switch_self_storage: Switch;
  cos_bucket: string;
  cos_region: string;
  cos_folder_image: string;
  switch_robotroom: Switch;
  switch_anchorroom: Switch;
  switch_shortvideo_check: Switch;
  switch_match_database: Switch;
  switch_room_chat: Switch;
  switch_room_anchor: Switch;
  switch_race_quiz_check: Switch;
  switch_race_status: Switch;
  switch_race_lineup: Switch;
  switch_race_analysis: Switch;
  switch_race_index: Switch;
  switch_room_rank: Switch;
  switch_room_operate: Switch;
  /** Seconds of play allowed to a logged-in viewer. */
  room_video_play_sec: number;
  /** Seconds of play allowed before login is asked. */
  room_video_play_flogin_sec: number;
}

export interface Emoji {
  code: string;
  name: string;
  url: string;
}

export interface AdSlot {
  id: number;
  image: string;
  link: string;
  /** Seconds the ad stays; 0 means until closed. */
  duration: number;
}

export interface LiveBadge {
  id: number;
  name: string;
  icon: string;
}

export interface LiveCategoryBrief {
  id: number;
  name: string;
}

export interface UserTag {
  id: number;
  name: string;
  color: string;
}

/** data of GET /api/config/getCommonConfig. */
export interface CommonConfig {
  emoji: Emoji[];
  launch_ad: AdSlot[];
  live_badge: LiveBadge[];
  live_category: LiveCategoryBrief[];
  user_tag: UserTag[];
  home_pop_ad: AdSlot[];
  live_play_ad: AdSlot[];
  config: SiteConfig;
}

/** Body of POST /webapi/protocal/getProtocal?type=n (type also accepted in the body). */
export interface ProtocolBody {
  type?: number;
}

/**
 * What stands in a legal document's text for what differs between brands: the platform serves every brand the
 * same text and the app puts its own name and web address (without the scheme) in.
 */
export const PROTOCOL_PLACEHOLDERS = { brand: '{brand}', domain: '{domain}' } as const;

/** A headed part of a legal document, shown in this order: paragraphs, the list, notes. Plain text. */
export interface ProtocolSection {
  heading: string;
  paragraphs: string[];
  items?: string[];
  notes?: string[];
}

/**
 * data of getProtocal: a legal document in the request's language. Every text is plain text (the app renders
 * it as text, never as HTML) and may hold PROTOCOL_PLACEHOLDERS.
 */
export interface Protocol {
  type: number;
  /** The text's version (a date, `.n` for a later text of the same day); a registration records the versions of types 1 and 2 it agreed to. */
  version: string;
  title: string;
  /** The line saying which version this is and since when it applies. */
  effective: string;
  /** Paragraphs before the first section. */
  paragraphs: string[];
  sections: ProtocolSection[];
}

export interface FeedbackBody {
  content: string;
  /** 1 suggestion, 2 bug, 3 complaint, 4 other. */
  type?: number;
  contact?: string;
  images?: string[];
}

export interface FeedbackResult {
  id: number;
}

export interface AboutContact {
  label: string;
  value: string;
}

/** data of /webapi/config/getAbout: the about page's texts, plain text only. */
export interface AboutInfo {
  name: string;
  version: string;
  paragraphs: string[];
  contacts: AboutContact[];
}
