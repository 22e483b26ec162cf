import type { Meta, StoryObj } from '@storybook/react-vite';
import { adaPassword, pendingAnswer, signedInHandlers } from '@verba/mocks';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { EmailSettingsScreen } from './email-settings-screen.tsx';

const meta = {
  title: 'Screens/EmailSettingsScreen',
  component: EmailSettingsScreen,
  beforeEach({ msw }) {
    msw.use(...signedInHandlers());
  },
} satisfies Meta<typeof EmailSettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function change(canvasElement: HTMLElement, email: string, password = adaPassword) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: 'New e-mail address' }), email);
  await userEvent.type(canvas.getByLabelText('Current password'), password);
  await userEvent.keyboard('{Enter}');
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Email settings' })).toBeVisible();
    await expect(await canvas.findByText('You sign in with ada@example.com.')).toBeVisible();
  },
};

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await change(canvasElement, 'ada@analytical.example');
    const heading = await canvas.findByRole('heading', { level: 2, name: 'Check your new inbox' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByRole('status')).toHaveTextContent('ada@analytical.example');
  },
};

export const Pending: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('/api/auth/setup/email', pendingAnswer));
  },
  play: async ({ canvasElement }) => {
    await change(canvasElement, 'ada@analytical.example');
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: /Send confirmation link/ })).toHaveAttribute(
        'data-pending',
        'true',
      ),
    );
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'New e-mail address' }), 'ada');
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'New e-mail address' })).toHaveAccessibleDescription(
        /Enter a valid e-mail address/,
      ),
    );
    await expect(canvas.getByLabelText('Current password')).toHaveAccessibleDescription(
      'This field is required.',
    );
  },
};

export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    await change(canvasElement, 'ada@analytical.example', 'not-my-password');
    await expect(await within(canvasElement.ownerDocument.body).findByRole('alert')).toHaveTextContent(
      'The password is not correct.',
    );
    await expect(within(canvasElement).getByRole('textbox', { name: 'New e-mail address' })).toHaveValue(
      'ada@analytical.example',
    );
  },
};

/** The server names the field it refuses: its message shows at that field as well as in the toast. */
export const SameAddress: Story = {
  play: async ({ canvasElement }) => {
    await change(canvasElement, 'ada@example.com');
    const email = within(canvasElement).getByRole('textbox', { name: 'New e-mail address' });
    await waitFor(() => expect(email).toHaveAccessibleDescription('This is already your e-mail address.'));
    await expect(email).toHaveFocus();
    await expect(await within(canvasElement.ownerDocument.body).findByRole('alert')).toHaveTextContent(
      'This is already your e-mail address.',
    );
  },
};

/** A refusal the ui knows by its code reads in German for a German user. */
export const WrongPasswordGerman: Story = {
  globals: { locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Neue E-Mail-Adresse' }),
      'ada@analytical.example',
    );
    await userEvent.type(canvas.getByLabelText('Aktuelles Passwort'), 'not-my-password{Enter}');
    await expect(await within(canvasElement.ownerDocument.body).findByRole('alert')).toHaveTextContent(
      'Das Passwort ist nicht richtig.',
    );
  },
};
