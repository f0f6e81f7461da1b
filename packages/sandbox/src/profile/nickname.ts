import { foldName, RESERVED_NAMES } from '@live/im-server';
import type { App } from '../app.ts';
import { fail } from '../http/errors.ts';

const RESERVED = RESERVED_NAMES.map(foldName);

/**
 * A nickname a user picks (registration, profile edit): it is their display name in chat too, which only the
 * platform writes, so it may be neither one of the platform's voices (官方客服, Suporte, ... however spaced, cased or
 * written in full-width letters: the chat service's own list and folding) nor another user's nickname.
 */
export function checkNickname(app: App, nick: string, userId: number | null): void {
  const folded = foldName(nick);
  if (folded === '') fail('昵称不能为空', 'O apelido não pode ficar vazio');
  const reserved = RESERVED.find((term) => folded.includes(term));
  if (reserved !== undefined)
    fail('该昵称为平台保留，请换一个', 'Este apelido é reservado à plataforma: escolha outro');
  // The platform's accounts have a Portuguese name too (anchors on pt-BR): taken as well.
  const others = app.db.prepare('SELECT nick_name, nick_name_br FROM users WHERE id <> ?').all(userId ?? 0) as {
    nick_name: string;
    nick_name_br: string;
  }[];
  if (others.some((row) => foldName(row.nick_name) === folded || foldName(row.nick_name_br) === folded))
    fail('该昵称已被使用，请换一个', 'Este apelido já está em uso: escolha outro');
}
