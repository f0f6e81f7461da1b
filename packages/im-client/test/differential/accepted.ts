/**
 * Differences from the official SDK kept on purpose (issue #29): the method, and why we do not copy its behaviour.
 * The harness's table prints the reason beside the method.
 */
export const ACCEPTED: Record<string, string> = {
  createImageMessage:
    'official reads HTMLInputElement and throws a ReferenceError outside a browser; ours takes any File-like list',
  createVideoMessage: 'as createImageMessage: official throws a ReferenceError outside a browser',
  createFileMessage: 'as createImageMessage: official throws a ReferenceError outside a browser',
  addToFriendGroup:
    'official sends an empty group_update and reports success for a non-friend; ours lists it in failureUserIDList (spec §8: per-item failures carry code and message)',
  destroy: 'official rejects destroy() after logout (2024) and keeps its timers; ours always releases everything',
};
