/**
 * The theme contract: every token a template must give a value. Components read
 * only these names (and sizes derived from them in tokens.css), never a template
 * name, so a new template is a new set of values and nothing else.
 *
 * Colours come in pairs: a surface and the text drawn on it (`--primary` /
 * `--primary-foreground`), so a designer can check each pair's contrast once.
 */
export const themeTokens = {
  colour: [
    'background',
    'foreground',
    'surface',
    'surface-foreground',
    'muted',
    'muted-foreground',
    'primary',
    'primary-foreground',
    'secondary',
    'secondary-foreground',
    'accent',
    'accent-foreground',
    'danger',
    'danger-foreground',
    'success',
    'success-foreground',
    'warning',
    'warning-foreground',
    'border',
    'input',
    'ring',
    'overlay',
  ],
  shape: ['radius'],
  spacing: ['space'],
  font: ['font-body', 'font-heading'],
  shadow: ['shadow-card', 'shadow-overlay'],
} as const;

/**
 * Tokens the kit alone sets, the same under every template: they carry a product
 * rule, not a look (the 300 ms collapse, docs/rules.md#menus-and-sections). Their
 * values are in tokens.css; `pnpm tokens` refuses a template that sets one.
 */
export const kitTokens = {
  motion: ['duration-collapse'],
} as const;

export type KitTokenName = (typeof kitTokens)[keyof typeof kitTokens][number];

/** Every kit-only token name. */
export const kitTokenNames: readonly KitTokenName[] = Object.values(kitTokens).flat();

/** The kit-only tokens a stylesheet declares (a template's CSS must declare none). */
export function restatedKitTokens(css: string): KitTokenName[] {
  const declared = new Set(Array.from(css.matchAll(/--([a-z0-9-]+)\s*:/g), (m) => m[1]));
  return kitTokenNames.filter((name) => declared.has(name));
}

export type ThemeTokenGroup = keyof typeof themeTokens;
export type ThemeTokenName = (typeof themeTokens)[ThemeTokenGroup][number];

/** Every token name, in contract order. */
export const themeTokenNames: readonly ThemeTokenName[] = Object.values(themeTokens).flat();

/** A complete set of values for one template: TypeScript refuses a missing token. */
export type Theme = Record<ThemeTokenName, string>;

/** The attribute a page root carries to select its template's values. */
export const templateAttribute = 'data-template';

/**
 * Writes a theme as the CSS a template ships in its theme.css, scoped under
 * `[data-template="<name>"]`. Designers can start a new template from this output.
 */
export function themeToCss(templateName: string, theme: Theme): string {
  if (!/^[a-z][a-z0-9-]*$/.test(templateName)) {
    throw new Error(
      `theme "${templateName}": a template name is lower-case letters, digits and dashes, starting with a letter`,
    );
  }
  const lines = themeTokenNames.map((name) => `  --${name}: ${theme[name]};`);
  return `[${templateAttribute}="${templateName}"] {\n${lines.join('\n')}\n}\n`;
}

/**
 * Reads the custom properties a theme.css sets, so a test can check a template
 * against the contract. Returns the token names that are missing.
 */
export function missingThemeTokens(css: string): ThemeTokenName[] {
  const declared = new Set(Array.from(css.matchAll(/--([a-z0-9-]+)\s*:/g), (m) => m[1]));
  return themeTokenNames.filter((name) => !declared.has(name));
}
