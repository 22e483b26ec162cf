import type { Meta, StoryObj } from '@storybook/react-vite';
import { apiError, commonPassword } from '@verba/mocks';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SignUpScreen } from './sign-up-screen.tsx';

const meta = {
  title: 'Screens/SignUpScreen',
  component: SignUpScreen,
} satisfies Meta<typeof SignUpScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fillIn(canvasElement: HTMLElement, password = 'a long enough passphrase') {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: 'First name' }), 'Grace');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Last name' }), 'Hopper');
  await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), 'grace@example.com');
  await userEvent.type(canvas.getByLabelText('Password'), password);
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription(/At least 12 characters/);
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
    // What the person accepts by signing up is one click away.
    await expect(canvas.getByRole('link', { name: 'terms of service' })).toHaveAttribute(
      'href',
      '/terms-of-service',
    );
    await expect(canvas.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
  },
};

/** Sends the form with Enter and the locale, then says where the mail went and moves focus there. */
export const Success: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('/api/auth/register', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        if (body.locale !== 'en-US' || body.firstName !== 'Grace')
          return apiError(400, 'Unexpected body', 'TEST');
        return HttpResponse.json({ success: true }, { status: 201 });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillIn(canvasElement);
    await userEvent.keyboard('{Enter}');
    const heading = await canvas.findByRole('heading', { level: 1, name: 'Check your inbox' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByRole('status')).toHaveTextContent('grace@example.com');
  },
};

export const Pending: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('/api/auth/register', () => delay('infinite')));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillIn(canvasElement);
    // Enter, not a click: a focused pending button leaves a live-region node behind for the next story.
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Create account/ })).toHaveAttribute('data-pending', 'true'),
    );
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), 'grace@');
    await userEvent.type(canvas.getByLabelText('Password'), 'short');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    const firstName = canvas.getByRole('textbox', { name: 'First name' });
    await waitFor(() => expect(firstName).toHaveAccessibleDescription('This field is required.'));
    await expect(firstName).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
      /Enter a valid e-mail address/,
    );
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription(
      'Use at least 12 characters.',
    );
    // The message follows the input once shown.
    await userEvent.type(firstName, 'Grace');
    await waitFor(() => expect(firstName).not.toHaveAttribute('aria-invalid'));
  },
};

/** The server refuses a common password: its `error` shows as a toast and nothing typed is lost. */
export const ServerError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillIn(canvasElement, commonPassword);
    await userEvent.keyboard('{Enter}');
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByRole('alert')).toHaveTextContent(/most common passwords/);
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveValue('grace@example.com');
    await expect(canvas.getByLabelText('Password')).toHaveValue(commonPassword);
  },
};

export const German: Story = {
  globals: { locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Konto erstellen' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Konto erstellen' }));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Vorname' })).toHaveAccessibleDescription(
        'Dieses Feld ist erforderlich.',
      ),
    );
  },
};
