import type { accountsEnUS } from './accounts-en-us.ts';
import { securityDeDE } from './security-de-de.ts';
import { twoFactorDeDE } from './two-factor-de-de.ts';

type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };

/** Die Texte der Kontoseiten (Issue 3), geladen mit ihren Seiten (../texts.ts). */
export const accountsDeDE: DeepStrings<typeof accountsEnUS> = {
  passwordField: { show: 'Passwort anzeigen' },
  fields: {
    firstName: 'Vorname',
    lastName: 'Nachname',
    email: 'E-Mail',
    password: 'Passwort',
    passwordRule: 'Mindestens {{min}} Zeichen. Ein Satz aus einigen Wörtern ist leicht zu merken.',
    currentPassword: 'Aktuelles Passwort',
    newPassword: 'Neues Passwort',
    newEmail: 'Neue E-Mail-Adresse',
    code: 'Code',
  },
  account: {
    missingTokenHeading: 'Dieser Link ist unvollständig',
    missingTokenBody:
      'Diese Seite braucht den Link aus deiner E-Mail. Öffne ihn direkt aus der Mail oder kopiere ihn vollständig in den Browser.',
  },
  signUp: {
    heading: 'Konto erstellen',
    intro:
      'Starte kostenlos mit drei Projekten. Wir schicken dir einen Link, um deine E-Mail-Adresse zu bestätigen.',
    submit: 'Konto erstellen',
    legal:
      'Mit dem Erstellen des Kontos akzeptierst du unsere <terms>Nutzungsbedingungen</terms> und unsere <privacy>Datenschutzerklärung</privacy>.',
    haveAccount: 'Du hast schon ein Konto?',
    signIn: 'Anmelden',
    doneHeading: 'Schau in dein Postfach',
    doneBody:
      'Wir haben eine Nachricht an {{email}} geschickt. Folge dem Link darin, um dein Konto zu bestätigen; er ist 24 Stunden gültig.',
    doneHint:
      'Nach ein paar Minuten noch keine Mail? Sieh im Spam-Ordner nach oder registriere dich erneut mit der richtigen Adresse.',
    startOver: 'Andere Adresse verwenden',
    invitationLoading: 'Deine Einladung wird gelesen …',
    invitationInvalidTitle: 'Diese Einladung kann nicht verwendet werden',
    invitationInvalid:
      'Der Einladungslink wurde schon verwendet, zurückgezogen oder ist abgelaufen. Bitte die Person, die dich eingeladen hat, um einen neuen.',
    withoutInvitation: 'Ohne Einladung registrieren',
    invitedTitle: 'Du bist zu {{project}} eingeladen',
    invitedBody:
      '{{inviter}} hat dich zu {{project}} eingeladen. Die Einladung bestätigt deine E-Mail-Adresse: Sobald dein Konto erstellt ist, bist du im Projekt.',
    invitationAddress: 'Die Adresse, an die deine Einladung ging.',
    submitInvited: 'Konto erstellen und beitreten',
    invitationTakenTitle: 'Du hast schon ein Konto',
    invitationTaken: 'Zu dieser Adresse gibt es ein Verba-Konto. Melde dich an, um die Einladung anzunehmen.',
    signInToAccept: 'Anmelden und annehmen',
  },
  confirm: {
    readyHeading: 'Bestätige dein Konto',
    readyBody:
      'Drück auf den Knopf, um deine E-Mail-Adresse zu bestätigen und die Registrierung abzuschließen.',
    action: 'Mein Konto bestätigen',
    pending: 'Dein Konto wird bestätigt …',
    successHeading: 'Dein Konto ist bestätigt',
    successBody: 'Willkommen bei Verba. Melde dich an und lege dein erstes Projekt an.',
    signIn: 'Anmelden',
    failureHeading: 'Wir konnten dein Konto nicht bestätigen',
    failureBody:
      'Der Link ist vielleicht abgelaufen oder wurde schon benutzt. Wenn du schon bestätigt hast, melde dich einfach an; sonst registriere dich erneut, um einen neuen Link zu bekommen.',
    signUp: 'Erneut registrieren',
  },
  confirmDecline: {
    readyHeading: 'Dieses Konto löschen?',
    readyBody:
      'Jemand hat sich mit deiner E-Mail-Adresse bei Verba registriert. Wenn du das nicht warst, lösche das Konto: Es wurde nie bestätigt, und nichts davon bleibt gespeichert.',
    action: 'Konto löschen',
    pending: 'Das Konto wird gelöscht …',
    successHeading: 'Das Konto wurde gelöscht',
    successBody:
      'Wir haben das mit deiner Adresse angelegte Konto gelöscht und schreiben dir dazu nicht mehr. Wenn du doch ein Konto möchtest, kannst du dich registrieren.',
    signUp: 'Registrieren',
    failureHeading: 'Wir konnten das Konto nicht löschen',
    failureBody:
      'Der Link ist vielleicht abgelaufen oder wurde schon benutzt, oder das Konto wurde bestätigt. Wenn jemand anderes deine Adresse verwendet, setze das Passwort zurück und lösche das Konto in den Einstellungen.',
    forgotPassword: 'Passwort zurücksetzen',
  },
  signIn: {
    heading: 'Anmelden',
    submit: 'Anmelden',
    forgot: 'Passwort vergessen?',
    noAccount: 'Noch kein Konto?',
    signUp: 'Registrieren',
    codeHeading: 'Zwei-Faktor-Authentifizierung',
    codeIntro: 'Gib den 6-stelligen Code aus deiner Authenticator-App ein.',
    codeSubmit: 'Bestätigen',
    back: 'Zurück zur Anmeldung',
  },
  forgotPassword: {
    heading: 'Passwort vergessen?',
    intro:
      'Gib die E-Mail-Adresse deines Kontos ein, und wir schicken dir einen Link, um ein neues Passwort zu wählen.',
    submit: 'Link senden',
    sentHeading: 'Schau in dein Postfach',
    sentBody:
      'Falls es ein Konto für {{email}} gibt, haben wir ihm einen Link geschickt, um ein neues Passwort zu wählen. Der Link ist eine Stunde gültig.',
    backToSignIn: 'Zurück zur Anmeldung',
  },
  resetPassword: {
    heading: 'Neues Passwort wählen',
    intro: 'Nach der Änderung werden alle Sitzungen deines Kontos abgemeldet.',
    submit: 'Neues Passwort speichern',
    doneHeading: 'Dein Passwort wurde geändert',
    doneBody: 'Melde dich mit deinem neuen Passwort an.',
    signIn: 'Anmelden',
    newLink: 'Neuen Link anfordern',
  },
  unlock: {
    heading: 'Anmeldung mit Passwort entsperren',
    intro:
      'Nach vielen falschen Passwörtern hintereinander haben wir die Anmeldung mit Passwort bei deinem Konto gesperrt. Entsperre sie, wenn diese Versuche von dir waren.',
    submit: 'Anmeldung mit Passwort entsperren',
    pending: 'Anmeldung mit Passwort wird entsperrt …',
    successHeading: 'Die Anmeldung mit Passwort ist entsperrt',
    successBody: 'Du kannst dich wieder mit deinem Passwort anmelden.',
    signIn: 'Anmelden',
    failureHeading: 'Wir konnten die Anmeldung mit Passwort nicht entsperren',
    failureBody:
      'Der Link ist vielleicht abgelaufen oder wurde schon benutzt. Ein neues Passwort entsperrt die Anmeldung ebenfalls.',
    resetPassword: 'Neues Passwort wählen',
  },
  emailChangeConfirm: {
    pending: 'Deine neue Adresse wird bestätigt …',
    successHeading: 'Deine E-Mail-Adresse wurde geändert',
    successBody: 'Melde dich ab jetzt mit {{email}} an.',
    toSettings: 'Zurück zu den Einstellungen',
    failureHeading: 'Wir konnten deine E-Mail-Adresse nicht ändern',
    failureBody:
      'Der Link ist vielleicht abgelaufen, wurde schon benutzt oder gehört zu einem anderen Konto. Fordere in den E-Mail-Einstellungen einen neuen Link an.',
    toEmailSettings: 'E-Mail-Einstellungen',
  },
  settingsHome: {
    heading: 'Einstellungen',
    intro: 'Verwalte dein Konto, seine Sicherheit und deinen Tarif.',
    items: {
      profile: { title: 'Profil', body: 'Dein Vor- und Nachname.' },
      email: { title: 'E-Mail-Adresse', body: 'Die Adresse, mit der du dich anmeldest und Mails erhältst.' },
      password: { title: 'Passwort', body: 'Ändere das Passwort, mit dem du dich anmeldest.' },
      twoFactor: {
        title: 'Zwei-Faktor-Authentifizierung',
        body: 'Ein Code aus einer Authenticator-App bei der Anmeldung.',
      },
      passkeys: { title: 'Passkeys', body: 'Melde dich mit Fingerabdruck, Gesicht oder Geräte-PIN an.' },
      sessions: {
        title: 'Sitzungen',
        body: 'Die Browser, in denen du angemeldet bist; melde jeden davon ab.',
      },
      securityLog: {
        title: 'Sicherheitsprotokoll',
        body: 'Anmeldungen und Sicherheitsänderungen der letzten 90 Tage.',
      },
      subscription: { title: 'Abonnement', body: 'Dein Tarif und wie viele Projekte er enthält.' },
      memory: {
        title: 'Translation Memory',
        body: 'Importiere eine TMX-Datei in das Gedächtnis, aus dem der Editor vorschlägt.',
      },
      delete: { title: 'Konto löschen', body: 'Lösche dein Konto und alles, was dazugehört.' },
    },
  },
  twoFactor: twoFactorDeDE,
  ...securityDeDE,
  profileSettings: {
    intro: 'Dein Name erscheint im Menü und in den Mails, die wir dir schicken.',
    submit: 'Speichern',
    saved: 'Dein Name wurde gespeichert.',
  },
  emailSettings: {
    current: 'Du meldest dich mit {{email}} an.',
    intro: 'Wir schicken einen Link an die neue Adresse; die Änderung gilt, sobald du ihm folgst.',
    submit: 'Bestätigungslink senden',
    sentHeading: 'Schau in dein neues Postfach',
    sentBody:
      'Wir haben einen Link an {{email}} geschickt. Folge ihm, um die Änderung abzuschließen; bis dahin meldest du dich weiter mit deiner bisherigen Adresse an, die wir über die Änderung informiert haben.',
    again: 'Eine andere Adresse wählen',
  },
  passwordSettings: {
    intro: 'Wenn du dein Passwort änderst, werden deine anderen Sitzungen abgemeldet.',
    submit: 'Passwort ändern',
    saved: 'Dein Passwort wurde geändert.',
  },
  deleteAccount: {
    warningTitle: 'Das kann nicht rückgängig gemacht werden',
    warningBody:
      'Wenn du dein Konto löschst, werden es und alle seine Projekte und Gruppen gelöscht, und du wirst überall abgemeldet.',
    confirmCheckbox: 'Mir ist klar, dass mein Konto und alle seine Daten für immer gelöscht werden.',
    submit: 'Konto löschen',
    dialogTitle: 'Dein Konto für immer löschen?',
    dialogBody: 'Es gibt keinen Weg zurück: Dein Konto, deine Projekte und Gruppen werden sofort gelöscht.',
    dialogConfirm: 'Für immer löschen',
    dialogCancel: 'Konto behalten',
    deleted: 'Dein Konto wurde gelöscht.',
  },
  passkeys: {
    intro:
      'Mit einem Passkey meldest du dich per Fingerabdruck, Gesichtserkennung oder Geräte-PIN an statt mit deinem Passwort. Er bleibt auf deinem Gerät oder in deinem Passwortmanager, und keine gefälschte Seite kann ihn benutzen.',
    unsupportedHint:
      'Mit deinem Passwort kannst du dich weiterhin anmelden. Für Passkeys öffne Verba in einem aktuellen Browser.',
    addHeading: 'Passkey hinzufügen',
    name: 'Name (optional)',
    nameHint: 'Damit du deine Passkeys auseinanderhältst, etwa „Arbeitslaptop“.',
    add: 'Passkey hinzufügen',
    added: 'Dein Passkey wurde hinzugefügt.',
    listHeading: 'Deine Passkeys',
    empty: 'Du hast noch keine Passkeys. Füge einen hinzu, um dich ohne Passwort anzumelden.',
    created: 'Erstellt am {{date}}',
    lastUsed: 'Zuletzt benutzt am {{date}}',
    neverUsed: 'Noch nie benutzt',
    rename: 'Umbenennen',
    renameLabel: '{{name}} umbenennen',
    newName: 'Name',
    renameTitle: 'Passkey umbenennen',
    renameSave: 'Speichern',
    renamed: 'Der Passkey wurde umbenannt.',
    cancel: 'Abbrechen',
    remove: 'Entfernen',
    removeLabel: '{{name}} entfernen',
    removeTitle: 'Den Passkey „{{name}}“ entfernen?',
    removeBody:
      'Du kannst dich dann nicht mehr damit anmelden. Lösche ihn auch auf deinem Gerät oder in deinem Passwortmanager, damit er nicht mehr angeboten wird.',
    removeConfirm: 'Passkey entfernen',
    removed: 'Der Passkey wurde entfernt.',
    removeAll: 'Alle Passkeys entfernen',
    removeAllTitle: 'Alle deine Passkeys entfernen?',
    removeAllBody: 'Danach meldest du dich nur noch mit E-Mail-Adresse und Passwort an.',
    removeAllConfirm: 'Alle entfernen',
    removedAll: 'Alle deine Passkeys wurden entfernt.',
    signIn: 'Mit einem Passkey anmelden',
    or: 'oder',
  },
};
