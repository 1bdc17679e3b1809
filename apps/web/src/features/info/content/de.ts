import type { InfoContent } from './types.ts';

const UPDATED = '2026-11-22';

export const de: InfoContent = {
  labels: {
    updated: 'Zuletzt aktualisiert',
  },

  legal: {
    title: 'Impressum',
    updated: UPDATED,
    intro:
      'Wer Makerboard betreibt, wie du uns erreichst und wie wir mit den Inhalten umgehen, die unsere Mitglieder veröffentlichen.',
    sections: [
      {
        heading: 'Betreiber',
        paragraphs: [
          'Makerboard ist ein Community-Projekt für Maker, Schülerinnen und Schüler, Lehrkräfte, Jurymitglieder und Partner von Wissenschaftswettbewerben aus dem MINT-Bereich. Es wird nicht kommerziell vom Makerboard-Team betrieben, das für diese Website und die hier angebotenen Dienste verantwortlich ist.',
          'Makerboard finanziert sich nicht über Werbung und verkauft keine personenbezogenen Daten. Veranstaltungspartner und Wettbewerbe, die Makerboard nutzen, treten unter ihrem eigenen Namen auf; wird eine Veranstaltungsseite von einem Partner betrieben, steht das auf der Seite.',
        ],
      },
      {
        heading: 'Kontakt',
        paragraphs: [
          'Am schnellsten erreichst du uns über die [Kontaktseite](/contact). Nachrichten von dort landen direkt beim Team. Wir antworten auf Deutsch, Englisch oder Französisch, meist innerhalb weniger Werktage.',
          'Für rechtliche Anliegen, Fragen zu personenbezogenen Daten oder Meldungen rechtswidriger Inhalte wählst du auf der Kontaktseite den passenden Betreff, damit deine Nachricht gleich bei der richtigen Person ankommt.',
        ],
      },
      {
        heading: 'Verantwortung für Inhalte',
        paragraphs: [
          'Für eigene Seiten wie dieses Impressum, die Hilfeseiten und offizielle Ankündigungen ist das Makerboard-Team verantwortlich. Wir erstellen sie sorgfältig, können aber nicht garantieren, dass sie jederzeit vollständig, richtig und aktuell sind.',
          'Boards, Abschnitte, Kommentare, Chatnachrichten, Umfragen und Uploads stammen von unseren Mitgliedern, und ihre Verfasserinnen und Verfasser sind dafür verantwortlich. Wir prüfen nicht jeden Beitrag vor der Veröffentlichung, handeln aber schnell, sobald wir erfahren, dass etwas gegen Gesetze oder unsere [Nutzungsbedingungen](/terms-and-conditions) verstößt.',
        ],
      },
      {
        heading: 'So moderieren wir Inhalte',
        paragraphs: [
          'Viele unserer Mitglieder sind zwischen 13 und 17 Jahre alt. Deshalb gilt auf der ganzen Plattform ein Maßstab, der für junge Menschen sicher ist. Moderatorinnen, Moderatoren und Koordinierende können:',
        ],
        items: [
          'Boards, Beiträge, Kommentare, Nachrichten und Bilder ausblenden oder entfernen, die gegen Gesetze oder unsere Regeln verstoßen;',
          'ein Board auf privat stellen oder sperren, solange eine Meldung geprüft wird;',
          'Mitglieder verwarnen, ihre Möglichkeiten einschränken oder ihr Konto deaktivieren;',
          'eine Lehrkraft, Eltern oder Erziehungsberechtigte oder die Koordination eines Wettbewerbs informieren, wenn Schülerinnen oder Schüler betroffen sind und das zu ihrem Schutz nötig ist;',
          'Informationen an Behörden weitergeben, wenn das Gesetz es verlangt oder jemand in Gefahr ist.',
        ],
      },
      {
        heading: 'Missbrauch melden',
        paragraphs: [
          'Wenn du etwas siehst, das verletzend, rechtswidrig, sexuell oder Mobbing ist oder persönliche Daten von jemandem verbreitet, melde es bitte. Nutze dazu die Melden-Funktion am Board, Kommentar oder an der Nachricht, oder schreib uns über die [Kontaktseite](/contact) mit einem Link zum Inhalt und einer kurzen Beschreibung.',
          'Wir sehen uns jede Meldung an, kümmern uns zuerst um alles, was die Sicherheit Minderjähriger betrifft, und verraten der gemeldeten Person nicht, wer sie gemeldet hat. Ist jemand in akuter Gefahr, wende dich bitte zuerst an den Notruf.',
        ],
      },
      {
        heading: 'Links auf andere Websites',
        paragraphs: [
          'Mitglieder und Partner können auf andere Websites verlinken, etwa auf einen Bauteilhändler, ein Video oder die Seite eines Wettbewerbs. Für deren Inhalte sind wir nicht verantwortlich. Setzen wir selbst einen Link, prüfen wir das Ziel zu diesem Zeitpunkt; erfahren wir, dass eine verlinkte Seite rechtswidrig oder unsicher geworden ist, entfernen wir den Link.',
          'Verlinkte Websites öffnen sich unter deren eigenen Datenschutzregeln. Makerboard gibt deine Kontodaten nicht an sie weiter.',
        ],
      },
      {
        heading: 'Urheberrecht',
        paragraphs: [
          'Name, Gestaltung und eigene Texte von Makerboard gehören dem Makerboard-Team. Mitglieder behalten die Rechte an dem, was sie veröffentlichen, und räumen Makerboard die in den [Nutzungsbedingungen](/terms-and-conditions) beschriebene Lizenz ein.',
          'Wenn du meinst, dass ein Inhalt auf Makerboard deine Rechte verletzt, schreib uns über die [Kontaktseite](/contact), welcher Inhalt es ist und um welches Recht es geht. Wir prüfen das umgehend.',
        ],
      },
    ],
  },

  terms: {
    title: 'Nutzungsbedingungen',
    updated: UPDATED,
    intro:
      'Diese Bedingungen sind die Vereinbarung zwischen dir und Makerboard. Wir haben sie bewusst kurz und verständlich gehalten, weil viele unserer Mitglieder noch zur Schule gehen.',
    sections: [
      {
        heading: 'Worum es geht',
        paragraphs: [
          'Wenn du ein Konto anlegst oder Makerboard nutzt, stimmst du diesen Bedingungen zu. Bist du unter 18, lies sie bitte zusammen mit deinen Eltern oder Erziehungsberechtigten, die ihnen für dich zustimmen.',
          'Wie wir mit personenbezogenen Daten umgehen, steht in der [Datenschutzerklärung](/privacy-policy), und welche Cookies wir verwenden, auf der [Cookie-Seite](/cookies).',
        ],
      },
      {
        heading: 'Dein Konto',
        items: [
          'Gib deinen echten Vor- und Nachnamen an und eine E-Mail-Adresse oder Telefonnummer, unter der du Codes empfangen kannst.',
          'Ein Konto gehört genau einer Person. Gib dein Passwort nicht weiter und melde dich nicht als jemand anderes an.',
          'Wähle den Kontotyp, der zu dir passt: Maker, Schüler/in, Lehrkraft oder Mentor/in. Konten für Jury, Messestände und Partner vergeben die Koordinierenden einer Veranstaltung.',
          'Du bist für alles verantwortlich, was in deinem Konto passiert. Glaubst du, dass jemand anderes es benutzt hat, ändere dein Passwort und sag uns über die [Kontaktseite](/contact) Bescheid.',
        ],
      },
      {
        heading: 'Mindestalter und junge Mitglieder',
        paragraphs: [
          'Für ein Makerboard-Konto musst du mindestens 13 Jahre alt sein. Um das zu prüfen, fragen wir bei der Registrierung nach deinem Geburtsdatum; anderen Mitgliedern zeigen wir es nie.',
          'Bist du zwischen 13 und 17, müssen deine Eltern oder Erziehungsberechtigten einverstanden sein, dass du Makerboard nutzt, und sollten wissen, an welchen Klassen und Wettbewerben du teilnimmst. Lehrkräfte, die Schülerinnen und Schüler mit einem Klassencode in eine Klasse aufnehmen, übernehmen dieselbe Sorgfalt für die Aktivitäten der Klasse. Erfahren wir, dass ein Konto jemandem unter 13 gehört, schließen wir es und löschen seine Daten.',
        ],
      },
      {
        heading: 'Was du bei der Registrierung bestätigst',
        paragraphs: ['Bei der Registrierung bestätigst du jede dieser Aussagen:'],
        items: [
          'Alles, was ich poste, ist meine eigene Arbeit, oder ich nenne die Quelle und darf es verwenden.',
          'Ich bin älter als 12 Jahre, oder ich lege dieses Konto als Elternteil oder erziehungsberechtigte Person für mein Kind an.',
          'Wenn ich unter 18 bin, ist ein Elternteil oder eine erziehungsberechtigte Person dabei und weiß, dass ich mich registriere.',
          'Ich verhalte mich positiv: freundlich, respektvoll und hilfsbereit gegenüber anderen Mitgliedern.',
          'Mir ist klar, dass praktische Projekte Risiken haben können, und ich übernehme die Verantwortung dafür, sie sicher zu bauen.',
          'Ich habe den Haftungsausschluss in diesen Bedingungen gelesen und akzeptiere ihn.',
        ],
      },
      {
        heading: 'Praktische Projekte und Sicherheit',
        paragraphs: [
          'Auf Makerboard geht es darum, echte Dinge zu bauen, also um Werkzeug, Strom, Hitze, Chemikalien, Akkus und bewegliche Teile. Die Projekte hier sind Ideen und Berichte darüber, was andere gemacht haben, keine geprüften Anleitungen.',
          'Prüfe jeden Schritt, bevor du ihn nachbaust, trag die passende Schutzausrüstung und arbeite mit einer erwachsenen Person zusammen, wenn ein Projekt Netzspannung, scharfe oder heiße Werkzeuge, Laser, Chemikalien oder etwas enthält, das fliegt oder abgeschossen wird. Makerboard kann deine Werkstatt nicht beaufsichtigen; du baust auf eigenes Risiko.',
        ],
      },
      {
        heading: 'Deine Inhalte und unsere Lizenz',
        paragraphs: [
          'Alles, was du veröffentlichst, bleibt deins: Boards, Abschnitte, Fotos, Videos, Dateien und Kommentare. Wir beanspruchen nichts davon für uns.',
          'Damit wir den Dienst betreiben können, räumst du Makerboard eine kostenlose, weltweite, nicht exklusive Lizenz ein, deine Inhalte zu speichern, zu kopieren, anzuzeigen und anzupassen (zum Beispiel um Vorschaubilder zu erstellen oder Videos umzuwandeln), solange sie auf Makerboard sind. Öffentliche Boards dürfen wir dabei Besucherinnen und Besuchern und in Suchergebnissen zeigen; private Boards sehen nur ihre Mitglieder. Die Lizenz endet, wenn du den Inhalt löschst, außer für Kopien, die andere berechtigt angelegt haben, etwa die Unterlagen eines Wettbewerbs zu einem eingereichten Projekt.',
          'Poste nur, was du teilen darfst. Veröffentliche keine Fotos anderer Menschen ohne deren Erlaubnis und Fotos anderer Minderjähriger nie ohne Zustimmung ihrer Eltern oder ihrer Lehrkraft.',
        ],
      },
      {
        heading: 'Was nicht erlaubt ist',
        items: [
          'Mobbing, Belästigung, Hassrede, Drohungen oder Diskriminierung jeder Art.',
          'Sexuelle, gewalttätige oder verstörende Inhalte und alles, was für 13-Jährige ungeeignet ist.',
          'Persönliche Daten von anderen verbreiten, zum Beispiel Adressen, Telefonnummern, Stundenpläne oder genaue Aufenthaltsorte.',
          'Minderjährige nach privaten Kontaktdaten außerhalb von Makerboard oder nach Fotos fragen.',
          'Anleitungen, die Schaden anrichten sollen, darunter Waffen, Sprengstoffe und gefährliche Streiche.',
          'Spam, nicht mit uns abgesprochene Werbung und Fake-Konten.',
          'Das Projekt von jemand anderem kopieren und als dein eigenes ausgeben, besonders bei einem Wettbewerb.',
          'Versuchen, in Konten, Boards oder Daten einzudringen, auf die du keinen Zugriff hast, oder den Dienst zu stören.',
        ],
      },
      {
        heading: 'Wettbewerbe, Einreichungen und Jurybewertung',
        paragraphs: [
          'Wissenschaftswettbewerbe und Preise auf Makerboard werden von ihren Veranstaltern ausgerichtet, deren eigene Regeln zusätzlich zu diesen Bedingungen gelten. Teilnahmebedingungen, Fristen, Kategorien und Preise legt der Veranstalter fest.',
        ],
        items: [
          'Eine Einreichung ist für Teilnehmende endgültig: Sobald du ein Projekt eingereicht hast, kannst du es nicht mehr bearbeiten.',
          'Die Koordination eines Wettbewerbs kann ein eingereichtes Projekt wieder freigeben, zum Beispiel damit du eine fehlende Antwort ergänzen kannst. Du bekommst dann eine Benachrichtigung und musst vor Ablauf der Frist erneut einreichen.',
          'Partner können eine Einreichung annehmen oder ablehnen; eine Ablehnung wird immer begründet.',
          'Jurymitglieder arbeiten in Teams und bewerten die ihnen zugeteilten Projekte anhand der Bewertungsbögen des Wettbewerbs. Punkte und Notizen der Jury sind vertraulich.',
          'Über Ergebnisse und Preise entscheiden Veranstalter und Jury. Fragen dazu richtest du an die Koordination des Wettbewerbs.',
        ],
      },
      {
        heading: 'Beenden deines Kontos',
        paragraphs: [
          'Du kannst dein Konto jederzeit in deinen Profileinstellungen löschen oder uns über die [Kontaktseite](/contact) darum bitten.',
          'Wir können ein Konto sperren oder schließen, wenn es schwer oder wiederholt gegen diese Bedingungen verstößt, andere Mitglieder gefährdet oder wir gesetzlich dazu verpflichtet sind. Wenn es ohne Risiko möglich ist, sagen wir dir den Grund und geben dir Gelegenheit zur Stellungnahme.',
        ],
      },
      {
        heading: 'Haftungsausschluss',
        paragraphs: [
          'Makerboard wird so bereitgestellt, wie es ist. Wir arbeiten daran, dass es erreichbar und sicher bleibt, können aber nicht versprechen, dass es immer online und fehlerfrei ist oder dass nie Inhalte verloren gehen. Bewahre von wichtigen Arbeiten deshalb eine eigene Kopie auf.',
          'Inhalte auf Makerboard, auch Sicherheitshinweise, dienen dem Lernen und der Inspiration. Sie ersetzen weder fachliche Beratung noch die Aufsicht durch eine qualifizierte erwachsene Person.',
        ],
      },
      {
        heading: 'Haftung',
        paragraphs: [
          'Makerboard ist kostenlos. Wir haften unbeschränkt für Schäden, die wir vorsätzlich oder grob fahrlässig verursachen, für Verletzungen von Leben, Körper oder Gesundheit und überall dort, wo das Gesetz eine Beschränkung der Haftung nicht zulässt.',
          'Im Übrigen haften wir nur bei Verletzung wesentlicher Pflichten und nur für typische, vorhersehbare Schäden. Für Inhalte von Mitgliedern und dafür, wie du ein hier gefundenes Projekt baust, haften wir nicht.',
        ],
      },
      {
        heading: 'Änderungen dieser Bedingungen',
        paragraphs: [
          'Wir können diese Bedingungen anpassen, wenn sich Makerboard ändert oder das Gesetz es verlangt. Das Datum oben auf dieser Seite zeigt die aktuelle Fassung.',
          'Betrifft eine Änderung deine Rechte, informieren wir dich mindestens 30 Tage vorher per E-Mail oder in der App. Bist du nicht einverstanden, kannst du dein Konto vorher löschen.',
        ],
      },
      {
        heading: 'Fragen',
        paragraphs: [
          'Wenn dir an diesen Bedingungen etwas unklar ist, frag uns über die [Kontaktseite](/contact). Wer Makerboard betreibt, steht im [Impressum](/legal).',
        ],
      },
    ],
  },

  privacy: {
    title: 'Datenschutzerklärung',
    updated: UPDATED,
    intro:
      'Was wir erheben, warum, wer es sehen kann und was du tun kannst. Wir erheben so wenig wie möglich und nutzen deine Daten nie für Werbung.',
    sections: [
      {
        heading: 'Verantwortlich',
        paragraphs: [
          'Verantwortlich für die Verarbeitung deiner personenbezogenen Daten auf Makerboard ist das Makerboard-Team, wie im [Impressum](/legal) beschrieben. Bei Fragen zum Datenschutz erreichst du uns jederzeit über die [Kontaktseite](/contact).',
          'Nimmst du an einem Wettbewerb oder einer Preisvergabe teil, erhält auch der Veranstalter deine Einreichung und die Angaben, die er für die Durchführung braucht, und ist für deren Nutzung nach seinen eigenen Regeln verantwortlich.',
        ],
      },
      {
        heading: 'Welche Daten wir erheben',
        items: [
          'Kontodaten: Name, Benutzername, E-Mail-Adresse oder Telefonnummer, Geburtsdatum, Kontotyp und ein Passwort, das wir nur als sicheren Hash speichern.',
          'Profil: was du selbst ergänzt, etwa ein Foto, Beruf, Fähigkeiten, Interessen, Schule und Links zu deinen eigenen Websites oder Kanälen.',
          'Boards: deine Projekte, Geschichten und Diskussionen mit Abschnitten, Beiträgen, Kommentaren, Likes, Lesezeichen, Umfrageantworten und Pins.',
          'Nachrichten: private Nachrichten, Gruppen- und öffentliche Chats, damit wir sie zustellen können.',
          'Uploads: Bilder, Videos und Dateien. Fotos werden beim Hochladen neu kodiert; dabei werden Standortdaten (GPS) und andere Kamera-Metadaten entfernt.',
          'Technische Daten: deine IP-Adresse, der Browsertyp und die Uhrzeit von Anfragen, die unsere Server brauchen, um Seiten auszuliefern und Konten vor Missbrauch zu schützen.',
          'Herkunft der Registrierung: Kommst du über den Link einer Schule, eines Partners oder einer Veranstaltung mit Kampagnenparametern oder einem Empfehlungscode, speichern wir diese mit deiner Registrierung, zusammen mit der Art der Registrierung und deinem Browsertyp, damit der Partner sehen kann, wie viele Menschen seine Einladung erreicht hat.',
        ],
      },
      {
        heading: 'Wofür wir sie nutzen',
        paragraphs: [
          'Wir nutzen deine Daten, um dir Makerboard bereitzustellen; Rechtsgrundlage ist die Vertragserfüllung nach Art. 6 Abs. 1 lit. b DSGVO. Den Dienst sicher zu halten und Missbrauch zu verhindern ist unser berechtigtes Interesse nach Art. 6 Abs. 1 lit. f DSGVO. Freiwillige E-Mails schicken wir nur mit deiner Einwilligung nach Art. 6 Abs. 1 lit. a DSGVO, die du jederzeit widerrufen kannst.',
          'Wir verkaufen und vermieten deine Daten nicht und erstellen daraus keine Werbeprofile.',
        ],
      },
      {
        heading: 'Was andere sehen können',
        items: [
          'Andere Mitglieder und Besucher sehen deinen Benutzernamen, deinen Namen, dein Profilfoto, die öffentlichen Angaben in deinem Profil, deine öffentlichen Boards und deine Kommentare dazu.',
          'Dein Geburtsdatum, deine E-Mail-Adresse und deine Telefonnummer sieht niemand sonst, niemals.',
          'Private Boards sehen nur ihre Mitglieder, private Nachrichten nur die Personen im Gespräch.',
          'Lehrkräfte sehen Namen, Benutzernamen und Klassenarbeiten der Schülerinnen und Schüler in ihren Klassen.',
          'Jurymitglieder sehen die ihrem Team zugeteilten Projekte und die Antworten einer Einreichung, aber nicht deine Kontaktdaten.',
        ],
      },
      {
        heading: 'Schülerinnen, Schüler und Kinder',
        paragraphs: [
          'Makerboard-Konten gibt es ab 13 Jahren. Weil viele Schülerinnen und Schüler minderjährig sind, gehen wir mit ihren Daten besonders vorsichtig um: Ihre Boards sind standardmäßig privat, wo die Aktivität das zulässt, ihre Fotos enthalten nie Standortdaten, und niemand sieht mehr über sie, als er braucht.',
          'Lehrkräfte können Klassen anlegen und Schülerinnen und Schülern einen Klassencode zum Beitreten geben. Die Lehrkraft verwaltet dann die Klasse, kann den Fortschritt verfolgen und Arbeiten zur Überarbeitung zurückgeben. Eltern und Erziehungsberechtigte können uns über die [Kontaktseite](/contact) bitten, die Daten ihres Kindes einzusehen, zu berichtigen oder zu löschen.',
        ],
      },
      {
        heading: 'Keine Werbung und keine Tracker',
        paragraphs: [
          'Auf Makerboard gibt es keine Werbung und keine Tracker von Drittanbietern, keine Analysedienste, Werbepixel oder Social-Media-Plugins. Seiten, Schriften und Skripte kommen von unseren eigenen Servern, sodass kein anderes Unternehmen erfährt, was du dir bei uns ansiehst.',
        ],
      },
      {
        heading: 'Cookies und Speicher im Browser',
        paragraphs: [
          'Cookies verwenden wir nur, damit du angemeldet bleibst: ein Zugriffstoken, das nach einem Monat abläuft, und ein Aktualisierungstoken, das nach einem Jahr abläuft. Beide sind mit SameSite=Strict gesetzt und werden daher nie bei Anfragen von anderen Websites mitgeschickt. Deine Sprachwahl, eine anonyme Sitzungskennung für Besucherinnen und Besucher und, falls du über den Link eines Partners kommst, dessen Kampagnenparameter werden im Speicher deines Browsers abgelegt. Alle Einzelheiten findest du auf der [Cookie-Seite](/cookies).',
        ],
      },
      {
        heading: 'E-Mails und SMS',
        items: [
          'Wir schicken dir einen Bestätigungscode, wenn du dich registrierst, dich mit einem Code anmeldest oder deine E-Mail-Adresse änderst. Codes haben sechs Ziffern und laufen nach 10 Minuten ab.',
          'Wenn du dein Passwort zurücksetzt, schicken wir dir einen Code oder Link.',
          'Benachrichtigungen, zum Beispiel zu Kommentaren, Nachrichten oder Fristen eines Wettbewerbs, bekommst du nur, wenn du sie in deinen Einstellungen eingeschaltet hast.',
          'Meldest du dich mit deiner Telefonnummer an, schicken wir den Code per SMS.',
        ],
      },
      {
        heading: 'Dienstleister',
        paragraphs: [
          'Für Hosting, E-Mail-Versand und SMS-Versand setzen wir einige wenige Dienstleister ein. Sie verarbeiten Daten nur nach unserer Weisung auf Grundlage eines Auftragsverarbeitungsvertrags und dürfen sie nicht für eigene Zwecke nutzen. Sitzt ein Dienstleister außerhalb des Europäischen Wirtschaftsraums, nutzen wir die von der DSGVO verlangten Garantien, etwa die EU-Standardvertragsklauseln.',
        ],
      },
      {
        heading: 'Wie lange wir Daten speichern',
        items: [
          'Deine Kontodaten speichern wir, solange du ein Konto hast.',
          'Löschst du dein Konto, löschen wir Profil, Boards, Kommentare und Uploads innerhalb von 30 Tagen. Nachrichten, die du geschickt hast, bleiben für die anderen Personen im Gespräch sichtbar, aber ohne deinen Namen.',
          'Projekte, die du bei einem Wettbewerb eingereicht hast, bewahrt der Veranstalter so lange auf, wie seine Regeln es verlangen, zum Beispiel um Ergebnisse und Preise zu dokumentieren.',
          'Serverprotokolle mit IP-Adressen löschen wir nach 30 Tagen, es sei denn, wir brauchen sie zur Aufklärung eines konkreten Sicherheitsvorfalls.',
          'Bestätigungscodes laufen nach 10 Minuten ab und werden nach der Verwendung gelöscht.',
        ],
      },
      {
        heading: 'Deine Rechte',
        paragraphs: ['Nach der DSGVO hast du das Recht,'],
        items: [
          'eine Kopie der personenbezogenen Daten zu bekommen, die wir über dich gespeichert haben;',
          'falsche Daten berichtigen zu lassen;',
          'deine Daten löschen zu lassen;',
          'die Verarbeitung deiner Daten einschränken zu lassen;',
          'deine Daten in einem übertragbaren Format zu erhalten;',
          'einer Verarbeitung zu widersprechen, die auf unserem berechtigten Interesse beruht;',
          'deine Einwilligung jederzeit zu widerrufen, ohne dass das die bisherige Verarbeitung berührt;',
          'dich bei einer Datenschutzaufsichtsbehörde zu beschweren.',
        ],
      },
      {
        heading: 'Wie wir deine Daten schützen',
        paragraphs: [
          'Alle Verbindungen zu Makerboard sind verschlüsselt. Passwörter speichern wir nur als sichere Hashes, Codes gelten einmal und nur kurz, und Anmeldeversuche sind begrenzt. Im Team haben nur die Personen Zugriff auf personenbezogene Daten, die ihn für den Betrieb brauchen. Administratorinnen und Administratoren können Makerboard aus der Sicht eines bestimmten Mitglieds ansehen, um eine Support-Anfrage zu lösen; jede solche Sitzung wird protokolliert, und Passwort oder E-Mail-Adresse des Mitglieds können sie dabei nicht ändern.',
        ],
      },
      {
        heading: 'Änderungen und Kontakt',
        paragraphs: [
          'Ändern wir diese Erklärung, aktualisieren wir das Datum oben; wichtige Änderungen kündigen wir vorher in der App oder per E-Mail an. Um deine Rechte wahrzunehmen oder eine Frage zu stellen, schreib uns über die [Kontaktseite](/contact). Wir antworten spätestens innerhalb eines Monats.',
        ],
      },
    ],
  },

  cookies: {
    title: 'Cookies und Speicher im Browser',
    updated: UPDATED,
    intro:
      'Makerboard speichert nur wenige kleine Dinge in deinem Browser: deine Anmeldung, deine Sprache, eine anonyme Sitzungskennung und, falls du über den Link eines Partners kommst, woher du kommst. Hier ist die vollständige Liste.',
    sections: [
      {
        heading: 'Kurz gesagt',
        paragraphs: [
          'Wir verwenden keine Werbe-Cookies, keine Analyse-Cookies und keine Cookies anderer Unternehmen. Alles, was unten steht, setzt Makerboard selbst, nur Makerboard nutzt es, und es wird nie an Werbetreibende weitergegeben.',
        ],
      },
      {
        heading: 'Cookies für die Anmeldung',
        paragraphs: ['Wenn du dich anmeldest, setzen wir diese Cookies:'],
        items: [
          '`mb_access`, das Zugriffstoken: weist bei jeder Anfrage deines Browsers an Makerboard nach, dass du angemeldet bist. Es läuft nach einem Monat ab.',
          '`mb_refresh`, das Aktualisierungstoken: besorgt dir ein neues Zugriffstoken, wenn das alte abläuft, damit du dich nicht jeden Monat neu anmelden musst. Es läuft nach einem Jahr ab und wird bei jeder Verwendung ersetzt.',
          '`mb_limited`: wird nur gesetzt, solange deine Registrierung noch nicht mit einem Code bestätigt ist, damit Makerboard weiß, dass deine Anmeldung bis dahin eingeschränkt ist.',
          'Nur für Administratorinnen und Administratoren: `mb_admin_access`, `mb_admin_refresh` und `mb_su_return` bewahren deren eigene Anmeldung auf, während sie Makerboard für eine Support-Anfrage aus der Sicht eines anderen Mitglieds ansehen. Bei allen anderen werden sie nie gesetzt.',
        ],
      },
      {
        heading: 'Wie die Anmelde-Cookies geschützt sind',
        items: [
          'Alle Anmelde-Cookies sind mit SameSite=Strict gesetzt. Dein Browser schickt sie also nie mit, wenn eine Anfrage von einer anderen Website ausgeht.',
          'Sie enthalten nur ein signiertes Token, das unser Server prüft, und gehen nur über eine verschlüsselte Verbindung an Makerboard.',
          'Beim Abmelden werden sie entfernt. Abmelden, eine Passwortänderung oder das Deaktivieren eines Kontos machen die Tokens außerdem auf unserer Seite ungültig.',
        ],
      },
      {
        heading: 'Spracheinstellung',
        paragraphs: [
          'Wenn du English, Deutsch oder Français wählst, wird deine Wahl als `mb_language` im lokalen Speicher (Local Storage) deines Browsers abgelegt, damit Makerboard beim nächsten Mal in deiner Sprache startet. Das klappt auch, wenn du nicht angemeldet bist. Es ist kein Cookie und bleibt, bis du es änderst oder deine Browserdaten löschst. Bist du angemeldet, speichern wir die Sprache außerdem in deinen Kontoeinstellungen, damit sie auch auf deinen anderen Geräten gilt.',
        ],
      },
      {
        heading: 'Anonyme Sitzungskennung',
        paragraphs: [
          'Solange du nicht angemeldet bist, bewahrt dein Browser-Tab eine zufällige Kennung, `mb_session_id`, im Sitzungsspeicher (Session Storage) auf und schickt sie bei Anfragen an Makerboard mit. So kann unser Server deinen Tab von anderen unterscheiden, etwa um ihm Live-Aktualisierungen zu schicken. Sie enthält keine persönlichen Angaben und wird gelöscht, wenn du den Tab schließt.',
        ],
      },
      {
        heading: 'Einladungs- und Kampagnenlinks',
        paragraphs: [
          'Öffnest du Makerboard über den Link einer Schule, eines Partners oder einer Veranstaltung, der Kampagnenparameter (`utm_source` und ähnliche) oder einen Empfehlungscode (`rc`) enthält, merken wir uns diese im lokalen Speicher deines Browsers als `utm_params` und `mb_referral_code`. Wenn du dich registrierst, werden sie einmal zusammen mit der Art deiner Registrierung an unseren eigenen Server geschickt, damit Partner sehen können, wie viele Menschen ihre Einladung erreicht hat; `utm_tracked` vermerkt, dass das passiert ist. Kommst du ohne einen solchen Link, wird nichts gespeichert, und nichts davon geht an Werbe- oder Analyseunternehmen.',
        ],
      },
      {
        heading: 'Was wir nicht verwenden',
        items: [
          'Keine Cookies für Werbung oder Retargeting.',
          'Keine Analyse- oder Statistik-Cookies, auch nicht von Google Analytics oder ähnlichen Diensten.',
          'Keine Social-Media-Cookies, Like-Buttons oder eingebetteten Tracker.',
          'Überhaupt keine Cookies anderer Unternehmen.',
        ],
      },
      {
        heading: 'So löschst du sie',
        paragraphs: [
          'Beim Abmelden werden die Anmelde-Cookies entfernt, und wenn du den Tab schließt, verschwindet die Sitzungskennung. Um alles zu löschen, was Makerboard gespeichert hat, löschst du in deinem Browser die Websitedaten von Makerboard:',
        ],
        items: [
          'Chrome und Edge: Einstellungen → Datenschutz und Sicherheit → Cookies und andere Websitedaten → Alle Websitedaten und Berechtigungen ansehen, dann nach Makerboard suchen.',
          'Firefox: Einstellungen → Datenschutz & Sicherheit → Cookies und Website-Daten → Daten verwalten, dann nach Makerboard suchen.',
          'Safari: Einstellungen → Datenschutz → Websitedaten verwalten, dann nach Makerboard suchen.',
          'Auf dem Handy findest du dieselbe Möglichkeit in den Datenschutz- oder Website-Einstellungen deines Browsers.',
        ],
      },
      {
        heading: 'Fragen',
        paragraphs: [
          'Wenn du die Websitedaten löschst, wirst du abgemeldet und die Sprache springt auf die deines Browsers zurück. Mehr dazu, wie wir mit deinen Daten umgehen, steht in der [Datenschutzerklärung](/privacy-policy); Fragen beantworten wir gern über die [Kontaktseite](/contact).',
        ],
      },
    ],
  },

  about: {
    title: 'Über Makerboard',
    updated: UPDATED,
    intro:
      'Makerboard ist der Ort, an dem junge Maker und die Menschen, die sie unterstützen, zeigen, was sie bauen, voneinander lernen und bei Wissenschaftswettbewerben mitmachen.',
    sections: [
      {
        heading: 'Unsere Mission',
        paragraphs: [
          'Wir sind überzeugt: Naturwissenschaften und Technik lernt man am besten, indem man Dinge baut und darüber spricht. Makerboard gibt Makern ein Zuhause für ihre Projekte, von der ersten Skizze bis zum fertigen Prototyp, und bringt sie mit Menschen zusammen, die helfen können: Mitschülerinnen und Mitschülern, Lehrkräften, Mentorinnen und Mentoren, Jurys und Veranstaltungspartnern.',
          'Das soll sicher, offen und einladend sein, gerade für die 13- bis 17-Jährigen, die einen großen Teil unserer Community ausmachen.',
        ],
      },
      {
        heading: 'Für wen Makerboard gedacht ist',
        items: [
          'Maker jeden Alters, die Projekte dokumentieren, Feedback bekommen und Ideen finden wollen.',
          'Schülerinnen und Schüler, die allein, im Team oder für den Unterricht an Projekten arbeiten und bei Wettbewerben antreten.',
          'Lehrkräfte, die Klassen betreuen, die Arbeit ihrer Schülerinnen und Schüler verfolgen und Abschnitt für Abschnitt Feedback geben.',
          'Jurymitglieder, die Wettbewerbsprojekte gemeinsam im Team fair und einheitlich bewerten.',
          'Veranstaltungspartner und Wettbewerbe, die Einreichungen sammeln, prüfen und Preise vergeben.',
        ],
      },
      {
        heading: 'Was du hier machen kannst',
        items: [
          'Boards für Projekte, Geschichten und Diskussionen anlegen, gegliedert in Abschnitte, die du Schritt für Schritt füllst.',
          'Boards kommentieren, liken und als Lesezeichen speichern und den Makern folgen, von denen du mehr sehen willst.',
          'Privat, in Gruppen oder in öffentlichen Themen-Chats schreiben.',
          'Pins an Messeständen sammeln und mit anderen Mitgliedern tauschen.',
          'Bei Community-Umfragen und den Umfragefragen auf Projekt-Boards mitmachen.',
          'Projekte bei Wettbewerben und Preisen einreichen und Nominierungen und Auszeichnungen erhalten.',
          'Im Jury-Team bewerten, mit zugeteilten und eingeplanten Projekten und den Bewertungsbögen des Wettbewerbs.',
          'Als Lehrkraft Klassen einrichten und Schülerinnen und Schüler mit einem Klassencode beitreten lassen.',
        ],
      },
      {
        heading: 'Wettbewerbe auf Makerboard',
        paragraphs: [
          'Wettbewerbe nutzen Makerboard von der Anmeldung bis zur Siegerehrung. Schülerinnen und Schüler bauen ihr Projekt-Board mit den Abschnitten auf, die der Wettbewerb verlangt, Lehrkräfte sehen sich die Arbeit an, und ist das Projekt fertig, reichen sie es ein. Die Koordination prüft die Einreichungen, die Jury bewertet sie im Team, und Finalistinnen, Finalisten und Preisträger erscheinen auf den Seiten des Wettbewerbs.',
        ],
      },
      {
        heading: 'Was uns wichtig ist',
        items: [
          'Sicherheit für junge Maker: Boards von Schülerinnen und Schülern sind, wo möglich, standardmäßig privat, niemand sieht Geburtsdatum, E-Mail-Adresse oder Telefonnummer anderer Mitglieder, und Standortdaten in Fotos werden entfernt.',
          'Offenes Teilen: Gute Ideen wachsen, wenn andere daraus lernen können, und wer sie hatte, wird genannt.',
          'Barrierefreiheit: Makerboard ist für Tastatur und Screenreader gebaut und erfüllt WCAG 2.2 AA.',
          'Drei Sprachen: Alles auf Makerboard gibt es auf Deutsch, Englisch und Französisch.',
          'Keine Werbung, keine Tracker: Du bist Mitglied, kein Produkt.',
        ],
      },
      {
        heading: 'Wer hinter Makerboard steht',
        paragraphs: [
          'Makerboard ist ein Community-Projekt, das das Makerboard-Team gemeinsam mit den Lehrkräften, Mentorinnen, Mentoren und Veranstaltungspartnern betreibt, die es nutzen. Einzelheiten stehen im [Impressum](/legal), und die Regeln, auf die wir uns alle einigen, in den [Nutzungsbedingungen](/terms-and-conditions).',
        ],
      },
      {
        heading: 'Mach mit',
        paragraphs: [
          'Registriere dich und teile dein erstes Projekt, hol deine Klasse mit einem Klassencode dazu oder engagiere dich beim nächsten Wettbewerb in der Jury. Wenn du eine Veranstaltung oder einen Wettbewerb organisierst und Makerboard nutzen möchtest, erzähl uns über die [Kontaktseite](/contact) davon.',
        ],
      },
    ],
  },

  faq: {
    title: 'Häufige Fragen',
    updated: UPDATED,
    intro:
      'Schnelle Antworten auf die Fragen, die wir am häufigsten hören. Ist deine nicht dabei, frag uns über die [Kontaktseite](/contact).',
    groups: [
      {
        heading: 'Konto und Anmeldung',
        questions: [
          {
            question: 'Wie registriere ich mich?',
            answer: [
              'Wähle „Registrieren“, gib deinen Namen, eine E-Mail-Adresse oder Telefonnummer und ein Passwort ein und such dir deinen Kontotyp aus: Maker, Schüler/in, Lehrkraft oder Mentor/in. Danach schicken wir dir einen sechsstelligen Code, mit dem du deine Adresse bestätigst.',
              'Du musst mindestens 13 Jahre alt sein. Bist du unter 18, mach das zusammen mit deinen Eltern oder Erziehungsberechtigten: Du wirst gebeten zu bestätigen, dass sie dabei sind. Hast du von deiner Lehrkraft einen Klassencode bekommen, kannst du ihn bei der Registrierung eingeben.',
            ],
          },
          {
            question: 'Mein Bestätigungscode kommt nicht an. Was kann ich tun?',
            answer: [
              'Sieh zuerst in deinem Spam- oder Junk-Ordner nach und warte ein, zwei Minuten, bevor du einen neuen Code anforderst. Jeder Code gilt 10 Minuten, und ein neuer Code macht den alten ungültig.',
              'Schul-E-Mail-Adressen blockieren oft Nachrichten von außerhalb der Schule, sodass Codes dort gar nicht ankommen. Nimm stattdessen eine private E-Mail-Adresse, melde dich mit deiner Telefonnummer an und bekomm den Code per SMS, oder nutze die Anmeldung über ein Social-Media- oder Schulkonto, falls deine Schule das anbietet.',
            ],
          },
          {
            question: 'Wie setze ich mein Passwort zurück?',
            answer: [
              'Wähle auf der Anmeldeseite „Passwort vergessen“ oder geh direkt zu [Passwort zurücksetzen](/password/reset). Gib deine E-Mail-Adresse oder Telefonnummer ein, und wir schicken dir einen Code. Gib den Code ein und wähle ein neues Passwort mit mindestens 6 Zeichen, einer Ziffer und einem Großbuchstaben.',
              'Wenn du dein Passwort zurücksetzt, wirst du auf allen anderen Geräten abgemeldet.',
            ],
          },
          {
            question: 'Wie ändere ich die Sprache?',
            answer: [
              'Wähle im Sprachmenü English, Deutsch oder Français. Makerboard wechselt sofort und merkt sich deine Wahl in diesem Browser; bist du angemeldet, wird sie außerdem in deinen Kontoeinstellungen gespeichert und gilt so auch auf deinen anderen Geräten. Hast du noch nie eine Sprache gewählt, nimmt Makerboard die Sprache, die dein Browser anfragt.',
            ],
          },
        ],
      },
      {
        heading: 'Boards und Klassen',
        questions: [
          {
            question: 'Wie mache ich ein Board privat?',
            answer: [
              'Schalte beim Anlegen oder Bearbeiten eines Boards die Option „Privat“ ein und speichere. Ein privates Board sehen nur du und die Mitglieder, die du einlädst. Boards von Schülerinnen und Schülern sind von Anfang an privat, wo immer die Aktivität das erlaubt.',
              'Bei Boards, die zu einer Wettbewerbseinreichung gehören, legt eventuell die Koordination des Wettbewerbs die Sichtbarkeit fest, weil die Jury sie sehen muss.',
            ],
          },
          {
            question: 'Wie trete ich mit einem Code einer Klasse bei?',
            answer: [
              'Deine Lehrkraft gibt dir einen Klassencode. Gib ihn ein, wenn du dich als Schüler/in registrierst, oder, wenn du schon ein Konto hast, im Bereich „Klassen“ deiner Profileinstellungen. Danach stehst du auf der Klassenliste deiner Lehrkraft, und sie kann deine Klassenprojekte verfolgen und kommentieren.',
              'Wird der Code nicht angenommen, prüf ihn Zeichen für Zeichen und frag deine Lehrkraft, ob er noch gültig ist.',
            ],
          },
          {
            question: 'Wer kann mein Profil sehen?',
            answer: [
              'Alle sehen deinen Benutzernamen, deinen Namen, dein Profilfoto, die Angaben, die du in dein Profil schreibst, und deine öffentlichen Boards. Dein Geburtsdatum, deine E-Mail-Adresse und deine Telefonnummer werden niemandem angezeigt. Die Einzelheiten erklärt die [Datenschutzerklärung](/privacy-policy).',
            ],
          },
        ],
      },
      {
        heading: 'Wettbewerbe und Jury',
        questions: [
          {
            question: 'Wie reiche ich mein Projekt bei einem Wettbewerb ein?',
            answer: [
              'Öffne die Seite des Wettbewerbs und starte dein Projekt von dort, damit dein Board die Abschnitte und Fragen hat, die der Wettbewerb verlangt. Füll jeden Abschnitt aus, beantworte jede Frage und wähle dann vor Fristende „Einreichen“.',
              'Die Einreichung ist endgültig: Danach kannst du das Projekt nicht mehr bearbeiten. Entdeckst du einen Fehler, wende dich an die Koordination des Wettbewerbs. Sie kann das Projekt wieder freigeben, damit du es korrigieren und erneut einreichen kannst.',
            ],
          },
          {
            question: 'Was sieht die Jury?',
            answer: [
              'Die Jury sieht die Projekte, die ihrem Team zugeteilt sind: das Board mit seinen Abschnitten, Fotos, Videos und Dateien und deine Antworten auf die Fragen des Wettbewerbs. Dein Geburtsdatum, deine E-Mail-Adresse und deine Telefonnummer sieht sie nicht.',
              'Jedes Jurymitglied bewertet das Projekt mit dem Bewertungsbogen des Wettbewerbs. Punkte und Notizen sehen nur das Jury-Team und die Koordination, nicht die anderen Teilnehmenden.',
            ],
          },
          {
            question: 'Kann ich mein Projekt nach dem Wettbewerb noch ändern?',
            answer: [
              'Die eingereichte Fassung bleibt so, wie sie bewertet wurde. Ist der Wettbewerb vorbei, kannst du an deinem Board weiterarbeiten oder ein neues anlegen, um zu zeigen, was du seitdem gebaut hast.',
            ],
          },
        ],
      },
      {
        heading: 'Sicherheit und dein Konto',
        questions: [
          {
            question: 'Wie melde ich ein Board, einen Kommentar oder eine Nachricht?',
            answer: [
              'Nutze die Melden-Funktion am Board, Kommentar oder an der Nachricht und schreib kurz, was nicht stimmt. Wir sehen uns jede Meldung an, und alles, was die Sicherheit Minderjähriger betrifft, hat Vorrang. Die gemeldete Person erfährt nicht, wer sie gemeldet hat.',
              'Du kannst uns auch über die [Kontaktseite](/contact) schreiben. Ist jemand in Gefahr, wende dich zuerst an den Notruf.',
            ],
          },
          {
            question: 'Wie lösche ich mein Konto?',
            answer: [
              'Geh in deinem Profil zu den Einstellungen und wähle „Konto löschen“, oder bitte uns über die [Kontaktseite](/contact) darum. Wir löschen Profil, Boards, Kommentare und Uploads innerhalb von 30 Tagen. Projekte, die du bei einem Wettbewerb eingereicht hast, kann der Veranstalter als Teil der Ergebnisse aufbewahren.',
            ],
          },
          {
            question: 'Wie erreiche ich das Makerboard-Team?',
            answer: [
              'Über die [Kontaktseite](/contact). Wähle den passenden Betreff und füg Links zu den Boards oder Kommentaren ein, um die es geht. Wir antworten auf Deutsch, Englisch oder Französisch, meist innerhalb weniger Werktage.',
            ],
          },
        ],
      },
    ],
  },
};
