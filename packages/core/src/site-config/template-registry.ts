// The template registry (docs/decisions/0014-frozen-clock-for-visual-tests.md): the one list of the templates a site may use.
// Core's site validation, the renderer's frame lookup, Storybook's theme switcher and
// the visual-regression matrices all read it, and `pnpm new-template` adds a row here.
// Each name is a package `@forecourt/template-{name}` under `templates/{name}` and a
// `[data-template="{name}"]` theme.

export type TemplateEntry = {
  /** The theme's title in Storybook's toolbar and the docs. */
  readonly title: string;
  /** The demo site whose pages the visual baselines show in this template. */
  readonly baselineSite: string;
};

export const templateRegistry = {
  metro: { title: 'Metro', baselineSite: 'harbour-motor-group' },
  heritage: { title: 'Heritage', baselineSite: 'ironbark-nissan' },
  outback: { title: 'Outback', baselineSite: 'red-gum-used-cars' },
  franchise: { title: 'Franchise', baselineSite: 'coral-coast-kia' },
  // new-template: rows are added above this line
} as const satisfies Record<string, TemplateEntry>;

export type TemplateName = keyof typeof templateRegistry;

/** Every template name, in registry order. */
export const templateNames = Object.keys(templateRegistry) as [TemplateName, ...TemplateName[]];
