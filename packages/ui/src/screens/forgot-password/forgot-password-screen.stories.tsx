import type { Meta, StoryObj } from '@storybook/react-vite';
import { pendingAnswer } from '@verba/mocks';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ForgotPasswordScreen } from './forgot-password-screen.tsx';

const meta = {
  title: 'Screens/ForgotPasswordScreen',
  component: ForgotPasswordScreen,
} satisfies Meta<typeof ForgotPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function ask(canvasElement: HTMLElement, email = 'someone@example.com') {
  await userEvent.type(within(canvasElement).getByRole('textbox', { name: 'E-mail' }), email);
  await userEvent.keyboard('{Enter}');
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/sign-in');
  },
};

/** The same answer for any address: "if an account exists". */
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ask(canvasElement);
    const heading = await canvas.findByRole('heading', { level: 1, name: 'Check your inbox' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'If an account exists for someone@example.com',
    );
  },
};

export const Pending: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('/api/auth/password/forgot', pendingAnswer));
  },
  play: async ({ canvasElement }) => {
    await ask(canvasElement);
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: /Send link/ })).toHaveAttribute(
        'data-pending',
        'true',
      ),
    );
  },
};

export const ValidationError: Story = {
  play: async ({ canvasElement }) => {
    await ask(canvasElement, 'someone');
    await waitFor(() =>
      expect(within(canvasElement).getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
        /Enter a valid e-mail address/,
      ),
    );
  },
};

export const RateLimited: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('/api/auth/password/forgot', () =>
        HttpResponse.json(
          { error: 'Too many requests. Please try again in 10 minutes.', code: 'RATE_LIMITED' },
          { status: 429, headers: { 'Retry-After': '600' } },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await ask(canvasElement);
    await expect(await within(canvasElement.ownerDocument.body).findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please try again in 10 minutes.',
    );
    await expect(within(canvasElement).getByRole('textbox', { name: 'E-mail' })).toHaveValue(
      'someone@example.com',
    );
  },
};

/** The same refusal for a German user: the wait in German, from the answer's Retry-After. */
export const RateLimitedGerman: Story = {
  globals: { locale: 'de-DE' },
  beforeEach({ msw }) {
    msw.use(
      http.post('/api/auth/password/forgot', () =>
        HttpResponse.json(
          { error: 'Too many attempts. Please try again in 45 seconds.', code: 'RATE_LIMITED' },
          { status: 429, headers: { 'Retry-After': '45' } },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-Mail' }), 'someone@example.com{Enter}');
    await expect(await within(canvasElement.ownerDocument.body).findByRole('alert')).toHaveTextContent(
      'Zu viele Versuche. Bitte versuche es in 45 Sekunden erneut.',
    );
  },
};
