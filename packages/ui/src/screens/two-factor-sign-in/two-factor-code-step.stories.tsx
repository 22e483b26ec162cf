import type { Meta, StoryObj } from '@storybook/react-vite';
import { createHandlers, createStore, mockRecoveryCodes, mockTotpCode, pendingAnswer } from '@verba/mocks';
import { http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TwoFactorCodeStep } from './two-factor-code-step.tsx';

/** A mock world whose password step has answered {status: "2fa"}, with 2FA and all recovery codes. */
function pendingSignIn() {
  const store = createStore();
  store.account = { ...store.account, twoFactorEnabled: true, recoveryCodesLeft: 10 };
  store.pendingSecondFactor = true;
  return createHandlers(store);
}

const meta = {
  title: 'Screens/TwoFactorCodeStep',
  component: TwoFactorCodeStep,
  args: { onSignedIn: fn(), onBack: fn() },
  beforeEach({ msw }) {
    msw.use(...pendingSignIn());
  },
} satisfies Meta<typeof TwoFactorCodeStep>;

export default meta;
type Story = StoryObj<typeof meta>;

const codeField = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: 'Code' });
const toast = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body).findByRole('alert');

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1, name: 'Two-factor authentication' });
    await waitFor(() => expect(heading).toHaveFocus());
    const field = codeField(canvasElement);
    await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(field).toHaveAttribute('inputmode', 'numeric');
    await expect(canvas.getByRole('button', { name: 'Use a recovery code' })).toBeVisible();
  },
};

/** The sixth digit sends the code: no button press needed. */
export const SubmitsOnSixthDigit: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.type(codeField(canvasElement), mockTotpCode);
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledOnce());
  },
};

/** A pasted code with a space, as apps show it, is cleaned and sent. */
export const PastedCode: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(codeField(canvasElement));
    await userEvent.paste(`${mockTotpCode.slice(0, 3)} ${mockTotpCode.slice(3)}`);
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledOnce());
  },
};

export const WrongCode: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.type(codeField(canvasElement), '000000');
    await expect(await toast(canvasElement)).toHaveTextContent('The code is not correct.');
    await waitFor(() => expect(codeField(canvasElement)).toHaveValue(''));
    await expect(codeField(canvasElement)).toHaveFocus();
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

export const IncompleteCode: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(codeField(canvasElement), '12');
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(codeField(canvasElement)).toHaveAccessibleDescription('Enter the 6 digits of the code.'),
    );
  },
};

export const Pending: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('/api/auth/login/2fa', pendingAnswer));
  },
  play: async ({ canvasElement }) => {
    await userEvent.type(codeField(canvasElement), mockTotpCode);
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: /Verify/ })).toHaveAttribute(
        'data-pending',
        'true',
      ),
    );
  },
};

/** The 5 minutes ran out: the server's message says to sign in again. */
export const Expired: Story = {
  beforeEach({ msw }) {
    msw.use(...createHandlers(createStore()));
  },
  play: async ({ canvasElement }) => {
    await userEvent.type(codeField(canvasElement), mockTotpCode);
    await expect(await toast(canvasElement)).toHaveTextContent('Your sign-in has expired');
  },
};

export const RecoveryCode: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Use a recovery code' }));
    const field = canvas.getByRole('textbox', { name: 'Recovery code' });
    await expect(field).toHaveFocus();
    await userEvent.type(field, mockRecoveryCodes[0] as string);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledOnce());
  },
};

export const WrongRecoveryCode: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Use a recovery code' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Recovery code' }), 'zzzz-zzzz-zzzz');
    await userEvent.keyboard('{Enter}');
    await expect(await toast(canvasElement)).toHaveTextContent('not valid or has already been used');
    await expect(args.onSignedIn).not.toHaveBeenCalled();
    // Back to the app's code.
    await userEvent.click(canvas.getByRole('button', { name: 'Use the authenticator app' }));
    await expect(codeField(canvasElement)).toBeVisible();
  },
};

export const Back: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Back to sign in' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

export const German: Story = {
  globals: { locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Zwei-Faktor-Authentifizierung' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Wiederherstellungscode verwenden' })).toBeVisible();
  },
};

/** A wrong code for a German user: the code's German text, and the field empties for the next try. */
export const WrongCodeGerman: Story = {
  globals: { locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Code' });
    await userEvent.type(field, '000000');
    await expect(await toast(canvasElement)).toHaveTextContent('Der Code ist nicht richtig.');
    await waitFor(() => expect(field).toHaveValue(''));
  },
};
