export {
  missingThemeTokens,
  type Theme,
  type ThemeTokenGroup,
  type ThemeTokenName,
  templateAttribute,
  themeToCss,
  themeTokenNames,
  themeTokens,
} from './theme';
