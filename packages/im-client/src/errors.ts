/** The error catalogue (messaging.md §8): library codes raised by the client itself. */
export const ERROR_CODES = {
  NO_SDKAPPID: 2000,
  NO_ACCOUNT_TYPE: 2001,
  NO_IDENTIFIER: 2002,
  NO_USERSIG: 2003,
  NO_TINYID: 2022,
  NO_A2KEY: 2023,
  USER_NOT_LOGGED_IN: 2024,
  REPEAT_LOGIN: 2025,
  MESSAGE_SEND_FAIL: 2100,
  MESSAGE_SEND_FAIL_NOT_IN_AVCHATROOM: 2101,
  MESSAGE_SEND_NEED_MESSAGE_INSTANCE: 2105,
  MESSAGE_SEND_INVALID_CONVERSATION_TYPE: 2106,
  MESSAGE_REVOKE_FAIL: 2110,
  MESSAGE_DELETE_FAIL: 2111,
  MESSAGE_UNREAD_ALL_FAIL: 2112,
  READ_RECEIPT_MESSAGE_LIST_EMPTY: 2114,
  MESSAGE_SEND_GROUP_WITH_TOPIC_FAIL: 2115,
  CANNOT_DELETE_GROUP_SYSTEM_NOTICE: 2116,
  TRANSLATE_TEXT_FAIL: 2117,
  MESSAGE_IMAGE_UPLOAD_FAIL: 2250,
  MESSAGE_IMAGE_SELECT_FILE_FIRST: 2251,
  MESSAGE_IMAGE_TYPES_LIMIT: 2252,
  MESSAGE_IMAGE_SIZE_LIMIT: 2253,
  MESSAGE_FILE_URL_IS_EMPTY: 2403,
  COS_UNDETECTED: 2040,
  COS_GET_SIG_FAIL: 2041,
  MESSAGE_FILE_IS_EMPTY: 2108,
  MESSAGE_AUDIO_UPLOAD_FAIL: 2300,
  MESSAGE_AUDIO_SIZE_LIMIT: 2301,
  MESSAGE_VIDEO_UPLOAD_FAIL: 2350,
  MESSAGE_VIDEO_SIZE_LIMIT: 2351,
  MESSAGE_VIDEO_TYPES_LIMIT: 2352,
  MESSAGE_FILE_UPLOAD_FAIL: 2400,
  MESSAGE_FILE_SELECT_FILE_FIRST: 2401,
  MESSAGE_FILE_SIZE_LIMIT: 2402,
  MESSAGE_MERGER_TYPE_INVALID: 2450,
  MESSAGE_MERGER_KEY_INVALID: 2451,
  MESSAGE_MERGER_DOWNLOAD_FAIL: 2452,
  MESSAGE_FORWARD_TYPE_INVALID: 2453,
  MESSAGE_MODIFY_CONFLICT: 2480,
  MESSAGE_MODIFY_DISABLED_IN_AVCHATROOM: 2481,
  CONVERSATION_NOT_FOUND: 2500,
  INVALID_CONVERSATION_ID: 2503,
  ILLEGAL_GROUP_TYPE: 2600,
  CANNOT_JOIN_WORK: 2601,
  ILLEGAL_GROUP_ID: 2602,
  CANNOT_FIND_GROUP: 2603,
  CANNOT_CHANGE_OWNER_IN_AVCHATROOM: 2620,
  CANNOT_CHANGE_OWNER_TO_SELF: 2621,
  CANNOT_DISMISS_WORK: 2622,
  MEMBER_NOT_IN_GROUP: 2623,
  JOIN_GROUP_FAIL: 2660,
  CANNOT_ADD_MEMBER_IN_AVCHATROOM: 2661,
  CANNOT_JOIN_NON_AVCHATROOM_WITHOUT_LOGIN: 2662,
  NOT_OWNER: 2681,
  CANNOT_SET_MEMBER_ROLE_IN_WORK_AND_AVCHATROOM: 2682,
  INVALID_MEMBER_ROLE: 2683,
  CANNOT_SET_SELF_MEMBER_ROLE: 2684,
  CANNOT_MUTE_SELF: 2685,
  BAN_DURATION_INVALID: 2686,
  NOT_MY_FRIEND: 2700,
  ALREADY_MY_FRIEND: 2701,
  FRIEND_GROUP_EXISTED: 2710,
  FRIEND_GROUP_NOT_EXIST: 2711,
  FRIEND_APPLICATION_NOT_EXIST: 2716,
  UPDATE_PROFILE_INVALID_PARAM: 2721,
  UPDATE_PROFILE_NO_KEY: 2722,
  CANNOT_ADD_SELF_TO_BLACKLIST: 2742,
  NETWORK_ERROR: 2800,
  NETWORK_TIMEOUT: 2801,
  NO_NETWORK: 2805,
  UNCAUGHT_ERROR: 2903,
  INVALID_OPERATION: 2905,
  INVALID_TRTC_CMD: 2995,
  OVER_FREQUENCY_LIMIT: 2996,
  SDK_IS_NOT_READY: 2999,
  LOGIN_FAILED: 3001,
  KICKED_OUT_MULT_DEVICE: 3002,
  KICKED_OUT_MULT_ACCOUNT: 3003,
  KICKED_OUT_USERSIG_EXPIRED: 3004,
  LOGGED_OUT: 3005,
  KICKED_OUT_REST_API: 3006,
  ILLEGAL_TOPIC_ID: 3021,
  CANNOT_USE_COMMERCIAL_ABILITY: 3122,
  PROFANITY_FOUND: 3123,
  PARAMS_VALIDATE_FAILED: 2906,
  SERVER_OVERLOADED: 60022,
} as const;

