import type { Protocol } from '@live/api-contract';
import type { Lang } from '../sim/types.ts';
import { anchorPt } from './anchor.pt.ts';
import { anchorZh } from './anchor.zh.ts';
import { privacyPt } from './privacy.pt.ts';
import { privacyZh } from './privacy.zh.ts';
import { rechargePt } from './recharge.pt.ts';
import { rechargeZh } from './recharge.zh.ts';
import { termsPt } from './terms.pt.ts';
import { termsZh } from './terms.zh.ts';
import type { LegalText } from './text.ts';

/**
 * The platform's documents served by /webapi/protocal/getProtocal?type=n: 1 user agreement, 2 privacy policy,
 * 3 recharge terms, 4 anchor agreement, each in zh-CN and pt-BR (one file per document and language). They are
 * the only copy: the app shows what is served. A registration records the versions of the user agreement and the
 * privacy policy the user accepted (legal/consent.ts), so a changed text needs a new version.
 */

export type DocumentType = 1 | 2 | 3 | 4;

export interface LegalDocument {
  /** A date (YYYY-MM-DD), with `.n` for a later text of the same day. */
  version: string;
  zh: LegalText;
  pt: LegalText;
}

export const DOCUMENTS: Record<DocumentType, LegalDocument> = {
  1: { version: '2026-11-27.2', zh: termsZh, pt: termsPt },
  2: { version: '2026-11-27.2', zh: privacyZh, pt: privacyPt },
  3: { version: '2026-11-27', zh: rechargeZh, pt: rechargePt },
  4: { version: '2026-11-27.2', zh: anchorZh, pt: anchorPt },
};

/** What a registration must be agreed to: the user agreement and the privacy policy. */
export const REGISTRATION_DOCUMENTS: readonly DocumentType[] = [1, 2];

/** What an anchor or anchor-admin application must be agreed to: the anchor agreement. */
export const ANCHOR_DOCUMENTS: readonly DocumentType[] = [4];

/** The line under a title: the version and the day it applies from (the version's date). */
export function effectiveLine(version: string, lang: Lang): string {
  const [year = '', month = '', day = ''] = version.slice(0, 10).split('-');
  return lang === 'pt'
    ? `Versão ${version} · em vigor desde ${day}/${month}/${year}`
    : `版本 ${version}　自 ${year}年${Number(month)}月${Number(day)}日起生效`;
}

/** A document as served, in one language. */
export function protocolOf(type: DocumentType, lang: Lang): Protocol {
  const { version, [lang]: text } = DOCUMENTS[type];
  return {
    type,
    version,
    title: text.title,
    effective: effectiveLine(version, lang),
    paragraphs: text.intro,
    sections: text.sections,
  };
}
