import { securityEnUS } from './security-en-us.ts';
import { twoFactorEnUS } from './two-factor-en-us.ts';

/** Texts of the account screens (issue 3): sign-up to deletion. Loaded with their screens (../texts.ts). */
export const accountsEnUS = {
  passwordField: { show: 'Show password' },
  fields: {
    firstName: 'First name',
    lastName: 'Last name',
    email: 'E-mail',
    password: 'Password',
    passwordRule: 'At least {{min}} characters. A phrase of a few words is easy to remember.',
    currentPassword: 'Current password',
    newPassword: 'New password',
    newEmail: 'New e-mail address',
    code: 'Code',
  },
  account: {
    missingTokenHeading: 'This link is incomplete',
    missingTokenBody:
      'This page needs the link from your e-mail. Open it from the mail, or copy all of it if you paste it into the browser.',
  },
  signUp: {
    heading: 'Create your account',
    intro: 'Start free with three projects. We send you a link to confirm your e-mail address.',
    submit: 'Create account',
    legal:
      'By creating an account, you accept our <terms>terms of service</terms> and our <privacy>privacy policy</privacy>.',
    haveAccount: 'Already have an account?',
    signIn: 'Sign in',
    doneHeading: 'Check your inbox',
    doneBody:
      'We sent a message to {{email}}. Follow the link in it to confirm your account; the link is valid for 24 hours.',
    doneHint:
      'No mail after a few minutes? Look in your spam folder, or sign up again with the right address.',
    startOver: 'Use another address',
  },
  confirm: {
    readyHeading: 'Confirm your account',
    readyBody: 'Press the button to confirm your e-mail address and finish signing up.',
    action: 'Confirm my account',
    pending: 'Confirming your account…',
    successHeading: 'Your account is confirmed',
    successBody: 'Welcome to Verba. Sign in to start your first project.',
    signIn: 'Sign in',
    failureHeading: 'We could not confirm your account',
    failureBody:
      'The link may have expired or been used already. If you confirmed before, just sign in; otherwise sign up again to get a new link.',
    signUp: 'Sign up again',
  },
  confirmDecline: {
    readyHeading: 'Erase this account?',
    readyBody:
      'Someone signed up for Verba with your e-mail address. If it was not you, erase the account: it was never confirmed, and nothing of it is kept.',
    action: 'Erase the account',
    pending: 'Erasing the account…',
    successHeading: 'The account was erased',
    successBody:
      'We erased the account made with your address and will not write to you about it again. If you do want an account, you can sign up.',
    signUp: 'Sign up',
    failureHeading: 'We could not erase the account',
    failureBody:
      'The link may have expired or been used already, or the account was confirmed. If someone else uses your address, reset its password and delete the account in the settings.',
    forgotPassword: 'Reset the password',
  },
  signIn: {
    heading: 'Sign in',
    submit: 'Sign in',
    forgot: 'Forgot your password?',
    noAccount: 'No account yet?',
    signUp: 'Sign up',
    codeHeading: 'Two-factor authentication',
    codeIntro: 'Enter the 6-digit code from your authenticator app.',
    codeSubmit: 'Verify',
    back: 'Back to sign in',
  },
  forgotPassword: {
    heading: 'Forgot your password?',
    intro: 'Enter the e-mail address of your account and we send you a link to choose a new password.',
    submit: 'Send link',
    sentHeading: 'Check your inbox',
    sentBody:
      'If an account exists for {{email}}, we sent it a link to choose a new password. The link is valid for one hour.',
    backToSignIn: 'Back to sign in',
  },
  resetPassword: {
    heading: 'Choose a new password',
    intro: 'After the change every session of your account is signed out.',
    submit: 'Save new password',
    doneHeading: 'Your password was changed',
    doneBody: 'Sign in with your new password.',
    signIn: 'Sign in',
    newLink: 'Ask for a new link',
  },
  unlock: {
    heading: 'Unlock password sign-in',
    intro:
      'After many wrong passwords in a row, signing in to your account with its password was locked. Unlock it if those attempts were yours.',
    submit: 'Unlock password sign-in',
    pending: 'Unlocking password sign-in…',
    successHeading: 'Password sign-in is unlocked',
    successBody: 'You can sign in with your password again.',
    signIn: 'Sign in',
    failureHeading: 'We could not unlock password sign-in',
    failureBody:
      'The link may have expired or been used already. Choosing a new password unlocks sign-in too.',
    resetPassword: 'Choose a new password',
  },
  emailChangeConfirm: {
    pending: 'Confirming your new address…',
    successHeading: 'Your e-mail address was changed',
    successBody: 'From now on, sign in with {{email}}.',
    toSettings: 'Back to the settings',
    failureHeading: 'We could not change your e-mail address',
    failureBody:
      'The link may have expired or been used already, or belong to another account. Ask for a new link in the e-mail settings.',
    toEmailSettings: 'E-mail settings',
  },
  settingsHome: {
    heading: 'Settings',
    intro: 'Manage your account, its security and your plan.',
    items: {
      profile: { title: 'Profile', body: 'Your first and last name.' },
      email: { title: 'E-mail address', body: 'The address you sign in with and receive mails at.' },
      password: { title: 'Password', body: 'Change the password you sign in with.' },
      twoFactor: { title: 'Two-factor authentication', body: 'A code from an authenticator app at sign-in.' },
      passkeys: { title: 'Passkeys', body: 'Sign in with your fingerprint, face or device PIN.' },
      sessions: { title: 'Sessions', body: 'The browsers signed in to your account; sign out any of them.' },
      securityLog: { title: 'Security log', body: 'Sign-ins and security changes of the last 90 days.' },
      subscription: { title: 'Subscription', body: 'Your plan and how many projects it includes.' },
      memory: {
        title: 'Translation memory',
        body: 'Import a TMX file into the memory the editor suggests from.',
      },
      delete: { title: 'Delete your account', body: 'Erase your account and everything it owns.' },
    },
  },
  twoFactor: twoFactorEnUS,
  ...securityEnUS,
  profileSettings: {
    intro: 'Your name appears in the menu and in the mails we send you.',
    submit: 'Save',
    saved: 'Your name was saved.',
  },
  emailSettings: {
    current: 'You sign in with {{email}}.',
    intro: 'We send a link to the new address; the change takes effect when you follow it.',
    submit: 'Send confirmation link',
    sentHeading: 'Check your new inbox',
    sentBody:
      'We sent a link to {{email}}. Follow it to finish the change; until then you keep signing in with your current address, which we told about the change.',
    again: 'Change to another address',
  },
  passwordSettings: {
    intro: 'Your other sessions are signed out when you change your password.',
    submit: 'Change password',
    saved: 'Your password was changed.',
  },
  deleteAccount: {
    warningTitle: 'This cannot be undone',
    warningBody:
      'Deleting your account erases it together with all its projects and groups, and signs you out everywhere.',
    confirmCheckbox: 'I understand that my account and all its data will be erased for ever.',
    submit: 'Delete account',
    dialogTitle: 'Delete your account for ever?',
    dialogBody: 'There is no way back: your account, projects and groups are erased at once.',
    dialogConfirm: 'Delete for ever',
    dialogCancel: 'Keep my account',
    deleted: 'Your account was deleted.',
  },
  passkeys: {
    intro:
      'A passkey signs you in with your fingerprint, face or device PIN instead of your password. It stays on your device or in your password manager, and no fake site can use it.',
    unsupportedHint:
      'You can still sign in with your password. To use passkeys, open Verba in a current browser.',
    addHeading: 'Add a passkey',
    name: 'Name (optional)',
    nameHint: 'Helps you tell your passkeys apart, such as “Work laptop”.',
    add: 'Add passkey',
    added: 'Your passkey was added.',
    listHeading: 'Your passkeys',
    empty: 'You have no passkeys yet. Add one to sign in without your password.',
    created: 'Created {{date}}',
    lastUsed: 'Last used {{date}}',
    neverUsed: 'Never used',
    rename: 'Rename',
    renameLabel: 'Rename {{name}}',
    newName: 'Name',
    renameTitle: 'Rename passkey',
    renameSave: 'Save',
    renamed: 'The passkey was renamed.',
    cancel: 'Cancel',
    remove: 'Remove',
    removeLabel: 'Remove {{name}}',
    removeTitle: 'Remove the passkey “{{name}}”?',
    removeBody:
      'You can no longer sign in with it. Delete it from your device or password manager too, so it is not offered again.',
    removeConfirm: 'Remove passkey',
    removed: 'The passkey was removed.',
    removeAll: 'Remove all passkeys',
    removeAllTitle: 'Remove all your passkeys?',
    removeAllBody: 'From then on you sign in with your e-mail address and password only.',
    removeAllConfirm: 'Remove all',
    removedAll: 'All your passkeys were removed.',
    signIn: 'Sign in with a passkey',
    or: 'or',
  },
};
