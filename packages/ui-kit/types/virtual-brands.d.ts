declare module 'virtual:ui-kit-brands' {
  import type { StoryBrand } from '../.storybook/brands-plugin.ts';

  export const brands: StoryBrand[];
}
