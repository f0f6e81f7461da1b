import { hashPassword } from '../auth/password.ts';
import type { Db } from '../db/database.ts';
import { type Balances, move } from '../money/ledger.ts';
import { NICK_CORE, NICK_CORE_PT, NICK_PREFIX, NICK_SUFFIX, NICK_SUFFIX_PT } from './names.ts';
import { type Rng, rngFor } from './prng.ts';
import { reais } from '../money/reais.ts';
import { HEAT_PER_VIEWER } from '../views.ts';

/** Fixed accounts documented in the README: log in with them without registering. */
export const DEMO_ACCOUNTS = {
  demo: { id: 1, account: 'demo', mobile: '13800138000', password: 'sandbox123' },
  vip: { id: 2, account: 'vip', mobile: '13800138001', password: 'sandbox123' },
  staff: { id: 3, account: 'kefu', mobile: '13800138002', password: 'sandbox123' },
} as const;

export const ANCHOR_IDS = { first: 11, count: 40 } as const;

const CATEGORIES: [number, string, string, number][] = [
  [1, '热门', 'Popular', 0],
  [2, '足球', 'Futebol', 1],
  [3, '篮球', 'Basquete', 2],
  [4, '综合', 'Esportes', 0],
  [5, '娱乐', 'Entretenimento', 0],
];

/** Room titles in Chinese and Portuguese: rooms showing a match, then rooms without one. */
const ROOM_TITLES: [string, string][] = [
  ['高清直播', 'Ao vivo em HD'],
  ['全场解说', 'Narração do jogo inteiro'],
  ['赛前分析+直播', 'Pré-jogo + transmissão'],
  ['专业解读', 'Análise profissional'],
  ['一起看球', 'Bora ver o jogo juntos'],
  ['激情解说', 'Narração com emoção'],
  ['数据流解说', 'Narração com estatísticas'],
  ['深夜陪看', 'Companhia na madrugada'],
];
const FREE_TITLES: [string, string][] = [
  ['闲聊看台', 'Papo de arquibancada'],
  ['球迷夜话', 'Noite dos torcedores'],
  ['经典比赛回放', 'Reprise de jogos clássicos'],
  ['体育早报', 'Giro esportivo da manhã'],
  ['战术板时间', 'Hora da prancheta'],
  ['电竞与足球', 'eSports e futebol'],
];
const ROOM_NOTICE: [string, string] = [
  '欢迎来到直播间，文明发言，理性看球',
  'Bem-vindo à sala! Comente com respeito e torça com moderação.',
];
const SIGNATURES: [string, string][] = [
  ['每晚八点不见不散', 'Toda noite às 20h, te espero aqui'],
  ['专注五大联赛', 'Foco nas cinco grandes ligas'],
  ['NBA死忠', 'Fanático por NBA'],
  ['陪你看球到天亮', 'Vendo jogo com você até de manhã'],
];

export function seedContent(db: Db, seed: number, now: number): void {
  const rng = rngFor(seed, 'content');
  // A stream of its own, so the rest of the seed's data stays what it was.
  seedUsers(db, rng, rngFor(seed, 'nick-pt').shuffle(NICK_CORE_PT), now);
  seedRooms(db, rng);
  seedVideos(db, rng, rngFor(seed, 'video-lengths'), now);
  seedNews(db, rng, now);
  seedSite(db, now);
  seedCommerce(db);
  seedDemoHistory(db, now);
}

/** A seeded balance is a ledger row like any other (type 12, opening balance), so every balance equals its log. */
function openingBalance(db: Db, userId: number, balances: Partial<Balances>, at: number): void {
  move(db, { userId, ...balances, type: 12, remark: ['期初余额', 'Saldo inicial'], now: at });
}

function nickname(rng: Rng): string {
  return `${rng.pick(NICK_PREFIX)}${rng.pick(NICK_CORE)}${rng.pick(NICK_SUFFIX)}`;
}

