/** A group call whose tip (sequence 0) becomes the last message after createGroup's announcement (sequence 1). */
const TIP_AFTER_ANNOUNCEMENT =
  "official copies the call's tip over the announcement (the group's last message) field by field, skipping zeros, as for pushes: its lastSequence stays 1; ours shows the tip's own 0";

/** A friend-request call whose official handler forgets to return its response. */
const RESOLVES_UNDEFINED =
  'official resolves undefined (its handler returns nothing; deleteFriendApplication beside it resolves {code 0, data {}}), so imResponse.code throws in the app; ours resolves {code 0, data {}} like every call';

/**
 * Differences from the official SDK kept on purpose (issue #29): the method, and why we do not copy its behaviour.
 * The harness's table prints the reason beside the method.
 */
export const ACCEPTED: Record<string, string> = {
  createImageMessage:
    'official reads HTMLInputElement and throws a ReferenceError outside a browser; ours takes any File-like list',
  createVideoMessage: 'as createImageMessage: official throws a ReferenceError outside a browser',
  createFileMessage: 'as createImageMessage: official throws a ReferenceError outside a browser',
  createAudioMessage:
    'official takes any object as the recording without reading it (file.duration, tempFilePath, fileSize): given {} it makes a message of second NaN, no size and no url; ours refuses a file it cannot read a size from (2300), as bad input gets a clear error',
  addToFriendGroup:
    'official sends an empty group_update and reports success for a non-friend; ours lists it in failureUserIDList (spec §8: per-item failures carry code and message)',
  setFriendApplicationRead: RESOLVES_UNDEFINED,
  acceptFriendApplication: RESOLVES_UNDEFINED,
  refuseFriendApplication: RESOLVES_UNDEFINED,
  addFriend:
    "official's message for 30539 (waiting for the peer) is only its fetched error table's text, empty when the table is not fetched (as with proxyServer); ours is the service's ResultInfo, as for every server answer (dd50858)",
  destroy: 'official rejects destroy() after logout (2024) and keeps its timers; ours always releases everything',
  changeGroupOwner: `official leaves the old owner's selfInfo.role as Owner after the change (a bug: the service made them a Member, as ours says); ${TIP_AFTER_ANNOUNCEMENT}`,
  updateGroupProfile: TIP_AFTER_ANNOUNCEMENT,
  addGroupMember: TIP_AFTER_ANNOUNCEMENT,
  deleteGroupMember: TIP_AFTER_ANNOUNCEMENT,
  setGroupMemberMuteTime: TIP_AFTER_ANNOUNCEMENT,
  setGroupMemberRole: TIP_AFTER_ANNOUNCEMENT,
  setGroupMemberNameCard: TIP_AFTER_ANNOUNCEMENT,
  setGroupMemberCustomField: TIP_AFTER_ANNOUNCEMENT,
  handleGroupApplication: TIP_AFTER_ANNOUNCEMENT,
  joinGroup:
    "official builds a joined live room's group from the raw answers: muteAllMembers stays the wire's 'Off' and selfInfo.userID is empty; ours returns the group as getGroupProfile does (a boolean, this user's ID, memberInfo)",
};

/** The official SDK's handling of a push we do not copy (issue #29), by the push's row; printed beside it. */
const ZERO_SKIPPED =
  "official copies a new last message over the old one field by field, skipping zeros: a message of version 0 or a tip (sequence 0) keeps the previous message's version and lastSequence; ours shows the message's own";
export const PUSH_ACCEPTED: Record<string, string> = {
  'group text': ZERO_SKIPPED,
  'group revoke': ZERO_SKIPPED,
  'group message modified': `${ZERO_SKIPPED}; the message edited was sent with version 0 after one of version 1, so the official last message kept version 1 and the edit (version 1) is no change to it: no list event, the old text kept; ours emits the list once more with the edited text`,
  'member joins (tip 1)': `${ZERO_SKIPPED}; and a tip sets the group's nextMessageSeq to 1 (its sequence 0 + 1)`,
  'group profile changed (tip 6)': `${ZERO_SKIPPED}; and a tip sets the group's nextMessageSeq to 1`,
  'member kicked (tip 3)': `${ZERO_SKIPPED}; and a tip sets the group's nextMessageSeq to 1`,
  'made admin (notice 9)': `${ZERO_SKIPPED}; and a tip sets the group's nextMessageSeq to 1; official updates only its member list's role on the tip and notice (_onMemberSetAdmin, _onSetManager), so group.selfInfo.role stays Member and its last message stays the kick tip before; ours shows Admin and the tip`,
};

/**
 * Commands the official SDK sends at login and ours does not (issue #29), with why; the login check sets them aside
 * on the official side only, so ours sending them, or any other command one SDK alone sends, still fails it.
 */
export const LOGIN_ACCEPTED: Record<string, string> = {
  'openim.authkey':
    "official's BigDataChannelModule fetches a key at login only to build download URLs on grouptalk.c2c.qq.com for audio, file and video messages of SDKs older than downloadFlag 2; ours reads the URL each message carries",
  'im_sdk_config_mgr.fetch_config':
    "official's cloud control (_fetchCloudControlConfig): settings that may override its built-in frequency limits, live-room polling, cache times, upload size and reporting; ours keeps those built-in values (the service stood in by im-server answers no settings)",
};
