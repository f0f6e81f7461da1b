/**
 * The paid abilities of an app, as the official SDK numbers them: ability N is bit N of the purchase-bit string,
 * counted from its last character. The service answers the string from its configuration (all granted unless
 * switched off) and refuses the gated commands of an ability that is off.
 */
export const COMMERCIAL_ABILITIES = {
  searchMessage: 0,
  searchGroupAndFriends: 1,
  liveRoomHistory: 2,
  community: 3,
  messageToSpecifiedMembers: 4,
  liveRoomMemberList: 6,
  userStatus: 7,
  conversationMark: 9,
  conversationFolder: 10,
  liveRoomBan: 11,
  messageExtension: 13,
  groupCounter: 15,
} as const;

export type CommercialAbility = keyof typeof COMMERCIAL_ABILITIES;
export type CommercialConfig = Partial<Record<CommercialAbility, boolean>>;

/** The cloud's answer to a command of an ability the app has not bought. */
export const ABILITY_NOT_PURCHASED = 60020;

const BITS = 64;

/** The purchase-bit string (64 characters of 0 and 1) of a configuration: every ability on unless set false. */
export function purchaseBits(config: CommercialConfig): string {
  const bits = Array.from({ length: BITS }, () => '1');
  for (const [name, bit] of Object.entries(COMMERCIAL_ABILITIES))
    if (config[name as CommercialAbility] === false) bits[BITS - 1 - bit] = '0';
  return bits.join('');
}

export function canUse(config: CommercialConfig, ability: CommercialAbility): boolean {
  return config[ability] !== false;
}
