import { ERROR_CODES, paramsInvalid, TimError } from '../../errors.ts';
import { asList } from '../../protocol/wire.ts';
import { ok, type Result } from '../../result.ts';
import { EVENT, type Profile } from '../../types.ts';
import { INTERNAL, type ModuleContext } from '../context.ts';
import type { TextCheck } from '../moderation/moderation.ts';
import { decodeProfile, profileUpdateItems, setKeyValue } from './codec.ts';

export const PROFILE_METHODS = ['getMyProfile', 'getUserProfile', 'updateMyProfile'] as const;

/** Profiles: the signed-in user's own (kept here) and anyone's by id. */
export class ProfileModule {
  private readonly ctx: ModuleContext;
  private mine: Profile | null = null;

  /** §5: the nick and signature are profanity-filtered (scene user_profile). */
  private readonly checkText: TextCheck;

  constructor(ctx: ModuleContext, checkText: TextCheck) {
    this.ctx = ctx;
    this.checkText = checkText;
    ctx.internal.on(INTERNAL.RESET, () => {
      this.mine = null;
    });
  }

  /** The signed-in user's profile as last loaded (messages carry its nick and avatar). */
  myProfile(): Profile | null {
    return this.mine;
  }

  async loadMyProfile(): Promise<void> {
    const list = await this.fetchProfiles([this.ctx.me()]);
    this.mine = list[0] ?? null;
    // As the official SDK, the own profile records when it was cached (others' stay 0).
    if (this.mine) this.mine.lastUpdatedTime = Date.now();
  }

  async fetchProfiles(userIDList: string[]): Promise<Profile[]> {
    const body = await this.ctx.request('profile.portrait_get_all', {
      From_Account: this.ctx.me(),
      UserItem: userIDList.slice(0, 100).map((id) => ({ To_Account: id, StandardSequence: 0, CustomSequence: 0 })),
    });
    return asList(body.UserProfileItem)
      .map(decodeProfile)
      .filter((p): p is Profile => p !== null);
  }

  async getMyProfile(): Result<Profile> {
    if (!this.mine) await this.loadMyProfile();
    if (!this.mine) throw new TimError(ERROR_CODES.UNCAUGHT_ERROR);
    return ok(this.mine);
  }

  async getUserProfile(options: { userIDList: string[] }): Result<Profile[]> {
    if (!Array.isArray(options?.userIDList)) throw paramsInvalid('getUserProfile', 'userIDList must be a list');
    return ok(await this.fetchProfiles(options.userIDList));
  }

  async updateMyProfile(options: Record<string, unknown>): Result<Profile> {
    this.checkText('updateMyProfile', 'user_profile', options, ['nick', 'selfSignature']);
    const items = profileUpdateItems(options);
    await this.ctx.request('profile.portrait_set', { From_Account: this.ctx.me(), ProfileItem: items });
    // As the official SDK: the held profile takes what was set, no fetch; a change is dated and told.
    const mine = (await this.getMyProfile()).data;
    const fields = mine as unknown as Record<string, unknown>;
    let changed = false;
    for (const [key, value] of Object.entries(options)) {
      if (key === 'profileCustomField')
        for (const f of value as Profile['profileCustomField'])
          changed = setKeyValue(mine.profileCustomField, f.key, f.value) || changed;
      else {
        changed ||= fields[key] !== value;
        fields[key] = value;
      }
    }
    if (changed) {
      mine.lastUpdatedTime = Date.now();
      this.ctx.emit(EVENT.PROFILE_UPDATED, [mine]);
    }
    return ok(mine);
  }
}
