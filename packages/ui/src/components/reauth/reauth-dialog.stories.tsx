import type { Meta, StoryObj } from '@storybook/react-vite';
import { adaLovelace, adaPassword, mockApi, mockTotpCode } from '@verba/mocks';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { stubWebAuthn } from '../../testing/webauthn-stub.ts';
import { ReauthDialog } from './reauth-dialog.tsx';

const meta = {
  title: 'Components/ReauthDialog',
  component: ReauthDialog,
  args: { hasCode: false, hasPasskey: false, onConfirmed: fn(), onCancel: fn() },
  beforeEach({ msw }) {
    msw.use(...mockApi({ signedIn: true, user: adaLovelace, reauthNeeded: true }));
    return stubWebAuthn('succeeds');
  },
} satisfies Meta<typeof ReauthDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const dialogOf = (canvasElement: HTMLElement, name = 'Confirm it’s you') =>
  page(canvasElement).findByRole('dialog', { name });

/** An account with only a password: the password field, nothing else to choose. */
export const PasswordOnly: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(await dialogOf(canvasElement));
    await expect(dialog.queryByRole('button', { name: 'Confirm with a passkey' })).toBeNull();
    await expect(dialog.queryByRole('button', { name: /authenticator app instead/ })).toBeNull();
    await userEvent.type(dialog.getByLabelText('Current password'), adaPassword);
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(args.onConfirmed).toHaveBeenCalledOnce());
  },
};

/** A wrong password stays in the dialog with the message at the field. */
export const WrongPassword: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(await dialogOf(canvasElement));
    await userEvent.type(dialog.getByLabelText('Current password'), 'not my password');
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(dialog.getByText('The password is not correct.')).toBeVisible());
    await expect(args.onConfirmed).not.toHaveBeenCalled();
  },
};

/** With 2FA on, a code from the authenticator app can stand in for the password. */
export const WithCode: Story = {
  args: { hasCode: true },
  play: async ({ canvasElement, args }) => {
    const dialog = within(await dialogOf(canvasElement));
    await userEvent.click(
      dialog.getByRole('button', { name: 'Use a code from your authenticator app instead' }),
    );
    await userEvent.type(await dialog.findByLabelText('Code'), mockTotpCode);
    await waitFor(() => expect(args.onConfirmed).toHaveBeenCalledOnce());
  },
};

/** With a passkey, one press confirms (the browser prompt is stubbed). */
export const WithPasskey: Story = {
  args: { hasPasskey: true, hasCode: true },
  play: async ({ canvasElement, args }) => {
    const dialog = within(await dialogOf(canvasElement));
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm with a passkey' }));
    await waitFor(() => expect(args.onConfirmed).toHaveBeenCalledOnce());
  },
};

/** Closing the prompt (the person changed their mind) cancels; nothing is confirmed. */
export const PasskeyCancelled: Story = {
  args: { hasPasskey: true },
  beforeEach: () => stubWebAuthn('cancelled'),
  play: async ({ canvasElement, args }) => {
    const dialog = within(await dialogOf(canvasElement));
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm with a passkey' }));
    await waitFor(() =>
      expect(
        page(canvasElement)
          .getAllByRole('alert')
          .some((alert) => alert.textContent?.includes('Authentication was not completed')),
      ).toBe(true),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirmed).not.toHaveBeenCalled();
  },
};

export const German: Story = {
  args: { hasPasskey: true, hasCode: true },
  globals: { locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement, 'Bestätige, dass du es bist'));
    // The dialog fades in; wait for it to be shown.
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Mit Passkey bestätigen' })).toBeVisible());
    await userEvent.type(dialog.getByLabelText('Aktuelles Passwort'), 'falsch');
    await userEvent.click(dialog.getByRole('button', { name: 'Bestätigen' }));
    await expect(await dialog.findByText('Das Passwort ist nicht richtig.')).toBeVisible();
  },
};
