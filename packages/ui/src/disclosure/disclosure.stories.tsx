import type { Meta, StoryObj } from '@storybook/react-vite';
import { States } from '../fixtures/states';
import { Disclosure } from './disclosure';

const full =
  'The Explore range brings a roomy cabin, a 2.5-litre hybrid drivetrain and a full suite of safety features as standard. This offer includes a 5 year warranty, 12 months free scheduled servicing and complimentary roadside assistance for the first year of ownership.';
const preview = `${full.slice(0, 160)}…`;

const meta = {
  title: 'Components/Disclosure',
  component: Disclosure,
  args: { preview, children: full },
} satisfies Meta<typeof Disclosure>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllStates: Story = {
  render: () => (
    <States
      items={[
        [
          'Collapsed (View more)',
          <Disclosure key="c" preview={preview}>
            {full}
          </Disclosure>,
        ],
        [
          'Expanded (View less)',
          <Disclosure key="e" preview={preview} defaultExpanded>
            {full}
          </Disclosure>,
        ],
        ['Short text: no toggle', <Disclosure key="s">A short description.</Disclosure>],
      ]}
    />
  ),
};
