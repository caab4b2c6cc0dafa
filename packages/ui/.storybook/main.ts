import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../src/**/*.mdx', '../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  viteFinal(config) {
    // Radix ships "use client" banners that mean nothing in a static Storybook;
    // silence that one warning so real ones stand out in the test log.
    const rollupOptions = config.build?.rollupOptions ?? {};
    return {
      ...config,
      build: {
        ...config.build,
        rollupOptions: {
          ...rollupOptions,
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
