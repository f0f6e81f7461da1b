/** Values the page address carries for the API (spec §7): sp_source and, on qutu sites, channel_code. */
export interface PageParams {
  spSource: number | null;
  channelCode: string | null;
}

export function readPageParams(search: string): PageParams {
  const query = new URLSearchParams(search);
  const sp = Number(query.get('sp_source') ?? '');
  const channel = query.get('channel_code')?.trim() ?? '';
  return {
    spSource: Number.isInteger(sp) && sp > 0 ? sp : null,
    channelCode: channel ? channel.slice(0, 64) : null,
  };
}

/** The page's sp_source when known, else the brand's default (xzb: 5). */
export function resolveSpSource(page: PageParams, brandDefault: number | null): number | null {
  return page.spSource ?? brandDefault;
}
