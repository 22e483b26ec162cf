import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  adaLovelace,
  apiError,
  mockApi,
  mockRecoveryCodes,
  mockTotpCode,
  mockTotpSecret,
  pendingAnswer,
} from '@verba/mocks';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { body } from '../../testing/story-queries.ts';
import { TwoFactorSettingsScreen } from './two-factor-settings-screen.tsx';

/** Signed in as Ada with 2FA on and `left` recovery codes. */
const withTwoFactor = (left = 10) =>
  mockApi({ signedIn: true, user: { ...adaLovelace, twoFactorEnabled: true, recoveryCodesLeft: left } });

const meta = {
  title: 'Screens/TwoFactorSettingsScreen',
  component: TwoFactorSettingsScreen,
  beforeEach({ msw }) {
    msw.use(...mockApi({ signedIn: true }));
  },
} satisfies Meta<typeof TwoFactorSettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const toast = (canvasElement: HTMLElement) => body(canvasElement).findByRole('alert');

async function startSetup(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Turn on two-factor authentication' }));
  return canvas.findByRole('heading', { name: 'Set up your authenticator app' });
}

/** The sixth digit sends the code by itself: no button is pressed. */
async function typeCode(canvasElement: HTMLElement, code: string) {
  await userEvent.type(within(canvasElement).getByRole('textbox', { name: 'Code' }), code);
}

/** 2FA off: what it is and a way to turn it on. */
export const Off: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '2FA settings' })).toBeVisible();
    await expect(await canvas.findByText('Two-factor authentication is off')).toBeVisible();
  },
};

/** QR code and key, a wrong code toasts, the right one shows the codes; Done needs "I have saved them". */
export const Enable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = await startSetup(canvasElement);
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    await expect(canvas.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeVisible();
    await expect(mockTotpSecret).toBe('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');

    await typeCode(canvasElement, '000000');
    await expect(await toast(canvasElement)).toHaveTextContent('The code is not correct.');
    await typeCode(canvasElement, mockTotpCode);

    const codesHeading = await canvas.findByRole('heading', { name: 'Two-factor authentication is on' });
    await waitFor(() => expect(codesHeading).toHaveFocus());
    const list = canvas.getByRole('list', { name: 'Recovery codes' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await expect(list).toHaveTextContent(mockRecoveryCodes[0] as string);
    await expect(canvas.getByRole('button', { name: 'Download (.txt)' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy codes' })).toBeVisible();
    const done = canvas.getByRole('button', { name: 'Done' });
    await expect(done).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'I have saved my recovery codes.' }));
    await userEvent.click(done);
    await expect(await canvas.findByText('You have 10 recovery codes left.')).toBeVisible();
  },
};

export const SetupPending: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('/api/auth/setup/2fa', pendingAnswer));
  },
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { name: /Turn on two-factor/ });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('data-pending', 'true'));
  },
};

/** The server gives no message: product-spec.md's fixed toast. */
export const SetupFailure: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('/api/auth/setup/2fa', () => new HttpResponse(null, { status: 502 })));
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Turn on two-factor authentication' }),
    );
    await expect(await toast(canvasElement)).toHaveTextContent('Failed to start setup');
  },
};

/** Turned on meanwhile in another tab: the server's 409. */
export const SetupConflict: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('/api/auth/setup/2fa', () =>
        apiError(409, 'Two-factor authentication is already on.', 'TWO_FACTOR_ENABLED'),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Turn on two-factor authentication' }),
    );
    await expect(await toast(canvasElement)).toHaveTextContent('already on');
  },
};

export const SetupCancel: Story = {
  play: async ({ canvasElement }) => {
    await startSetup(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cancel' }));
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Turn on two-factor authentication' }),
    ).toBeVisible();
  },
};

export const On: Story = {
  beforeEach({ msw }) {
    msw.use(...withTwoFactor(7));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('You have 7 recovery codes left.')).toBeVisible();
    await expect(canvas.queryByText(/before you run out/)).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'New recovery codes' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Turn off two-factor authentication' })).toBeVisible();
  },
};

/** "This wasn't me" set this 2FA to go: the date, and that a sign-in with the code keeps it. */
export const RemovalPending: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...mockApi({
        signedIn: true,
        user: {
          ...adaLovelace,
          twoFactorEnabled: true,
          recoveryCodesLeft: 10,
          pendingRemoval: { dueAt: '2026-03-04T12:00:00.000Z', twoFactor: true, passkeys: 0 },
        },
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Sign-in methods will be removed')).toBeVisible();
    await expect(
      canvas.getByText(/we remove two-factor authentication, set up shortly before it/),
    ).toBeVisible();
    await expect(canvas.getByText(/that cancels the removal/)).toBeVisible();
  },
};

