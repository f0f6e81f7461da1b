/**
 * Versioned schema: migration N brings PRAGMA user_version from N-1 to N. Never edit a shipped migration;
 * add the next one.
 */
export const MIGRATIONS: readonly string[] = [
  // 1: sports catalogue and the match calendar
  `
  CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
  CREATE TABLE areas (id INTEGER PRIMARY KEY, name_zh TEXT NOT NULL, name_en TEXT NOT NULL);
  CREATE TABLE events (
    id INTEGER PRIMARY KEY, sport_id INTEGER NOT NULL, type INTEGER NOT NULL, area_id INTEGER NOT NULL,
    name_zh TEXT NOT NULL, short_name_zh TEXT NOT NULL, name_en TEXT NOT NULL, short_name_en TEXT NOT NULL,
    country_zh TEXT NOT NULL, country_code TEXT NOT NULL, hot INTEGER NOT NULL DEFAULT 0
  );
  CREATE TABLE teams (
    id INTEGER PRIMARY KEY, sport_id INTEGER NOT NULL, event_id INTEGER NOT NULL,
    name_zh TEXT NOT NULL, short_name_zh TEXT NOT NULL, name_en TEXT NOT NULL, short_name_en TEXT NOT NULL,
    country_code TEXT NOT NULL, national INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX teams_event ON teams(event_id);
  CREATE TABLE match_days (day INTEGER PRIMARY KEY);
  CREATE TABLE matches (
    id INTEGER PRIMARY KEY, sport_id INTEGER NOT NULL, event_id INTEGER NOT NULL,
    home_id INTEGER NOT NULL, away_id INTEGER NOT NULL, time INTEGER NOT NULL, round TEXT NOT NULL,
    special_status INTEGER, venue TEXT NOT NULL, referee TEXT NOT NULL
  );
  CREATE INDEX matches_time ON matches(time);
  CREATE INDEX matches_event ON matches(event_id, time);
  `,
  // 2: people, rooms and content
  `
  CREATE TABLE users (
    id INTEGER PRIMARY KEY AUTOINCREMENT, account TEXT NOT NULL UNIQUE, mobile TEXT UNIQUE,
    password_hash TEXT, nick_name TEXT NOT NULL, avatar TEXT NOT NULL DEFAULT '', signature TEXT NOT NULL DEFAULT '',
    is_anchor INTEGER NOT NULL DEFAULT 0, is_anchor_admin INTEGER NOT NULL DEFAULT 0, is_operate INTEGER NOT NULL DEFAULT 0,
    anchor_level INTEGER NOT NULL DEFAULT 0, anchor_point INTEGER NOT NULL DEFAULT 0, user_level INTEGER NOT NULL DEFAULT 1,
    point INTEGER NOT NULL DEFAULT 0, gold INTEGER NOT NULL DEFAULT 0, diamond INTEGER NOT NULL DEFAULT 0,
    money REAL NOT NULL DEFAULT 0, gift_spend INTEGER NOT NULL DEFAULT 0, vip_level INTEGER NOT NULL DEFAULT 0,
    vip_date INTEGER NOT NULL DEFAULT 0, svip_date INTEGER NOT NULL DEFAULT 0, third_member TEXT NOT NULL DEFAULT '',
    invite_code TEXT NOT NULL, channel TEXT NOT NULL DEFAULT '', profile TEXT NOT NULL DEFAULT '{}',
    sport_id INTEGER NOT NULL DEFAULT 1, fans_base INTEGER NOT NULL DEFAULT 0,
    regist_time INTEGER NOT NULL, last_login INTEGER NOT NULL DEFAULT 0, last_online INTEGER NOT NULL DEFAULT 0
  );
  CREATE TABLE tokens (token TEXT PRIMARY KEY, user_id INTEGER NOT NULL, created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL);
  CREATE TABLE captchas (key TEXT PRIMARY KEY, answer TEXT NOT NULL, created_at INTEGER NOT NULL);
  CREATE TABLE sms_codes (mobile TEXT PRIMARY KEY, code TEXT NOT NULL, created_at INTEGER NOT NULL, attempts INTEGER NOT NULL DEFAULT 0);
  CREATE TABLE match_follows (user_id INTEGER NOT NULL, match_id INTEGER NOT NULL, PRIMARY KEY (user_id, match_id));
  CREATE TABLE user_follows (user_id INTEGER NOT NULL, target_id INTEGER NOT NULL, PRIMARY KEY (user_id, target_id));
  CREATE TABLE votes (match_id INTEGER NOT NULL, user_id INTEGER NOT NULL, team INTEGER NOT NULL, PRIMARY KEY (match_id, user_id));
  CREATE TABLE live_categories (id INTEGER PRIMARY KEY, name_zh TEXT NOT NULL, name_br TEXT NOT NULL, sport_id INTEGER NOT NULL, sort INTEGER NOT NULL);
  CREATE TABLE live_rooms (
    id INTEGER PRIMARY KEY, anchor_id INTEGER NOT NULL, title TEXT NOT NULL, category_id INTEGER NOT NULL,
    sport_id INTEGER NOT NULL, hot INTEGER NOT NULL, is_live INTEGER NOT NULL, match_room INTEGER NOT NULL,
    source TEXT NOT NULL, recommended INTEGER NOT NULL DEFAULT 0, notice TEXT NOT NULL DEFAULT ''
  );
  CREATE TABLE live_log (user_id INTEGER NOT NULL, live_id INTEGER NOT NULL, watched_at INTEGER NOT NULL, PRIMARY KEY (user_id, live_id));
  CREATE TABLE video_categories (id INTEGER PRIMARY KEY, name_zh TEXT NOT NULL, name_br TEXT NOT NULL);
  CREATE TABLE video_collections (id INTEGER PRIMARY KEY, category_id INTEGER NOT NULL, title TEXT NOT NULL);
  CREATE TABLE short_videos (
    id INTEGER PRIMARY KEY, title TEXT NOT NULL, author_id INTEGER NOT NULL, duration INTEGER NOT NULL,
    views INTEGER NOT NULL, likes INTEGER NOT NULL, comments INTEGER NOT NULL, created_at INTEGER NOT NULL
  );
  CREATE TABLE record_videos (
    id INTEGER PRIMARY KEY, title TEXT NOT NULL, category_id INTEGER NOT NULL, collection_id INTEGER NOT NULL,
    author_id INTEGER NOT NULL, duration INTEGER NOT NULL, views INTEGER NOT NULL, created_at INTEGER NOT NULL
  );
  CREATE TABLE news (
    id INTEGER PRIMARY KEY, title_zh TEXT NOT NULL, title_br TEXT NOT NULL, summary_zh TEXT NOT NULL, summary_br TEXT NOT NULL,
    paragraphs_zh TEXT NOT NULL, paragraphs_br TEXT NOT NULL, sport_id INTEGER NOT NULL, event_id INTEGER NOT NULL,
    source TEXT NOT NULL, views INTEGER NOT NULL, is_headline INTEGER NOT NULL, created_at INTEGER NOT NULL
  );
  CREATE TABLE banners (id INTEGER PRIMARY KEY, title_zh TEXT NOT NULL, title_br TEXT NOT NULL, link TEXT NOT NULL, sort INTEGER NOT NULL);
  CREATE TABLE announcements (
    id INTEGER PRIMARY KEY, title_zh TEXT NOT NULL, title_br TEXT NOT NULL, content_zh TEXT NOT NULL, content_br TEXT NOT NULL,
    link TEXT NOT NULL, time INTEGER NOT NULL
  );
  CREATE TABLE activities (
    id INTEGER PRIMARY KEY, title_zh TEXT NOT NULL, title_br TEXT NOT NULL, summary_zh TEXT NOT NULL, summary_br TEXT NOT NULL,
    start_time INTEGER NOT NULL, end_time INTEGER NOT NULL
  );
  CREATE TABLE feedback (
    id INTEGER PRIMARY KEY AUTOINCREMENT, user_id INTEGER NOT NULL, type INTEGER NOT NULL, content TEXT NOT NULL,
    contact TEXT NOT NULL, images TEXT NOT NULL, created_at INTEGER NOT NULL
  );
  `,
  // 3: models, wallet, shop, tasks
  `
  CREATE TABLE models (
    id INTEGER PRIMARY KEY, type INTEGER NOT NULL, match_id INTEGER NOT NULL, price INTEGER NOT NULL,
    pin INTEGER NOT NULL, created_at INTEGER NOT NULL
  );
  CREATE INDEX models_type ON models(type, created_at);
  CREATE TABLE model_subs (
    id INTEGER PRIMARY KEY AUTOINCREMENT, user_id INTEGER NOT NULL, model_id INTEGER NOT NULL, gold INTEGER NOT NULL,
    created_at INTEGER NOT NULL, UNIQUE (user_id, model_id)
  );
  CREATE TABLE vip_plans (id INTEGER PRIMARY KEY, level INTEGER NOT NULL, name_zh TEXT NOT NULL, name_br TEXT NOT NULL, days INTEGER NOT NULL, price_gold INTEGER NOT NULL);
  CREATE TABLE gifts (id INTEGER PRIMARY KEY, name_zh TEXT NOT NULL, name_br TEXT NOT NULL, price INTEGER NOT NULL);
  CREATE TABLE recharge_options (id INTEGER PRIMARY KEY, gold INTEGER NOT NULL, bonus INTEGER NOT NULL, price REAL NOT NULL);
  CREATE TABLE goods (
    id INTEGER PRIMARY KEY, name_zh TEXT NOT NULL, name_br TEXT NOT NULL, kind INTEGER NOT NULL, price INTEGER NOT NULL,
    stock INTEGER NOT NULL, description_zh TEXT NOT NULL, description_br TEXT NOT NULL
  );
  CREATE TABLE orders (
    id INTEGER PRIMARY KEY AUTOINCREMENT, user_id INTEGER NOT NULL, goods_id INTEGER NOT NULL, quantity INTEGER NOT NULL,
    gold INTEGER NOT NULL, status INTEGER NOT NULL, address TEXT NOT NULL, created_at INTEGER NOT NULL
  );
  CREATE TABLE bag_items (
    id INTEGER PRIMARY KEY AUTOINCREMENT, user_id INTEGER NOT NULL, goods_id INTEGER NOT NULL, status INTEGER NOT NULL,
    expire_time INTEGER NOT NULL
  );
  CREATE TABLE addresses (
    id INTEGER PRIMARY KEY AUTOINCREMENT, user_id INTEGER NOT NULL, name TEXT NOT NULL, mobile TEXT NOT NULL,
    region TEXT NOT NULL, detail TEXT NOT NULL, is_default INTEGER NOT NULL
  );
  CREATE TABLE payouts (
    id INTEGER PRIMARY KEY AUTOINCREMENT, user_id INTEGER NOT NULL, amount REAL NOT NULL, account TEXT NOT NULL,
    name TEXT NOT NULL, status INTEGER NOT NULL, created_at INTEGER NOT NULL
  );
  CREATE TABLE wallet_logs (
    id INTEGER PRIMARY KEY AUTOINCREMENT, user_id INTEGER NOT NULL, type INTEGER NOT NULL, currency TEXT NOT NULL,
    amount REAL NOT NULL, balance REAL NOT NULL, remark TEXT NOT NULL, created_at INTEGER NOT NULL
  );
  CREATE INDEX wallet_logs_user ON wallet_logs(user_id, id);
  CREATE TABLE checkins (user_id INTEGER NOT NULL, day INTEGER NOT NULL, award INTEGER NOT NULL, PRIMARY KEY (user_id, day));
  CREATE TABLE task_progress (
    user_id INTEGER NOT NULL, day INTEGER NOT NULL, key TEXT NOT NULL, stage INTEGER NOT NULL, received INTEGER NOT NULL,
    PRIMARY KEY (user_id, day, key)
  );
  `,
  // 4: uploads and operator overrides
  `
  CREATE TABLE uploads (
    key TEXT PRIMARY KEY, content_type TEXT NOT NULL, data BLOB NOT NULL, size INTEGER NOT NULL, created_at INTEGER NOT NULL
  );
  CREATE TABLE upload_tickets (key TEXT PRIMARY KEY, ticket TEXT NOT NULL, user_id INTEGER NOT NULL, expires_at INTEGER NOT NULL);
  CREATE TABLE config_overrides (sp_source TEXT PRIMARY KEY, config TEXT NOT NULL);
  `,
  // 5: operator/test pins on the match clock
  `
  CREATE TABLE match_overrides (match_id INTEGER PRIMARY KEY, status INTEGER, elapsed INTEGER);
  `,
  // 6: system messages of the user centre
  `
  CREATE TABLE messages (
    id INTEGER PRIMARY KEY AUTOINCREMENT, user_id INTEGER NOT NULL, title_zh TEXT NOT NULL, title_br TEXT NOT NULL,
    content_zh TEXT NOT NULL, content_br TEXT NOT NULL, read INTEGER NOT NULL DEFAULT 0, created_at INTEGER NOT NULL
  );
  CREATE INDEX messages_user ON messages(user_id, id);
  `,
  // 7: login throttling and gift payments keyed by the sender's request id
  `
  CREATE TABLE login_failures (
    account_key TEXT PRIMARY KEY, failures INTEGER NOT NULL, last_failed_at INTEGER NOT NULL,
    locked_until INTEGER NOT NULL DEFAULT 0
  );
  CREATE TABLE gift_orders (
    id INTEGER PRIMARY KEY AUTOINCREMENT, user_id INTEGER NOT NULL, request_id TEXT NOT NULL,
    gift_id INTEGER NOT NULL, anchor_id INTEGER NOT NULL, live_id INTEGER NOT NULL, amount INTEGER NOT NULL,
    cost INTEGER NOT NULL, gold_after INTEGER NOT NULL, gift_spend_after INTEGER NOT NULL,
    created_at INTEGER NOT NULL, announced INTEGER NOT NULL DEFAULT 0,
    UNIQUE (user_id, request_id)
  );
  `,
  // 8: the money ledger (issue #19): each request key runs once per user; bag changes are logged; payouts and
  // recharges move through stages
  `
  ALTER TABLE wallet_logs ADD COLUMN request_key TEXT;
  CREATE TABLE ledger_requests (
    user_id INTEGER NOT NULL, key TEXT NOT NULL, fingerprint TEXT NOT NULL, result TEXT NOT NULL,
    created_at INTEGER NOT NULL, PRIMARY KEY (user_id, key)
  );
  CREATE TABLE bag_logs (
    id INTEGER PRIMARY KEY AUTOINCREMENT, user_id INTEGER NOT NULL, bag_item_id INTEGER NOT NULL,
    goods_id INTEGER NOT NULL, status INTEGER NOT NULL, remark TEXT NOT NULL, request_key TEXT,
    created_at INTEGER NOT NULL
  );
  ALTER TABLE payouts ADD COLUMN stage TEXT NOT NULL DEFAULT 'review';
  ALTER TABLE payouts ADD COLUMN stage_at INTEGER NOT NULL DEFAULT 0;
  UPDATE payouts SET stage = CASE status WHEN 1 THEN 'dispatched' WHEN 2 THEN 'cancelled' ELSE 'review' END,
    stage_at = created_at;
  CREATE TABLE recharge_orders (
    id INTEGER PRIMARY KEY AUTOINCREMENT, user_id INTEGER NOT NULL, option_id INTEGER NOT NULL,
    gold INTEGER NOT NULL, price REAL NOT NULL, state TEXT NOT NULL, created_at INTEGER NOT NULL,
    settled_at INTEGER NOT NULL DEFAULT 0
  );
  `,
  // 9: the user centre (issue #18): anchor applications and their review, the login and activity log
  `
  CREATE TABLE anchor_applications (
    id INTEGER PRIMARY KEY AUTOINCREMENT, user_id INTEGER NOT NULL, type INTEGER NOT NULL, status INTEGER NOT NULL,
    real_name TEXT NOT NULL, contact TEXT NOT NULL, reason TEXT NOT NULL, note TEXT NOT NULL DEFAULT '',
    created_at INTEGER NOT NULL, reviewed_at INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX anchor_applications_user ON anchor_applications(user_id, type, id);
  CREATE TABLE user_logs (
    id INTEGER PRIMARY KEY AUTOINCREMENT, user_id INTEGER NOT NULL, kind TEXT NOT NULL, action TEXT NOT NULL,
    platform INTEGER NOT NULL, created_at INTEGER NOT NULL
  );
  CREATE INDEX user_logs_user ON user_logs(user_id, kind, id);
  `,
  // 10: chat reports from /c2c-feedback (issue #17): one per reporter and target a day, updated on a repeat
  `
  CREATE TABLE chat_reports (
    id INTEGER PRIMARY KEY AUTOINCREMENT, user_id INTEGER NOT NULL, type TEXT NOT NULL, target TEXT NOT NULL,
    reason TEXT NOT NULL, content TEXT NOT NULL, created_at INTEGER NOT NULL
  );
  CREATE INDEX chat_reports_target ON chat_reports(user_id, type, target, created_at);
  `,
  // 11: transaction log remarks in pt-BR too (issue #19): rows written before get theirs from what they say
  `
  ALTER TABLE wallet_logs ADD COLUMN remark_br TEXT NOT NULL DEFAULT '';
  UPDATE wallet_logs SET remark_br = CASE remark
    WHEN '充值' THEN 'Recarga'
    WHEN '签到奖励' THEN 'Prêmio de check-in'
    WHEN '送礼：奖杯' THEN 'Presente: troféu'
    WHEN '送礼：鲜花' THEN 'Presente: flores'
    WHEN '任务奖励' THEN 'Recompensa de tarefa'
    WHEN '提现' THEN 'Saque'
    WHEN '提现取消，退回余额' THEN 'Saque cancelado: valor devolvido'
    WHEN '运营调整' THEN 'Ajuste do operador'
    WHEN '注册奖励' THEN 'Bônus de cadastro'
    WHEN '订阅数据模型' THEN 'Assinatura de modelo'
    ELSE '' END;
  UPDATE wallet_logs SET remark_br = 'Recarga R$ ' || substr(remark, 5) WHERE remark LIKE '充值 ¥%';
  UPDATE wallet_logs SET remark_br = 'Usuário convidado ' || substr(remark, 6) WHERE remark LIKE '邀请用户 %';
  UPDATE wallet_logs SET remark_br = (SELECT name_br FROM vip_plans WHERE name_zh = wallet_logs.remark)
    WHERE type = 10 AND remark_br = '';
  `,
  // 12: what the platform counts tasks from (issue #28): an article read and a share, each once per user a day
  `
  CREATE TABLE news_reads (
    user_id INTEGER NOT NULL, news_id INTEGER NOT NULL, day INTEGER NOT NULL, PRIMARY KEY (user_id, news_id, day)
  );
  CREATE TABLE shares (
    user_id INTEGER NOT NULL, kind TEXT NOT NULL, target TEXT NOT NULL, day INTEGER NOT NULL, created_at INTEGER NOT NULL,
    PRIMARY KEY (user_id, kind, target, day)
  );
  `,
  // 13: heartbeats (issue #28): seconds of live play (watchLive) and of the app open (online) counted per user and
  // day by the platform's clock, and when the last counted heartbeat came
  `
  CREATE TABLE heartbeats (
    user_id INTEGER NOT NULL, day INTEGER NOT NULL, kind TEXT NOT NULL, seconds INTEGER NOT NULL,
    last_at INTEGER NOT NULL, PRIMARY KEY (user_id, day, kind)
  );
  `,
  // 14: accounts and money under abuse (issue #27): sliding-window limits per client and per number, the documents
  // a user agreed to at registration, invites paid on the invitee's return; balances written before every change
  // went through the ledger get one opening-balance row (type 12) for the difference, and gift payments claim their
  // request_id in ledger_requests like every other operation
  `
  CREATE TABLE rate_events (scope TEXT NOT NULL, key TEXT NOT NULL, at INTEGER NOT NULL);
  CREATE INDEX rate_events_key ON rate_events(scope, key, at);
  CREATE TABLE consents (
    user_id INTEGER NOT NULL, document INTEGER NOT NULL, version TEXT NOT NULL, agreed_at INTEGER NOT NULL,
    client TEXT NOT NULL, PRIMARY KEY (user_id, document, version)
  );
  CREATE TABLE invites (
    invitee_id INTEGER PRIMARY KEY, inviter_id INTEGER NOT NULL, created_at INTEGER NOT NULL,
    rewarded_at INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX invites_inviter ON invites(inviter_id, rewarded_at);
  INSERT INTO wallet_logs (user_id, type, currency, amount, balance, remark, remark_br, created_at)
    SELECT id, 12, 'gold', gold - logged, gold, '期初余额', 'Saldo inicial', regist_time FROM (
      SELECT u.id, u.gold, u.regist_time,
        COALESCE((SELECT SUM(amount) FROM wallet_logs w WHERE w.user_id = u.id AND w.currency = 'gold'), 0) AS logged
      FROM users u) WHERE gold <> logged;
  INSERT INTO wallet_logs (user_id, type, currency, amount, balance, remark, remark_br, created_at)
    SELECT id, 12, 'diamond', diamond - logged, diamond, '期初余额', 'Saldo inicial', regist_time FROM (
      SELECT u.id, u.diamond, u.regist_time,
        COALESCE((SELECT SUM(amount) FROM wallet_logs w WHERE w.user_id = u.id AND w.currency = 'diamond'), 0) AS logged
      FROM users u) WHERE diamond <> logged;
  INSERT INTO wallet_logs (user_id, type, currency, amount, balance, remark, remark_br, created_at)
    SELECT id, 12, 'money', (fen - logged) / 100.0, money, '期初余额', 'Saldo inicial', regist_time FROM (
      SELECT u.id, u.money, u.regist_time, ROUND(u.money * 100) AS fen,
        COALESCE((SELECT SUM(ROUND(amount * 100)) FROM wallet_logs w WHERE w.user_id = u.id AND w.currency = 'money'), 0)
          AS logged
      FROM users u) WHERE fen <> logged;
  INSERT OR IGNORE INTO ledger_requests (user_id, key, fingerprint, result, created_at)
    SELECT user_id, request_id, 'gift:' || gift_id || ':' || anchor_id || ':' || live_id || ':' || amount,
      json_object('order_id', id), created_at
    FROM gift_orders;
  `,
  // 15: the new-benefit modal shows once per account (issue #28): when the account saw it
  `
  CREATE TABLE new_benefit_shown (user_id INTEGER PRIMARY KEY, shown_at INTEGER NOT NULL);
  `,
  // 16: Portuguese beside the Chinese of what was stored in Chinese only (issue #30): catalogue names, the
  // platform's own accounts (anchors, staff), room titles and notices, video titles. Rows written before stay
  // empty here and show their Chinese (teams and leagues their English) until the database is seeded again.
  `
  ALTER TABLE teams ADD COLUMN name_br TEXT NOT NULL DEFAULT '';
  ALTER TABLE teams ADD COLUMN short_name_br TEXT NOT NULL DEFAULT '';
  ALTER TABLE events ADD COLUMN name_br TEXT NOT NULL DEFAULT '';
  ALTER TABLE events ADD COLUMN short_name_br TEXT NOT NULL DEFAULT '';
  ALTER TABLE events ADD COLUMN country_br TEXT NOT NULL DEFAULT '';
  ALTER TABLE users ADD COLUMN nick_name_br TEXT NOT NULL DEFAULT '';
  ALTER TABLE users ADD COLUMN signature_br TEXT NOT NULL DEFAULT '';
  ALTER TABLE live_rooms ADD COLUMN title_br TEXT NOT NULL DEFAULT '';
  ALTER TABLE live_rooms ADD COLUMN notice_br TEXT NOT NULL DEFAULT '';
  ALTER TABLE video_collections ADD COLUMN title_br TEXT NOT NULL DEFAULT '';
  ALTER TABLE short_videos ADD COLUMN title_br TEXT NOT NULL DEFAULT '';
  ALTER TABLE record_videos ADD COLUMN title_br TEXT NOT NULL DEFAULT '';
  `,
  // 17: a no-ads card's end (issue #32): until then is_no_qrad and is_no_popad are set, whatever the VIP level.
  `
  ALTER TABLE users ADD COLUMN no_ads_until INTEGER NOT NULL DEFAULT 0;
  `,
  // 18: the avatar frame and chat effect cards' ends (issue #32), and goods no longer sold: the quiz double card
  // doubles nothing (the quiz is a vote with no stake), so it leaves the shop; cards already bought stay in bags.
  `
  ALTER TABLE users ADD COLUMN avatar_frame_until INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE users ADD COLUMN chat_effect_until INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE goods ADD COLUMN on_sale INTEGER NOT NULL DEFAULT 1;
  UPDATE goods SET on_sale = 0 WHERE name_zh = '竞猜加倍卡';
  `,
  // 19: COS temporary credentials (issue #32): an upload through the COS SDK is signed with them, and each pair
  // may write only under its owner's prefix until it expires, as a COS policy scopes an STS credential.
  `
  CREATE TABLE cos_credentials (
    secret_id TEXT PRIMARY KEY, secret_key TEXT NOT NULL, session_token TEXT NOT NULL, user_id INTEGER NOT NULL,
    prefix TEXT NOT NULL, start_time INTEGER NOT NULL, expired_time INTEGER NOT NULL
  );
  `,
  // 20: followed teams (issue #33): a followed team's matches are followed matches, except those the user unstarred
  `
  CREATE TABLE team_follows (user_id INTEGER NOT NULL, team_id INTEGER NOT NULL, PRIMARY KEY (user_id, team_id));
  CREATE TABLE match_unfollows (user_id INTEGER NOT NULL, match_id INTEGER NOT NULL, PRIMARY KEY (user_id, match_id));
  `,
];
