/**
 * The platform's room tabs as an operator edits them (a test control, README): POST /sandbox/room-tabs
 * {brand?, tabs: [{key, title?, title_br?, show?}]} renames or hides tabs of getRaceSubTab for one brand (or every
 * brand, without one); POST /sandbox/room-tabs/reset {brand?} drops the edits. Kept for the process's life.
 */
import { API_STATUS, type Flag, ROOM_TAB_KEYS, type RoomTab } from '@live/api-contract';
import type { App } from '../app.ts';
import { ApiError } from '../http/errors.ts';
import { answerControl, BRAND_ID, type RawHandler } from '../http/server.ts';

type TabEdit = Partial<Pick<RoomTab, 'title' | 'title_br' | 'show'>>;
/** Per app: brand id ('*' every brand) -> tab key -> the operator's edit. */
const edits = new WeakMap<App, Map<string, Map<RoomTab['key'], TabEdit>>>();

function fail(zh: string, pt: string): never {
  throw new ApiError(API_STATUS.failed, { zh, pt });
}

/** The room tabs with the operator's edits for the brand: every brand's first, then the brand's own. */
export function editedRoomTabs(app: App, brandId: string, tabs: RoomTab[]): RoomTab[] {
  const byBrand = edits.get(app);
  if (!byBrand) return tabs;
  return tabs.map((tab) => ({ ...tab, ...byBrand.get('*')?.get(tab.key), ...byBrand.get(brandId)?.get(tab.key) }));
}

function brandOf(value: unknown): string {
  if (value === undefined) return '*';
  if (typeof value !== 'string' || !BRAND_ID.test(value))
    fail(
      '参数 brand 应为品牌 id（小写字母开头，2-16 位字母数字）',
      'brand deve ser um id de marca (2-16 letras minúsculas e dígitos)',
    );
  return value;
}

function titleOf(value: unknown, name: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !value.trim() || value.length > 20)
    fail(`参数 ${name} 应为 1-20 字`, `${name} deve ter de 1 a 20 caracteres`);
  return value;
}

function editOf(value: unknown): [RoomTab['key'], TabEdit] {
  const tab = (value ?? {}) as Record<string, unknown>;
  if (!ROOM_TAB_KEYS.includes(tab.key as RoomTab['key']))
    fail(`参数 key 应为 ${ROOM_TAB_KEYS.join('、')} 之一`, `key deve ser um de: ${ROOM_TAB_KEYS.join(', ')}`);
  if (tab.show !== undefined && tab.show !== 0 && tab.show !== 1) fail('参数 show 应为 0 或 1', 'show deve ser 0 ou 1');
  const edit: TabEdit = {};
  const title = titleOf(tab.title, 'title');
  const titleBr = titleOf(tab.title_br, 'title_br');
  if (title !== undefined) edit.title = title;
  if (titleBr !== undefined) edit.title_br = titleBr;
  if (tab.show !== undefined) edit.show = tab.show as Flag;
  return [tab.key as RoomTab['key'], edit];
}

function control(app: App, path: string, body: Record<string, unknown>) {
  const brand = brandOf(body.brand);
  const byBrand = edits.get(app) ?? new Map<string, Map<RoomTab['key'], TabEdit>>();
  edits.set(app, byBrand);
  if (path === '/sandbox/room-tabs/reset') {
    if (body.brand === undefined) byBrand.clear();
    else byBrand.delete(brand);
    return { brand };
  }
  if (!Array.isArray(body.tabs) || body.tabs.length === 0 || body.tabs.length > ROOM_TAB_KEYS.length)
    fail('参数 tabs 应为 1-9 个标签的数组', 'tabs deve ser uma lista de 1 a 9 abas');
  const checked = body.tabs.map(editOf);
  const own = byBrand.get(brand) ?? new Map<RoomTab['key'], TabEdit>();
  for (const [key, edit] of checked) own.set(key, { ...own.get(key), ...edit });
  byBrand.set(brand, own);
  return { brand, tabs: Object.fromEntries(own) };
}

export const roomTabControls: RawHandler = async (req, res, info, app) => {
  if (info.path !== '/sandbox/room-tabs' && info.path !== '/sandbox/room-tabs/reset') return false;
  return answerControl(req, res, info, 16 * 1024, (body) => control(app, info.path, body));
};
