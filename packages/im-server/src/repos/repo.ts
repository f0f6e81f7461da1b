import type { DatabaseSync, StatementSync } from 'node:sqlite';

type Param = string | number;

/** A repository of one area on the service's SQLite database: its own tables, cached statements. */
export class Repo {
  readonly db: DatabaseSync;
  private readonly cache = new Map<string, StatementSync>();

  constructor(db: DatabaseSync, schema: string) {
    this.db = db;
    this.db.exec(schema);
  }

  protected stmt(sql: string): StatementSync {
    let s = this.cache.get(sql);
    if (!s) {
      s = this.db.prepare(sql);
      this.cache.set(sql, s);
    }
    return s;
  }

  protected all<T>(sql: string, ...params: Param[]): T[] {
    return this.stmt(sql).all(...params) as unknown as T[];
  }

  protected get<T>(sql: string, ...params: Param[]): T | undefined {
    return this.stmt(sql).get(...params) as unknown as T | undefined;
  }

  protected run(sql: string, ...params: Param[]): number {
    return Number(this.stmt(sql).run(...params).changes);
  }
}
