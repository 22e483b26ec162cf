/** The shell's English texts (areas have their own files, see ../texts.ts); every locale fills `Messages`. */
export const enUS = {
  app: { name: 'Verba' },
  header: {
    home: 'Verba home',
    mainNav: 'Main',
    signIn: 'Sign in',
    signUp: 'Sign up',
    dashboard: 'Dashboard',
    settings: 'Settings',
    signOut: 'Sign out',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    menu: 'Menu',
    profile: 'Your profile',
  },
  footer: {
    legalNav: 'Legal',
    imprint: 'Imprint',
    terms: 'Terms of service',
    privacy: 'Privacy policy',
    copyright: '© {{year}} Verba',
  },
  theme: {
    name: { light: 'light', dark: 'dark', system: 'system' },
    button: 'Theme: {{current}}. Switch to {{next}}',
    toast: {
      light: 'Theme set to light mode',
      dark: 'Theme set to dark mode',
      system: 'Theme set to system mode',
    },
  },
  toast: { close: 'Close notification', region: 'Notifications' },
  pending: { loading: 'Loading…' },
  validation: {
    required: 'This field is required.',
    email: 'Enter a valid e-mail address, such as name@example.com.',
    emailTooLong: 'An e-mail address has at most 254 characters.',
    passwordTooShort: 'Use at least {{min}} characters.',
    passwordTooLong: 'Use at most {{max}} characters.',
    nameTooLong: 'Use at most {{max}} characters.',
    codeFormat: 'Enter the 6 digits of the code.',
    confirmRequired: 'Tick the box to confirm.',
    projectNameTaken: 'You already have a project with this name.',
    groupNameTaken: 'This project already has a group with this name.',
    languageRequired: 'Pick a base language from the list.',
    targetLanguageRequired: 'Pick a language from the list.',
    invalid: 'This value is not valid.',
    keyNameTooLong: 'A key name has at most 1,000 characters.',
    descriptionTooLong: 'A description has at most 2,000 characters.',
  },
  routeError: {
    heading: 'Something went wrong',
    body: 'This page could not be shown. Reload it to try again.',
    reload: 'Reload the page',
  },
  common: {
    cancel: 'Cancel',
    retry: 'Try again',
    loading: 'Loading…',
    loadFailed: 'This page could not be loaded. Check your connection and try again.',
    allSettings: 'All settings',
  },
  errors: {
    generic: 'Something went wrong. Please try again.',
    retryInSeconds_one: 'Too many attempts. Please try again in {{count}} second.',
    retryInSeconds_other: 'Too many attempts. Please try again in {{count}} seconds.',
    retryInMinutes_one: 'Too many attempts. Please try again in {{count}} minute.',
    retryInMinutes_other: 'Too many attempts. Please try again in {{count}} minutes.',
    databaseTitle: 'Verba can’t reach its database right now',
    databaseBody: 'Your data is safe. Please try again in a moment.',
    // product-spec.md section 8: shown when the server gives no message of its own.
    fallback: {
      changeName: 'An unknown server prevented changing the name',
      changeEmail: 'An unknown server prevented changing the email',
      changePassword: 'An unknown server prevented changing the password',
      deleteAccount: 'An unknown server prevented deleting the account',
      deletePasskeys: 'An unknown server prevented deleting the passkeys',
      startSetup: 'Failed to start setup',
    },
    // By the server's `code`; a code not listed here shows the server's own `error`.
    codes: {
      DATABASE_UNAVAILABLE: 'Verba can’t reach its database right now. Please try again in a moment.',
      INTERNAL_ERROR: 'Something went wrong on the server.',
      UNAUTHENTICATED: 'You are not signed in.',
      FORBIDDEN_ORIGIN: 'This request came from another site and was refused.',
      NOT_FOUND: 'This no longer exists. It may have been deleted.',
      BAD_USER_INPUT: 'The server refused this input. Check what you entered.',
      PLAN_LIMIT_REACHED: 'Your plan’s project limit is reached.',
      KEY_CONFLICT: 'This key name is taken or collides with another key in this group.',
      VERSION_CONFLICT: 'Someone changed this meanwhile. Your text is kept; compare and choose.',
      RATE_LIMITED: 'Too many attempts. Please wait a little and try again.',
      PASSWORD_SIGN_IN_LOCKED:
        'Signing in with the password is locked after too many wrong passwords. We sent you a mail with a link to unlock it; a passkey still works.',
      PAYLOAD_TOO_LARGE: 'This is too large to send.',
      INVALID_CREDENTIALS: 'Invalid e-mail or password',
      ACCOUNT_UNCONFIRMED:
        'Please confirm your e-mail address first: follow the link in the mail we sent you.',
      EMAIL_TAKEN: 'This e-mail address now belongs to another account.',
      INVALID_PASSWORD: 'The password is not correct.',
      INVALID_CODE: 'The code is not correct.',
      CODE_ALREADY_USED: 'This code has already been used. Please wait for the next one.',
      INVALID_RECOVERY_CODE: 'This recovery code is not valid or has already been used.',
      NO_PENDING_SIGN_IN: 'Your sign-in has expired. Please sign in again.',
      SIGN_IN_RESTART: 'Too many wrong codes. Please sign in again with your password.',
      SETUP_NOT_STARTED: 'Start the setup again: there is no code to confirm.',
      TWO_FACTOR_ENABLED: 'Two-factor authentication is already on.',
      TWO_FACTOR_DISABLED: 'Two-factor authentication is not on.',
      INVALID_TOKEN: 'This link is not valid.',
      TOKEN_EXPIRED: 'This link has expired. Please ask for a new one.',
      TOKEN_USED: 'This link has already been used.',
      PASSKEY_EXISTS: 'This passkey is already registered.',
      PASSKEY_INVALID: 'This passkey could not be verified. Please try again.',
      PASSKEY_REJECTED: 'The new passkey could not be verified. Please try again.',
      PASSKEY_NOT_FOUND: 'This passkey does not exist (any more).',
      PASSKEY_UNKNOWN: 'This passkey is not registered. Sign in with your password.',
      CHALLENGE_EXPIRED: 'This passkey request has expired. Please start again.',
      CHALLENGE_UNKNOWN: 'This passkey request is not known. Please start again.',
      CHALLENGE_USED: 'This passkey request was already used. Please start again.',
      PASSKEY_UNSUPPORTED: 'WebAuthn is not supported in this browser',
      PASSKEY_START_LOGIN_FAILED: 'Failed to start login',
      PASSKEY_CONFIRM_LOGIN_FAILED: 'Failed to confirm the login passkey',
      PASSKEY_START_SETUP_FAILED: 'Failed to start setup',
      PASSKEY_CONFIRM_SETUP_FAILED: 'Failed to confirm the created passkey',
      PASSKEY_REGISTRATION_CANCELLED: 'Registration was not completed',
      PASSKEY_AUTHENTICATION_CANCELLED: 'Authentication was not completed',
    },
  },
  notFound: {
    heading: 'Page not found',
    body: 'The page you are looking for does not exist or has moved.',
    home: 'Go to the home page',
  },
  landing: {
    title: 'Translation management for teams',
    lead: 'Verba keeps your product’s texts and their translations in one place. Organise them in projects, each with its own base language, and split them into groups your team can work through.',
    cta: 'Create a free account',
    signInPrompt: 'Already have an account?',
    signIn: 'Sign in',
    featuresHeading: 'What Verba gives you',
    features: {
      projects: {
        title: 'Projects with a base language',
        body: 'Every project starts from the language your texts are written in, so each translation has a clear source.',
      },
      groups: {
        title: 'Groups',
        body: 'Split a project into groups, such as screens, e-mails or releases, and keep related texts together.',
      },
      security: {
        title: 'Secure accounts',
        body: 'Sign in with a password, add two-factor authentication with an authenticator app, or use passkeys and skip passwords entirely.',
      },
      plans: {
        title: 'Plans that grow with you',
        body: 'Start free with three projects and move to a larger plan when your team needs more.',
      },
    },
  },
  legal: {
    imprint: {
      title: 'Imprint',
      intro: 'Information about the operator of this service.',
      operatorHeading: 'Operator',
      contactHeading: 'Contact',
      emailLabel: 'E-mail',
      sections: {
        responsibility: {
          heading: 'Responsible for the content',
          body: 'The operator named above is responsible for the content of this website and of the Verba service.',
        },
        links: {
          heading: 'Links to other websites',
          body: 'We check external links when we add them. We have no influence on the content of external websites; their operators are responsible for it. If we learn that a linked page breaks the law, we remove the link.',
        },
        disputes: {
          heading: 'Dispute resolution',
          body: 'We are neither obliged nor willing to take part in dispute resolution proceedings before a consumer arbitration board. If you have a complaint, please write to us at the address above.',
        },
      },
    },
    terms: {
      title: 'Terms of service',
      intro:
        'These terms govern your use of Verba, a web application for managing translation projects. By creating an account you accept them.',
      sections: {
        service: {
          heading: '1. The service',
          body: 'Verba lets you create projects, each with a base language, and organise them into groups. The features available to you depend on your subscription plan.',
        },
        account: {
          heading: '2. Your account',
          body: 'You need an account to use Verba. Give us a real e-mail address and keep your password, authenticator app and passkeys safe. You are responsible for everything that happens in your account. Tell us at once if you believe someone else has access to it.',
        },
        content: {
          heading: '3. Your content',
          body: 'The projects, groups and texts you put into Verba remain yours. You give us only the rights we need to store them and show them to you. You must have the right to use the content you upload.',
        },
        use: {
          heading: '4. Acceptable use',
          body: 'Do not use Verba to break the law, to store content that infringes the rights of others, or to attack, overload or probe the service. Automated access that goes beyond normal use of the application is not allowed.',
        },
        plans: {
          heading: '5. Plans',
          body: 'Every account starts on the free plan, which includes a limited number of projects. Larger plans include more projects. You can change your plan at any time; a plan that holds fewer projects than you own cannot be chosen until you delete some.',
        },
        availability: {
          heading: '6. Availability',
          body: 'We work to keep Verba available and your data safe, but we cannot promise uninterrupted operation. We may carry out maintenance and improve or change features.',
        },
        termination: {
          heading: '7. Ending your account',
          body: 'You can delete your account at any time in the settings; this erases it and everything it owns. We may suspend or close accounts that seriously or repeatedly break these terms.',
        },
        liability: {
          heading: '8. Liability',
          body: 'We are liable without limitation for intent and gross negligence and for injury to life, body or health. For slight negligence we are liable only for breaches of essential obligations, limited to the damage typical for this kind of contract.',
        },
        changes: {
          heading: '9. Changes to these terms',
          body: 'If we change these terms, we tell you by e-mail at least four weeks before the changes take effect. If you do not agree, you can delete your account before then.',
        },
      },
    },
    privacy: {
      title: 'Privacy policy',
      intro:
        'This policy explains which personal data Verba stores, why, and for how long. Verba stores only what it needs to run your account; it uses no tracking of any kind.',
      controllerHeading: 'Who is responsible',
      controllerBody: '{{name}} is responsible for processing your data. You can reach us at {{email}}.',
      sections: {
        account: {
          heading: 'Account data',
          body: 'When you sign up we store your first and last name, your e-mail address and your password. The password is stored only as a salted hash and cannot be read back. If you turn on two-factor authentication we store its secret and hashes of your recovery codes; for each passkey we store its public key, its name and when it was created and last used. We need this data to provide your account (Art. 6(1)(b) GDPR).',
        },
        content: {
          heading: 'Projects and groups',
          body: 'We store the projects and groups you create, with their names, base languages and creation dates, and your subscription plan. Only you can see and change them.',
        },
        session: {
          heading: 'Session cookie',
          body: 'When you sign in we set one cookie that keeps you signed in. It contains a random token, cannot be read by scripts and is sent only to Verba. The server stores only a hash of it. The session ends when you sign out. This cookie is strictly necessary, so it needs no consent.',
        },
        theme: {
          heading: 'Theme setting',
          body: 'Your choice of light, dark or system theme is saved in your browser’s local storage under the name “theme”. It never leaves your device, and you can delete it at any time in your browser settings.',
        },
        mail: {
          heading: 'E-mails',
          body: 'We send e-mails only when your account needs them: to confirm your address, to reset your password and to tell you about changes to your e-mail address. We send no newsletters or advertising.',
        },
        security: {
          heading: 'Protection against abuse',
          body: 'To protect sign-in against password guessing, the server counts requests per IP address for a short time. These counters are not linked to your account and are discarded automatically (Art. 6(1)(f) GDPR).',
        },
        tracking: {
          heading: 'No tracking',
          body: 'Verba uses no analytics, no advertising, no tracking cookies and no third-party services in your browser. All scripts, styles and fonts come from our own server.',
        },
        retention: {
          heading: 'How long we keep data',
          body: 'We keep your data as long as your account exists. When you delete your account in the settings, we erase it together with all projects and groups it owns and end all its sessions.',
        },
        rights: {
          heading: 'Your rights',
          body: 'You have the right to access, correct and erase your data, to restrict or object to its processing and to receive it in a portable format. Write to us to use these rights. You can also complain to a data protection supervisory authority.',
        },
      },
    },
  },
  titles: {
    landing: 'Verba',
    signUp: 'Sign up',
    signIn: 'Sign in',
    forgotPassword: 'Forgot password',
    signOut: 'Sign out',
    confirm: 'Confirm your account',
    confirmDecline: 'Decline',
    emailChangeConfirm: 'Change E-Mail',
    unlock: 'Unlock sign-in',
    dashboard: 'Dashboard',
    project: 'Project',
    projectSettings: 'Project',
    group: 'Group',
    groupSettings: 'Group',
    settings: 'Settings',
    settingsProfile: 'Profile',
    settingsEmail: 'Email settings',
    settingsPassword: 'Password settings',
    settings2fa: '2FA settings',
    settingsPasskeys: 'Passkey settings',
    settingsSubscription: 'Subscriptions',
    settingsDelete: 'Delete your account',
    imprint: 'Imprint',
    termsOfService: 'Terms of service',
    privacyPolicy: 'Privacy policy',
    notFound: 'Page not found',
  },
};

type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };

/** The shape every locale must fill. */
export type Messages = DeepStrings<typeof enUS>;
