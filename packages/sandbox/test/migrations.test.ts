import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, schemaVersion } from '../src/db/database.ts';
import { MIGRATIONS } from '../src/db/migrations.ts';
import { namesIn } from '../src/world.ts';

const dir = mkdtempSync(join(tmpdir(), 'sandbox-migrations-'));

/** A database file as a sandbox of schema `version` left it. */
function databaseAt(version: number, name: string): string {
  const path = join(dir, name);
  const db = new DatabaseSync(path);
  for (const sql of MIGRATIONS.slice(0, version)) db.exec(sql);
  db.exec(`PRAGMA user_version = ${version}`);
  db.close();
  return path;
}

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('migration 11 on a database written before it', () => {
  it('gives each old transaction its pt-BR remark from what the Chinese one says; unknown ones stay empty (the Chinese one shows)', () => {
    const path = databaseAt(10, 'at-10.db');
    const old = new DatabaseSync(path);
    old.exec(
      `INSERT INTO vip_plans (id, level, name_zh, name_br, days, price_gold) VALUES (1, 1, '月度会员', 'VIP mensal', 30, 300)`,
    );
    const remarks: [type: number, remark: string][] = [
      [1, '充值'],
      [1, '充值 ¥68'],
      [2, '签到奖励'],
      [3, '送礼：奖杯'],
      [3, '送礼：鲜花'],
      [4, '任务奖励'],
      [5, '提现'],
      [6, '提现取消，退回余额'],
      [7, '邀请用户 1234'],
      [8, '注册奖励'],
      [9, '订阅数据模型'],
      [10, '月度会员'],
      [11, '运营调整'],
      [12, '未知备注'],
    ];
    const insert = old.prepare(
      'INSERT INTO wallet_logs (user_id, type, currency, amount, balance, remark, created_at) VALUES (7, ?, ?, 1, 1, ?, 1)',
    );
    for (const [type, remark] of remarks) insert.run(type, 'gold', remark);
    old.close();

    const db = openDatabase(path);
    expect(schemaVersion(db)).toBe(MIGRATIONS.length);
    const rows = db.prepare('SELECT remark, remark_br FROM wallet_logs ORDER BY id').all() as {
      remark: string;
      remark_br: string;
    }[];
    expect(rows.map((row) => [row.remark, row.remark_br])).toEqual([
      ['充值', 'Recarga'],
      ['充值 ¥68', 'Recarga R$ 68'],
      ['签到奖励', 'Prêmio de check-in'],
      ['送礼：奖杯', 'Presente: troféu'],
      ['送礼：鲜花', 'Presente: flores'],
      ['任务奖励', 'Recompensa de tarefa'],
      ['提现', 'Saque'],
      ['提现取消，退回余额', 'Saque cancelado: valor devolvido'],
      ['邀请用户 1234', 'Usuário convidado 1234'],
      ['注册奖励', 'Bônus de cadastro'],
      ['订阅数据模型', 'Assinatura de modelo'],
      ['月度会员', 'VIP mensal'],
      ['运营调整', 'Ajuste do operador'],
      ['未知备注', ''],
    ]);
    // Nothing is lost on the way: the Chinese remarks and the row count are as before.
    expect(rows).toHaveLength(remarks.length);
    db.close();
  });
});

describe('migration 16 on a database written before it', () => {
  it('adds the Portuguese columns empty; a team then answers its English name to pt-BR, a room its Chinese title', () => {
    const path = databaseAt(15, 'at-15.db');
    const old = new DatabaseSync(path);
    old.exec(`INSERT INTO teams (id, sport_id, event_id, name_zh, short_name_zh, name_en, short_name_en, country_code)
      VALUES (101, 1, 1, '伦敦联', '伦敦', 'London United', 'London', 'gb')`);
    old.exec(`INSERT INTO live_rooms (id, anchor_id, title, category_id, sport_id, hot, is_live, match_room, source)
      VALUES (1011, 11, '高清直播', 2, 1, 100, 1, 1, 'xcdn')`);
    old.close();

    const db = openDatabase(path);
    expect(schemaVersion(db)).toBe(MIGRATIONS.length);
    const team = db.prepare('SELECT * FROM teams').get() as unknown as Parameters<typeof namesIn>[0];
    expect(namesIn(team, 'pt')).toEqual({
      name_zh: 'London United',
      short_name_zh: 'London',
      name_en: 'London United',
      short_name_en: 'London',
    });
    expect(db.prepare('SELECT title, title_br FROM live_rooms').get()).toEqual({ title: '高清直播', title_br: '' });
    db.close();
  });
});
