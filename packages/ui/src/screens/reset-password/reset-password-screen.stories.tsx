import type { Meta, StoryObj } from '@storybook/react-vite';
import { adaLovelace, commonPassword, mockApi, pendingAnswer, samplePasskeys } from '@verba/mocks';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectLink, incompleteLinkPlay } from '../../testing/token-page-plays.ts';
import { ResetPasswordScreen } from './reset-password-screen.tsx';

const meta = {
  title: 'Screens/ResetPasswordScreen',
  component: ResetPasswordScreen,
  args: { token: 'reset-token' },
} satisfies Meta<typeof ResetPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function choose(canvasElement: HTMLElement, password: string) {
  await userEvent.type(within(canvasElement).getByLabelText('New password'), password);
  await userEvent.keyboard('{Enter}');
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    await expect(canvas.getByLabelText('New password')).toHaveAccessibleDescription(/At least 12 characters/);
  },
};

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(canvasElement, 'a brand new passphrase');
    const heading = await canvas.findByRole('heading', { level: 1, name: 'Your password was changed' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
  },
};

export const Pending: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('/api/auth/password/reset', pendingAnswer));
  },
  play: async ({ canvasElement }) => {
    await choose(canvasElement, 'a brand new passphrase');
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: /Save new password/ })).toHaveAttribute(
        'data-pending',
        'true',
      ),
    );
  },
};

export const TooShort: Story = {
  play: async ({ canvasElement }) => {
    await choose(canvasElement, 'short');
    await waitFor(() =>
      expect(within(canvasElement).getByLabelText('New password')).toHaveAccessibleDescription(
        'Use at least 12 characters.',
      ),
    );
  },
};

export const CommonPassword: Story = {
  play: async ({ canvasElement }) => {
    await choose(canvasElement, commonPassword);
    await expect(await within(canvasElement.ownerDocument.body).findByRole('alert')).toHaveTextContent(
      /most common passwords/,
    );
  },
};

export const ExpiredLink: Story = {
  args: { token: 'expired-token' },
  play: async ({ canvasElement }) => {
    await choose(canvasElement, 'a brand new passphrase');
    await expect(await within(canvasElement.ownerDocument.body).findByRole('alert')).toHaveTextContent(
      /This link has expired/,
    );
    await expect(within(canvasElement).getByLabelText('New password')).toHaveValue('a brand new passphrase');
  },
};

export const MissingToken: Story = {
  args: { token: null },
  play: async (context) => {
    await incompleteLinkPlay(context);
    await expectLink(context.canvasElement, 'Ask for a new link', '/sign-in/forgot-password');
  },
};

export const German: Story = {
  globals: { locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Neues Passwort wählen' }),
    ).toBeVisible();
  },
};

/** The account has passkeys: the page lists them and offers to remove them all with the reset. */
export const WithPasskeys: Story = {
  beforeEach({ msw }) {
    msw.use(...mockApi({ user: { ...adaLovelace, passkeys: samplePasskeys() } }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = await canvas.findByRole('group', { name: 'Passkeys of this account' });
    await expect(within(group).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(group).getAllByRole('listitem')[0]).toHaveTextContent(/Work laptop, added .*2026/);
    await userEvent.click(within(group).getByRole('checkbox', { name: /Also remove all these passkeys/ }));
    await choose(canvasElement, 'a brand new passphrase');
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Your password was changed' }),
    ).toBeVisible();
  },
};

/** The removal goes with the reset call itself. */
export const RemovesPasskeys: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('/api/auth/password/reset', async ({ request }) => {
        const body = (await request.json()) as { removePasskeys?: boolean };
        return body.removePasskeys === true
          ? HttpResponse.json({ success: true })
          : HttpResponse.json({ error: 'expected removePasskeys', code: 'INVALID_INPUT' }, { status: 400 });
      }),
      ...mockApi({ user: { ...adaLovelace, passkeys: samplePasskeys() } }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: /Also remove all these passkeys/ }));
    await choose(canvasElement, 'a brand new passphrase');
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Your password was changed' }),
    ).toBeVisible();
  },
};

export const WithPasskeysGerman: Story = {
  ...WithPasskeys,
  globals: { locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = await canvas.findByRole('group', { name: 'Passkeys dieses Kontos' });
    await expect(
      within(group).getByRole('checkbox', { name: /Auch alle diese Passkeys entfernen/ }),
    ).toBeVisible();
  },
};
