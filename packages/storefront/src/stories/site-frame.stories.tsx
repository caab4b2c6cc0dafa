import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import type { FrameSettings } from '../frame';
import { carPhoto, frameSite } from './fixtures';
import { PageShell, StoryPage } from './story-page';

// The site frame every page of every template is drawn in (header, navigation, phone
// menu, footer), with a fixture dealer site. The Template toolbar picks the template:
// its header arrangement, words and look. Tags name the widths the visual run
// screenshots the story at (packages/ui/visual/stories.spec.ts).

type FrameArgs = { header: 'template' | FrameSettings['header'] };

const meta = {
  title: 'Pages/Site frame',
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "The storefront's `SiteFrame` as each template sets it up (`templates/<name>/src/index.ts`: the header arrangement and words; `frame.css`: the look). Pick a template in the toolbar; `header` tries another arrangement in this template's look.",
      },
    },
  },
  args: { header: 'template' },
  argTypes: {
    header: {
      description: "The header arrangement: the template's own, or another to try out",
      control: 'inline-radio',
      options: ['template', 'bar', 'masthead', 'strip'],
    },
  },
  render: ({ header }, { globals }) => (
    <StoryPage
      template={String(globals.template ?? 'default')}
      header={header === 'template' ? undefined : header}
    >
      <AboutPage />
    </StoryPage>
  ),
} satisfies Meta<FrameArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A short content page, so the frame is seen around something. */
function AboutPage() {
  return (
    <PageShell
      title="About Riverbend Motors"
      breadcrumbs={[
        { label: 'Home', href: '/' },
        { label: 'About Us', href: '/about-us' },
      ]}
    >
      <p>
        Family owned since 1986, Riverbend Motors sells new, demo and used cars from our River Road
        showroom, with a service centre and parts counter next door.
      </p>
    </PageShell>
  );
}

/** The frame around a page: skip link, header with its menus, footer with every location. */
export const Default: Story = {
  tags: ['screenshot-phone', 'screenshot-desktop'],
};

/**
 * On a phone the navigation is a drawer: the Menu button opens it (focus moves in), and
 * here its Models menu is opened too (the range under its body categories).
 */
export const PhoneMenuOpen: Story = {
  name: 'Phone menu open',
  tags: ['screenshot-phone'],
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const menu = within(canvasElement).getByRole('button', { name: 'Menu', hidden: true });
    // Wider than a phone the header shows the menus instead (nothing to open).
    if (getComputedStyle(menu).display === 'none') return;
    await userEvent.click(menu);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await expect(within(drawer).getByRole('link', { name: 'Our Stock' })).toBeVisible();
    await userEvent.click(within(drawer).getByText('Models', { selector: 'summary, summary *' }));
    await expect(within(drawer).getByRole('link', { name: 'LandCruiser 300' })).toBeVisible();
  },
};

/** On a wider screen the header's Models dropdown, open: the range grouped by body category. */
export const ModelsMenuOpen: Story = {
  name: 'Models menu open',
  tags: ['screenshot-desktop'],
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const header = within(canvasElement).getByRole('banner');
    const models = within(header).getByRole('button', { name: 'Models', hidden: true });
    // On a phone the header's menus are in the drawer instead.
    if (!models.checkVisibility()) return;
    await userEvent.click(models);
    await expect(models).toHaveAttribute('aria-expanded', 'true');
  },
};

/** A site with the sticky emergency banner and a popup (open until the shopper closes it). */
export const WithNotices: Story = {
  name: 'With notices',
  render: (_, { globals }) => (
    <StoryPage
      template={String(globals.template ?? 'default')}
      site={frameSite({
        emergencyBanner: {
          message: 'Our service centre is closed on Monday 9 March for the public holiday.',
          link: '/service#service-booking',
          linkLabel: 'Book a Service',
        },
        popup: {
          image: carPhoto('#b91c1c', '#fde68a'),
          title: 'Autumn sale on now',
          description: 'Save on every demo car until the end of March.',
          buttonText: 'See the offers',
          link: '/special-offers',
          expiry: null,
        },
      })}
    >
      <AboutPage />
    </StoryPage>
  ),
  play: async () => {
    // The popup loads its code after the page mounts.
    await screen.findByRole('dialog', { name: 'Autumn sale on now' });
  },
};
