import type { Db } from '../db/database.ts';
import { levelOf, levelPoint } from '../tasks/catalogue.ts';
import { type Rng, rngFor } from './prng.ts';

/**
 * The sandbox's crowd: ordinary accounts that watch the rooms and chat in them (chat/viewer-chat.ts). The first
 * half are fans of the Chinese brands' world, the second half of the Brazilian brand's (pq8br). They have no
 * password: nobody logs in as them.
 */
export const VIEWER_IDS = { first: 101, count: 300 } as const;

export type ViewerWorld = 'zh' | 'pt';

/** Which world a seeded viewer belongs to (null: not a seeded viewer). */
export function viewerWorld(id: number): ViewerWorld | null {
  const index = id - VIEWER_IDS.first;
  if (!Number.isInteger(index) || index < 0 || index >= VIEWER_IDS.count) return null;
  return index < VIEWER_IDS.count / 2 ? 'zh' : 'pt';
}

/** The seeded viewers of a world, by id. */
export function viewerIds(world: ViewerWorld): number[] {
  const half = VIEWER_IDS.count / 2;
  const first = VIEWER_IDS.first + (world === 'zh' ? 0 : half);
  return Array.from({ length: half }, (_, i) => first + i);
}

// Fan nicknames as Chinese viewers write them: no club, league or player names (never a trademark).
const ZH_HEAD = ['老', '小', '阿', '大', '胖', '野生', '佛系', '熬夜', '退役', '业余', '快乐', '北漂'];
const ZH_CORE = ['球迷', '看球人', '后卫', '门将', '前锋', '中场', '替补', '教练', '边锋', '队长', '射手', '老炮'];
const ZH_TAIL = ['', '', '阿强', '小李', '007', '2024', '不睡觉', '在线', '老王', '的日常', '_88', '本人'];
const ZH_WHOLE = [
  '凌晨三点看球',
  '越位先生',
  '禁区之狐',
  '左脚将军',
  '三分雨',
  '篮板狂魔',
  '后仰跳投',
  '倒挂金钩',
  '绿茵小王子',
  '看球就是快乐',
  '一球成名',
  '点球大师',
  '下半场见',
  '补时绝杀',
  '全场最佳',
  '球场边的风',
];

// Brazilian fan nicknames: first names and nicknames, a city or a shirt number.
const PT_CORE = [
  'Zé',
  'Juninho',
  'Pedrão',
  'Binho',
  'Léo',
  'Dudu',
  'Gabi',
  'Rafa',
  'Nando',
  'Guto',
  'Careca',
  'Bia',
  'Mari',
  'Thiaguinho',
  'Fabinho',
  'Serginho',
  'Paulinho',
  'Lu',
  'Tico',
  'Vini',
  'Carol',
  'Duda',
  'Marcão',
  'Tati',
];
// Endings that suit any first name (Canhoto or Torcedor would not fit Bia or Carol).
const PT_TAIL = [
  '',
  '10',
  '_RJ',
  ' do Gol',
  ' da Torcida',
  'SP',
  '_BH',
  ' Fominha',
  '77',
  ' da Vila',
  ' POA',
  ' Raiz',
  '_9',
  ' do Sul',
  ' 2002',
  ' da Arquibancada',
];

function chineseNickname(rng: Rng): string {
  if (rng.chance(0.3)) return `${rng.pick(ZH_WHOLE)}${rng.chance(0.4) ? rng.int(1, 99) : ''}`;
  return `${rng.pick(ZH_HEAD)}${rng.pick(ZH_CORE)}${rng.pick(ZH_TAIL)}`;
}

function brazilianNickname(rng: Rng): string {
  return `${rng.pick(PT_CORE)}${rng.pick(PT_TAIL)}`;
}

/**
 * A nickname per viewer, no two alike nor like an existing account's (`reserved`: the anchors' names, so no viewer
 * passes for one): a taken one is drawn again, and after a few tries gets a number.
 */
export function viewerNicknames(seed: number, reserved: Iterable<string> = []): string[] {
  const taken = new Set<string>(reserved);
  const names: string[] = [];
  for (let i = 0; i < VIEWER_IDS.count; i++) {
    const id = VIEWER_IDS.first + i;
    const rng = rngFor(seed, 'viewer-nick', id);
    const draw = () => (viewerWorld(id) === 'zh' ? chineseNickname(rng) : brazilianNickname(rng));
    let base = draw();
    for (let tries = 0; tries < 10 && taken.has(base); tries++) base = draw();
    let name = base;
    for (let n = 2; taken.has(name); n++) name = `${base}${n}`;
    taken.add(name);
    names.push(name);
  }
  return names;
}

/** A level drawn toward the low end (most fans are new), 1-20; its points are the level's threshold and a bit. */
function pointsOf(rng: Rng): number {
  const level = Math.min(20, 1 + Math.floor(-Math.log(1 - rng.next() * 0.999) * 3.5));
  return levelPoint(level) + rng.int(0, level * 50);
}

/**
 * Seeds the viewers: registered over the past year, most at low levels, about one in eight a VIP (some lapsed),
 * seen in the last days. Avatars stay '' so the app shows the default avatar of the id (spec §3).
 */
export function seedViewers(db: Db, seed: number, now: number): void {
  const insert = db.prepare(
    `INSERT INTO users (id, account, password_hash, nick_name, user_level, point, vip_level, vip_date, invite_code,
       sport_id, regist_time, last_login, last_online)
     VALUES (?, ?, NULL, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const accounts = db.prepare('SELECT nick_name, nick_name_br FROM users').all() as {
    nick_name: string;
    nick_name_br: string;
  }[];
  const names = viewerNicknames(
    seed,
    accounts.flatMap((account) => [account.nick_name, account.nick_name_br]),
  );
  names.forEach((name, i) => {
    const id = VIEWER_IDS.first + i;
    const rng = rngFor(seed, 'viewer', id);
    const registered = now - rng.int(1, 365) * 86400 - rng.int(0, 86399);
    const point = pointsOf(rng);
    const vip = rng.chance(0.12) ? rng.int(1, 3) : 0;
    // A VIP's term runs a few weeks either side of now: most are current, some lapsed.
    const vipDate = vip ? now + rng.int(-20, 60) * 86400 : 0;
    const seen = Math.max(registered, now - rng.int(60, 7 * 86400));
    insert.run(
      id,
      `fan${id}`,
      name,
      levelOf(point),
      point,
      vip,
      vipDate,
      `FAN${String(id).padStart(5, '0')}`,
      rng.chance(0.7) ? 1 : 2,
      registered,
      seen,
      seen,
    );
  });
}
