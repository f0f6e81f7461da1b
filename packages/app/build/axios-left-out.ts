import type { Plugin } from 'vite';

/** A module body that throws `message` whenever it is called or constructed. */
const thrower = (message: string) => `function () { throw new Error(${JSON.stringify(message)}); }`;

/**
 * Parts of axios the app never uses, left out of every first load, each by the module an axios file imports it as
 * and what stands in for it. Every stand-in throws a message naming what was left out if it is ever reached:
 * - the XHR adapter: the client uses the fetch adapter (api/core/http.ts), which every supported browser has;
 *   axios skips an adapter that is false;
 * - the HTTP status name table (`axios.HttpStatusCode`), which no code here reads;
 * - FormData, URL-encoded and data: URL bodies: the app sends JSON and Blobs to http(s) addresses only;
 * - axios's own query encoder: the transport gives every instance its `paramsSerializer` (`queryString`);
 * - the XSRF cookie helpers: the platform authenticates by the token in each call (spec §7), sets no XSRF
 *   cookie, and the transport turns the cookie lookup off (`withXSRFToken: false`);
 * - upload and download progress and body size limits (stream tracking): no call asks for them;
 * - `CancelToken`: calls are cancelled by AbortSignal.
 * Together about 4.5 KB gzip of every first load. The app tests run the client with this plugin (vitest.config.ts),
 * so every request they make goes through what ships.
 */
export const AXIOS_LEFT_OUT: Record<string, string> = {
  'adapters/xhr.js': 'export default false;',
  'helpers/HttpStatusCode.js': 'export default {};',
  'core/createMultipartBody.js': `export default ${thrower('FormData bodies are left out of the app build')}`,
  'core/setFormDataHeaders.js': `export default ${thrower('FormData bodies are left out of the app build')}`,
  'helpers/toFormData.js': `export default ${thrower('FormData bodies are left out of the app build')}`,
  'helpers/formDataToJSON.js': `export default ${thrower('FormData bodies are left out of the app build')}`,
  'helpers/toURLEncodedForm.js': `export default ${thrower('URL-encoded bodies are left out of the app build')}`,
  'helpers/estimateDataURLDecodedBytes.js': `export default ${thrower('data: URLs are left out of the app build')}`,
  'helpers/AxiosURLSearchParams.js': `export default ${thrower("axios's query encoder is left out of the app build: give the instance a paramsSerializer")}`,
  'helpers/cookies.js': `const left = ${thrower('XSRF cookies are left out of the app build: set withXSRFToken: false')};
export default { read: left, write: left, remove: left };`,
  'helpers/isURLSameOrigin.js': `export default ${thrower('XSRF cookies are left out of the app build: set withXSRFToken: false')}`,
  'helpers/progressEventReducer.js': `const left = ${thrower('progress events are left out of the app build')};
export { left as progressEventReducer, left as progressEventDecorator, left as asyncDecorator };`,
  'helpers/trackStream.js': `export const trackStream = ${thrower('progress events and body size limits are left out of the app build')};`,
  'cancel/CancelToken.js': `const left = ${thrower('CancelToken is left out of the app build: cancel with an AbortSignal')};
export default class CancelToken { constructor() { left(); } static source() { left(); } }`,
};

/** Resolves each part of AXIOS_LEFT_OUT, imported from inside axios, to its stand-in. */
export function withoutUnusedAxios(): Plugin {
  const prefix = '\0axios-left-out:';
  return {
    name: 'without-unused-axios',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!importer?.includes('/axios/lib/')) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      const part = Object.keys(AXIOS_LEFT_OUT).find((file) => resolved?.id.endsWith(`/axios/lib/${file}`));
      return part ? `${prefix}${part}` : null;
    },
    load(id) {
      return id.startsWith(prefix) ? AXIOS_LEFT_OUT[id.slice(prefix.length)] : null;
    },
  };
}
