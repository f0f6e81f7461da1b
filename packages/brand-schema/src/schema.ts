import { z } from 'zod';

const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;
const colour = (what: string) => z.string().regex(HEX_COLOUR, { error: `expected ${what} as a colour like #319cfc` });

/**
 * Control characters, unpaired surrogates and bidi overrides: text stamped into pages and terminal output
 * never needs them, and they can make a name read differently from what it is.
 */
export const UNSAFE_TEXT = /[\p{Cc}\p{Cs}\u202a-\u202e\u2066-\u2069]/u;

const text = (what: string, max: number) =>
  z
    .string({ error: `expected ${what} as text` })
    .trim()
    .min(1, { error: `expected ${what}, got an empty text` })
    .max(max, { error: `expected ${what} of at most ${max} characters` })
    .refine((value) => !UNSAFE_TEXT.test(value), {
      error: `expected ${what} without control characters, unpaired surrogates or bidi overrides`,
    });

const httpsUrl = (what: string) => z.url({ protocol: /^https$/, error: `expected ${what} as an https:// address` });

const imagePath = z
  .string({ error: 'expected a path to an image inside the brand folder' })
  .regex(/^[a-zA-Z0-9_][a-zA-Z0-9_./-]*\.(svg|png|jpg|jpeg|webp)$/, {
    error: 'expected a relative path to an .svg, .png, .jpg or .webp file inside the brand folder',
  })
  .refine((p) => !p.split('/').includes('..'), { error: 'expected a path that stays inside the brand folder (no ..)' });

/** Colour tokens of one mode; the CSS variables `--brand-*` of the ui-kit are made from them. */
export const modeTokensSchema = z.strictObject({
  text: colour('the main text colour'),
  textSecondary: colour('the secondary text colour'),
  background: colour('the page background colour'),
  surface: colour('the card and bar colour'),
  border: colour('the border colour'),
});

export const pageMetaSchema = z.strictObject({
  title: text('a page title', 80),
  keywords: text('comma-separated keywords', 300),
  description: text('a page description', 300).optional(),
});

/** Routes whose titles and keywords differ per brand (host-app spec §2). */
export const TITLED_ROUTES = ['/live', '/score', '/live/lives', '/c2c', '/user-center'] as const;
export type TitledRoute = (typeof TITLED_ROUTES)[number];

/** An IANA zone name the platform's Intl knows (Asia/Shanghai, America/Sao_Paulo, UTC). */
function isTimeZoneName(name: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const LANGUAGES = ['zh-CN', 'pt-BR'] as const;
export const ROOT_ROUTES = ['score', 'live'] as const;

export const brandSchema = z
  .strictObject({
    $schema: z.string().optional(),
    id: z
      .string()
      .regex(/^[a-z][a-z0-9]{1,15}$/, {
        error: 'expected a brand id of 2-16 lower-case letters and digits, starting with a letter',
      })
      .describe('The brand id; equals the folder name under brands/ and names dist-brands/<id>/.'),
    siteName: text('the site name', 40).describe('The site name users see, e.g. 盘球吧直播 (spec §9).'),
    shortName: text('a short name for the home screen', 12).describe('Name under the home-screen icon.'),
    language: z.enum(LANGUAGES, { error: 'expected "zh-CN" or "pt-BR"' }).describe('The site language.'),
    rootRoute: z
      .enum(ROOT_ROUTES, { error: 'expected "score" or "live" (where / redirects)' })
      .describe('Where the root / redirects: /score or /live (spec §2).'),
    defaultSpSource: z
      .int({ error: 'expected a whole number sp_source or null' })
      .positive({ error: 'expected a positive sp_source' })
      .nullable()
      .default(null)
      .describe('sp_source sent with every API call when the page does not name one; xzb uses 5 (spec §7).'),
    forwardChannelCode: z
      .boolean({ error: 'expected true or false' })
      .default(false)
      .describe('Forward channel_code from the page URL to the API (the qutu site, spec §7).'),
    storeKey: z
      .string()
      .regex(/^[a-z][a-z0-9]*_store$/, {
        error: 'expected the persisted store key as <lower-case name>_store, like xzbn_store',
      })
      .describe('localStorage key of the persisted app state, ending in _store (spec §9).'),
    theme: z
      .strictObject({
        primary: colour('the primary colour').default('#319cfc'),
        onPrimary: colour('the text colour on the primary colour').default('#ffffff'),
        radius: z
          .number({ error: 'expected the corner radius in px of the 375-wide design' })
          .min(0)
          .max(24, { error: 'expected a corner radius of at most 24 px' })
          .default(8),
        fontScale: z
          .number({ error: 'expected a font scale such as 1' })
          .min(0.8, { error: 'expected a font scale of at least 0.8' })
          .max(1.4, { error: 'expected a font scale of at most 1.4' })
          .default(1),
        light: modeTokensSchema,
        dark: modeTokensSchema,
      })
      .describe('Colours and shape: become the --brand-* CSS variables; dark applies under body[mode="dark"].'),
    pages: z
      .strictObject({
        default: pageMetaSchema,
        '/live': pageMetaSchema,
        '/score': pageMetaSchema,
        '/live/lives': pageMetaSchema,
        '/c2c': pageMetaSchema,
        '/user-center': pageMetaSchema,
      })
      .describe('Title and keywords per route (spec §2); default applies to every other route.'),
    images: z
      .strictObject({
        logo: imagePath,
        favicon: imagePath,
        appIcon: imagePath,
        defaultAvatar: imagePath,
        siteAvatar: imagePath,
        placeholder: imagePath,
      })
      .describe('Images inside the brand folder; published with content-hashed names under /m/brand/.'),
    share: z
      .strictObject({
        domain: httpsUrl('the sharing and download domain'),
      })
      .describe('Sharing links are this domain + /download with invite_code and channel (spec §9).'),
    timeZone: z
      .string({ error: 'expected an IANA time zone name such as "America/Sao_Paulo"' })
      .refine(isTimeZoneName, { error: 'expected an IANA time zone name such as "America/Sao_Paulo"' })
      .optional()
      .describe(
        "The time zone days and times are shown in (the 7-day strip, 今天/Hoje, kick-offs, logs); left out, the device's zone.",
      ),
    production: z
      .strictObject({
        apiHostListUrl: httpsUrl('the URL of the static API host list'),
        apiFallbackHost: httpsUrl('the fallback API host'),
        chatSdkAppId: z
          .int({ error: 'expected the chat app id as a number' })
          .min(1_000_000, { error: 'expected the chat app id of the cloud IM service (at least 7 digits)' }),
        chatProxy: z
          .url({ protocol: /^wss$/, error: 'expected the chat proxy as a wss:// address' })
          .optional()
          .describe(
            "A proxy in front of the cloud IM service: the chat socket goes there instead of the cloud's hosts for the app id.",
          ),
      })
      .describe('Hosts and chat app id stamped by `brandgen build --env production`.'),
  })
  .superRefine((brand, ctx) => {
    if (brand.theme.primary.toLowerCase() === brand.theme.onPrimary.toLowerCase()) {
      ctx.addIssue({
        code: 'custom',
        path: ['theme', 'onPrimary'],
        message: 'expected a text colour that differs from theme.primary',
      });
    }
  });

export type BrandDescriptorInput = z.input<typeof brandSchema>;
export type BrandDescriptor = z.output<typeof brandSchema>;
export type ImageKey = keyof BrandDescriptor['images'];
export type ModeTokens = z.output<typeof modeTokensSchema>;
