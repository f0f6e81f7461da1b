// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cosObjectKey, cosObjectUrl, cosPlace } from './cos-put';

const config = { cos_bucket: 'media-1250000000', cos_region: 'ap-guangzhou', cos_folder_image: '/images/' };

describe('COS upload place (spec §3: cos_bucket, cos_region, cos_folder_image; issue #32)', () => {
  it('objects go to the configured bucket and region, under the image folder and the user prefix', () => {
    const place = cosPlace(config, 12, 'production');
    expect(place).toMatchObject({ bucket: 'media-1250000000', region: 'ap-guangzhou', domain: '' });
    const key = cosObjectKey(place, 'jpg', 1764270000000, 'a1b2c3');
    expect(key).toBe('images/u12/1764270000000-a1b2c3.jpg');
    expect(cosObjectUrl(place, key)).toBe(
      'https://media-1250000000.cos.ap-guangzhou.myqcloud.com/images/u12/1764270000000-a1b2c3.jpg',
    );
  });

  it('a sandbox build puts to the sandbox COS endpoint on the page origin, served root-relative', () => {
    const place = cosPlace({ ...config, cos_folder_image: '' }, 3, 'sandbox');
    const key = cosObjectKey(place, 'png', 1, 'x');
    expect(key).toBe('u3/1-x.png');
    expect(cosObjectUrl(place, key)).toBe('/sandbox/cos/media-1250000000/u3/1-x.png');
  });
});
