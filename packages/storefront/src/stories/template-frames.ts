import type { FrameSettings } from '../frame';

// Each template's frame settings (its header arrangement and words) and, through its
// package's entry, its theme.css and frame.css: every folder under templates/ is found
// here, so a template made with `pnpm new-template` has page stories at once. Storybook
// only; the renderer imports the templates by name (apps/renderer/pages/+Layout.tsx).
const modules = import.meta.glob<FrameSettings>('../../../../templates/*/src/index.ts', {
  eager: true,
  import: 'frame',
});

export const templateFrames: Readonly<Record<string, FrameSettings>> = Object.fromEntries(
  Object.entries(modules).flatMap(([path, frame]) => {
    const name = /templates\/([^/]+)\/src\/index\.ts$/.exec(path)?.[1];
    return name ? [[name, frame]] : [];
  }),
);

/**
 * The kit defaults have no template: the frame is drawn with the storefront's shared
 * structure only (site-frame.css), in the one-row header a new template starts from.
 */
export const defaultFrame: FrameSettings = { header: 'bar', locationsHeading: 'Our locations' };

/** The frame settings of the template chosen in the toolbar. */
export function frameFor(template: string): FrameSettings {
  return templateFrames[template] ?? defaultFrame;
}
