import type { twoFactorEnUS } from './two-factor-en-us.ts';

/** Texte der Zwei-Faktor-Authentifizierung (Issue 4): Code-Schritt der Anmeldung und /settings/2fa. */
export const twoFactorDeDE: typeof twoFactorEnUS = {
  codeField: {
    description: 'Aus deiner Authenticator-App. Er wird gesendet, sobald alle sechs Ziffern eingegeben sind.',
  },
  recoveryField: {
    label: 'Wiederherstellungscode',
    description:
      'Einer der Codes, die du beim Einschalten der Zwei-Faktor-Authentifizierung gespeichert hast, etwa k7m2-q9xd-4hwp.',
  },
  signIn: {
    recoveryIntro: 'Gib einen deiner Wiederherstellungscodes ein. Jeder Code funktioniert nur einmal.',
    useRecovery: 'Wiederherstellungscode verwenden',
    useCode: 'Authenticator-App verwenden',
  },
  settings: {
    onTitle: 'Die Zwei-Faktor-Authentifizierung ist eingeschaltet',
    onBody: 'Zum Anmelden brauchst du dein Passwort und einen Code aus deiner Authenticator-App.',
    offTitle: 'Die Zwei-Faktor-Authentifizierung ist ausgeschaltet',
    offBody:
      'Schütze dein Konto mit einem zweiten Schritt bei der Anmeldung: einem 6-stelligen Code aus einer Authenticator-App auf deinem Handy.',
    enable: 'Zwei-Faktor-Authentifizierung einschalten',
    codesLeft_one: 'Du hast noch {{count}} Wiederherstellungscode.',
    codesLeft_other: 'Du hast noch {{count}} Wiederherstellungscodes.',
    codesLow: 'Erstelle neue Wiederherstellungscodes, bevor sie dir ausgehen.',
  },
  setup: {
    heading: 'Authenticator-App einrichten',
    scan: '1. Scanne diesen QR-Code mit deiner Authenticator-App.',
    qrAlt: 'QR-Code für deine Authenticator-App',
    manual: 'Scannen klappt nicht? Gib stattdessen diesen Schlüssel in der App ein:',
    secretLabel: 'Einrichtungsschlüssel',
    enterCode: '2. Gib zum Abschluss den Code ein, den die App anzeigt.',
    submit: 'Einschalten',
    cancel: 'Abbrechen',
  },
  codes: {
    enabledHeading: 'Die Zwei-Faktor-Authentifizierung ist eingeschaltet',
    regeneratedHeading: 'Deine neuen Wiederherstellungscodes',
    intro:
      'Bewahre diese Wiederherstellungscodes sicher auf. Jeder funktioniert einmal, falls du dein Handy verlierst. Sie werden nur jetzt angezeigt.',
    listLabel: 'Wiederherstellungscodes',
    copy: 'Codes kopieren',
    copied: 'Die Wiederherstellungscodes wurden kopiert.',
    copyFailed: 'Die Codes konnten nicht kopiert werden. Markiere oder lade sie stattdessen herunter.',
    download: 'Herunterladen (.txt)',
    fileHeading: 'Verba-Wiederherstellungscodes. Jeder Code funktioniert einmal.',
    saved: 'Ich habe meine Wiederherstellungscodes gespeichert.',
    done: 'Fertig',
  },
  regenerate: {
    heading: 'Neue Wiederherstellungscodes',
    intro: 'Erstellt 10 neue Codes. Deine bisherigen Codes funktionieren dann nicht mehr.',
    submit: 'Neue Codes erstellen',
  },
  disable: {
    heading: 'Zwei-Faktor-Authentifizierung ausschalten',
    intro:
      'Bestätige mit einem Code aus deiner Authenticator-App oder mit einem Wiederherstellungscode, falls du die App verloren hast.',
    withCode: 'Mit einem Code aus der App',
    withRecovery: 'Mit einem Wiederherstellungscode',
    submit: 'Ausschalten',
    dialogTitle: 'Zwei-Faktor-Authentifizierung ausschalten?',
    dialogBody:
      'Zum Anmelden reicht dann dein Passwort. Deine Wiederherstellungscodes funktionieren nicht mehr.',
    dialogConfirm: 'Ausschalten',
    dialogCancel: 'Eingeschaltet lassen',
    done: 'Die Zwei-Faktor-Authentifizierung ist ausgeschaltet.',
  },
};
