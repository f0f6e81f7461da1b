/** Short and recorded videos (spec §2 video routes). */
import { type ApiClient, poster } from './core/client';

export function videoApi(client: ApiClient) {
  return {
    getShortVideoList: poster(client, '/api/video/getShortVideoList'),
    /** { id } */
    getShortVideoDetail: poster(client, '/api/video/getShortVideoDetail'),
    /** { category_id, collection_id, page, size } */
    getRecordVideoList: poster(client, '/api/video/getRecordVideoList'),
    /** { id } */
    getRecordVideoDetail: poster(client, '/api/video/getRecordVideoDetail'),
    getRecCategories: poster(client, '/api/video/getRecCategories'),
    /** { id } */
    getCategoryDetail: poster(client, '/api/video/getCategoryDetail'),
    /** { id } */
    getCollectionDetail: poster(client, '/api/video/getCollectionDetail'),
  };
}
