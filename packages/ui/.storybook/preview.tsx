import type { Decorator, Preview } from '@storybook/react-vite';
import '../src/theme/tokens.css';

// Every template's theme.css is loaded, so the toolbar can switch between them
// and a new template folder shows up here without touching this file.
const themeFiles = import.meta.glob('../../../templates/*/theme.css', { eager: true });
const templates = Object.keys(themeFiles)
  .map((path) => path.split('/').at(-2) ?? '')
  .filter(Boolean)
  .sort();

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
          ...templates.map((name) => ({ value: name, title: name })),
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
