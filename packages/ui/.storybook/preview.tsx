import { templateNames, templateRegistry } from '@forecourt/core';
import type { Decorator, Preview } from '@storybook/react-vite';
import { GLOBALS_UPDATED, SET_GLOBALS } from 'storybook/internal/core-events';
import { addons } from 'storybook/preview-api';
import '../src/theme/tokens.css';
import { pageViewports } from './viewports';

// The toolbar offers every template of core's registry (the one list of template
// names); each template's theme.css (its tokens) and frame.css (its look: the frame and
// its headings) are loaded, as a site loads them, so switching needs no reload.
import.meta.glob(['../../../templates/*/theme.css', '../../../templates/*/src/frame.css'], {
  eager: true,
});

/** On <html>, so dialogs and menus portalled to <body> get the same tokens. */
function applyTemplate(value: unknown) {
  const template = String(value ?? 'default');
  const root = document.documentElement;
  if (template === 'default') root.removeAttribute('data-template');
  else root.setAttribute('data-template', template);
  document.body.classList.add('fc-root');
}

// Docs pages run no decorator, so the template also follows the toolbar's globals
// directly: the Design tokens page reads its values from <html> whenever this changes.
type GlobalsEvent = { globals?: Record<string, unknown> };
const channel = addons.getChannel();
channel.on(SET_GLOBALS, ({ globals }: GlobalsEvent) => applyTemplate(globals?.template));
channel.on(GLOBALS_UPDATED, ({ globals }: GlobalsEvent) => applyTemplate(globals?.template));

const withTemplate: Decorator = (Story, context) => {
  applyTemplate(context.globals.template);
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
    viewport: {
      options: {
        phone: {
          name: `Phone (${pageViewports.phone.width} × ${pageViewports.phone.height})`,
          styles: {
            width: `${pageViewports.phone.width}px`,
            height: `${pageViewports.phone.height}px`,
          },
          type: 'mobile',
        },
        desktop: {
          name: `Desktop (${pageViewports.desktop.width} × ${pageViewports.desktop.height})`,
          styles: {
            width: `${pageViewports.desktop.width}px`,
            height: `${pageViewports.desktop.height}px`,
          },
          type: 'desktop',
        },
      },
    },
    options: {
      storySort: { order: ['Introduction', 'Design tokens', 'Pages', 'Components'] },
    },
  },
  tags: ['autodocs'],
};

export default preview;
