import { templateNames, templateRegistry } from '@forecourt/core';
import type { Decorator, Preview } from '@storybook/react-vite';
import '../src/theme/tokens.css';

// The toolbar offers every template of core's registry (the one list of template
// names); each template's theme.css is loaded, so switching needs no reload.
import.meta.glob('../../../templates/*/theme.css', { eager: true });

const withTemplate: Decorator = (Story, context) => {
  const template = String(context.globals.template ?? 'default');
  // On <html>, so dialogs and menus portalled to <body> get the same tokens.
  const root = document.documentElement;
  if (template === 'default') root.removeAttribute('data-template');
  else root.setAttribute('data-template', template);
  document.body.classList.add('fc-root');
  return <Story />;
};

const preview: Preview = {
  globalTypes: {
    template: {
      description: 'Template theme',
      toolbar: {
        title: 'Template',
        icon: 'paintbrush',
        items: [
          { value: 'default', title: 'Kit defaults' },
          ...templateNames.map((name) => ({ value: name, title: templateRegistry[name].title })),
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { template: 'default' },
  decorators: [withTemplate],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    a11y: { test: 'error' },
    options: { storySort: { order: ['Introduction', 'Design tokens', 'Components'] } },
  },
  tags: ['autodocs'],
};

export default preview;
