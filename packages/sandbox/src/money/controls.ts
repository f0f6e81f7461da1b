/**
 * Sandbox controls of the money flows (README): the cashier page a recharge pays on, POST /sandbox/recharge
 * {order_id, result: 'paid' | 'failed'}, POST /sandbox/payout {id, cancel?} (one stage on, or cancelled) and
 * POST /sandbox/credit {uid, gold?, diamond?, money?} (an operator's adjustment through the ledger).
 */
import { API_STATUS } from '@live/api-contract';
import type { App } from '../app.ts';
import type { RequestInfo } from '../http/context.ts';
import { ApiError } from '../http/errors.ts';
import { type RawHandler, readBody, send, sendJson } from '../http/server.ts';
import { findUser } from '../users.ts';
import { CURRENCIES, type Currency, move } from './ledger.ts';
import { stepPayout } from './payouts.ts';
import { rechargeRow, settleRecharge } from './recharges.ts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** Only a path of the app itself: the cashier never sends a payer elsewhere. */
function returnPath(value: string | null): string {
  return value && /^\/m\/[A-Za-z0-9/_?=&.-]*$/.test(value) && !value.includes('//') ? value : '/m/recharge';
}

function withOrder(path: string, id: number): string {
  return `${path}${path.includes('?') ? '&' : '?'}order=${id}`;
}

function idOf(value: unknown, name: string): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0)
    throw new ApiError(API_STATUS.failed, { zh: `缺少参数 ${name}`, pt: `Parâmetro ausente: ${name}` });
  return id;
}

function cashierPage(app: App, info: RequestInfo, id: number): string {
  const row = rechargeRow(app, id);
  const pt = info.lang === 'pt';
  const back = escapeHtml(returnPath(info.query.get('return')));
  const title = pt ? 'Caixa do sandbox' : '沙盒收银台';
  const body = !row
    ? `<p>${pt ? 'Pedido não encontrado' : '订单不存在'}: ${id}</p>`
    : row.state !== 'pending'
      ? `<p>${pt ? 'Pedido já processado' : '订单已处理'} (${row.state})</p><a href="${escapeHtml(withOrder(returnPath(info.query.get('return')), id))}">${pt ? 'Voltar' : '返回'}</a>`
      : `<p>${pt ? 'Pedido' : '订单'} #${row.id}: ${row.gold} ${pt ? 'moedas' : '金币'}, ${pt ? 'R$' : '¥'}${row.price}</p>
<form method="post" action="/sandbox/cashier"><input type="hidden" name="order" value="${row.id}"><input type="hidden" name="return" value="${back}">
<button name="result" value="paid">${pt ? 'Pagar' : '确认支付'}</button> <button name="result" value="failed">${pt ? 'Falhar o pagamento' : '支付失败'}</button></form>`;
  return `<!doctype html><html lang="${pt ? 'pt-BR' : 'zh-CN'}"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title>
<style>body{font:16px system-ui,sans-serif;margin:24px}button{font-size:16px;padding:10px 16px;margin:8px 8px 0 0}</style>
<h1>${title}</h1>${body}</html>`;
}

/** An operator's adjustment of a user's balances through the ledger (tests give a new user money to withdraw). */
function credit(app: App, body: Record<string, unknown>) {
  const userId = idOf(body.uid, 'uid');
  const amounts: Partial<Record<Currency, number>> = {};
  for (const currency of CURRENCIES) {
    const value = body[currency];
    if (value === undefined) continue;
    if (typeof value !== 'number' || !Number.isFinite(value) || Math.round(value * 100) !== value * 100)
      throw new ApiError(API_STATUS.failed, {
        zh: `参数 ${currency} 应为数字，最多两位小数`,
        pt: `O parâmetro ${currency} deve ser um número com até 2 casas decimais`,
      });
    amounts[currency] = value;
  }
  if (!findUser(app, userId))
    throw new ApiError(API_STATUS.notFound, { zh: `用户不存在: ${userId}`, pt: `Usuário não encontrado: ${userId}` });
  return move(app.db, { userId, ...amounts, type: 1, remark: ['运营调整', 'Ajuste do operador'], now: app.now() });
}

export const moneyControls: RawHandler = async (req, res, info, app) => {
  if (info.path === '/sandbox/cashier') {
    if (info.method === 'GET') {
      send(res, 200, 'text/html; charset=utf-8', cashierPage(app, info, Number(info.query.get('order'))), {
        'cache-control': 'no-store',
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
      });
      return true;
    }
    const form = new URLSearchParams(((await readBody(req, 4096)) ?? Buffer.alloc(0)).toString('utf8'));
    const id = Number(form.get('order'));
    try {
      settleRecharge(app, idOf(id, 'order'), form.get('result') === 'paid');
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    }
    res.writeHead(303, { location: withOrder(returnPath(form.get('return')), id), 'content-length': 0 });
    res.end();
    return true;
  }
  if (!['/sandbox/recharge', '/sandbox/payout', '/sandbox/credit'].includes(info.path)) return false;
  try {
    if (info.method !== 'POST')
      throw new ApiError(405, { zh: `${info.path} 请使用 POST 请求`, pt: `Use POST em ${info.path}` });
    const raw = await readBody(req, 4096);
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(raw?.toString('utf8') || '{}') as Record<string, unknown>;
    } catch {
      throw new ApiError(API_STATUS.failed, { zh: '请求体不是合法的 JSON', pt: 'O corpo não é um JSON válido' });
    }
    let data: unknown;
    if (info.path === '/sandbox/recharge') {
      if (body.result !== 'paid' && body.result !== 'failed')
        throw new ApiError(API_STATUS.failed, {
          zh: '参数 result 应为 paid 或 failed',
          pt: 'O parâmetro result deve ser paid ou failed',
        });
      const row = settleRecharge(app, idOf(body.order_id, 'order_id'), body.result === 'paid');
      data = { order_id: row.id, state: body.result };
    } else if (info.path === '/sandbox/credit') {
      data = credit(app, body);
    } else {
      const row = stepPayout(app, idOf(body.id, 'id'), body.cancel === true);
      data = { id: row.id, stage: row.stage, status: row.status };
    }
    sendJson(res, 200, { status: API_STATUS.ok, msg: '', data });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    sendJson(res, 200, { status: error.status, msg: error.message_in(info.lang), data: null });
  }
  return true;
};
