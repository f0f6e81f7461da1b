/**
 * Upload calls (spec §7): COS temporary keys, the self-hosted storage's presigned target and the PUT to it. The
 * image upload built on them is core/upload-image.ts (loaded with the first upload).
 */
import type { UploadTarget } from '@live/api-contract';
import { type ApiClient, poster } from './core/client';

export function uploadApi(client: ApiClient) {
  const getTempKeysForCos = poster(client, '/webapi/config/getTempKeysForCos');
  const getTempKeysForMinio = poster(client, '/api/config/getTempKeysForMinio');

  async function putFile(target: UploadTarget, file: Blob, signal?: AbortSignal): Promise<string> {
    await client.put(client.absolute(target.put_url), file, { signal });
    return target.url;
  }

  return { getTempKeysForCos, getTempKeysForMinio, putFile };
}
