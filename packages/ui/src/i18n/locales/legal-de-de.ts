import type { legalEnUS } from './legal-en-us.ts';

type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };

/** German texts of the imprint, terms of service and privacy policy; loaded with their pages (../texts.ts). */
export const legalDeDE: DeepStrings<typeof legalEnUS> = {
  legal: {
    imprint: {
      title: 'Impressum',
      intro: 'Angaben zum Betreiber dieses Dienstes.',
      operatorHeading: 'Betreiber',
      contactHeading: 'Kontakt',
      emailLabel: 'E-Mail',
      sections: {
        responsibility: {
          heading: 'Verantwortlich für den Inhalt',
          body: 'Für den Inhalt dieser Website und des Dienstes Verba ist der oben genannte Betreiber verantwortlich.',
        },
        links: {
          heading: 'Links auf andere Websites',
          body: 'Externe Links prüfen wir, wenn wir sie setzen. Auf den Inhalt fremder Websites haben wir keinen Einfluss; dafür sind deren Betreiber verantwortlich. Erfahren wir, dass eine verlinkte Seite gegen das Gesetz verstößt, entfernen wir den Link.',
        },
        disputes: {
          heading: 'Streitbeilegung',
          body: 'Wir sind nicht verpflichtet und nicht bereit, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen. Wenn du eine Beschwerde hast, schreib uns bitte an die oben genannte Adresse.',
        },
      },
    },
    terms: {
      title: 'Nutzungsbedingungen',
      intro:
        'Diese Bedingungen regeln die Nutzung von Verba, einer Webanwendung zur Verwaltung von Übersetzungsprojekten. Mit dem Anlegen eines Kontos erkennst du sie an.',
      sections: {
        service: {
          heading: '1. Der Dienst',
          body: 'Mit Verba legst du Projekte mit jeweils einer Ausgangssprache an und ordnest sie in Gruppen. Welche Funktionen dir zur Verfügung stehen, hängt von deinem Tarif ab.',
        },
        account: {
          heading: '2. Dein Konto',
          body: 'Für Verba brauchst du ein Konto. Gib eine echte E-Mail-Adresse an und bewahre Passwort, Authenticator-App und Passkeys sicher auf. Du bist für alles verantwortlich, was in deinem Konto geschieht. Sag uns sofort Bescheid, wenn du glaubst, dass jemand anderes Zugriff darauf hat.',
        },
        content: {
          heading: '3. Deine Inhalte',
          body: 'Die Projekte, Gruppen und Texte, die du in Verba ablegst, bleiben deine. Du räumst uns nur die Rechte ein, die wir brauchen, um sie zu speichern und dir anzuzeigen. Du musst berechtigt sein, die hochgeladenen Inhalte zu nutzen.',
        },
        use: {
          heading: '4. Zulässige Nutzung',
          body: 'Nutze Verba nicht, um gegen Gesetze zu verstoßen, Inhalte zu speichern, die Rechte anderer verletzen, oder um den Dienst anzugreifen, zu überlasten oder auszuforschen. Automatisierte Zugriffe, die über die normale Nutzung der Anwendung hinausgehen, sind nicht erlaubt.',
        },
        plans: {
          heading: '5. Tarife',
          body: 'Jedes Konto beginnt im kostenlosen Tarif mit einer begrenzten Zahl von Projekten. Größere Tarife enthalten mehr Projekte. Du kannst deinen Tarif jederzeit wechseln; einen Tarif mit weniger Projekten, als du besitzt, kannst du erst wählen, wenn du einige gelöscht hast.',
        },
        availability: {
          heading: '6. Verfügbarkeit',
          body: 'Wir arbeiten daran, dass Verba erreichbar ist und deine Daten sicher sind, können aber keinen unterbrechungsfreien Betrieb versprechen. Wir dürfen Wartungsarbeiten durchführen und Funktionen verbessern oder ändern.',
        },
        termination: {
          heading: '7. Kündigung',
          body: 'Du kannst dein Konto jederzeit in den Einstellungen löschen; dabei werden das Konto und alles, was ihm gehört, gelöscht. Konten, die schwer oder wiederholt gegen diese Bedingungen verstoßen, dürfen wir sperren oder schließen.',
        },
        liability: {
          heading: '8. Haftung',
          body: 'Wir haften unbeschränkt für Vorsatz und grobe Fahrlässigkeit sowie für Schäden an Leben, Körper oder Gesundheit. Bei leichter Fahrlässigkeit haften wir nur für die Verletzung wesentlicher Pflichten, begrenzt auf den vertragstypischen Schaden.',
        },
        changes: {
          heading: '9. Änderungen dieser Bedingungen',
          body: 'Wenn wir diese Bedingungen ändern, informieren wir dich mindestens vier Wochen vor dem Inkrafttreten per E-Mail. Bist du nicht einverstanden, kannst du dein Konto vorher löschen.',
        },
      },
    },
    privacy: {
      title: 'Datenschutzerklärung',
      intro:
        'Diese Erklärung beschreibt, welche personenbezogenen Daten Verba speichert, warum und wie lange. Verba speichert nur, was für dein Konto nötig ist, und verzichtet auf jede Form von Tracking.',
      controllerHeading: 'Verantwortlicher',
      controllerBody:
        'Verantwortlich für die Verarbeitung deiner Daten ist {{name}}. Du erreichst uns unter {{email}}.',
      sections: {
        account: {
          heading: 'Kontodaten',
          body: 'Bei der Registrierung speichern wir deinen Vor- und Nachnamen, deine E-Mail-Adresse und dein Passwort. Das Passwort wird nur als gesalzener Hash gespeichert und kann nicht zurückgelesen werden. Wenn du die Zwei-Faktor-Authentifizierung einschaltest, speichern wir ihr Geheimnis und Hashes deiner Wiederherstellungscodes; zu jedem Passkey speichern wir den öffentlichen Schlüssel, seinen Namen sowie wann er angelegt und zuletzt benutzt wurde. Diese Daten brauchen wir, um dein Konto bereitzustellen (Art. 6 Abs. 1 lit. b DSGVO).',
        },
        content: {
          heading: 'Projekte und Gruppen',
          body: 'Wir speichern die Projekte und Gruppen, die du anlegst, mit Namen, Ausgangssprache und Erstellungsdatum sowie deinen Tarif. Nur du kannst sie sehen und ändern.',
        },
        session: {
          heading: 'Sitzungscookie',
          body: 'Wenn du dich anmeldest, setzen wir ein Cookie, das dich angemeldet hält. Es enthält ein zufälliges Token, ist für Skripte nicht lesbar und wird nur an Verba gesendet. Der Server speichert nur einen Hash davon, dazu den Namen deines Browsers (aus seinem User-Agent) und die Adresse, von der du dich angemeldet hast, damit du deine Sitzungen in den Einstellungen sehen und beenden kannst. Die Sitzung endet mit der Abmeldung, nach 7 Tagen ohne Nutzung oder 30 Tage nach der Anmeldung. Dieses Cookie ist technisch notwendig und braucht daher keine Einwilligung.',
        },
        theme: {
          heading: 'Design-Einstellung',
          body: 'Deine Wahl zwischen hellem, dunklem oder System-Design wird im lokalen Speicher deines Browsers unter dem Namen „theme“ abgelegt. Sie verlässt dein Gerät nie, und du kannst sie jederzeit in den Browsereinstellungen löschen.',
        },
        mail: {
          heading: 'E-Mails',
          body: 'Wir senden E-Mails nur, wenn dein Konto sie braucht: zur Bestätigung deiner Adresse, zum Zurücksetzen deines Passworts und als Hinweis auf Änderungen deiner E-Mail-Adresse. Newsletter oder Werbung senden wir nicht.',
        },
        security: {
          heading: 'Schutz vor Missbrauch',
          body: 'Um die Anmeldung vor dem Erraten von Passwörtern zu schützen, zählt der Server für kurze Zeit Anfragen pro IP-Adresse. Diese Zähler sind nicht mit deinem Konto verknüpft und werden automatisch verworfen. Das Sicherheitsprotokoll deines Kontos speichert Anmeldungen, fehlgeschlagene Anmeldungen und Sicherheitsänderungen mit Browser und Adresse 90 Tage lang, damit du Missbrauch erkennen kannst (Art. 6 Abs. 1 lit. f DSGVO).',
        },
        tracking: {
          heading: 'Kein Tracking',
          body: 'Verba verwendet keine Analysewerkzeuge, keine Werbung, keine Tracking-Cookies und keine Dienste Dritter in deinem Browser. Alle Skripte, Stile und Schriften kommen von unserem eigenen Server.',
        },
        retention: {
          heading: 'Speicherdauer',
          body: 'Wir speichern deine Daten, solange dein Konto besteht. Wenn du dein Konto in den Einstellungen löschst, löschen wir es zusammen mit allen Projekten und Gruppen, die ihm gehören, und beenden alle seine Sitzungen.',
        },
        rights: {
          heading: 'Deine Rechte',
          body: 'Du hast das Recht auf Auskunft, Berichtigung und Löschung deiner Daten, auf Einschränkung der Verarbeitung, auf Widerspruch und auf Datenübertragbarkeit. In den Einstellungen gibt dir „Meine Daten herunterladen“ (auf der Seite zum Löschen deines Kontos) eine JSON-Datei mit deinem Profil, den Namen und Daten deiner Passkeys, deinen Projekten, Gruppen, Schlüsseln und Übersetzungen und deinem Sicherheitsprotokoll. Schreib uns, um diese Rechte wahrzunehmen. Außerdem kannst du dich bei einer Datenschutz-Aufsichtsbehörde beschweren.',
        },
      },
    },
  },
};
