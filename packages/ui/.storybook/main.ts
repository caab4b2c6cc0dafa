import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  // The kit's components and docs, and the storefront's page stories (whole pages
  // of the shopper widgets with fixture data, in each template's site frame).
  stories: ['../src/**/*.mdx', '../src/**/*.stories.tsx', '../../storefront/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  viteFinal(config) {
    // Radix ships "use client" banners that mean nothing in a static Storybook;
    // silence that one warning so real ones stand out in the test log. (Vite 8
    // bundles with Rolldown: its options are `build.rolldownOptions`.)
    const rolldownOptions = config.build?.rolldownOptions ?? {};
    return {
      ...config,
      // The storefront's stories import the kit and React from their own package:
      // one React for all of them, as in the renderer's build.
      resolve: {
        ...config.resolve,
        dedupe: [...(config.resolve?.dedupe ?? []), 'react', 'react-dom'],
      },
      build: {
        ...config.build,
        rolldownOptions: {
          ...rolldownOptions,
          onwarn(warning, warn) {
            if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
            warn(warning);
          },
        },
      },
    };
  },
};

export default config;
