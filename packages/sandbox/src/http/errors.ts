import { API_STATUS } from '@live/api-contract';
import type { Lang, Text2 } from '../sim/types.ts';

/** A failure answered as {status, msg}: never a stack trace, never HTTP 500. */
export class ApiError extends Error {
  readonly status: number;
  readonly text: Text2;

  constructor(status: number, text: Text2) {
    super(text.zh);
    this.status = status;
    this.text = text;
  }

  message_in(lang: Lang): string {
    return lang === 'pt' ? this.text.pt : this.text.zh;
  }
}

export function fail(zh: string, pt: string, status: number = API_STATUS.failed): never {
  throw new ApiError(status, { zh, pt });
}

export function notFound(what: string, id: number | string): never {
  throw new ApiError(API_STATUS.notFound, { zh: `${what}不存在: ${id}`, pt: `${what} não encontrado: ${id}` });
}

/**
 * Status 2, with 登录超时 in the Chinese message: the app's login-timeout path (spec §8), which status 2 alone
 * takes; the Portuguese message is shown to the user as it is, so it carries no Chinese (issue #30).
 */
export function loginTimeout(): never {
  throw new ApiError(API_STATUS.loginTimeout, {
    zh: '登录超时，请重新登录',
    pt: 'Sessão expirada, faça login novamente',
  });
}
