import type { securityEnUS } from './security-en-us.ts';

/** Texte des Sicherheitsbereichs (Issue 14), per "du". */
export const securityDeDE: typeof securityEnUS = {
  reauth: {
    title: 'Bestätige, dass du es bist',
    intro:
      'Für diese Änderung musst du dich kurz neu anmelden. Danach geht es von selbst weiter, und 10 Minuten lang fragen wir nicht erneut.',
    submit: 'Bestätigen',
    usePasskey: 'Mit Passkey bestätigen',
    orBelow: 'Oder bestätige mit dem Formular unten.',
    codeDescription: 'Der 6-stellige Code aus deiner Authenticator-App.',
    useCode: 'Stattdessen einen Code aus der Authenticator-App verwenden',
    usePassword: 'Stattdessen dein Passwort verwenden',
  },
  dataExport: {
    heading: 'Lade zuerst deine Daten herunter',
    body: 'Eine JSON-Datei mit deinem Profil, deinen Passkeys (Namen und Daten), deinen Projekten mit ihren Gruppen, Schlüsseln und Übersetzungen und deinem Sicherheitsprotokoll.',
    download: 'Meine Daten herunterladen',
    downloaded: 'Deine Daten wurden heruntergeladen.',
  },
  resetPasskeys: {
    heading: 'Passkeys dieses Kontos',
    item: '{{name}}, hinzugefügt am {{date}}',
    removeAll: 'Auch alle diese Passkeys entfernen (tu das, wenn du einen davon nicht kennst)',
  },
  notMe: {
    heading: 'Sperre dein Konto',
    intro:
      'Wenn du die Änderung, über die wir dich informiert haben, nicht selbst gemacht hast, hat vielleicht jemand anderes Zugriff auf dein Konto. Ein Klick hier:',
    stepSessions: 'meldet alle Browser ab, fremde und deine;',
    stepPasskeys:
      'entfernt die Passkeys, die seit dieser Änderung oder in den letzten 24 Stunden hinzugekommen sind;',
    stepTwoFactor:
      'schaltet die Zwei-Faktor-Authentifizierung aus, wenn sie in dieser Zeit eingeschaltet wurde;',
    stepReset: 'schickt dir einen Link für ein neues Passwort.',
    submit: 'Konto sperren',
    doneHeading: 'Dein Konto ist gesperrt',
    doneBody:
      'Alle Browser sind abgemeldet. In deinem Postfach findest du den Link für ein neues Passwort; danach meldest du dich wieder an.',
    donePasskeys_one: 'Wir haben {{count}} Passkey entfernt, der in dieser Zeit hinzugekommen ist.',
    donePasskeys_other: 'Wir haben {{count}} Passkeys entfernt, die in dieser Zeit hinzugekommen sind.',
    doneTwoFactor:
      'Die Zwei-Faktor-Authentifizierung wurde in dieser Zeit eingeschaltet, darum haben wir sie ausgeschaltet: Sie fragt dich nicht nach einem Code, den jemand anderes eingerichtet hat. Schalte sie nach der Anmeldung in den Einstellungen wieder ein.',
    signIn: 'Zur Anmeldung',
  },
  securityLog: {
    intro:
      'Anmeldungen und Änderungen an der Sicherheit deines Kontos in den letzten 90 Tagen, die neuesten zuerst.',
    listLabel: 'Sicherheitsereignisse',
    empty: 'In den letzten 90 Tagen ist nichts passiert.',
    download: 'Als CSV herunterladen',
    kinds: {
      'sign-in': 'Angemeldet',
      'sign-in-failed': 'Fehlgeschlagene Anmeldung (falsches Passwort)',
      'sign-in-code-failed': 'Falscher Code bei der Anmeldung',
      'passkey-added': 'Passkey hinzugefügt',
      'passkey-removed': 'Passkey entfernt',
      'two-factor-enabled': 'Zwei-Faktor-Authentifizierung eingeschaltet',
      'two-factor-disabled': 'Zwei-Faktor-Authentifizierung ausgeschaltet',
      'recovery-codes-regenerated': 'Neue Wiederherstellungscodes',
      'password-changed': 'Passwort geändert',
      'email-change-requested': 'E-Mail-Änderung beantragt',
      'session-ended': 'Eine Sitzung wurde abgemeldet',
      'other-sessions-ended': 'Alle anderen Sitzungen wurden abgemeldet',
      'not-me': 'Konto gesperrt („Das war ich nicht“)',
      'data-exported': 'Daten heruntergeladen',
    },
    methods: {
      password: 'Passwort',
      'password+code': 'Passwort und Code',
      'password+recovery-code': 'Passwort und Wiederherstellungscode',
      passkey: 'Passkey',
    },
    csv: {
      time: 'Zeit (UTC)',
      event: 'Ereignis',
      browser: 'Browser',
      address: 'Adresse',
    },
  },
  sessions: {
    ended: 'Deine Sitzung ist beendet. Bitte melde dich erneut an, um weiterzumachen.',
    intro: 'In diesen Browsern bist du angemeldet. Melde alle ab, die du nicht kennst.',
    listLabel: 'Angemeldete Sitzungen',
    device: '{{browser}} auf {{os}}',
    unknownBrowser: 'Unbekannter Browser',
    unknownOs: 'unbekanntem System',
    current: 'Dieser Browser',
    signedIn: 'Angemeldet am {{date}}',
    lastActive: 'Zuletzt aktiv am {{date}}',
    address: 'Adresse {{address}}',
    signOut: 'Abmelden',
    signOutLabel: '{{device}} abmelden',
    signOutTitle: '{{device}} abmelden?',
    signOutBody: 'Dieser Browser muss sich dann neu anmelden.',
    signedOut: 'Die Sitzung wurde abgemeldet.',
    signOutOthers: 'Alle anderen Sitzungen abmelden',
    signOutOthersTitle: 'Alle anderen Sitzungen abmelden?',
    signOutOthersBody: 'Alle anderen Browser müssen sich dann neu anmelden. Dieser bleibt angemeldet.',
    signedOutOthers: 'Alle anderen Sitzungen wurden abgemeldet.',
    onlyThis: 'Kein anderer Browser ist angemeldet.',
    expiry: 'Eine Sitzung endet nach 7 Tagen ohne Nutzung und spätestens 30 Tage nach der Anmeldung.',
  },
};
