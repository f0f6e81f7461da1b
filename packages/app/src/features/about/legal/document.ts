import { isChinese } from '../../../domain/language';

/** The documents the app writes itself; each is its own chunk per language, loaded only by its page. */
export type LegalKind = 'terms' | 'privacy' | 'anchor';

/** What a document names: the brand's site name and its web address. */
export interface LegalSite {
  siteName: string;
  domain: string;
}

/** In-app pages a section points to (how to reach the operator). */
export type LegalLink = 'feedback' | 'about';

export interface LegalSection {
  heading: string;
  /** Shown in this order: paragraphs, the list, notes, the links. */
  paragraphs?: string[];
  items?: string[];
  notes?: string[];
  links?: LegalLink[];
}

export interface LegalDocument {
  title: string;
  /** The line that says since when the text applies. */
  effective: string;
  intro: string[];
  sections: LegalSection[];
}

type Writer = { default: (site: LegalSite) => LegalDocument };

const WRITERS: Record<LegalKind, { zh: () => Promise<Writer>; pt: () => Promise<Writer> }> = {
  terms: { zh: () => import('./terms.zh'), pt: () => import('./terms.pt') },
  privacy: { zh: () => import('./privacy.zh'), pt: () => import('./privacy.pt') },
  anchor: { zh: () => import('./anchor.zh'), pt: () => import('./anchor.pt') },
};

/** The document in the page language, with the brand's name and address in it. */
export async function loadLegalDocument(kind: LegalKind, language: string, site: LegalSite): Promise<LegalDocument> {
  const writers = WRITERS[kind];
  const writer = await (isChinese(language) ? writers.zh() : writers.pt());
  return writer.default(site);
}

/**
 * What /mobile/privacy/:type shows for the platform's protocol types: 1 the user agreement, 2 the privacy policy
 * and 4 the anchor agreement are the app's own documents; 3 (recharge terms) is the platform's text.
 */
export function protocolDocument(type: number): LegalKind | 'platform' | null {
  if (type === 1) return 'terms';
  if (type === 2) return 'privacy';
  if (type === 4) return 'anchor';
  if (type === 3) return 'platform';
  return null;
}

/** The address a document shows: the brand's web address without its scheme. */
export function siteOf(brand: { siteName: string; shareDomain: string }): LegalSite {
  return { siteName: brand.siteName, domain: brand.shareDomain.replace(/^https?:\/\//, '').replace(/\/+$/, '') };
}

/** A list item's lead (`账号信息：…`, `Dados da conta: …`), shown in bold, and the rest; no lead when none fits. */
export function itemParts(item: string): { lead: string; rest: string } {
  const match = /^([^：:]{1,40})(：|: )(.+)$/s.exec(item);
  return match ? { lead: `${match[1]}${match[2]}`, rest: match[3] ?? '' } : { lead: '', rest: item };
}
