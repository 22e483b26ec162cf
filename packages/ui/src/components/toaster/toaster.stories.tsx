import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useReportFailure } from '../action/use-action.ts';
import { Button } from '../button/button.tsx';
import { notify } from './notify.ts';
import { Toaster } from './toaster.tsx';

// The Toaster itself is rendered by the story frame's VerbaUiProvider, as in the app.
function ToastDemo() {
  const report = useReportFailure();
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
      <Button
        variant="outline"
        onPress={() =>
          report({ ok: false, code: 'INVALID_CREDENTIALS', error: 'Invalid e-mail or password' })
        }
      >
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

/** A failed call's result, reported by its code, lands in the same Toaster. */
export const ApiError: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('button', { name: 'API error' }));
    await expect(await page.findByRole('alert')).toHaveTextContent('Invalid e-mail or password');
  },
};

/** The same failure for a German user: the code's German text, not the server's English. */
export const ApiErrorGerman: Story = {
  globals: { locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('button', { name: 'API error' }));
    await expect(await page.findByRole('alert')).toHaveTextContent('E-Mail-Adresse oder Passwort ist falsch');
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
