// The words of every mail, per locale. `{name}` placeholders are filled by mail-templates.ts.
export interface MailText {
  subject: string;
  paragraphs: string[];
  action?: string;
  after?: string[];
  /** The lines of each item of a list mail (the mentions gathered into one), after the paragraphs. */
  item?: string[];
}

export type MailKind =
  | 'confirmAccount'
  | 'alreadyRegistered'
  | 'passwordReset'
  | 'passwordLocked'
  | 'emailChangeConfirm'
  | 'emailChangeNotice'
  | 'emailTaken'
  | 'factorRemovalScheduled'
  | 'invitation'
  | 'ownershipReceived'
  | 'ownershipGiven'
  | 'mention'
  | 'mentions'
  | NoticeKind;

/** The security notices (issue 14): each says what, when and from where, with "This wasn't me". */
export type NoticeKind =
  | 'passkeyAdded'
  | 'passkeyRemoved'
  | 'twoFactorEnabled'
  | 'twoFactorDisabled'
  | 'recoveryCodesRegenerated'
  | 'passwordChanged'
  | 'newDeviceSignIn';

const englishNotice = (subject: string, what: string): MailText => ({
  subject,
  paragraphs: [
    what,
    'When: {when}',
    'Browser: {device}',
    'If this was you, there is nothing to do. If it was not you, press the button:',
  ],
  action: 'This wasn’t me',
  after: [
    'On the page it opens, one more press signs out every browser, locks signing in with the password until you choose a new one (we send you the link), and removes the passkeys added and a two-factor authentication turned on in the last 24 hours after 72 hours, unless you sign in with a factor you still have before then.',
  ],
});

const germanNotice = (subject: string, what: string): MailText => ({
  subject,
  paragraphs: [
    what,
    'Wann: {when}',
    'Browser: {device}',
    'Wenn du das warst, musst du nichts tun. Wenn nicht, drück auf den Knopf:',
  ],
  action: 'Das war ich nicht',
  after: [
    'Auf der Seite, die sich öffnet, meldet ein weiterer Klick alle Browser ab, sperrt die Anmeldung mit Passwort, bis du ein neues wählst (wir schicken dir den Link), und entfernt nach 72 Stunden die Passkeys und eine Zwei-Faktor-Authentifizierung der letzten 24 Stunden, außer du meldest dich vorher mit einem Faktor an, den du noch hast.',
  ],
});

type Texts = Record<MailKind, MailText> & {
  greeting: string;
  greetingNoName: string;
  signature: string;
  /** The project roles as the invitation mail names them. */
  roles: Record<'OWNER' | 'MANAGER' | 'DEVELOPER' | 'REVIEWER' | 'TRANSLATOR' | 'VIEWER', string>;
};

const englishMention = ['{by} on {where} in “{projectName}”:', '“{text}”', '{keyUrl}'];
const englishGathered =
  'You get at most one such mail a minute; mentions in between are gathered into the next one.';
const germanMention = ['{by} zu {where} in „{projectName}“:', '„{text}“', '{keyUrl}'];
const germanGathered =
  'Du bekommst höchstens eine solche Mail pro Minute; Erwähnungen dazwischen sammeln wir für die nächste.';

