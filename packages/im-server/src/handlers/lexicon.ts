import type { Body } from '../frames.ts';
import { num, type Service } from '../service.ts';

/** Where outgoing text is checked (the SDK's filter scenes), each with its wire flag. */
export const MODERATION_SCENES = {
  c2c_text_message: 'uint64_c2c_text_msg_flag',
  c2c_custom_message: 'uint64_c2c_custom_msg_flag',
  group_text_message: 'uint64_group_text_msg_flag',
  group_custom_message: 'uint64_group_custom_msg_flag',
  group_profile: 'uint64_group_info_flag',
  group_member_profile: 'uint64_group_member_info_flag',
  sns: 'uint64_relation_chain_flag',
  user_profile: 'uint64_user_info_flag',
} as const;
export type ModerationScene = keyof typeof MODERATION_SCENES;

/** A refused word: 1 blocks the text, 2 replaces the word (by `replacement`, else one `*` per character). */
export interface LexiconWord {
  profanity: string;
  filterType: 1 | 2;
  replacement?: string;
}

export interface Lexicon {
  words: readonly LexiconWord[];
  /** Scenes switched off (default: every scene on). */
  scenesOff?: readonly ModerationScene[];
  /** Words per slice of `get_local_words` (default 100). */
  sliceSize?: number;
  /** Seconds the client may keep the lexicon before fetching it again (default 3,600). */
  expiresSeconds?: number;
}

/** A few words so the local service moderates out of the box; the host or a test sets its own. */
export const DEFAULT_LEXICON: Lexicon = {
  words: [
    { profanity: '傻逼', filterType: 1 },
    { profanity: '垃圾裁判', filterType: 2, replacement: '裁判' },
    { profanity: 'caralho', filterType: 1 },
    { profanity: 'porra', filterType: 2 },
  ],
};

/**
 * `im_msg_audit_mgr.get_local_words {uint64_version, str_device_id, uint64_start_index}` → one slice of the
 * lexicon from the start index, `uint64_complete_flag` 1 on the last (spec §4: fetched in slices until complete).
 * The version grows each time the lexicon is set. Returns the setter.
 */
export function registerLexicon(svc: Service, initial: Lexicon): (lexicon: Lexicon) => void {
  let lexicon = initial;
  let version = 1;
  svc.route('im_msg_audit_mgr.get_local_words', (_conn, body) => {
    const size = Math.max(1, lexicon.sliceSize ?? 100);
    const start = Math.min(Math.max(0, num(body, 'uint64_start_index')), lexicon.words.length);
    const slice = lexicon.words.slice(start, start + size);
    const next = start + slice.length;
    const scenes: Body = {};
    for (const [scene, flag] of Object.entries(MODERATION_SCENES))
      scenes[flag] = lexicon.scenesOff?.includes(scene as ModerationScene) ? 0 : 1;
    return {
      msg_cmd_error_code: { uint32_code: 0, str_err_msg: '' },
      msg_scene_ctl_config: scenes,
      rpt_msg_dirty_word: slice.map((w, i) => ({
        str_dirty_word: w.profanity,
        str_replaced_content: w.replacement ?? '',
        uint64_filter_type: w.filterType,
        uint64_id: start + i + 1,
        uint64_word_type: 0,
      })),
      uint64_complete_flag: next >= lexicon.words.length ? 1 : 0,
      uint64_next_start_index: next,
      uint64_version: version,
      uint64_expired_time: lexicon.expiresSeconds ?? 3600,
    };
  });
  return (next) => {
    lexicon = next;
    version++;
  };
}