/** What went wrong, for an error's text: an Error's message, anything else as a string. */
export const why = (err: unknown): string => (err instanceof Error ? err.message : String(err));

/** The catalogue name of a library code ('' for a service code). */
const nameOf = (code: number): string =>
  Object.keys(ERROR_CODES).find((k) => ERROR_CODES[k as keyof typeof ERROR_CODES] === code) ?? '';

/**
 * A rejected call: a catalogue code or the service's own ErrorCode, with its text. The official SDK keeps no error
 * texts of its own (it fetches a table, messaging.md §8): a library code's text is its catalogue name unless the
 * call adds what it was about.
 */
export class TimError extends Error {
  readonly code: number;
  readonly data: Record<string, unknown>;
  constructor(code: number, message = nameOf(code), data: Record<string, unknown> = {}) {
    super(message);
    this.name = 'TimError';
    this.code = code;
    this.data = data;
  }
}

/** For a promise whose failure changes nothing (`.catch(ignore)`). */
export const ignore = (): undefined => undefined;

/** The code of a TimError, 0 for anything else. */
export const codeOf = (err: unknown): number => (err instanceof TimError ? err.code : 0);

/** `err` as a TimError: itself, or a TimError of `code` saying what it was. */
export const asTimError = (err: unknown, code: number): TimError =>
  err instanceof TimError ? err : new TimError(code, String(err));

/** Argument errors (spec §5): thrown, not rejected, like the official SDK. */
export function paramsInvalid(api: string, detail: string): TimError {
  return new TimError(ERROR_CODES.PARAMS_VALIDATE_FAILED, `Params validate failed. [${api}] ${detail}`);
}

/** The parameter `name` as a non-empty array, or the argument error naming it (`of` says what it lists). */
export function nonEmptyList<T>(api: string, name: string, value: T[] | undefined, of = ''): T[] {
  if (!Array.isArray(value) || value.length === 0) throw paramsInvalid(api, `${name} must be a non-empty list${of}`);
  return value;
}

/** Whether `value` is a non-empty string (an ID, a key, a name). */
export const filled = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** The parameter `name` as a non-empty string, or the argument error naming it. */
export function nonEmpty(api: string, name: string, value: unknown): string {
  if (!filled(value)) throw paramsInvalid(api, `${name} must be a non-empty string`);
  return value;
}
