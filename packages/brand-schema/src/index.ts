export {
  type BrandDescriptor,
  type BrandDescriptorInput,
  brandSchema,
  type ImageKey,
  LANGUAGES,
  type ModeTokens,
  ROOT_ROUTES,
  TITLED_ROUTES,
  type TitledRoute,
  UNSAFE_TEXT,
} from './schema.ts';
export { formatPath, type Problem, type ValidationResult, validateBrand } from './validate.ts';
export { brandCssText, brandCssVariables, type CssVariables, pxToRem, REM_ROOT_PX } from './tokens.ts';
export { type BrandRuntimeConfig, type BuildEnv, SANDBOX_ENV, toRuntimeConfig } from './runtime-config.ts';
export { brandJsonSchema } from './json-schema.ts';
export {
  type AccessibleColours,
  accessibleColours,
  type ColourPair,
  failingPairs,
  type Mode,
  type ModeColours,
} from './contrast/brand-colours.ts';
export { type Against, readableVariant } from './contrast/derive.ts';
export { AA_NON_TEXT, AA_TEXT, contrastRatio, formatRatio, relativeLuminance } from './contrast/wcag.ts';
