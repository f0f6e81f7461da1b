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
