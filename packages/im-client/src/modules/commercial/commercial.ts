import { ERROR_CODES, TimError } from '../../errors.ts';
import { asNum, asStr, setBits } from '../../protocol/wire.ts';
import type { Body } from '../../transport/frames.ts';
import { INTERNAL, type ModuleContext } from '../context.ts';

/** Bit positions of the service's purchase bits (the official SDK's ability table). */
export const ABILITY = {
  community: 3,
  messageToSpecifiedMembers: 4,
  userStatus: 7,
  conversationMark: 9,
  conversationFolder: 10,
  liveRoomBan: 11,
  messageExtension: 13,
  groupCounter: 15,
} as const;

/** Refetch delays of the official SDK: after an error answer, a malformed one, or before login. */
export const REFETCH_MS = { error: 120_000, badFormat: 3_600_000, notLoggedIn: 2_000 } as const;

/** `"0101"` (bit 0 last) -> the set bits; null when it is not 1 to 64 characters of 0 and 1. */
export function parsePurchaseBits(bits: unknown): Set<number> | null {
  if (typeof bits !== 'string' || !/^[01]{1,64}$/.test(bits)) return null;
  return new Set(setBits(bits));
}

/** When to fetch the configuration again after `answer` (spec §9 timings). */
export function nextFetchAt(answer: Body, now: number): number {
  if (answer.int32_error_code === undefined || parsePurchaseBits(answer.str_purchase_bits) === null)
    return now + REFETCH_MS.badFormat;
  if (asNum(answer.int32_error_code) !== 0) return now + REFETCH_MS.error;
  return now + asNum(answer.uint32_expired_time) * 1000;
}

/** The commercial abilities this app bought: fetched from the service, refetched once they expire. */
export class Commercial {
  private readonly ctx: ModuleContext;
  private readonly loggedIn: () => boolean;
  private bits = new Set<number>();
  private expiresAt = 0;
  private fetching: Promise<void> | null = null;

  constructor(ctx: ModuleContext, loggedIn: () => boolean) {
    this.ctx = ctx;
    this.loggedIn = loggedIn;
    ctx.internal.on(INTERNAL.RESET, () => {
      this.bits = new Set();
      this.expiresAt = 0;
    });
  }

  /** Rejects with CANNOT_USE_COMMERCIAL_ABILITY when `ability` is not bought. */
  async require(ability: keyof typeof ABILITY): Promise<void> {
    if (Date.now() >= this.expiresAt) await this.refresh();
    if (!this.bits.has(ABILITY[ability])) throw new TimError(ERROR_CODES.CANNOT_USE_COMMERCIAL_ABILITY);
  }

  /** Whether every ability bit set in `mask` (the official SDK's decimal form) is bought; false for a bad mask. */
  async enabled(mask: number): Promise<boolean> {
    if (!Number.isSafeInteger(mask) || mask <= 0) return false;
    if (Date.now() >= this.expiresAt) await this.refresh();
    return setBits(mask.toString(2)).every((bit) => this.bits.has(bit));
  }

  private refresh(): Promise<void> {
    if (!this.loggedIn()) {
      this.expiresAt = Date.now() + REFETCH_MS.notLoggedIn;
      return Promise.resolve();
    }
    this.fetching ??= this.fetch().finally(() => {
      this.fetching = null;
    });
    return this.fetching;
  }

  private async fetch(): Promise<void> {
    try {
      const answer = await this.ctx.request('im_sdk_config_mgr.fetch_imsdk_purchase_bitsv2', {
        uint32_sdkappid: 0,
      });
      this.expiresAt = nextFetchAt(answer, Date.now());
      const bits = parsePurchaseBits(asStr(answer.str_purchase_bits));
      if (bits && asNum(answer.int32_error_code) === 0) this.bits = bits;
    } catch (err) {
      this.ctx.log(3, 'fetching the commercial configuration failed', err);
      this.expiresAt = Date.now() + REFETCH_MS.error;
    }
  }
}
