import { describe, expect, it } from 'vitest';
import { isWeChatOrQQBrowser, talkTarget } from './talk-rule';

describe('/pp/talk (spec §2)', () => {
  it('recognises the WeChat and QQ in-app browsers, not QQ Browser or others', () => {
    expect(isWeChatOrQQBrowser('Mozilla/5.0 (iPhone) AppleWebKit Mobile/15E148 MicroMessenger/8.0.40')).toBe(true);
    expect(isWeChatOrQQBrowser('Mozilla/5.0 (Linux; Android 13) Mobile Safari/537.36 QQ/8.9.80.12440')).toBe(true);
    expect(isWeChatOrQQBrowser('Mozilla/5.0 (Linux; Android 13) MQQBrowser/13.2 Mobile Safari/537.36')).toBe(false);
    expect(isWeChatOrQQBrowser('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Version/17.0 Mobile Safari/604.1')).toBe(
      false,
    );
  });

  it('forwards only to http(s) addresses', () => {
    expect(talkTarget('?url=https%3A%2F%2Fchat.example.com%2Froom%3Fid%3D1')).toBe(
      'https://chat.example.com/room?id=1',
    );
    expect(talkTarget('?url=javascript%3Aalert(1)')).toBeNull();
    expect(talkTarget('?url=not a url')).toBeNull();
    expect(talkTarget('')).toBeNull();
  });
});