const enUS: Texts = {
  greeting: 'Hello {firstName},',
  greetingNoName: 'Hello,',
  signature: 'The Verba team',
  roles: {
    OWNER: 'owner',
    MANAGER: 'manager',
    DEVELOPER: 'developer',
    REVIEWER: 'reviewer',
    TRANSLATOR: 'translator',
    VIEWER: 'viewer',
  },
  invitation: {
    subject: '{inviterName} invites you to “{projectName}” on Verba',
    paragraphs: [
      '{inviterName} invites you to work on the project “{projectName}” on Verba as {role}.',
      'The link works once, within 7 days. If you have no Verba account yet, you can create one on the way:',
    ],
    action: 'See the invitation',
    after: ['If you do not want to join, ignore this mail.'],
  },
  ownershipReceived: {
    subject: 'You now own “{projectName}” on Verba',
    paragraphs: [
      '{previousOwnerName} handed the project “{projectName}” over to you. It now counts against your plan, and {previousOwnerName} stays in it as manager.',
    ],
  },
  ownershipGiven: {
    subject: 'You handed “{projectName}” over on Verba',
    paragraphs: [
      'You handed the project “{projectName}” over to {newOwnerName}. You stay in it as manager.',
      'If this was not you, change your password at once: {forgotUrl}',
    ],
  },
  confirmAccount: {
    subject: 'Confirm your Verba account',
    paragraphs: ['Thank you for signing up for Verba. Please confirm your e-mail address within 24 hours:'],
    action: 'Confirm my account',
    after: ['If you did not sign up, decline and we erase the account: {declineUrl}'],
  },
  alreadyRegistered: {
    subject: 'You already have a Verba account',
    paragraphs: [
      'Someone tried to sign up for Verba with this e-mail address, but it already has an account.',
      'If that was you, sign in at {signInUrl}. If you forgot your password, reset it here:',
    ],
    action: 'Reset my password',
    after: ['If it was not you, you can ignore this mail; nothing has changed.'],
  },
  passwordReset: {
    subject: 'Reset your Verba password',
    paragraphs: ['You asked to reset your Verba password. The link works once, within one hour:'],
    action: 'Choose a new password',
    after: ['If you did not ask for this, ignore this mail; your password stays as it is.'],
  },
  passwordLocked: {
    subject: 'Password sign-in to your Verba account is locked',
    paragraphs: [
      'Someone entered a wrong password for your Verba account 100 times in a row, so we locked signing in with the password. Passkeys still work.',
      'If that was you, unlock password sign-in here (the link works once, within 7 days):',
    ],
    action: 'Unlock password sign-in',
    after: [
      'If it was not you, your password is still safe, but choose a new one at {forgotUrl}; that unlocks sign-in too.',
    ],
  },
  emailChangeConfirm: {
    subject: 'Confirm your new e-mail address for Verba',
    paragraphs: [
      'Please confirm that Verba should use this address for your account from now on (within 24 hours):',
    ],
    action: 'Confirm the new address',
    after: ['If you did not ask for this, ignore this mail.'],
  },
  emailChangeNotice: {
    subject: 'Your Verba e-mail address is being changed',
    paragraphs: ['Someone signed in to your Verba account asked to change its e-mail address to {newEmail}.'],
    after: ['If this was not you, change your password at once: {forgotUrl}'],
  },
  emailTaken: {
    subject: 'This address already has a Verba account',
    paragraphs: [
      'Someone asked to move a Verba account to this e-mail address, but the address already belongs to an account, so nothing was changed.',
    ],
    after: ['If you did not ask for this, you can ignore this mail.'],
  },
  factorRemovalScheduled: {
    subject: 'Sign-in methods of your Verba account will be removed',
    paragraphs: [
      '“This wasn’t me” was used for your Verba account. Every browser was signed out and signing in with the password is locked until a new one is chosen.',
      'On {due} we remove what was set up in the last 24 hours: {what}.',
      'If you did not ask for this, sign in before then with your password and your authenticator code, or with a passkey you still have: that keeps everything as it is.',
    ],
    action: 'Sign in',
  },
  passkeyAdded: englishNotice(
    'A passkey was added to your Verba account',
    'A new passkey was added to your Verba account.',
  ),
  passkeyRemoved: englishNotice(
    'A passkey was removed from your Verba account',
    'A passkey was removed from your Verba account.',
  ),
  twoFactorEnabled: englishNotice(
    'Two-factor authentication is on',
    'Two-factor authentication was turned on for your Verba account.',
  ),
  twoFactorDisabled: englishNotice(
    'Two-factor authentication is off',
    'Two-factor authentication was turned off for your Verba account.',
  ),
  mention: {
    subject: '{by} mentioned you in “{projectName}”',
    paragraphs: ['{by} mentioned you in a comment on Verba:'],
    item: englishMention,
    after: [englishGathered],
  },
  mentions: {
    subject: 'You were mentioned {count} times on Verba',
    paragraphs: ['You were mentioned in {count} comments on Verba:'],
    item: englishMention,
    after: [englishGathered],
  },
  recoveryCodesRegenerated: englishNotice(
    'New recovery codes for your Verba account',
    'New recovery codes were made for your Verba account; the old ones no longer work.',
  ),
  passwordChanged: englishNotice(
    'Your Verba password was changed',
    'The password of your Verba account was changed, and other sign-ins were ended.',
  ),
  newDeviceSignIn: englishNotice(
    'New sign-in to your Verba account',
    'Your Verba account was signed in to from a browser it has not used before.',
  ),
};

