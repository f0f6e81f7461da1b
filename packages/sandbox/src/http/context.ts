import type { Lang } from '../sim/types.ts';
import { fail } from './errors.ts';

/** The parsed request a handler sees, with typed readers that name the bad parameter. */
export class Params {
  readonly values: Record<string, unknown>;

  constructor(values: Record<string, unknown>) {
    this.values = values;
  }

  has(name: string): boolean {
    const value = this.values[name];
    return value !== undefined && value !== null && value !== '';
  }

  int(name: string): number {
    if (!this.has(name)) fail(`缺少参数 ${name}`, `Parâmetro ausente: ${name}`);
    const value = Number(this.values[name]);
    if (!Number.isSafeInteger(value)) fail(`参数 ${name} 必须是整数`, `O parâmetro ${name} deve ser um número inteiro`);
    return value;
  }

  optInt(name: string, fallback: number): number {
    return this.has(name) ? this.int(name) : fallback;
  }

  num(name: string): number {
    if (!this.has(name)) fail(`缺少参数 ${name}`, `Parâmetro ausente: ${name}`);
    const value = Number(this.values[name]);
    if (!Number.isFinite(value)) fail(`参数 ${name} 必须是数字`, `O parâmetro ${name} deve ser um número`);
    return value;
  }

  /** A positive amount of money with at most 2 decimals (yuan and fen), up to 1,000,000,000. */
  money(name: string): number {
    if (!this.has(name)) fail(`缺少参数 ${name}`, `Parâmetro ausente: ${name}`);
    const text = String(this.values[name]).trim();
    if (!/^\d{1,10}(\.\d{1,2})?$/.test(text) || Number(text) <= 0 || Number(text) > 1e9)
      fail(
        `参数 ${name} 应为正数，最多两位小数`,
        `O parâmetro ${name} deve ser um valor positivo com no máximo 2 casas decimais`,
      );
    return Number(text);
  }

  str(name: string, max = 200): string {
    const value = this.values[name];
    if (value === undefined || value === null || value === '') fail(`缺少参数 ${name}`, `Parâmetro ausente: ${name}`);
    if (typeof value !== 'string' && typeof value !== 'number') {
      fail(`参数 ${name} 必须是字符串`, `O parâmetro ${name} deve ser texto`);
    }
    const text = String(value).trim();
    if (text.length === 0) fail(`缺少参数 ${name}`, `Parâmetro ausente: ${name}`);
    if (text.length > max)
      fail(`参数 ${name} 过长（最多 ${max} 字）`, `O parâmetro ${name} é longo demais (máx. ${max})`);
    return text;
  }

  optStr(name: string, fallback = '', max = 200): string {
    return this.has(name) ? this.str(name, max) : fallback;
  }

  /** One of the allowed integers. */
  oneOf<T extends number>(name: string, allowed: readonly T[], fallback?: T): T {
    if (!this.has(name) && fallback !== undefined) return fallback;
    const value = this.int(name);
    if (!allowed.includes(value as T)) {
      fail(`参数 ${name} 取值无效，应为 ${allowed.join('/')}`, `Valor inválido para ${name}: use ${allowed.join('/')}`);
    }
    return value as T;
  }

  /** page >= 1 and 1 <= size <= max. */
  page(defaultSize = 20, max = 100): { page: number; size: number; offset: number } {
    const page = this.optInt('page', 1);
    const size = this.optInt('size', defaultSize);
    if (page < 1) fail('参数 page 必须大于 0', 'O parâmetro page deve ser maior que 0');
    if (size < 1 || size > max) fail(`参数 size 应在 1 到 ${max} 之间`, `O parâmetro size deve estar entre 1 e ${max}`);
    return { page, size, offset: (page - 1) * size };
  }
}

export interface RequestInfo {
  method: string;
  path: string;
  query: URLSearchParams;
  lang: Lang;
  /** scheme://host the client used (X-Forwarded-Host first), for the few absolute URLs. */
  origin: string;
  spSource: string;
  /** From the X-Brand-Id header brandgen's proxy adds; '' when absent or malformed. */
  brandId: string;
  /** The caller's network address, the key of the per-client limits (see http/client-address.ts). */
  client: string;
  now: number;
}
