import { randomBytes } from 'node:crypto';
import { isRecord } from '../frames.ts';
import { FilesRepo } from '../repos/files.ts';
import { ImError, str, type Service } from '../service.ts';

/** A merged list may hold far more than one message (11,264 bytes inline); 1 MB keeps a row bounded. */
const MAX_LIST_BYTES = 1024 * 1024;

/**
 * Merger messages over 11,264 bytes (spec §9): the sender uploads the message list first
 * (`im_long_msg.save_relay_json_msg`) and sends only the key; whoever opens the merger downloads the list
 * (`im_long_msg.get_relay_json_msg`). The key is random, as the cloud's: holding it is what lets one read.
 */
export function registerMerger(svc: Service): void {
  const repo = new FilesRepo(svc.store.db);

  svc.route('im_long_msg.save_relay_json_msg', (conn, body) => {
    const list = body.MsgList;
    if (!Array.isArray(list) || list.length === 0 || !list.every(isRecord))
      throw new ImError(10004, 'MsgList must be a non-empty list of messages');
    const text = JSON.stringify(list);
    if (Buffer.byteLength(text) > MAX_LIST_BYTES)
      throw new ImError(80002, `MsgList is larger than ${MAX_LIST_BYTES} bytes`);
    const key = `relay-${randomBytes(16).toString('hex')}`;
    repo.saveMergerList(key, conn.user ?? '', text);
    return { JsonMsgKey: key, PbMsgKey: key };
  });

  svc.route('im_long_msg.get_relay_json_msg', (_conn, body) => {
    const key = str(body, 'DownloadKey') || str(body, 'JsonMsgKey') || str(body, 'downloadKey');
    if (!key) throw new ImError(10004, 'DownloadKey must name an uploaded merger list');
    const list = repo.mergerList(key);
    if (list === undefined) throw new ImError(10004, `no merger list under DownloadKey ${key}`);
    return { MsgList: JSON.parse(list) as unknown };
  });
}
