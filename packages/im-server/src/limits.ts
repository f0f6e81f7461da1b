/**
 * Every size and count the service enforces, with the error code it answers when one is passed. The client
 * (packages/im-client) mirrors these values to refuse early (test/wire-tables.test.ts ties the copies); the service is
 * the one that must hold them.
 *
 * Codes are the cloud IM service's own (Tencent Cloud Chat), taken from:
 * - the official web SDK tim-js-sdk 2.27.6, whose table names 80002 ERR_SVR_COMM_BODY_SIZE_LIMIT, 20003
 *   ERR_SVR_MSG_INVALID_ID, 10004 ERR_SVR_GROUP_INVALID_PARAMETERS and 10015 ERR_SVR_GROUP_INVALID_GROUPID;
 * - the error code page (cloud.tencent.com/document/product/269/1671): 80002 message content too long (at most
 *   12 KB), 60003 request JSON cannot be parsed;
 * - the account import pages (cloud.tencent.com/document/product/454/1608, tencentcloud.com/document/product/
 *   1047/34954): a UserID is at most 32 bytes, 40601 a profile value is longer than 500 bytes, 70402 invalid
 *   parameter;
 * - the profile set page (tencentcloud.com/document/product/1047/34916): 40001 invalid request parameter;
 * - the group creation page (create_group): GroupId 48 bytes, Name 100, Introduction and Notification 400,
 *   FaceUrl 100; member name cards 50.
 * - the native SDKs' server code table (TIMErrorCode / BaseConstants, mirrored by the TUIKit error translations):
 *   60018 ERR_SVR_COMM_REQ_FREQ_LIMIT "too many requests, try again later", 40005 ERR_SVR_PROFILE_SENSITIVE_TEXT
 *   "profile fields contain sensitive words". tim-js-sdk 2.27.6 counts 60022 (OPEN_SERVICE_OVERLOAD_ERROR) and its
 *   own 2996 as frequency refusals; 60022 is the service pushing "overloaded" for a command, not a per-socket answer.
 */
export const LIMITS = {
  /** A WebSocket frame, raw or once inflated from `COMP`: larger ones close that socket (1009). */
  frameBytes: 256 * 1024,
  /** MsgBody plus CloudCustomData of one message, as UTF-8 JSON. */
  messageBytes: 12 * 1024,
  /** Elements in one MsgBody. */
  messageElements: 20,
  /** A UserID, in UTF-8 bytes. */
  accountIdBytes: 32,
  /** Each profile value (nick, avatar, custom fields, …), in UTF-8 bytes. */
  profileValueBytes: 500,
  /** Custom profile fields per user. */
  customProfileFields: 20,
  /** A custom profile field name after its `Tag_Profile_Custom_` prefix. */
  customProfileNameChars: 8,
  groupIdBytes: 48,
  groupNameBytes: 100,
  groupIntroductionBytes: 400,
  groupNotificationBytes: 400,
  groupFaceUrlBytes: 100,
  nameCardBytes: 50,
  /** A join application's message and its answer (no documented limit: an introduction's). */
  applicationMessageBytes: 400,
  /** Accounts named in one request (member lists, profile lookups, deletions). */
  accountsPerRequest: 500,
  /** How far ahead of the service's clock a userSig's issue time may be. */
  userSigClockSkewSeconds: 300,
  /** Friends one user may have. */
  friends: 3000,
  /** Accounts one friend deletion names: more are cut (as the official SDK cuts them). */
  friendDeleteBatch: 1000,
  /** A friend remark, in UTF-8 bytes. */
  friendRemarkBytes: 96,
  /** Custom friend fields (Tag_SNS_Custom_*) per friend. */
  friendCustomFields: 20,
  /** A friend request's source after its AddSource_Type_ prefix. */
  friendSourceChars: 8,
  /** Friend groups per user, and a friend group's name in UTF-8 bytes. */
  friendGroups: 100,
  friendGroupNameBytes: 30,
  /** Friend requests and blacklist entries answered per page. */
  relationPage: 100,
  /** Blacklist entries per user. */
  blacklist: 1000,
  /** Accounts one status query names; subscriptions and unsubscriptions per request; subscriptions held. */
  statusQuery: 500,
  statusSubscribe: 100,
  statusSubscriptions: 200,
  /** A custom status, in UTF-8 bytes. */
  customStatusBytes: 100,
  /** Conversation custom data, in characters; a conversation folder's name; folders per user. */
  conversationCustomDataChars: 256,
  conversationFolderNameChars: 32,
  conversationFolders: 20,
  /** Conversations named in one folder or mark request. */
  conversationsPerRequest: 100,
  /** Group attributes per group, a key in bytes, all values together in bytes. */
  groupAttributes: 16,
  groupAttributeKeyBytes: 32,
  groupAttributeValuesBytes: 16 * 1024,
  /** Group counters per group, a counter key in bytes. */
  groupCounters: 20,
  groupCounterKeyBytes: 128,
  /** Topics per community; a topic's custom data in bytes. */
  topics: 1000,
  topicCustomDataBytes: 1000,
  /** Group member custom fields per member, a value in bytes; members one mark request names. */
  memberCustomFields: 20,
  memberCustomValueBytes: 64,
  memberMarks: 500,
  /** Group custom fields (AppDefinedData) per group, a value in bytes. */
  groupCustomFields: 10,
  groupCustomValueBytes: 512,
} as const;

