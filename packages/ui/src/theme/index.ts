export {
  type KitTokenName,
  kitTokenNames,
  kitTokens,
  missingThemeTokens,
  restatedKitTokens,
  type Theme,
  type ThemeTokenGroup,
  type ThemeTokenName,
  templateAttribute,
  themeToCss,
  themeTokenNames,
  themeTokens,
} from './theme';
