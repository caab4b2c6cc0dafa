import type { Meta, StoryObj } from '@storybook/react-vite';
import { States } from '../fixtures/states';
import { Alert, Toast, ToastProvider } from './toast';

const meta = {
  title: 'Components/Toast and Alert',
  component: Alert,
  args: { tone: 'danger', children: 'An error occurred when submitting this form' },
} satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ToastNotice: Story = {
  render: () => (
    <ToastProvider>
      <Toast
        title="Added to favourites"
        description="2021 Toyota RAV4 GX"
        defaultOpen
        duration={600000}
      />
    </ToastProvider>
  ),
};

export const AllStates: Story = {
  render: () => (
    <ToastProvider>
      <States
        items={[
          ['Info', <Alert key="i" title="Prices include GST" />],
          ['Success', <Alert key="s" tone="success" title="Thanks! We'll be in touch shortly." />],
          [
            'Warning',
            <Alert key="w" tone="warning" title="Holiday hours">
              We close at 2pm on Friday 4 July 2025.
            </Alert>,
          ],
          [
            'Danger',
            <Alert key="d" tone="danger">
              An unexpected error occured
            </Alert>,
          ],
        ]}
      />
      <Toast
        title="Added to favourites"
        description="2021 Toyota RAV4 GX"
        defaultOpen
        duration={600000}
      />
    </ToastProvider>
  ),
};
