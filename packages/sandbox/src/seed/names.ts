/** Name pools for generated data: Chinese with English (and where shown, Portuguese) equivalents. */

export interface EventSeed {
  id: number;
  sport_id: 1 | 2;
  type: 1 | 2;
  area_id: number;
  name_zh: string;
  short_zh: string;
  name_en: string;
  short_en: string;
  country_zh: string;
  country: string;
  hot: number;
  /** For cups: the leagues whose top four teams take part. */
  from?: number[];
}

export const AREAS: [number, string, string][] = [
  [1, '欧洲', 'Europe'],
  [2, '亚洲', 'Asia'],
  [3, '美洲', 'Americas'],
  [4, '国际', 'International'],
  [5, '大洋洲', 'Oceania'],
];

export const EVENTS: EventSeed[] = [
  { id: 1, sport_id: 1, type: 1, area_id: 1, name_zh: '英格兰超级联赛', short_zh: '英超', name_en: 'English Premier League', short_en: 'EPL', country_zh: '英格兰', country: 'gb', hot: 1 },
  { id: 2, sport_id: 1, type: 1, area_id: 1, name_zh: '西班牙甲级联赛', short_zh: '西甲', name_en: 'Spanish La Liga', short_en: 'La Liga', country_zh: '西班牙', country: 'es', hot: 1 },
  { id: 3, sport_id: 1, type: 1, area_id: 1, name_zh: '意大利甲级联赛', short_zh: '意甲', name_en: 'Italian Serie A', short_en: 'Serie A', country_zh: '意大利', country: 'it', hot: 1 },
  { id: 4, sport_id: 1, type: 1, area_id: 1, name_zh: '德国甲级联赛', short_zh: '德甲', name_en: 'German Bundesliga', short_en: 'Bundesliga', country_zh: '德国', country: 'de', hot: 1 },
  { id: 5, sport_id: 1, type: 1, area_id: 1, name_zh: '法国甲级联赛', short_zh: '法甲', name_en: 'French Ligue 1', short_en: 'Ligue 1', country_zh: '法国', country: 'fr', hot: 0 },
  { id: 6, sport_id: 1, type: 1, area_id: 2, name_zh: '中国超级联赛', short_zh: '中超', name_en: 'Chinese Super League', short_en: 'CSL', country_zh: '中国', country: 'cn', hot: 1 },
  { id: 7, sport_id: 1, type: 1, area_id: 2, name_zh: '日本职业联赛', short_zh: '日职联', name_en: 'J1 League', short_en: 'J1', country_zh: '日本', country: 'jp', hot: 0 },
  { id: 8, sport_id: 1, type: 1, area_id: 3, name_zh: '巴西甲级联赛', short_zh: '巴甲', name_en: 'Brazilian Serie A', short_en: 'Brasileirao', country_zh: '巴西', country: 'br', hot: 0 },
  { id: 9, sport_id: 1, type: 1, area_id: 3, name_zh: '美国职业大联盟', short_zh: '美职联', name_en: 'Major League Soccer', short_en: 'MLS', country_zh: '美国', country: 'us', hot: 0 },
  { id: 10, sport_id: 1, type: 2, area_id: 1, name_zh: '欧洲冠军联赛', short_zh: '欧冠', name_en: 'UEFA Champions League', short_en: 'UCL', country_zh: '欧洲', country: 'eu', hot: 1, from: [1, 2, 3, 4, 5] },
  { id: 11, sport_id: 1, type: 2, area_id: 2, name_zh: '亚洲冠军联赛', short_zh: '亚冠', name_en: 'AFC Champions League', short_en: 'ACL', country_zh: '亚洲', country: 'asia', hot: 0, from: [6, 7] },
  { id: 12, sport_id: 1, type: 2, area_id: 4, name_zh: '国际友谊赛', short_zh: '友谊赛', name_en: 'International Friendly', short_en: 'Friendly', country_zh: '国际', country: 'world', hot: 0 },
  { id: 101, sport_id: 2, type: 1, area_id: 3, name_zh: '美国职业篮球联赛', short_zh: 'NBA', name_en: 'National Basketball Association', short_en: 'NBA', country_zh: '美国', country: 'us', hot: 1 },
  { id: 102, sport_id: 2, type: 1, area_id: 2, name_zh: '中国男子篮球职业联赛', short_zh: 'CBA', name_en: 'Chinese Basketball Association', short_en: 'CBA', country_zh: '中国', country: 'cn', hot: 1 },
  { id: 103, sport_id: 2, type: 1, area_id: 1, name_zh: '欧洲篮球联赛', short_zh: '欧篮联', name_en: 'EuroLeague', short_en: 'EuroLeague', country_zh: '欧洲', country: 'eu', hot: 0 },
  { id: 104, sport_id: 2, type: 1, area_id: 1, name_zh: '西班牙篮球甲级联赛', short_zh: '西篮甲', name_en: 'Liga ACB', short_en: 'ACB', country_zh: '西班牙', country: 'es', hot: 0 },
  { id: 105, sport_id: 2, type: 1, area_id: 2, name_zh: '日本职业篮球联赛', short_zh: '日B联赛', name_en: 'B.League', short_en: 'B.League', country_zh: '日本', country: 'jp', hot: 0 },
  { id: 106, sport_id: 2, type: 1, area_id: 5, name_zh: '澳大利亚国家篮球联赛', short_zh: '澳NBL', name_en: 'National Basketball League', short_en: 'NBL', country_zh: '澳大利亚', country: 'au', hot: 0 },
];

