/** WeChat's and QQ's in-app browsers cannot open app links, so /pp/talk prompts a download there (spec §2). */
export function isWeChatOrQQBrowser(userAgent: string): boolean {
  return /MicroMessenger/i.test(userAgent) || /\bQQ\//i.test(userAgent);
}

/** The address /pp/talk forwards to: only http(s) addresses, never a script URL from the query. */
export function talkTarget(search: string): string | null {
  const url = new URLSearchParams(search).get('url');
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}