export const FewCodesLeft: Story = {
  beforeEach({ msw }) {
    msw.use(...withTwoFactor(1));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('You have 1 recovery code left.')).toBeVisible();
    await expect(canvas.getByText('Create new recovery codes before you run out.')).toBeVisible();
  },
};

export const Regenerate: Story = {
  beforeEach({ msw }) {
    msw.use(...withTwoFactor(2));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = within(await canvas.findByRole('form', { name: 'New recovery codes' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Code' }), mockTotpCode);
    await expect(await canvas.findByRole('heading', { name: 'Your new recovery codes' })).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'I have saved my recovery codes.' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Done' }));
    await expect(await canvas.findByText('You have 10 recovery codes left.')).toBeVisible();
  },
};

export const RegenerateWrongCode: Story = {
  beforeEach({ msw }) {
    msw.use(...withTwoFactor());
  },
  play: async ({ canvasElement }) => {
    const form = within(await within(canvasElement).findByRole('form', { name: 'New recovery codes' }));
    const field = form.getByRole('textbox', { name: 'Code' });
    await userEvent.type(field, '999999');
    await expect(await toast(canvasElement)).toHaveTextContent('The code is not correct.');
    await waitFor(() => expect(field).toHaveValue(''));
  },
};

async function disable(canvasElement: HTMLElement, fill: (form: ReturnType<typeof within>) => Promise<void>) {
  const canvas = within(canvasElement);
  const form = within(await canvas.findByRole('form', { name: 'Turn off two-factor authentication' }));
  await fill(form);
  await userEvent.click(form.getByRole('button', { name: 'Turn off' }));
  return body(canvasElement).findByRole('alertdialog', { name: 'Turn off two-factor authentication?' });
}

export const DisableWithCode: Story = {
  beforeEach({ msw }) {
    msw.use(...withTwoFactor());
  },
  play: async ({ canvasElement }) => {
    const dialog = await disable(canvasElement, (form) =>
      userEvent.type(form.getByRole('textbox', { name: 'Code' }), mockTotpCode),
    );
    await expect(within(dialog).getByRole('button', { name: 'Keep it on' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    await expect(await toast(canvasElement)).toHaveTextContent('Two-factor authentication is off.');
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Turn on two-factor authentication' }),
    ).toBeVisible();
  },
};

export const DisableWithRecoveryCode: Story = {
  beforeEach({ msw }) {
    msw.use(...withTwoFactor());
  },
  play: async ({ canvasElement }) => {
    const dialog = await disable(canvasElement, async (form) => {
      await userEvent.click(form.getByRole('button', { name: 'With a recovery code' }));
      await userEvent.type(
        form.getByRole('textbox', { name: 'Recovery code' }),
        mockRecoveryCodes[1] as string,
      );
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Turn on two-factor authentication' }),
    ).toBeVisible();
  },
};

/** {success: false, error}: the error as a toast, 2FA stays on. */
export const DisableWrongRecoveryCode: Story = {
  beforeEach({ msw }) {
    msw.use(...withTwoFactor());
  },
  play: async ({ canvasElement }) => {
    const dialog = await disable(canvasElement, async (form) => {
      await userEvent.click(form.getByRole('button', { name: 'With a recovery code' }));
      await userEvent.type(form.getByRole('textbox', { name: 'Recovery code' }), 'zzzz-zzzz-zzzz');
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    await expect(await toast(canvasElement)).toHaveTextContent('not valid or has already been used');
    await expect(within(canvasElement).getByText('You have 10 recovery codes left.')).toBeVisible();
  },
};

export const DisableCancelled: Story = {
  beforeEach({ msw }) {
    msw.use(...withTwoFactor());
  },
  play: async ({ canvasElement }) => {
    const dialog = await disable(canvasElement, (form) =>
      userEvent.type(form.getByRole('textbox', { name: 'Code' }), mockTotpCode),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it on' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(within(canvasElement).getByText('You have 10 recovery codes left.')).toBeVisible();
  },
};

export const DisableIncompleteCode: Story = {
  beforeEach({ msw }) {
    msw.use(...withTwoFactor());
  },
  play: async ({ canvasElement }) => {
    const form = within(
      await within(canvasElement).findByRole('form', { name: 'Turn off two-factor authentication' }),
    );
    await userEvent.type(form.getByRole('textbox', { name: 'Code' }), '12');
    await userEvent.click(form.getByRole('button', { name: 'Turn off' }));
    await expect(form.getByRole('textbox', { name: 'Code' })).toHaveAccessibleDescription(
      'Enter the 6 digits of the code.',
    );
  },
};

export const German: Story = {
  globals: { locale: 'de-DE' },
  beforeEach({ msw }) {
    msw.use(...withTwoFactor(3));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Du hast noch 3 Wiederherstellungscodes.')).toBeVisible();
    await expect(
      canvas.getByRole('heading', { name: 'Zwei-Faktor-Authentifizierung ausschalten' }),
    ).toBeVisible();
  },
};
