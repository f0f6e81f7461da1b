import type { Decorator, Preview } from '@storybook/react-vite';
import { brands } from 'virtual:ui-kit-brands';
import { type Lang, UiKitProvider } from '../src/UiKitProvider/index.ts';
import { fitRootFontSize } from './root-font-size.ts';
import './preview.css';

fitRootFontSize();

const TOKENS_ID = 'brand-tokens';

/** Puts the chosen brand's tokens (from its descriptor, via brandCssText) into the page, like brandgen does. */
function applyBrand(id: string): void {
  const brand = brands.find((b) => b.id === id) ?? brands[0];
  if (!brand) return;
  let style = document.getElementById(TOKENS_ID);
  if (!style) {
    style = document.createElement('style');
    style.id = TOKENS_ID;
    document.head.prepend(style);
  }
  if (style.textContent !== brand.css) style.textContent = brand.css;
  document.body.dataset.brand = brand.id;
}

const withTheme: Decorator = (Story, context) => {
  applyBrand(String(context.globals.brand));
  // Spec §2: the theme mode is the `mode` attribute on body.
  document.body.setAttribute('mode', context.globals.mode === 'dark' ? 'dark' : 'light');
  const lang: Lang = context.globals.lang === 'pt-BR' ? 'pt-BR' : 'zh-CN';
  document.documentElement.lang = lang;
  return (
    <UiKitProvider lang={lang}>
      <Story />
    </UiKitProvider>
  );
};

const preview: Preview = {
  decorators: [withTheme],
  tags: ['autodocs'],
  globalTypes: {
    brand: {
      description: 'Brand: tokens from brands/<id>/brand.json',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: brands.map((b) => ({ value: b.id, title: `${b.id} · ${b.siteName}`, right: b.primary })),
        dynamicTitle: true,
      },
    },
    mode: {
      description: 'Theme mode (body mode attribute)',
      toolbar: {
        title: 'Mode',
        icon: 'contrast',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
    lang: {
      description: 'Language of built-in texts',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'zh-CN', title: '中文 zh-CN' },
          { value: 'pt-BR', title: 'Português pt-BR' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    brand: brands[0]?.id ?? '',
    mode: 'light',
    lang: 'zh-CN',
    viewport: { value: 'phone375', isRotated: false },
  },
  parameters: {
    // The design grid is 375 wide; 1rem follows the canvas width like the app's page.
    viewport: {
      options: {
        phone375: { name: 'Phone 375 × 667 (design)', styles: { width: '375px', height: '667px' }, type: 'mobile' },
        phone414: { name: 'Phone 414 × 896', styles: { width: '414px', height: '896px' }, type: 'mobile' },
        phone320: { name: 'Phone 320 × 568', styles: { width: '320px', height: '568px' }, type: 'mobile' },
      },
    },
    layout: 'fullscreen',
    controls: { expanded: true },
    a11y: { test: 'error' },
  },
};

export default preview;
