import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { Checkbox } from '../checkbox/checkbox';
import { TextField } from '../text-field/text-field';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from './dialog';

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

function Enquiry({ defaultOpen }: { defaultOpen?: boolean }) {
  return (
    <Dialog defaultOpen={defaultOpen}>
      <DialogTrigger asChild>
        <Button>Enquire</Button>
      </DialogTrigger>
      <DialogContent title="Enquiry" description="2021 Toyota RAV4 GX · Stock no. 48213">
        <form style={{ display: 'grid', gap: 12 }}>
          <TextField label="First name" name="name" required />
          <TextField label="Email" name="email" type="email" required />
          <Checkbox label="Email me similar stock and latest offers." defaultChecked />
          <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
            <DialogClose asChild>
              <Button variant="ghost">Cancel</Button>
            </DialogClose>
            <Button type="submit">Send enquiry</Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export const Default: Story = { render: () => <Enquiry /> };

export const AllStates: Story = {
  render: () => <Enquiry defaultOpen />,
};
