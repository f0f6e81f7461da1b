import { ERROR_CODES, filled, TimError } from '../../errors.ts';
import { asList, asNum, asRecord, asStr } from '../../protocol/wire.ts';
import type { Message } from '../../types.ts';
import { INTERNAL, type ModuleContext } from '../context.ts';

/** Where the service may switch the filter on: the SDK's scene names and their wire flags. */
export const MODERATION_SCENE_FLAGS = {
  c2c_text_message: 'uint64_c2c_text_msg_flag',
  c2c_custom_message: 'uint64_c2c_custom_msg_flag',
  group_text_message: 'uint64_group_text_msg_flag',
  group_custom_message: 'uint64_group_custom_msg_flag',
  group_profile: 'uint64_group_info_flag',
  group_member_profile: 'uint64_group_member_info_flag',
  sns: 'uint64_relation_chain_flag',
  user_profile: 'uint64_user_info_flag',
} as const;
export type ModerationScene = keyof typeof MODERATION_SCENE_FLAGS;

export interface LexiconWord {
  profanity: string;
  replacement: string;
  /** 1 blocks the text, 2 replaces the word. */
  filterType: number;
}

/** `ModerationModule.check` as other modules receive it: filters named text fields in place, 3123 when blocked. */
export type TextCheck = <T extends object>(
  api: string,
  scene: ModerationScene,
  fields: T,
  names: readonly (keyof T & string)[],
) => void;

/** 0 clean, 1 blocked, 2 words replaced (`modifiedText`). */
export interface FilterResult {
  type: 0 | 1 | 2;
  modifiedText: string;
}

/**
 * §5 profanity filter: a text holding a type-1 word is blocked; each type-2 word is replaced by its replacement
 * (one `*` per character when it has none). Matching ignores case.
 */
export function filterProfanity(text: string, words: readonly LexiconWord[]): FilterResult {
  const lower = text.toLowerCase();
  let modifiedText = text;
  let type: FilterResult['type'] = 0;
  for (const word of words) {
    const needle = word.profanity.toLowerCase();
    if (needle === '' || !lower.includes(needle)) continue;
    if (word.filterType === 1) return { type: 1, modifiedText: text };
    if (word.filterType !== 2) continue;
    const by = word.replacement || '*'.repeat([...word.profanity].length);
    modifiedText = modifiedText.replace(new RegExp(escapeRegExp(word.profanity), 'giu'), () => by);
    type = 2;
  }
  return { type, modifiedText };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The profanity lexicon (§4: fetched in slices until complete, again after it expires) and the filter outgoing
 * text passes (§5). Until a complete lexicon is held nothing is filtered, as in the official SDK.
 */
export class ModerationModule {
  private readonly ctx: ModuleContext;
  private words: LexiconWord[] = [];
  private scenes = new Map<string, number>();
  private version = 0;
  private expiresAt = 0;
  private complete = false;
  private fetching: Promise<void> | null = null;

  constructor(ctx: ModuleContext) {
    this.ctx = ctx;
    ctx.internal.on(INTERNAL.RESET, () => {
      this.words = [];
      this.scenes.clear();
      this.version = 0;
      this.expiresAt = 0;
      this.complete = false;
    });
  }

  /** Fetches the lexicon slice by slice; a failure keeps the previous lexicon and is retried at the next check. */
  load(): Promise<void> {
    this.fetching ??= this.fetchSlices().finally(() => {
      this.fetching = null;
    });
    return this.fetching;
  }

  private async fetchSlices(): Promise<void> {
    const words: LexiconWord[] = [];
    let start = 0;
    try {
      for (;;) {
        const body = await this.ctx.request('im_msg_audit_mgr.get_local_words', {
          uint64_version: this.version,
          str_device_id: '',
          uint64_start_index: start,
        });
        const code = asNum(asRecord(body.msg_cmd_error_code).uint32_code);
        if (code !== 0) throw new TimError(code, asStr(asRecord(body.msg_cmd_error_code).str_err_msg));
        const config = asRecord(body.msg_scene_ctl_config);
        for (const [name, value] of Object.entries(config)) this.scenes.set(name, asNum(value));
        for (const raw of asList(body.rpt_msg_dirty_word)) {
          const w = asRecord(raw);
          words.push({
            profanity: asStr(w.str_dirty_word),
            replacement: asStr(w.str_replaced_content),
            filterType: asNum(w.uint64_filter_type),
          });
        }
        const next = asNum(body.uint64_next_start_index);
        if (asNum(body.uint64_complete_flag) === 1 || next <= start) {
          this.words = words;
          this.version = asNum(body.uint64_version);
          this.expiresAt = Date.now() + asNum(body.uint64_expired_time, 3600) * 1000;
          this.complete = true;
          return;
        }
        start = next;
      }
    } catch {
      // Tried again in a minute.
      this.expiresAt = Date.now() + 60_000;
    }
  }

  /** Checks one text of a scene: blocked, or allowed with its replaced words. */
  filterText(text: string, scene: ModerationScene): { isAllowedToSend: boolean; modifiedText: string } {
    if (this.expiresAt !== 0 && Date.now() >= this.expiresAt) void this.load();
    if (!this.complete || this.scenes.get(MODERATION_SCENE_FLAGS[scene]) !== 1)
      return { isAllowedToSend: true, modifiedText: text };
    const result = filterProfanity(text, this.words);
    return { isAllowedToSend: result.type !== 1, modifiedText: result.modifiedText };
  }

  /**
   * Filters the named text fields of `fields` in place for a call: throws PROFANITY_FOUND (3123) when one is
   * blocked, else leaves the replaced texts. Fields that are not strings are left alone.
   */
  check<T extends object>(api: string, scene: ModerationScene, fields: T, names: readonly (keyof T & string)[]): void {
    const record = fields as Record<string, unknown>;
    const replaced: Record<string, string> = {};
    for (const name of names) {
      const value = record[name];
      if (!filled(value)) continue;
      const result = this.filterText(value, scene);
      if (!result.isAllowedToSend) throw new TimError(ERROR_CODES.PROFANITY_FOUND, `${api}: ${name} has profanity`);
      replaced[name] = result.modifiedText;
    }
    Object.assign(record, replaced);
  }

  /** §5: an outgoing text or custom message passes the filter of its conversation type (3123 when blocked). */
  checkMessage(api: string, m: Message): void {
    const c2c = m.conversationType === 'C2C';
    if (m.type === 'TIMTextElem') this.check(api, c2c ? 'c2c_text_message' : 'group_text_message', m.payload, ['text']);
    else if (m.type === 'TIMCustomElem')
      this.check(api, c2c ? 'c2c_custom_message' : 'group_custom_message', m.payload, [
        'data',
        'description',
        'extension',
      ]);
  }
}
