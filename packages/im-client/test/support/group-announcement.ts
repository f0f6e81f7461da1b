/**
 * createGroup's announcement (a custom message, data 'group_create'), sent by both SDKs as the official one does
 * (issue #29): not one of the messages a test sends, so tests counting those leave it out.
 */
export const isGroupAnnouncement = (m: { type?: string; payload?: unknown }): boolean =>
  m.type === 'TIMCustomElem' && (m.payload as { data?: unknown } | undefined)?.data === 'group_create';
