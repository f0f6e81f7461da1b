/** Regional sites of the cloud by app id: 2-7 x 10^7 and 172-177 x 10^7 (tim-js-sdk 2.27.6, spec §7). */
const SITES = ['sgp', 'kr', 'ger', 'ind', 'jpn', 'usa'];

/**
 * The socket hosts the official SDK tries for an app, in its order: default, backup, then (China, in a browser) the
 * anycast address. A regional app gets its site's pair (India's default is the my-imcloud one); any other app the
 * China hosts, or with `oversea` the international pair.
 */
export function cloudHosts(sdkAppId: number, oversea?: boolean): string[] {
  const n = Math.floor(sdkAppId / 1e7);
  const site = SITES[n < 172 ? n - 2 : n - 172] ?? '';
  const hosts = [`wss://wss${site}.im.qcloud.com`, `wss://wss${site}.my-imcloud.com`];
  if (site == 'ind') hosts.reverse();
  else if (!site && !oversea) hosts.splice(1, 1, 'wss://wss.tim.qq.com', 'wss://162.14.13.203');
  return hosts;
}

/**
 * The host of the next socket: every new socket after the first moves on (default, backup, anycast, default...);
 * the anycast host is tried once, then dropped from `hosts`. Returns the new index.
 */
export function nextHost(hosts: string[], index: number): number {
  return index == 2 ? (hosts.pop(), 0) : (index + 1) % hosts.length;
}
