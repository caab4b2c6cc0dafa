import type { Meta, StoryObj } from '@storybook/react-vite';
import { Checkbox } from '../checkbox/checkbox';
import { States } from '../fixtures/states';
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
  FilterSection,
} from './accordion';

const meta = {
  title: 'Components/Accordion',
  component: Accordion,
  args: { type: 'single', collapsible: true },
} satisfies Meta<typeof Accordion>;
export default meta;
type Story = StoryObj<typeof meta>;

function Faq({ open }: { open?: string }) {
  return (
    <Accordion type="single" collapsible defaultValue={open}>
      <AccordionItem value="age">
        <AccordionTrigger>Can I get an online estimate for an older car?</AccordionTrigger>
        <AccordionContent>
          Online estimates are generally not given for cars over 7 years old or over 100,000 km.
        </AccordionContent>
      </AccordionItem>
      <AccordionItem value="keys">
        <AccordionTrigger>What affects my trade-in price?</AccordionTrigger>
        <AccordionContent>
          Service history, 2 sets of keys and the overall condition.
        </AccordionContent>
      </AccordionItem>
    </Accordion>
  );
}

export const Default: Story = { render: () => <Faq /> };

export const FilterSections: Story = {
  render: () => (
    <div style={{ maxWidth: 280 }}>
      <FilterSection title="Make">
        <div style={{ display: 'grid', gap: 8 }}>
          <Checkbox label="Toyota (42)" />
          <Checkbox label="Mazda (17)" />
        </div>
      </FilterSection>
      <FilterSection title="Fuel" defaultOpen={false}>
        <Checkbox label="Hybrid (9)" />
      </FilterSection>
    </div>
  ),
};

export const AllStates: Story = {
  render: () => (
    <States
      columns={2}
      items={[
        ['Accordion closed', <Faq key="c" />],
        ['Accordion open', <Faq key="o" open="age" />],
        [
          'Filter section open',
          <FilterSection key="fo" title="Body type">
            <div style={{ display: 'grid', gap: 8 }}>
              <Checkbox label="SUV (31)" defaultChecked />
              <Checkbox label="Hatch (12)" />
            </div>
          </FilterSection>,
        ],
        [
          'Filter section closed',
          <FilterSection key="fc" title="Colour" defaultOpen={false}>
            <Checkbox label="Red (4)" />
          </FilterSection>,
        ],
      ]}
    />
  ),
};
