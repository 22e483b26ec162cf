/** Texts of two-factor authentication (issue 4): the sign-in code step and /settings/2fa. Part of the accounts area. */
export const twoFactorEnUS = {
  codeField: {
    description: 'From your authenticator app. It is sent as soon as all six digits are in.',
  },
  recoveryField: {
    label: 'Recovery code',
    description:
      'One of the codes you saved when you turned on two-factor authentication, such as k7m2-q9xd-4hwp.',
  },
  signIn: {
    recoveryIntro: 'Enter one of your recovery codes. Each code works once.',
    useRecovery: 'Use a recovery code',
    useCode: 'Use the authenticator app',
  },
  settings: {
    onTitle: 'Two-factor authentication is on',
    onBody: 'Signing in needs your password and a code from your authenticator app.',
    offTitle: 'Two-factor authentication is off',
    offBody:
      'Protect your account with a second step at sign-in: a 6-digit code from an authenticator app on your phone.',
    enable: 'Turn on two-factor authentication',
    codesLeft_one: 'You have {{count}} recovery code left.',
    codesLeft_other: 'You have {{count}} recovery codes left.',
    codesLow: 'Create new recovery codes before you run out.',
  },
  setup: {
    heading: 'Set up your authenticator app',
    scan: '1. Scan this QR code with your authenticator app.',
    qrAlt: 'QR code for your authenticator app',
    manual: 'Cannot scan it? Enter this key in the app instead:',
    secretLabel: 'Setup key',
    enterCode: '2. Enter the code the app shows to finish.',
    submit: 'Turn on',
    cancel: 'Cancel',
  },
  codes: {
    enabledHeading: 'Two-factor authentication is on',
    regeneratedHeading: 'Your new recovery codes',
    intro:
      'Save these recovery codes somewhere safe. Each works once, if you lose your phone. They are shown only now.',
    listLabel: 'Recovery codes',
    copy: 'Copy codes',
    copied: 'The recovery codes were copied.',
    copyFailed: 'The codes could not be copied. Select them or download them instead.',
    download: 'Download (.txt)',
    fileHeading: 'Verba recovery codes. Each code works once.',
    saved: 'I have saved my recovery codes.',
    done: 'Done',
  },
  regenerate: {
    heading: 'New recovery codes',
    intro: 'Creates a new set of 10 codes. The codes you have now stop working.',
    submit: 'Create new codes',
  },
  disable: {
    heading: 'Turn off two-factor authentication',
    intro: 'Confirm with a code from your authenticator app, or with a recovery code if you lost the app.',
    withCode: 'With a code from the app',
    withRecovery: 'With a recovery code',
    submit: 'Turn off',
    dialogTitle: 'Turn off two-factor authentication?',
    dialogBody: 'Signing in will need only your password. Your recovery codes stop working.',
    dialogConfirm: 'Turn off',
    dialogCancel: 'Keep it on',
    done: 'Two-factor authentication is off.',
  },
};
