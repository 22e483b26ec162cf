/** Texts of the imprint, terms of service and privacy policy; loaded with their pages (../texts.ts). */
export const legalEnUS = {
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
          body: 'When you sign in we set one cookie that keeps you signed in. It contains a random token, cannot be read by scripts and is sent only to Verba. The server stores only a hash of it, with your browser’s name (from its user agent) and the address you signed in from, so you can see and end your sessions in the settings. The session ends when you sign out, after 7 days without use, or 30 days after you signed in. This cookie is strictly necessary, so it needs no consent.',
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
          body: 'To protect sign-in against password guessing, the server counts requests per IP address for a short time. These counters are not linked to your account and are discarded automatically. Your account’s security log keeps sign-ins, failed sign-ins and security changes with browser and address for 90 days, so you can spot misuse (Art. 6(1)(f) GDPR).',
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
          body: 'You have the right to access, correct and erase your data, to restrict or object to its processing and to receive it in a portable format. In the settings, “Download my data” (on the page for deleting your account) gives you one JSON file with your profile, your passkeys’ names and dates, your projects, groups, keys and translations, and your security log. Write to us to use these rights. You can also complain to a data protection supervisory authority.',
        },
      },
    },
  },
};
