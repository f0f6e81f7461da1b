import { type AboutInfo, PROTOCOL_PLACEHOLDERS, type Protocol, type ProtocolSection } from '@live/api-contract';

/** What /mobile/privacy/:type shows: 1 user agreement, 2 privacy policy, 3 recharge terms, 4 anchor agreement. */
export type ProtocolType = 1 | 2 | 3 | 4;

export function protocolType(param: string | undefined): ProtocolType | null {
  const type = Number(param);
  return type === 1 || type === 2 || type === 3 || type === 4 ? type : null;
}

/** What a document names: the brand's site name and its web address. */
export interface LegalSite {
  siteName: string;
  domain: string;
}

/** The address a document shows: the brand's web address without its scheme. */
export function siteOf(brand: { siteName: string; shareDomain: string }): LegalSite {
  return { siteName: brand.siteName, domain: brand.shareDomain.replace(/^https?:\/\//, '').replace(/\/+$/, '') };
}

/** A platform text with this brand's name and address; a mailbox (`kefu@{domain}`) is at the bare domain. */
export function fillSite(text: string, site: LegalSite): string {
  return text
    .replaceAll(`@${PROTOCOL_PLACEHOLDERS.domain}`, `@${site.domain.replace(/^www\./, '')}`)
    .replaceAll(PROTOCOL_PLACEHOLDERS.brand, site.siteName)
    .replaceAll(PROTOCOL_PLACEHOLDERS.domain, site.domain);
}

/** The about page's texts (one for every brand, like the documents) with this brand's name and address. */
export function aboutWithSite(about: AboutInfo, site: LegalSite): AboutInfo {
  return {
    ...about,
    name: fillSite(about.name, site),
    paragraphs: about.paragraphs.map((text) => fillSite(text, site)),
    contacts: about.contacts.map(({ label, value }) => ({
      label: fillSite(label, site),
      value: fillSite(value, site),
    })),
  };
}

/**
 * The platform's document (one text for every brand) with this brand's name and address in place of their
 * placeholders. A field the platform left out reads as empty, so an incomplete answer shows what it has.
 */
export function withSite(protocol: Protocol, site: LegalSite): Protocol {
  const fill = (text: string) => fillSite(text, site);
  const fillAll = (texts: string[] | undefined) => (texts ?? []).map(fill);
  const section = ({ heading, paragraphs, items, notes }: ProtocolSection): ProtocolSection => ({
    heading: fill(heading ?? ''),
    paragraphs: fillAll(paragraphs),
    ...(items && { items: fillAll(items) }),
    ...(notes && { notes: fillAll(notes) }),
  });
  return {
    ...protocol,
    title: fill(protocol.title ?? ''),
    effective: fill(protocol.effective ?? ''),
    paragraphs: fillAll(protocol.paragraphs),
    sections: (protocol.sections ?? []).map(section),
  };
}

/** A document with no title or no text is none: the page says it was not found. */
export function isBlank(protocol: Protocol): boolean {
  return !protocol.title.trim() || (protocol.paragraphs.length === 0 && protocol.sections.length === 0);
}

/** A list item's lead (`账号信息：…`, `Dados da conta: …`), shown in bold, and the rest; no lead when none fits. */
export function itemParts(item: string): { lead: string; rest: string } {
  const match = /^([^：:]{1,50})(：|: )(.+)$/s.exec(item);
  return match ? { lead: `${match[1]}${match[2]}`, rest: match[3] ?? '' } : { lead: '', rest: item };
}
