/** Sharing link (spec §9): the site domain + /download, with invite_code and channel when present. */
export function shareLink(
  siteDomain: string,
  params: { inviteCode?: string | null; channel?: string | null } = {},
): string {
  const base = `${siteDomain.trim().replace(/\/+$/, '')}/download`;
  const query = new URLSearchParams();
  if (params.inviteCode) query.set('invite_code', params.inviteCode);
  if (params.channel) query.set('channel', params.channel);
  const search = query.toString();
  return search ? `${base}?${search}` : base;
}

/**
 * Where a share page's way into the web app goes (spec §3 site_h5_domain, the H5 site's domain): that domain +
 * the base path + the page's path when it is another origin than the share page's (a share link is on the share
 * domain of site_h5_share_url); else, or when the domain is not an http(s) origin, the in-app path.
 */
export function webAppLink(
  h5Domain: string | undefined,
  path: string,
  pageOrigin: string,
  basename: string,
): { route: string } | { href: string } {
  const domain = (h5Domain ?? '').trim().replace(/\/+$/, '');
  if (!/^https?:\/\/[^\s/?#@]+$/i.test(domain)) return { route: path };
  const origin = new URL(domain).origin;
  return origin === pageOrigin ? { route: path } : { href: `${origin}${basename}${path}` };
}
