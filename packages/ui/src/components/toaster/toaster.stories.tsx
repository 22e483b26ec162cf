import type { Meta, StoryObj } from '@storybook/react-vite';
import { showError } from '@verba/api-client';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { notify } from './notify.ts';
import { Toaster } from './toaster.tsx';

// The Toaster itself is rendered by the story frame's VerbaUiProvider, as in the app.
function ToastDemo() {
  return (
    <div className="flex gap-2 p-4">
      <Button variant="outline" onPress={() => notify.info('Theme set to dark mode')}>
        Info
      </Button>
      <Button variant="outline" onPress={() => notify.success('Project created')}>
        Success
      </Button>
      <Button variant="outline" onPress={() => notify.error('Failed to start login')}>
        Error
      </Button>
      <Button variant="outline" onPress={() => showError('Invalid e-mail or password')}>
        API error
      </Button>
    </div>
  );
}

const meta = {
  title: 'Components/Toaster',
  component: Toaster,
  render: () => <ToastDemo />,
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('button', { name: 'Info' }));
    await expect(await page.findByRole('alert')).toHaveTextContent('Theme set to dark mode');
  },
};

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('button', { name: 'Success' }));
    await expect(await page.findByRole('alert')).toHaveTextContent('Project created');
  },
};

export const ErrorToast: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('button', { name: 'Error' }));
    await expect(await page.findByRole('alert')).toHaveTextContent('Failed to start login');
  },
};

/** api-client's showError lands in the same Toaster. */
export const ApiError: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('button', { name: 'API error' }));
    await expect(await page.findByRole('alert')).toHaveTextContent('Invalid e-mail or password');
  },
};

export const Dismiss: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('button', { name: 'Info' }));
    await page.findByRole('alert');
    await userEvent.click(page.getByRole('button', { name: 'Close notification' }));
    await waitFor(() => expect(page.queryByRole('alert')).not.toBeInTheDocument());
  },
};