/** The nth anchor's Brazilian nickname: 20 names times 10 endings, no two anchors alike. */
function nicknamePt(cores: string[], n: number): string {
  const core = cores[n % cores.length] as string;
  const ending = NICK_SUFFIX_PT[(3 * n + Math.floor(n / cores.length)) % NICK_SUFFIX_PT.length] as string;
  return `${core} ${ending}`;
}

function seedUsers(db: Db, rng: Rng, coresPt: string[], now: number): void {
  const insert = db.prepare(
    `INSERT INTO users (id, account, mobile, password_hash, nick_name, signature, is_anchor, is_anchor_admin, is_operate,
       anchor_level, anchor_point, user_level, point, vip_level, vip_date, invite_code, sport_id,
       fans_base, regist_time, last_login, last_online)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  // The platform's own accounts (staff, anchors) have a Portuguese name too; the demo users' are what they typed.
  const portuguese = db.prepare('UPDATE users SET nick_name_br = ?, signature_br = ? WHERE id = ?');
  const hash = hashPassword(DEMO_ACCOUNTS.demo.password);
  const { demo, vip, staff } = DEMO_ACCOUNTS;
  insert.run(
    demo.id,
    demo.account,
    demo.mobile,
    hash,
    '演示用户',
    '热爱足球',
    0,
    0,
    0,
    0,
    0,
    12,
    1350,
    0,
    0,
    'DEMO0001',
    1,
    3,
    now - 90 * 86400,
    0,
    0,
  );
  // The demo user's recent history (seedDemoHistory) brings these to 5000 gold and 88.50.
  openingBalance(db, demo.id, { gold: 3650, diamond: 120, money: 108.5 }, now - 90 * 86400);
  insert.run(
    vip.id,
    vip.account,
    vip.mobile,
    hash,
    'VIP球迷',
    '每场必看',
    0,
    0,
    0,
    0,
    0,
    25,
    5200,
    2,
    now + 30 * 86400,
    'VIP00002',
    1,
    12,
    now - 400 * 86400,
    0,
    0,
  );
  openingBalance(db, vip.id, { gold: 20000, diamond: 800, money: 320 }, now - 400 * 86400);
  insert.run(
    staff.id,
    staff.account,
    staff.mobile,
    hash,
    '在线客服',
    '有问题随时找我',
    0,
    1,
    1,
    0,
    0,
    30,
    9000,
    0,
    0,
    'KEFU0003',
    1,
    0,
    now - 700 * 86400,
    0,
    0,
  );
  portuguese.run('Atendimento', 'Dúvidas? Fale comigo', staff.id);
  for (let i = 0; i < ANCHOR_IDS.count; i++) {
    const id = ANCHOR_IDS.first + i;
    // Drawn in this order so the seed's data stays what it was.
    const nick = nickname(rng);
    const [signature, signaturePt] = rng.pick(SIGNATURES);
    const [anchorLevel, anchorPoint, userLevel, point] = [
      rng.int(1, 30),
      rng.int(100, 50000),
      rng.int(5, 40),
      rng.int(100, 20000),
    ];
    const [gold, diamond] = [rng.int(0, 3000), rng.int(0, 500)];
    const fans = rng.int(200, 90000);
    const registered = now - rng.int(30, 900) * 86400;
    insert.run(
      id,
      `anchor${id}`,
      null,
      null,
      nick,
      signature,
      1,
      0,
      0,
      anchorLevel,
      anchorPoint,
      userLevel,
      point,
      0,
      0,
      `AN${String(id).padStart(6, '0')}`,
      i % 3 === 2 ? 2 : 1,
      fans,
      registered,
      now,
      now,
    );
    portuguese.run(nicknamePt(coresPt, i), signaturePt, id);
    openingBalance(db, id, { gold, diamond }, registered);
  }
}

/**
 * A room's seeded heat: its usual audience is 2-12 % of its anchor's fans (`draw` in 1000-900000 picks the share;
 * drawn as before so the rest of the seed stays what it was), so a crowded room has a well-followed anchor.
 */
function roomHeat(db: Db, anchorId: number, draw: number): number {
  const { fans_base } = db.prepare('SELECT fans_base FROM users WHERE id = ?').get(anchorId) as { fans_base: number };
  const share = 0.02 + ((draw - 1000) / 899000) * 0.1;
  return Math.max(HEAT_PER_VIEWER, Math.round(fans_base * share * HEAT_PER_VIEWER));
}

function seedRooms(db: Db, rng: Rng): void {
  const insertCategory = db.prepare(
    'INSERT INTO live_categories (id, name_zh, name_br, sport_id, sort) VALUES (?, ?, ?, ?, ?)',
  );
  for (const [id, zh, br, sport] of CATEGORIES) insertCategory.run(id, zh, br, sport, id);
  const insertRoom = db.prepare(
    `INSERT INTO live_rooms (id, anchor_id, title, category_id, sport_id, hot, is_live, match_room, source, recommended, notice,
       title_br, notice_br)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (let i = 0; i < ANCHOR_IDS.count; i++) {
    const anchor = ANCHOR_IDS.first + i;
    // 12 match rooms (6 per sport), 12 rooms without a match, 16 anchors offline.
    const matchRoom = i < 12;
    const sport = matchRoom ? (i % 2 === 0 ? 1 : 2) : i % 3 === 2 ? 2 : 1;
    const live = i < 24 ? 1 : 0;
    const category = matchRoom ? (sport === 1 ? 2 : 3) : rng.pick([4, 5]);
    const [title, titlePt] = matchRoom ? rng.pick(ROOM_TITLES) : rng.pick(FREE_TITLES);
    insertRoom.run(
      1000 + anchor,
      anchor,
      title,
      category,
      sport,
      roomHeat(db, anchor, rng.int(1000, 900000)),
      live,
      matchRoom ? 1 : 0,
      i % 2 === 0 ? 'xcdn' : 'tencent',
      i % 4 === 0 && live ? 1 : 0,
      ROOM_NOTICE[0],
      titlePt,
      ROOM_NOTICE[1],
    );
  }
}

const VIDEO_TITLES: [string, string][] = [
  ['神仙球！世界波直挂死角', 'Golaço! Chute de longe no ângulo'],
  ['绝杀时刻回顾', 'Gols no último minuto'],
  ['本周十佳球', 'Os dez gols mais bonitos da semana'],
  ['门将神扑集锦', 'Defesas milagrosas dos goleiros'],
  ['暴力扣篮合集', 'As enterradas mais fortes'],
  ['三分雨来袭', 'Chuva de bolas de três'],
  ['赛后采访精华', 'O melhor das entrevistas pós-jogo'],
  ['战术解析：高位逼抢', 'Análise tática: pressão alta'],
  ['经典对决重温', 'Reviva duelos clássicos'],
  ['球迷现场大合唱', 'Torcida cantando no estádio'],
];

/** Full match replays (category 3, 经典回顾): the only videos titled 完整版 / jogo completo. */
const FULL_REPLAYS: [string, string][] = [
  ['欧冠决赛经典重温', 'Final da Champions: reveja'],
  ['德比大战全场回放', 'Clássico da cidade: reveja'],
  ['总决赛抢七之战', 'Jogo 7 das finais: reveja'],
  ['联赛冠军争夺战', 'A decisão do título: reveja'],
  ['世界杯淘汰赛经典', 'Mata-mata da Copa: reveja'],
];

/**
 * A video's length in seconds by its kind: short clips 10-60 s; recorded highlights 3-10 min, previews 6-20 min,
 * full replays (category 3) a match with its breaks, 95-115 min, interviews 4-15 min.
 */
export function videoSeconds(kind: 'short' | 1 | 2 | 3 | 4, lengths: Rng): number {
  const minutes: Record<1 | 2 | 3 | 4, [number, number]> = { 1: [3, 10], 2: [6, 20], 3: [95, 115], 4: [4, 15] };
  if (kind === 'short') return lengths.int(10, 60);
  const [low, high] = minutes[kind];
  return lengths.int(low * 60, high * 60);
}

function seedVideos(db: Db, rng: Rng, lengths: Rng, now: number): void {
  const categories: [number, string, string][] = [
    [1, '精彩集锦', 'Melhores momentos'],
    [2, '赛前分析', 'Pré-jogo'],
    [3, '经典回顾', 'Clássicos'],
    [4, '球星专访', 'Entrevistas'],
  ];
  const insertCategory = db.prepare('INSERT INTO video_categories (id, name_zh, name_br) VALUES (?, ?, ?)');
  const insertCollection = db.prepare(
    'INSERT INTO video_collections (id, category_id, title, title_br) VALUES (?, ?, ?, ?)',
  );
  for (const [id, zh, br] of categories) {
    insertCategory.run(id, zh, br);
    insertCollection.run(id * 10 + 1, id, `${zh} 第一季`, `${br}: 1ª temporada`);
    insertCollection.run(id * 10 + 2, id, `${zh} 第二季`, `${br}: 2ª temporada`);
  }
  const author = () => ANCHOR_IDS.first + rng.int(0, ANCHOR_IDS.count - 1);
  const insertShort = db.prepare(
    'INSERT INTO short_videos (id, title, author_id, duration, views, likes, comments, created_at, title_br) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  for (let id = 1; id <= 60; id++) {
    const [title, titlePt] = rng.pick(VIDEO_TITLES);
    insertShort.run(
      id,
      `${title} #${id}`,
      author(),
      videoSeconds('short', lengths),
      rng.int(100, 500000),
      rng.int(10, 50000),
      rng.int(0, 3000),
      now - rng.int(1, 20 * 86400),
      `${titlePt} #${id}`,
    );
  }
  const insertRecord = db.prepare(
    'INSERT INTO record_videos (id, title, category_id, collection_id, author_id, duration, views, created_at, title_br) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  for (let id = 1; id <= 40; id++) {
    const category = ((id - 1) % 4) + 1;
    const picked = rng.pick(VIDEO_TITLES);
    const full = category === 3;
    const [title, titlePt] = full ? (FULL_REPLAYS[(id - 1) % FULL_REPLAYS.length] as [string, string]) : picked;
    insertRecord.run(
      id,
      full ? `${title}（完整版）` : title,
      category,
      category * 10 + rng.int(1, 2),
      author(),
      videoSeconds(category as 1 | 2 | 3 | 4, lengths),
      rng.int(1000, 900000),
      now - rng.int(1, 60 * 86400),
      full ? `${titlePt} (jogo completo)` : titlePt,
    );
  }
}

const NEWS: [string, string, string, string][] = [
  [
    '{t}主帅：我们已经做好了准备',
    'Técnico do {e}: estamos prontos',
    '赛前发布会上，主帅表示球队状态良好。',
    'Na coletiva, o técnico disse que o time está bem.',
  ],
  [
    '{t}锋线告急，两名主力伤缺',
    '{e}: dois titulares lesionados no ataque',
    '队医确认两名前锋将缺席本周比赛。',
    'O departamento médico confirmou duas ausências.',
  ],
  [
    '{t}官方宣布签下新援',
    '{e} anuncia novo reforço',
    '俱乐部官方宣布完成一笔重要引援。',
    'O clube oficializou uma contratação importante.',
  ],
  [
    '数据解读：{t}本赛季防守为何如此稳固',
    'Análise: por que a defesa do {e} é tão sólida',
    '从数据看，球队场均失球联赛最少。',
    'Os números mostram a defesa menos vazada da liga.',
  ],
  [
    '{t}连胜势头能否延续？',
    'O {e} manterá a sequência de vitórias?',
    '球队已经取得五连胜，士气高涨。',
    'O time vem de cinco vitórias seguidas.',
  ],
];

function seedNews(db: Db, rng: Rng, now: number): void {
  const teams = db.prepare('SELECT id, sport_id, event_id, name_zh, name_br FROM teams WHERE national = 0').all() as {
    id: number;
    sport_id: number;
    event_id: number;
    name_zh: string;
    name_br: string;
  }[];
  const insert = db.prepare(
    `INSERT INTO news (id, title_zh, title_br, summary_zh, summary_br, paragraphs_zh, paragraphs_br, sport_id, event_id, source, views, is_headline, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (let id = 1; id <= 60; id++) {
    const team = rng.pick(teams);
    const [titleZh, titleBr, summaryZh, summaryBr] = rng.pick(NEWS);
    const paragraphsZh = [summaryZh, `${team.name_zh}将在本周迎来关键一战。`, '更多消息请继续关注本站报道。'];
    const paragraphsBr = [
      summaryBr,
      `O ${team.name_br} tem um jogo decisivo nesta semana.`,
      'Acompanhe nossa cobertura.',
    ];
    insert.run(
      id,
      titleZh.replace('{t}', team.name_zh),
      titleBr.replace('{e}', team.name_br),
      summaryZh,
      summaryBr,
      JSON.stringify(paragraphsZh),
      JSON.stringify(paragraphsBr),
      team.sport_id,
      team.event_id,
      rng.pick(['体育周报', '足球之夜', '篮球先锋', '本站原创']),
      rng.int(100, 200000),
      id <= 10 ? 1 : 0,
      now - id * 3 * 3600,
    );
  }
}

function seedSite(db: Db, now: number): void {
  const banners: [string, string, string][] = [
    ['欧冠焦点战 高清直播', 'Champions: jogos ao vivo em HD', '/live'],
    ['开通VIP 免广告看球', 'Seja VIP e assista sem anúncios', '/vip-plans'],
    ['每日签到领金币', 'Check-in diário com moedas', '/user-center/task'],
    ['数据模型 精准分析', 'Modelos de dados para análise', '/data'],
    ['金币商城 上新啦', 'Novidades na Loja de moedas', '/newshop'],
  ];
  const insertBanner = db.prepare('INSERT INTO banners (id, title_zh, title_br, link, sort) VALUES (?, ?, ?, ?, ?)');
  banners.forEach(([zh, br, link], index) => insertBanner.run(index + 1, zh, br, link, index + 1));
  const insertNotice = db.prepare(
    'INSERT INTO announcements (id, title_zh, title_br, content_zh, content_br, link, time) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  insertNotice.run(
    1,
    '服务器维护通知',
    'Manutenção programada',
    '本周四 02:00-04:00 进行服务器维护，期间直播和聊天可能短暂中断，比分数据不受影响。',
    'Quinta-feira, das 2h às 4h, faremos manutenção: transmissões e chat podem cair por alguns minutos; os placares seguem normais.',
    '',
    now - 3600,
  );
  insertNotice.run(
    2,
    '文明观赛倡议',
    'Torcida com respeito',
    '请文明发言，共同维护良好的观赛环境。',
    'Comente com respeito e mantenha o ambiente saudável.',
    '',
    now - 86400,
  );
  insertNotice.run(
    3,
    '新功能上线',
    'Novidade',
    '数据模型功能已上线，欢迎体验。',
    'Os modelos de dados já estão disponíveis.',
    '/data',
    now - 2 * 86400,
  );
  const insertActivity = db.prepare(
    'INSERT INTO activities (id, title_zh, title_br, summary_zh, summary_br, start_time, end_time) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  insertActivity.run(
    1,
    '新用户福利',
    'Bônus de boas-vindas',
    '注册即送 500 金币。',
    'Ganhe 500 moedas ao se cadastrar.',
    now - 10 * 86400,
    now + 20 * 86400,
  );
  insertActivity.run(
    2,
    '邀请好友',
    'Convide amigos',
    '每邀请一位好友得 100 金币。',
    '100 moedas por amigo convidado.',
    now - 5 * 86400,
    now + 60 * 86400,
  );
  insertActivity.run(
    3,
    '竞猜赢大奖',
    'Palpites premiados',
    '参与比赛竞猜赢取球衣。',
    'Dê palpites e ganhe camisas.',
    now - 86400,
    now + 7 * 86400,
  );
  insertActivity.run(
    4,
    '签到七天礼',
    'Sete dias de check-in',
    '连续签到七天额外奖励。',
    'Bônus extra por sete dias seguidos.',
    now - 30 * 86400,
    now + 30 * 86400,
  );
}

function seedCommerce(db: Db): void {
  const plan = db.prepare(
    'INSERT INTO vip_plans (id, level, name_zh, name_br, days, price_gold) VALUES (?, ?, ?, ?, ?, ?)',
  );
  plan.run(1, 1, '月度会员', 'VIP mensal', 30, 300);
  plan.run(2, 2, '季度会员', 'VIP trimestral', 90, 800);
  plan.run(3, 3, '年度会员', 'VIP anual', 365, 2800);
  const gift = db.prepare('INSERT INTO gifts (id, name_zh, name_br, price) VALUES (?, ?, ?, ?)');
  const gifts: [string, string, number][] = [
    ['鲜花', 'Flor', 1],
    ['点赞', 'Curtida', 2],
    ['啤酒', 'Cerveja', 5],
    ['足球', 'Bola de futebol', 10],
    ['篮球', 'Bola de basquete', 10],
    ['球衣', 'Camisa', 30],
    ['奖杯', 'Troféu', 66],
    ['跑车', 'Carro esportivo', 520],
    ['游艇', 'Iate', 888],
    ['火箭', 'Foguete', 1314],
  ];
  gifts.forEach(([zh, br, price], index) => gift.run(index + 1, zh, br, price));
  const option = db.prepare('INSERT INTO recharge_options (id, gold, bonus, price) VALUES (?, ?, ?, ?)');
  [
    [60, 0, 6],
    [300, 10, 30],
    [680, 30, 68],
    [1280, 80, 128],
    [3280, 300, 328],
    [6480, 800, 648],
  ].forEach(([gold, bonus, price], index) => option.run(index + 1, gold ?? 0, bonus ?? 0, price ?? 0));
  const goods = db.prepare(
    'INSERT INTO goods (id, name_zh, name_br, kind, price, stock, description_zh, description_br, on_sale) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  // Virtual items say what they do once used (shop/bag-item-effects.ts); the quiz double card is kept for its id
  // but not sold: the quiz is a vote with no stake, so there is nothing to double.
  const items: [string, string, 1 | 2, number, number, string, string][] = [
    ['VIP体验卡(3天)', 'VIP por 3 dias', 1, 100, 999, '使用后开通 VIP1 三天', 'Ativa o VIP1 por 3 dias ao usar'],
    ['改名卡', 'Cartão de troca de nome', 1, 200, 999, '使用时修改一次昵称', 'Troca o seu apelido uma vez'],
    [
      '炫彩头像框',
      'Moldura de avatar',
      1,
      300,
      999,
      '使用后头像带炫彩边框 30 天，个人中心和聊天里都能看到',
      'Moldura colorida no seu avatar por 30 dias, no perfil e nos chats',
    ],
    [
      '弹幕特效卡',
      'Efeito de mensagens',
      1,
      150,
      999,
      '使用后 7 天内你在直播间的发言高亮显示',
      'Suas mensagens nas salas ao vivo ficam em destaque por 7 dias',
    ],
    [
      '免广告券(7天)',
      'Sem anúncios por 7 dias',
      1,
      500,
      999,
      '使用后 7 天不显示广告',
      'Sem anúncios por 7 dias ao usar',
    ],
    ['竞猜加倍卡', 'Dobro no palpite', 1, 120, 0, '', ''],
    ['主队球衣', 'Camisa do time', 2, 5000, 50, '', ''],
    ['球迷围巾', 'Cachecol', 2, 1200, 120, '', ''],
    ['比赛用球', 'Bola oficial', 2, 3000, 80, '', ''],
    ['签名篮球', 'Bola autografada', 2, 9000, 10, '', ''],
    ['保温水杯', 'Garrafa térmica', 2, 800, 200, '', ''],
    ['应援手环', 'Pulseira da torcida', 2, 300, 500, '', ''],
  ];
  items.forEach(([zh, br, kind, price, stock, effectZh, effectBr], index) =>
    goods.run(
      index + 1,
      zh,
      br,
      kind,
      price,
      stock,
      kind === 1 ? `${effectZh}。兑换后放入背包，30 天内使用` : `${zh}，兑换后七个工作日内发货`,
      kind === 1
        ? `${effectBr}. Vai para a mochila após a troca; use em até 30 dias`
        : `${br}: enviado em até 7 dias úteis`,
      zh === '竞猜加倍卡' ? 0 : 1,
    ),
  );
}

function seedDemoHistory(db: Db, now: number): void {
  const user = DEMO_ACCOUNTS.demo.id;
  const history: [type: number, gold: number, money: number, zh: string, pt: string, daysAgo: number][] = [
    [1, 680, 0, '充值', 'Recarga', 9],
    [6, 0, -20, '提现', 'Saque', 6],
    [4, 20, 0, '签到奖励', 'Prêmio de check-in', 5],
    [2, -66, 0, '送礼：奖杯', 'Presente: troféu', 4],
    [5, 50, 0, '任务奖励', 'Recompensa de tarefa', 3],
    [1, 680, 0, '充值', 'Recarga', 2],
    [2, -14, 0, '送礼：鲜花', 'Presente: flores', 1],
  ];
  for (const [type, gold, money, zh, pt, daysAgo] of history)
    move(db, { userId: user, gold, money, type, remark: [zh, pt], now: now - daysAgo * 86400 });
  const order = db.prepare(
    'INSERT INTO orders (user_id, goods_id, quantity, gold, status, address, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  order.run(user, 2, 1, 200, 3, '', now - 20 * 86400);
  order.run(user, 8, 1, 1200, 2, '北京市朝阳区 演示路 1 号', now - 12 * 86400);
  const bag = db.prepare('INSERT INTO bag_items (user_id, goods_id, status, expire_time) VALUES (?, ?, ?, ?)');
  bag.run(user, 2, 1, now + 30 * 86400);
  bag.run(user, 5, 2, now + 7 * 86400);
  bag.run(user, 1, 3, now - 86400);
  const payout = db.prepare(
    'INSERT INTO payouts (user_id, amount, account, name, status, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  payout.run(user, 20, '6222****1234', '演示用户', 1, now - 6 * 86400);
  payout.run(user, 50, '6222****1234', '演示用户', 2, now - 15 * 86400);
  db.prepare('INSERT INTO addresses (user_id, name, mobile, region, detail, is_default) VALUES (?, ?, ?, ?, ?, ?)').run(
    user,
    '演示用户',
    DEMO_ACCOUNTS.demo.mobile,
    '北京市 朝阳区',
    '演示路 1 号',
    1,
  );
  const message = db.prepare(
    'INSERT INTO messages (user_id, title_zh, title_br, content_zh, content_br, read, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  message.run(
    user,
    '欢迎加入',
    'Bem-vindo',
    '欢迎加入！完成新手任务可领取金币，关注喜欢的主播，开播时会第一时间通知您。',
    'Boas-vindas! Conclua as tarefas de iniciante para ganhar moedas e siga seus apresentadores favoritos para saber quando entram ao vivo.',
    1,
    now - 90 * 86400,
  );
  message.run(
    user,
    '提现已到账',
    'Saque pago',
    '您的 20 元提现已派发。',
    `Seu saque de ${reais(20)} foi pago.`,
    1,
    now - 6 * 86400,
  );
  message.run(
    user,
    '签到提醒',
    'Lembrete de check-in',
    '今天还没有签到哦。',
    'Você ainda não fez check-in hoje.',
    0,
    now - 3600,
  );
  const follow = db.prepare('INSERT INTO user_follows (user_id, target_id) VALUES (?, ?)');
  for (const anchor of [11, 12, 13]) follow.run(user, anchor);
}
