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
  notMe: {
    heading: 'Sperre dein Konto',
    intro:
      'Wenn du die Änderung, über die wir dich informiert haben, nicht selbst gemacht hast, hat vielleicht jemand anderes Zugriff auf dein Konto. Ein Klick hier:',
    stepSessions: 'meldet alle Browser ab, fremde und deine;',
    stepPasskeys: 'entfernt die Passkeys der letzten 24 Stunden;',
    stepReset: 'schickt dir einen Link für ein neues Passwort.',
    submit: 'Konto sperren',
    doneHeading: 'Dein Konto ist gesperrt',
    doneBody:
      'Alle Browser sind abgemeldet. In deinem Postfach findest du den Link für ein neues Passwort; danach meldest du dich wieder an.',
    signIn: 'Zur Anmeldung',
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
