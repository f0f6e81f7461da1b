import { describe, expect, it } from 'vitest';
import {
  atLabelOf,
  fileBadge,
  fitBox,
  formatCoordinates,
  formatDuration,
  formatFileSize,
  imageInfosOf,
  imageSizes,
  isGroupCreatedNotice,
  isInteractiveKind,
  MSG_AT_ALL,
  mentionSegments,
  mentionsMe,
  messageKindOf,
  previewDetailOf,
  profileTipChangeOf,
  safeMediaUrl,
  voiceWidth,
} from './kinds';

describe('message kinds', () => {
  it("a new group's announcement (custom data 'group_create', issue #29) is a notice; other custom messages are not", () => {
    expect(
      isGroupCreatedNotice({ type: 'TIMCustomElem', payload: { data: 'group_create', extension: 'u1创建群组' } }),
    ).toBe(true);
    expect(isGroupCreatedNotice({ type: 'TIMCustomElem', payload: { data: 'gift' } })).toBe(false);
    expect(isGroupCreatedNotice({ type: 'TIMTextElem', payload: { data: 'group_create' } })).toBe(false);
    expect(isGroupCreatedNotice({ type: 'TIMCustomElem', payload: null })).toBe(false);
  });

  it('§3 element types: each official SDK kind has its own view, anything else is custom', () => {
    expect(messageKindOf('TIMTextElem')).toBe('text');
    expect(messageKindOf('TIMImageElem')).toBe('image');
    expect(messageKindOf('TIMSoundElem')).toBe('voice');
    expect(messageKindOf('TIMVideoFileElem')).toBe('video');
    expect(messageKindOf('TIMFileElem')).toBe('file');
    expect(messageKindOf('TIMLocationElem')).toBe('location');
    expect(messageKindOf('TIMRelayElem')).toBe('merger');
    expect(messageKindOf('TIMFaceElem')).toBe('face');
    expect(messageKindOf('TIMGroupTipElem')).toBe('tip');
    expect(messageKindOf('TIMCustomElem')).toBe('custom');
    expect(messageKindOf('toString')).toBe('custom');
    expect(messageKindOf(null)).toBe('custom');
  });

  it('file size rule: KB below 1 MB (at least 0.1 KB), MB from 1 MB, one decimal; nothing for a bad size', () => {
    expect(formatFileSize(0)).toBe('0.1 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(1024 * 1024 - 1)).toBe('1024 KB');
    expect(formatFileSize(1024 * 1024)).toBe('1 MB');
    expect(formatFileSize(5.25 * 1024 * 1024)).toBe('5.3 MB');
    expect(formatFileSize(-1)).toBe('');
    expect(formatFileSize('x')).toBe('');
  });

  it('duration rule: m:ss, 0:00 for a bad value', () => {
    expect(formatDuration(5)).toBe('0:05');
    expect(formatDuration(65.9)).toBe('1:05');
    expect(formatDuration(600)).toBe('10:00');
    expect(formatDuration(-3)).toBe('0:00');
    expect(formatDuration(undefined)).toBe('0:00');
  });

  it('address rule: only http(s) addresses reach a link or a media element', () => {
    expect(safeMediaUrl('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
    expect(safeMediaUrl('http://127.0.0.1:5173/im-files/a')).toBe('http://127.0.0.1:5173/im-files/a');
    expect(safeMediaUrl('javascript:alert(1)')).toBeNull();
    expect(safeMediaUrl('data:text/html,<b>x</b>')).toBeNull();
    expect(safeMediaUrl('/relative')).toBeNull();
    expect(safeMediaUrl(42)).toBeNull();
    expect(safeMediaUrl('')).toBeNull();
  });

  it('§3 image sizes: the thumbnail (198) in the bubble, the large (720) on tap, boxed by the original', () => {
    const infos = imageInfosOf([
      { type: 0, url: 'https://x/o.jpg', width: 1200, height: 800 },
      { type: 1, url: 'https://x/t.jpg', width: 0, height: 0 },
      { type: 2, url: 'https://x/l.jpg', width: 720, height: 480 },
      { type: 2, url: 'javascript:alert(1)' },
    ]);
    expect(infos).toHaveLength(3);
    const sizes = imageSizes(infos);
    expect(sizes?.thumb).toMatchObject({ url: 'https://x/t.jpg', width: 720, height: 480 });
    expect(sizes?.large.url).toBe('https://x/l.jpg');
  });

  it('§3 image sizes: a missing size falls back to another, no usable size is none', () => {
    const only = imageInfosOf([{ type: 0, url: 'https://x/o.jpg', width: 10, height: 20 }]);
    expect(imageSizes(only)).toMatchObject({ thumb: { url: 'https://x/o.jpg' }, large: { url: 'https://x/o.jpg' } });
    expect(imageSizes(imageInfosOf('nope'))).toBeNull();
    expect(imageSizes([])).toBeNull();
  });

  it('box rule: the picture keeps its proportions within max x max, never thinner than max/6', () => {
    expect(fitBox(1200, 800, 198)).toEqual({ width: 198, height: 132 });
    expect(fitBox(100, 50, 198)).toEqual({ width: 100, height: 50 });
    expect(fitBox(4000, 100, 198)).toEqual({ width: 198, height: 33 });
    expect(fitBox(0, 0, 198)).toEqual({ width: 198, height: 198 });
  });

  it('location rule: four decimals with the hemisphere', () => {
    expect(formatCoordinates(22.54312, 114.05789)).toBe('22.5431°N, 114.0579°E');
    expect(formatCoordinates(-23.5505, -46.6333)).toBe('23.5505°S, 46.6333°W');
    expect(formatCoordinates('x', 1)).toBe('');
  });

  it('§3 atUserList: a message mentions me when it names me or everyone', () => {
    expect(mentionsMe(['u1', 'u2'], 'u2')).toBe(true);
    expect(mentionsMe([MSG_AT_ALL], 'u2')).toBe(true);
    expect(mentionsMe(['u1'], 'u2')).toBe(false);
    expect(mentionsMe(undefined, 'u2')).toBe(false);
    expect(mentionsMe(['u2'], '')).toBe(false);
  });

  it('§3 atUserList: "@name" tokens are mentions, mine when they name me and the message is for me', () => {
    const me = { userID: 'u2', nick: '小明' };
    expect(mentionSegments('@小明 进球了 @阿强', ['u2', 'u3'], me)).toEqual([
      { text: '@小明', mention: true, me: true },
      { text: ' 进球了 ', mention: false, me: false },
      { text: '@阿强', mention: true, me: false },
    ]);
    // Not mentioned by the list: the same token is not mine.
    expect(mentionSegments('@小明 hi', ['u3'], me)[0]).toEqual({ text: '@小明', mention: true, me: false });
    expect(mentionSegments('@todos bora', [MSG_AT_ALL], me)[0]).toMatchObject({ me: true });
    expect(mentionSegments('a@b', undefined, me)).toEqual([{ text: 'a@b', mention: false, me: false }]);
  });

  it('bubble rule: media, file and merger bubbles hold their own controls; text and location do not', () => {
    expect(
      ['image', 'voice', 'video', 'file', 'merger'].every((kind) => isInteractiveKind(messageKindOf(kindType[kind]))),
    ).toBe(true);
    expect(isInteractiveKind('text')).toBe(false);
    expect(isInteractiveKind('location')).toBe(false);
    expect(isInteractiveKind('custom')).toBe(false);
  });

  it('file icon rule: the extension in upper case, at most 4 letters', () => {
    expect(fileBadge('赛程 2026.pdf')).toBe('PDF');
    expect(fileBadge('a.docx')).toBe('DOCX');
    expect(fileBadge('archive.backup')).toBe('');
    expect(fileBadge('README')).toBe('');
  });

  it('voice rule: a longer voice has a wider bubble, 80 to 200 px', () => {
    expect(voiceWidth(1)).toBe(80);
    expect(voiceWidth(0)).toBe(80);
    expect(voiceWidth(30)).toBe(139);
    expect(voiceWidth(600)).toBe(200);
  });
});

describe('conversation list @ label', () => {
  it('§3 groupAtInfoList: "at me" when a tip names me (alone or with everyone), "at everyone" otherwise', () => {
    expect(atLabelOf([{ atTypeArray: [2] }, { atTypeArray: [1] }])).toBe('atMe');
    expect(atLabelOf([{ atTypeArray: [3] }])).toBe('atMe');
    expect(atLabelOf([{ atTypeArray: [2] }])).toBe('atAll');
  });

  it('§3 groupAtInfoList: no label once read (the list is emptied) or without a list', () => {
    expect(atLabelOf([])).toBeNull();
    expect(atLabelOf(undefined)).toBeNull();
  });
});

describe('conversation list preview', () => {
  it('§3 messageForShow: a file shows its name, a location its description, a chat record its title', () => {
    expect(previewDetailOf('file', { fileName: 'a.pdf' })).toBe('a.pdf');
    expect(previewDetailOf('location', { description: 'Maracanã' })).toBe('Maracanã');
    expect(previewDetailOf('merger', { title: 'Chat' })).toBe('Chat');
  });

  it('§3 messageForShow: other kinds and malformed payloads add nothing', () => {
    expect(previewDetailOf('voice', { fileName: 'x' })).toBe('');
    expect(previewDetailOf('file', { fileName: 3 })).toBe('');
    expect(previewDetailOf('file', null)).toBe('');
  });
});

const kindType: Record<string, string> = {
  image: 'TIMImageElem',
  voice: 'TIMSoundElem',
  video: 'TIMVideoFileElem',
  file: 'TIMFileElem',
  merger: 'TIMRelayElem',
};

describe('group profile tips', () => {
  it('messaging group tips, operation 6: the line names what changed, "settings" for custom fields like slow mode', () => {
    expect(profileTipChangeOf({ groupName: '周末球局' })).toBe('name');
    expect(profileTipChangeOf({ notification: '' })).toBe('notification');
    expect(profileTipChangeOf({ introduction: 'x' })).toBe('introduction');
    expect(profileTipChangeOf({ avatar: 'https://a.test/g.png' })).toBe('avatar');
    expect(profileTipChangeOf({ ownerID: '42' })).toBe('owner');
    expect(profileTipChangeOf({ muteAllMembers: true })).toBe('muteAllOn');
    expect(profileTipChangeOf({ muteAllMembers: false })).toBe('muteAllOff');
    expect(profileTipChangeOf({})).toBe('settings');
    expect(profileTipChangeOf({ groupCustomField: [{ key: 'slow_mode', value: '10' }] })).toBe('settings');
    expect(profileTipChangeOf(undefined)).toBe('settings');
    expect(profileTipChangeOf({ groupName: 7 })).toBe('settings');
  });
});