const deDE: Texts = {
  greeting: 'Hallo {firstName},',
  greetingNoName: 'Hallo,',
  signature: 'Dein Verba-Team',
  roles: {
    OWNER: 'Eigentümer',
    MANAGER: 'Manager',
    DEVELOPER: 'Entwickler',
    REVIEWER: 'Prüfer',
    TRANSLATOR: 'Übersetzer',
    VIEWER: 'Betrachter',
  },
  invitation: {
    subject: '{inviterName} lädt dich zu „{projectName}“ auf Verba ein',
    paragraphs: [
      '{inviterName} lädt dich ein, als {role} am Projekt „{projectName}“ auf Verba mitzuarbeiten.',
      'Der Link funktioniert einmal, innerhalb von 7 Tagen. Wenn du noch kein Verba-Konto hast, kannst du unterwegs eines anlegen:',
    ],
    action: 'Einladung ansehen',
    after: ['Wenn du nicht mitmachen möchtest, ignoriere diese Mail einfach.'],
  },
  ownershipReceived: {
    subject: 'Dir gehört jetzt „{projectName}“ auf Verba',
    paragraphs: [
      '{previousOwnerName} hat dir das Projekt „{projectName}“ übergeben. Es zählt jetzt zu deinem Tarif, und {previousOwnerName} bleibt als Manager dabei.',
    ],
  },
  ownershipGiven: {
    subject: 'Du hast „{projectName}“ auf Verba übergeben',
    paragraphs: [
      'Du hast das Projekt „{projectName}“ an {newOwnerName} übergeben. Du bleibst als Manager dabei.',
      'Wenn du das nicht warst, ändere sofort dein Passwort: {forgotUrl}',
    ],
  },
  confirmAccount: {
    subject: 'Bestätige dein Verba-Konto',
    paragraphs: [
      'Danke für deine Anmeldung bei Verba. Bitte bestätige deine E-Mail-Adresse innerhalb von 24 Stunden:',
    ],
    action: 'Konto bestätigen',
    after: ['Wenn du dich nicht angemeldet hast, lehne ab und wir löschen das Konto: {declineUrl}'],
  },
  alreadyRegistered: {
    subject: 'Du hast bereits ein Verba-Konto',
    paragraphs: [
      'Jemand wollte sich mit dieser E-Mail-Adresse bei Verba anmelden, aber sie gehört bereits zu einem Konto.',
      'Wenn du das warst, melde dich unter {signInUrl} an. Falls du dein Passwort vergessen hast, setze es hier zurück:',
    ],
    action: 'Passwort zurücksetzen',
    after: ['Wenn du das nicht warst, kannst du diese E-Mail ignorieren; es wurde nichts geändert.'],
  },
  passwordReset: {
    subject: 'Setze dein Verba-Passwort zurück',
    paragraphs: ['Du möchtest dein Verba-Passwort zurücksetzen. Der Link gilt einmal und eine Stunde lang:'],
    action: 'Neues Passwort wählen',
    after: ['Wenn du das nicht angefordert hast, ignoriere diese E-Mail; dein Passwort bleibt unverändert.'],
  },
  passwordLocked: {
    subject: 'Die Anmeldung mit Passwort bei deinem Verba-Konto ist gesperrt',
    paragraphs: [
      'Jemand hat für dein Verba-Konto 100-mal hintereinander ein falsches Passwort eingegeben, deshalb haben wir die Anmeldung mit Passwort gesperrt. Passkeys funktionieren weiterhin.',
      'Wenn du das warst, entsperre die Anmeldung mit Passwort hier (der Link gilt einmal und 7 Tage lang):',
    ],
    action: 'Anmeldung mit Passwort entsperren',
    after: [
      'Wenn du es nicht warst, ist dein Passwort trotzdem sicher, aber wähle unter {forgotUrl} ein neues; das entsperrt die Anmeldung ebenfalls.',
    ],
  },
  emailChangeConfirm: {
    subject: 'Bestätige deine neue E-Mail-Adresse für Verba',
    paragraphs: [
      'Bitte bestätige innerhalb von 24 Stunden, dass Verba künftig diese Adresse für dein Konto verwendet:',
    ],
    action: 'Neue Adresse bestätigen',
    after: ['Wenn du das nicht angefordert hast, ignoriere diese E-Mail.'],
  },
  emailChangeNotice: {
    subject: 'Deine Verba-E-Mail-Adresse wird geändert',
    paragraphs: ['In deinem Verba-Konto wurde beantragt, die E-Mail-Adresse in {newEmail} zu ändern.'],
    after: ['Wenn du das nicht warst, ändere sofort dein Passwort: {forgotUrl}'],
  },
  emailTaken: {
    subject: 'Diese Adresse hat bereits ein Verba-Konto',
    paragraphs: [
      'Jemand wollte ein Verba-Konto auf diese E-Mail-Adresse umstellen, aber sie gehört bereits zu einem Konto; es wurde nichts geändert.',
    ],
    after: ['Wenn du das nicht angefordert hast, kannst du diese E-Mail ignorieren.'],
  },
  factorRemovalScheduled: {
    subject: 'Anmeldemethoden deines Verba-Kontos werden entfernt',
    paragraphs: [
      '„Das war ich nicht“ wurde für dein Verba-Konto verwendet. Alle Browser wurden abgemeldet, und die Anmeldung mit Passwort ist gesperrt, bis ein neues gewählt wird.',
      'Am {due} entfernen wir, was in den letzten 24 Stunden eingerichtet wurde: {what}.',
      'Wenn du das nicht warst, melde dich vorher mit deinem Passwort und dem Code deiner Authenticator-App an oder mit einem Passkey, den du noch hast: dann bleibt alles, wie es ist.',
    ],
    action: 'Anmelden',
  },
  passkeyAdded: germanNotice(
    'Neuer Passkey in deinem Verba-Konto',
    'Deinem Verba-Konto wurde ein neuer Passkey hinzugefügt.',
  ),
  passkeyRemoved: germanNotice(
    'Passkey aus deinem Verba-Konto entfernt',
    'Aus deinem Verba-Konto wurde ein Passkey entfernt.',
  ),
  twoFactorEnabled: germanNotice(
    'Zwei-Faktor-Authentifizierung ist an',
    'Für dein Verba-Konto wurde die Zwei-Faktor-Authentifizierung eingeschaltet.',
  ),
  twoFactorDisabled: germanNotice(
    'Zwei-Faktor-Authentifizierung ist aus',
    'Für dein Verba-Konto wurde die Zwei-Faktor-Authentifizierung ausgeschaltet.',
  ),
  mention: {
    subject: '{by} hat dich in „{projectName}“ erwähnt',
    paragraphs: ['{by} hat dich in einem Kommentar auf Verba erwähnt:'],
    item: germanMention,
    after: [germanGathered],
  },
  mentions: {
    subject: 'Du wurdest {count}-mal auf Verba erwähnt',
    paragraphs: ['Du wurdest in {count} Kommentaren auf Verba erwähnt:'],
    item: germanMention,
    after: [germanGathered],
  },
  recoveryCodesRegenerated: germanNotice(
    'Neue Wiederherstellungscodes für dein Verba-Konto',
    'Für dein Verba-Konto wurden neue Wiederherstellungscodes erstellt; die alten gelten nicht mehr.',
  ),
  passwordChanged: germanNotice(
    'Dein Verba-Passwort wurde geändert',
    'Das Passwort deines Verba-Kontos wurde geändert, andere Anmeldungen wurden beendet.',
  ),
  newDeviceSignIn: germanNotice(
    'Neue Anmeldung bei deinem Verba-Konto',
    'Bei deinem Verba-Konto hat sich jemand mit einem Browser angemeldet, der bisher nicht benutzt wurde.',
  ),
};

export const mailTexts: Record<'en-US' | 'de-DE', Texts> = { 'en-US': enUS, 'de-DE': deDE };