/** Ten cities per country: "中文:English". */
export const CITIES: Record<string, string[]> = {
  gb: ['伦敦:London', '曼彻斯特:Manchester', '利物浦:Liverpool', '伯明翰:Birmingham', '利兹:Leeds', '纽卡斯尔:Newcastle', '布莱顿:Brighton', '南安普顿:Southampton', '诺丁汉:Nottingham', '莱斯特:Leicester'],
  es: ['马德里:Madrid', '巴塞罗那:Barcelona', '塞维利亚:Sevilla', '瓦伦西亚:Valencia', '毕尔巴鄂:Bilbao', '比戈:Vigo', '赫塔费:Getafe', '格拉纳达:Granada', '马拉加:Malaga', '萨拉戈萨:Zaragoza'],
  it: ['米兰:Milano', '都灵:Torino', '罗马:Roma', '那不勒斯:Napoli', '佛罗伦萨:Firenze', '热那亚:Genova', '博洛尼亚:Bologna', '贝加莫:Bergamo', '维罗纳:Verona', '乌迪内:Udine'],
  de: ['慕尼黑:Munchen', '多特蒙德:Dortmund', '柏林:Berlin', '汉堡:Hamburg', '科隆:Koln', '斯图加特:Stuttgart', '不莱梅:Bremen', '沃尔夫斯堡:Wolfsburg', '美因茨:Mainz', '弗赖堡:Freiburg'],
  fr: ['巴黎:Paris', '马赛:Marseille', '里昂:Lyon', '摩纳哥:Monaco', '里尔:Lille', '尼斯:Nice', '雷恩:Rennes', '南特:Nantes', '波尔多:Bordeaux', '朗斯:Lens'],
  cn: ['北京:Beijing', '上海:Shanghai', '广州:Guangzhou', '山东:Shandong', '成都:Chengdu', '武汉:Wuhan', '天津:Tianjin', '深圳:Shenzhen', '浙江:Zhejiang', '大连:Dalian'],
  jp: ['东京:Tokyo', '横滨:Yokohama', '大阪:Osaka', '名古屋:Nagoya', '鹿岛:Kashima', '浦和:Urawa', '川崎:Kawasaki', '神户:Kobe', '广岛:Hiroshima', '札幌:Sapporo'],
  br: ['圣保罗:Sao Paulo', '里约:Rio', '阿雷格里港:Porto Alegre', '贝洛奥里藏特:Belo Horizonte', '萨尔瓦多:Salvador', '累西腓:Recife', '库里蒂巴:Curitiba', '福塔雷萨:Fortaleza', '桑托斯:Santos', '戈亚尼亚:Goiania'],
  us: ['洛杉矶:Los Angeles', '纽约:New York', '芝加哥:Chicago', '西雅图:Seattle', '迈阿密:Miami', '波士顿:Boston', '达拉斯:Dallas', '丹佛:Denver', '亚特兰大:Atlanta', '休斯顿:Houston'],
  eu: ['雅典:Athens', '贝尔格莱德:Belgrade', '伊斯坦布尔:Istanbul', '特拉维夫:Tel Aviv', '考纳斯:Kaunas', '摩纳哥:Monaco', '维多利亚:Vitoria', '米兰:Milano', '柏林:Berlin', '巴黎:Paris'],
  au: ['悉尼:Sydney', '墨尔本:Melbourne', '珀斯:Perth', '布里斯班:Brisbane', '阿德莱德:Adelaide', '凯恩斯:Cairns', '汤斯维尔:Townsville', '伊拉瓦拉:Illawarra', '塔斯马尼亚:Tasmania', '新西兰:New Zealand'],
};

