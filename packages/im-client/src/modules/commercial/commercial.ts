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

/**
 * Refetch delays of the official SDK: after an error answer, a malformed one, and its check timer's tick (the next
 * fetch after the login or a failed one).
 */
export const REFETCH_MS = { error: 120_000, badFormat: 3_600_000, check: 1_000 } as const;

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

/**
 * The commercial abilities this app bought, as the official SDK keeps them (CommercialConfigModule): the login
 * answer's PurchaseBits at once, then fetched by its timer a check (1 s) after the login and again once they expire;
 * a call only reads them, it never fetches.
 */
export class Commercial {
  private readonly ctx: ModuleContext;
  private readonly sdkAppId: number;
  private bits = new Set<number>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** Logged in: the timer runs (the official SDK's check fetches only then). */
  private on = false;

  constructor(ctx: ModuleContext, sdkAppId: number) {
    this.ctx = ctx;
    this.sdkAppId = sdkAppId;
    ctx.internal.on(INTERNAL.RESET, () => {
      this.bits = new Set();
      this.on = false;
      clearTimeout(this.timer);
    });
  }

  /** A (re)login answered: its purchase bits, if any, hold until the fetch a check later. */
  loggedIn(purchaseBits: unknown): void {
    this.bits = parsePurchaseBits(purchaseBits) ?? this.bits;
    this.on = true;
    this.fetchAt(Date.now() + REFETCH_MS.check);
  }

  /** Rejects with CANNOT_USE_COMMERCIAL_ABILITY when `ability` is not bought. */
  async require(ability: keyof typeof ABILITY): Promise<void> {
    if (!this.bits.has(ABILITY[ability])) throw new TimError(ERROR_CODES.CANNOT_USE_COMMERCIAL_ABILITY);
  }

  /** Whether every ability bit set in `mask` (the official SDK's decimal form) is bought; false for a bad mask. */
  async enabled(mask: number): Promise<boolean> {
    return Number.isSafeInteger(mask) && mask > 0 && setBits(mask.toString(2)).every((bit) => this.bits.has(bit));
  }

  private fetchAt(at: number): void {
    clearTimeout(this.timer);
    if (this.on) this.timer = setTimeout(() => void this.fetch(), at - Date.now());
  }

  private async fetch(): Promise<void> {
    try {
      const answer = await this.ctx.request('im_sdk_config_mgr.fetch_imsdk_purchase_bitsv2', {
        uint32_sdkappid: this.sdkAppId,
      });
      this.fetchAt(nextFetchAt(answer, Date.now()));
      const bits = parsePurchaseBits(asStr(answer.str_purchase_bits));
      if (bits && asNum(answer.int32_error_code) === 0) this.bits = bits;
    } catch {
      // The official SDK tries again at its next check (and logs nothing).
      this.fetchAt(Date.now() + REFETCH_MS.check);
    }
  }
}
