/**
 * The picture captcha of GET /api/user/smsCaptcha?code=<key>: four letters drawn by captcha.gif (a pure-JS port
 * of the long-standing C captcha generator, no dependencies): a raster GIF with a font of its own, each letter
 * bent by a random wave, letters overlapping, a wavy line through them, random dots, blurred. A GIF carries no
 * shapes a script could read back (the sandbox's former SVG drew digits as line segments a short script read every
 * time, and svg-captcha's glyph outlines name their letters the same way).
 *
 * One answer per key, good for CAPTCHA_TTL seconds and one check: right or wrong, a checked captcha is spent.
 */
import { API_STATUS } from '@live/api-contract';
import { Captcha } from 'captcha.gif';
import type { App } from '../app.ts';
import type { Call } from '../http/call.ts';
import { fail } from '../http/errors.ts';

export const CAPTCHA_LETTERS = 4;
export const CAPTCHA_TTL = 600;

const generator = new Captcha();

/** Draws a new captcha for `key` (replacing the key's previous one) and returns the GIF. */
export function storeCaptcha(app: App, key: string): Buffer {
  const { token, buffer } = generator.generate(CAPTCHA_LETTERS);
  app.db.prepare('DELETE FROM captchas WHERE created_at < ?').run(app.now() - 3600);
  app.db
    .prepare(
      'INSERT INTO captchas (key, answer, created_at) VALUES (?, ?, ?) ON CONFLICT(key) DO UPDATE SET answer = excluded.answer, created_at = excluded.created_at',
    )
    .run(key, token, app.now());
  app.log(`captcha ${key}: ${token}`);
  return buffer;
}

/**
 * Checks and spends the body's captcha (`code` the key, `captcha` the answer, letters in any case). A missing,
 * expired or wrong one fails with `status` (1 for the SMS forms, 5 for a login that requires it).
 */
export function spendCaptcha(call: Call, status: number = API_STATUS.failed): void {
  if (!call.params.has('captcha') || !call.params.has('code'))
    fail('请输入图形验证码', 'Digite o código da imagem', status);
  const key = call.params.str('code', 64);
  const answer = call.params.str('captcha', 10).toLowerCase();
  const row = call.app.db.prepare('SELECT answer, created_at FROM captchas WHERE key = ?').get(key) as
    { answer: string; created_at: number } | undefined;
  if (row) call.app.db.prepare('DELETE FROM captchas WHERE key = ?').run(key);
  if (!row || row.created_at + CAPTCHA_TTL < call.now)
    fail('图形验证码已失效，请点击图片刷新', 'Código da imagem expirado: toque na imagem para trocar', status);
  if (row.answer !== answer)
    fail('图形验证码错误，请重新输入', 'Código da imagem incorreto: digite o da nova imagem', status);
}
