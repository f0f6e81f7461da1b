import { createRequire } from 'node:module';
import WebSocket from 'ws';

/**
 * The official web SDK (tim-js-sdk 2.27.6) loaded in Node with the browser globals it reads: the one shim for the
 * service's tests and im-client's conformance tests (exported as `@live/im-server/official-sdk`).
 */
// biome-ignore lint/suspicious/noExplicitAny: the SDK ships no types usable from here
export type Tim = any;

let globalsReady = false;

/** The SDK's builds: the friendship one is the full 114-method build (tim-js.js plus the friend methods). */
export type OfficialBuild = 'tim-js.js' | 'tim-js-friendship.js';

/** Loads a fresh copy of the SDK: it keeps one instance per SDKAppID inside its module, so each user needs a copy. */
export function loadOfficialSdk(build: OfficialBuild = 'tim-js-friendship.js'): Tim {
  if (!globalsReady) installGlobals();
  const require = createRequire(import.meta.url);
  const path = require.resolve(`tim-js-sdk/${build}`);
  delete require.cache[path];
  return require(path) as Tim;
}

function installGlobals(): void {
  globalsReady = true;
  const g = globalThis as Record<string, unknown>;
  const store = new Map<string, string>();
  g.window ??= globalThis;
  g.addEventListener ??= () => {};
  g.removeEventListener ??= () => {};
  g.localStorage ??= {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => store.set(k, String(v)),
    removeItem: (k: string) => store.delete(k),
    clear: () => store.clear(),
    key: () => null,
    length: 0,
  };
  // Node 24's own navigator lacks `onLine`, which the SDK reads as "offline".
  Object.defineProperty(globalThis, 'navigator', {
    value: { userAgent: 'node', language: 'en', onLine: true },
    configurable: true,
    writable: true,
  });
  g.document ??= {
    addEventListener() {},
    removeEventListener() {},
    hidden: false,
    visibilityState: 'visible',
    charset: 'UTF-8',
  };
  g.location ??= { href: 'http://localhost/', protocol: 'http:', host: 'localhost', hostname: 'localhost', search: '' };
  // The SDK's event reports go over XMLHttpRequest; they go nowhere here.
  g.XMLHttpRequest ??= class {
    open(): void {}
    send(): void {}
    setRequestHeader(): void {}
    abort(): void {}
  };
  // Node 24 has its own WebSocket; the SDK is exercised with `ws`, as in the toolchain notes.
  g.WebSocket = WebSocket;
}

/** Creates an official SDK instance against `url`, logs `userID` in and waits for SDK_READY. */
export async function officialLogin(
  url: string,
  sdkAppId: number,
  userID: string,
  userSig: string,
  build: OfficialBuild = 'tim-js-friendship.js',
): Promise<Tim> {
  const TIM = loadOfficialSdk(build);
  const tim = TIM.create({ SDKAppID: sdkAppId, proxyServer: url });
  tim.setLogLevel(Number(process.env.TIM_LOG ?? 4));
  const ready = new Promise<void>((resolve) => tim.on(TIM.EVENT.SDK_READY, () => resolve()));
  await tim.login({ userID, userSig });
  await ready;
  return tim;
}