/**
 * What one socket may take of the service (issue #26: one socket that stopped reading grew the process to 2.5 GB,
 * one that flooded got 108,000 answers a second while everyone else waited 130-550 ms). The cloud publishes no
 * per-connection numbers; these are ours, far above what an SDK sends (about 20 commands around a login, then a few
 * a second at most) and far below what hurts the others. The same for every socket: a guest's login is an account
 * like any other to the service (as to the cloud), and a socket that is not logged in counts alike.
 */
export interface FlowLimits {
  /** Answers and pushes waiting to be written to a socket: past it the socket is cut and its memory freed. */
  sendQueueBytes: number;
  /** Frames read from a socket per second (sustained) and at once (burst); later ones wait in its TCP buffers. */
  framesPerSecond: number;
  frameBurst: number;
  /** Commands run per socket per second (sustained) and at once (burst); later ones are answered 60018. */
  commandsPerSecond: number;
  commandBurst: number;
  /** An answer costs one more command per this many bytes (a 240 KB history page costs 16). */
  answerBytesPerCommand: number;
}

export const FLOW_LIMITS: FlowLimits = {
  sendQueueBytes: 4 * 1024 * 1024,
  framesPerSecond: 100,
  frameBurst: 200,
  commandsPerSecond: 50,
  commandBurst: 100,
  answerBytesPerCommand: 16 * 1024,
};

/** The answer to each kind of refusal. */
export const LIMIT_ERRORS = {
  /** A frame whose JSON cannot be read. */
  badFrame: 60003,
  /** Message body or CloudCustomData too large, or too many elements. */
  messageTooLong: 80002,
  /** A one-to-one receiver that is not a valid UserID. */
  invalidReceiver: 20003,
  /** A login identifier that is not a valid UserID. */
  invalidAccount: 70402,
  /** A profile value over 500 bytes. */
  profileValueTooLong: 40601,
  /** Any other invalid profile parameter (unknown tag, wrong type, too many custom fields). */
  profileInvalid: 40001,
  /** An invalid group parameter (field too long, invalid member account, too many accounts). */
  groupInvalid: 10004,
  /** A group ID that is too long. */
  groupIdInvalid: 10015,
  /** A member's group message sooner than the group's slow mode allows (the cloud's 10023, message frequency). */
  slowMode: 10023,
  /** An invalid relation-chain parameter (friends, friend groups, requests, blacklist). */
  relationInvalid: 30001,
  /** A conversation request naming too much or an invalid conversation. */
  conversationInvalid: 50001,
  /** A command over its socket's command rate (FLOW_LIMITS): the cloud's "too many requests, try again later". */
  overFrequency: 60018,
  /** A nick its moderation refuses: a reserved name (the cloud's answer to a profile value with a listed word). */
  reservedName: 40005,
  /** Group text its moderation refuses (a name card with a reserved name): the cloud's sensitive-words code. */
  sensitiveWords: 80001,
} as const;

export function utf8Bytes(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}

/** A UserID the service accepts: 1 to 32 bytes, no control characters. */
export function isAccountId(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value !== '' &&
    utf8Bytes(value) <= LIMITS.accountIdBytes &&
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
    !/[\u0000-\u001f\u007f]/.test(value)
  );
}

/**
 * Members a group holds at most, by type, as the cloud caps them: Work (Private), Public and Meeting (ChatRoom)
 * groups at most 6,000 members (the largest plan; the plans' defaults go from 20 to 6,000), a Community 100,000,
 * a live room (AVChatRoom) none. Sources: the Group System page (tencentcloud.com/document/product/1047/33529,
 * cloud.tencent.com/document/product/269/1502) and the use limits (trtc.io/document/34381). A join, an addition,
 * an approved application or a creation past the cap is refused with GROUP_FULL. Accounts one addition names are
 * capped by LIMITS.accountsPerRequest (500, 10004), as the SDK's initial member list of a new group.
 */
export const GROUP_MEMBER_CAPS: Readonly<Record<string, number>> = {
  Private: 6000,
  Public: 6000,
  ChatRoom: 6000,
  Community: 100_000,
};

/** The cloud's "the group is full" (10014, tim-error-message: 群已满员): the request's users would not fit. */
export const GROUP_FULL = 10014;
