import { slugify } from '@forecourt/search';
import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  defaultHomeSections,
  type FrameSettings,
  type HomeSection,
  homeSectionNames,
} from '../frame';
import { HomePage, homePageData, homeSearchPlan, homeSiteOf } from '../home';
import { cardSettings, frameSite, makeLogos, pages, searchAnswer, siteConfig } from './fixtures';
import { ContactDetails, StoryPage } from './story-page';
import { frameFor } from './template-frames';

// The home page as the renderer's pages/index draws it: the same HomePage with the
// template's sections in its order, each filled from the fixture stock by the same plan
// and rules as on a site (the storefront's homeSearchPlan and homePageData), answered by
// the search package's reference engine.

type HomeArgs = { sections: 'template' | readonly HomeSection[] };

const site = homeSiteOf(siteConfig);
const logos = new Map(Object.entries(makeLogos).map(([make, url]) => [slugify(make), url]));

function HomeStory({ sections, template }: HomeArgs & { template: string }) {
  const templateFrame = frameFor(template);
  const frame: FrameSettings =
    sections === 'template' ? templateFrame : { ...templateFrame, homeSections: sections };
  const plan = homeSearchPlan(frame, site);
  const data = homePageData({
    site,
    frame,
    plan,
    answers: {
      main: searchAnswer(plan.main),
      rows: plan.rows.map(({ request }) => searchAnswer(request)),
      dealerships: plan.dealerships.map(({ request }) => searchAnswer(request)),
    },
    hits: (answer) => answer.hits,
    logos,
    pages,
    cards: cardSettings,
  });
  return (
    <StoryPage template={template}>
      <HomePage
        sections={frame.homeSections ?? defaultHomeSections}
        data={data}
        contact={<ContactDetails site={frameSite()} />}
      />
    </StoryPage>
  );
}

const meta = {
  title: 'Pages/Home page',
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "The home page with fixture stock in the site frame of the template chosen in the toolbar: the template's `homeSections` in its order (`templates/<name>/src/index.ts`), its facet tiles and stock rows. `sections` tries another choice and order.",
      },
    },
  },
  args: { sections: 'template' },
  argTypes: {
    sections: {
      description: "The sections, in order: the template's own, or a list to try out",
      control: 'object',
    },
  },
  render: (args, { globals }) => (
    <HomeStory {...args} template={String(globals.template ?? 'default')} />
  ),
} satisfies Meta<HomeArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The template's own sections, in its order. */
export const Default: Story = {
  tags: ['screenshot-phone', 'screenshot-desktop'],
};

/** Every section a template can place. */
export const EverySection: Story = {
  name: 'Every section',
  args: { sections: homeSectionNames },
};