export const FOOTBALL_SUFFIX = ['联:United', '城:City', '竞技:Athletic', '流浪者:Rovers', '足球俱乐部:FC', '体育:Sporting', '星队:Stars', '竞技者:Racing', '港湾:Harbour', '先锋:Pioneers'];
export const BASKETBALL_SUFFIX = ['猎鹰:Falcons', '巨人:Giants', '闪电:Bolts', '飞龙:Dragons', '猛虎:Tigers', '海盗:Pirates', '骑士:Knights', '狼群:Wolves', '雄熊:Bears', '火箭:Rockets'];

/** National teams for friendlies and the FIFA ranking: "中文:English:code:points". */
export const NATIONS = [
  '阿根廷:Argentina:ar:1886', '法国:France:fr:1859', '西班牙:Spain:es:1853', '英格兰:England:gb:1813', '巴西:Brazil:br:1776',
  '葡萄牙:Portugal:pt:1756', '荷兰:Netherlands:nl:1747', '比利时:Belgium:be:1740', '意大利:Italy:it:1718', '德国:Germany:de:1716',
  '克罗地亚:Croatia:hr:1714', '摩洛哥:Morocco:ma:1694', '乌拉圭:Uruguay:uy:1679', '哥伦比亚:Colombia:co:1678', '日本:Japan:jp:1652',
  '美国:United States:us:1648', '墨西哥:Mexico:mx:1646', '瑞士:Switzerland:ch:1636', '塞内加尔:Senegal:sn:1630', '韩国:Korea Republic:kr:1585',
  '澳大利亚:Australia:au:1575', '伊朗:Iran:ir:1567', '沙特阿拉伯:Saudi Arabia:sa:1420', '中国:China PR:cn:1283',
];

/** Player name parts: "中文:English". Chinese and Japanese clubs use the first pools. */
export const SURNAMES_CN = ['王:Wang', '李:Li', '张:Zhang', '刘:Liu', '陈:Chen', '杨:Yang', '赵:Zhao', '黄:Huang', '周:Zhou', '吴:Wu', '徐:Xu', '孙:Sun', '胡:Hu', '朱:Zhu', '高:Gao', '林:Lin', '何:He', '郭:Guo', '马:Ma', '罗:Luo'];
export const GIVEN_CN = ['伟:Wei', '磊:Lei', '洋:Yang', '勇:Yong', '杰:Jie', '涛:Tao', '明:Ming', '超:Chao', '鹏:Peng', '浩:Hao', '宇:Yu', '博:Bo', '晨:Chen', '帆:Fan', '凯:Kai', '毅:Yi', '航:Hang', '楠:Nan', '锐:Rui', '哲:Zhe'];
export const FIRST_NAMES = ['卢卡斯:Lucas', '马特奥:Mateo', '卡洛斯:Carlos', '约翰:John', '马克:Mark', '丹尼尔:Daniel', '安德烈:Andre', '托马斯:Thomas', '路易斯:Luis', '马可:Marco', '保罗:Paulo', '伊万:Ivan', '凯文:Kevin', '雨果:Hugo', '拉斐尔:Rafael', '迭戈:Diego', '乔纳森:Jonathan', '亚历克斯:Alex', '尼科:Nico', '塞尔吉奥:Sergio'];
export const LAST_NAMES = ['席尔瓦:Silva', '史密斯:Smith', '穆勒:Muller', '罗西:Rossi', '加西亚:Garcia', '马丁:Martin', '费雷拉:Ferreira', '琼斯:Jones', '贝克:Becker', '洛佩斯:Lopez', '桑托斯:Santos', '布朗:Brown', '施密特:Schmidt', '费拉里:Ferrari', '莫雷诺:Moreno', '杜邦:Dupont', '科斯塔:Costa', '威廉姆斯:Williams', '罗德里格斯:Rodriguez', '诺瓦克:Novak'];

export const NICK_PREFIX = ['球迷', '解说', '老', '小', '阿', '大', '金牌', '铁杆', '夜猫', '快乐'];
export const NICK_CORE = ['强', '杰', '鹏', '飞', '涛', '磊', '晨', '雪', '琪', '欣', '风', '凡'];
export const NICK_SUFFIX = ['说球', '聊球', '侃球', '看球', '观赛', '', '体育', '解球'];

/** About 21 bookmakers (spec §3), BET365 among them. */
export const BOOKMAKERS = [
  'BET365', '澳门', '皇冠', '威廉希尔', '立博', '易胜博', '韦德', '明陞', '10BET', '金宝博', '12BET', '利记', '盈禾',
  '18Bet', '平博', '伟德', 'Bwin', '必发', '竞彩官方', '香港马会', '188BET',
];

export function split(pair: string): [string, string] {
  const [zh = '', en = ''] = pair.split(':');
  return [zh, en];
}
