import type { Language } from '@makerboard/shared';

type Template = (params: Record<string, string>) => { subject: string; text: string };

const templates: Record<string, Record<Language, Template>> = {
  verifyCode: {
    en: (p) => ({
      subject: `${p.code} is your Makerboard verification code`,
      text: `Hi ${p.name},\n\nWelcome to Makerboard! Your verification code is ${p.code}.\nIt works once and expires in 10 minutes.\n\nIf you did not sign up, you can ignore this email.`,
    }),
    de: (p) => ({
      subject: `${p.code} ist dein Makerboard-Bestätigungscode`,
      text: `Hallo ${p.name},\n\nwillkommen bei Makerboard! Dein Bestätigungscode lautet ${p.code}.\nEr gilt einmal und läuft in 10 Minuten ab.\n\nWenn du dich nicht registriert hast, kannst du diese E-Mail ignorieren.`,
    }),
    fr: (p) => ({
      subject: `${p.code} est votre code de vérification Makerboard`,
      text: `Bonjour ${p.name},\n\nBienvenue sur Makerboard ! Votre code de vérification est ${p.code}.\nIl n'est valable qu'une fois et expire dans 10 minutes.\n\nSi vous ne vous êtes pas inscrit, ignorez cet e-mail.`,
    }),
  },
  // Issue 12: a teacher's account is verified; how classes work, in three steps.
  teacherWelcome: {
    en: (p) => ({
      subject: 'Welcome to Makerboard, your classes are ready',
      text: `Hi ${p.name},\n\nwelcome to Makerboard! As a teacher you can:\n1. Make a class on the Classes tab of your profile; it gets a code.\n2. Print its join sheet: students scan its QR code or type the code, and you approve them.\n3. See your students' boards, review their sections and chat with your class.\n\nStudents' boards stay private unless you allow public ones.\n\nYour classes: ${p.link}`,
    }),
    de: (p) => ({
      subject: 'Willkommen bei Makerboard, deine Klassen warten',
      text: `Hallo ${p.name},\n\nwillkommen bei Makerboard! Als Lehrkraft kannst du:\n1. Im Tab Klassen deines Profils eine Klasse anlegen; sie bekommt einen Code.\n2. Ihr Beitrittsblatt drucken: die Kinder scannen den QR-Code oder tippen den Code ein, und du nimmst sie auf.\n3. Die Boards deiner Klasse sehen, Abschnitte prüfen und mit der Klasse chatten.\n\nDie Boards der Kinder bleiben privat, bis du öffentliche erlaubst.\n\nDeine Klassen: ${p.link}`,
    }),
    fr: (p) => ({
      subject: 'Bienvenue sur Makerboard, vos classes vous attendent',
      text: `Bonjour ${p.name},\n\nbienvenue sur Makerboard ! En tant qu'enseignant, vous pouvez :\n1. Créer une classe dans l'onglet Classes de votre profil ; elle reçoit un code.\n2. Imprimer sa fiche d'inscription : les élèves scannent son code QR ou tapent le code, et vous les acceptez.\n3. Voir les tableaux de vos élèves, relire leurs sections et discuter avec la classe.\n\nLes tableaux des élèves restent privés tant que vous n'autorisez pas les tableaux publics.\n\nVos classes : ${p.link}`,
    }),
  },
  // Issue 11: an organiser approved a person's offer to judge a fair.
  judgeWelcome: {
    en: (p) => ({
      subject: `You are a judge at ${p.fair}`,
      text: `Hi ${p.name},\n\nthank you for offering to judge at ${p.fair}: the organisers approved you.\n\nWhat happens next:\n1. The organisers put the judges in teams; each team judges a set of boards, and you may get a time slot.\n2. Open Judge boards on the fair's page to see your boards and score them with the rubric, on a phone or a computer. Each choice is saved at once.\n3. If you know one of the makers of a board (you teach them, share a class or wrote to them), press I have a conflict on it: it goes to another team.\n\nYour boards: ${p.link}`,
    }),
    de: (p) => ({
      subject: `Du bist Jurymitglied bei ${p.fair}`,
      text: `Hallo ${p.name},\n\ndanke, dass du bei ${p.fair} in der Jury mitmachen möchtest: die Veranstalter haben dich aufgenommen.\n\nSo geht es weiter:\n1. Die Veranstalter teilen die Jury in Teams ein; jedes Team bewertet eine Reihe von Projekten, und du bekommst vielleicht einen Zeitraum.\n2. Öffne Projekte bewerten auf der Seite der Messe, um deine Projekte zu sehen und mit dem Bewertungsbogen zu bewerten, am Handy oder am Computer. Jede Auswahl wird sofort gespeichert.\n3. Kennst du jemanden, der an einem Projekt mitgemacht hat (du unterrichtest die Person, ihr seid in einer Klasse oder habt euch geschrieben), drücke dort Ich habe einen Interessenkonflikt: das Projekt geht an ein anderes Team.\n\nDeine Projekte: ${p.link}`,
    }),
    fr: (p) => ({
      subject: `Vous faites partie du jury de ${p.fair}`,
      text: `Bonjour ${p.name},\n\nmerci d'avoir proposé de juger à ${p.fair} : les organisateurs ont accepté votre candidature.\n\nLa suite :\n1. Les organisateurs répartissent les juges en équipes ; chaque équipe évalue un ensemble de projets, et un créneau peut vous être attribué.\n2. Ouvrez Évaluer des projets sur la page du salon pour voir vos projets et les noter avec la grille, sur téléphone ou ordinateur. Chaque choix est enregistré aussitôt.\n3. Si vous connaissez l'un des auteurs d'un projet (vous l'enseignez, partagez une classe ou lui avez écrit), appuyez sur J'ai un conflit d'intérêts : le projet passe à une autre équipe.\n\nVos projets : ${p.link}`,
    }),
  },
  loginCode: {
    en: (p) => ({ subject: '', text: `${p.code} is your Makerboard login code. It expires in 10 minutes.` }),
    de: (p) => ({
      subject: '',
      text: `${p.code} ist dein Makerboard-Anmeldecode. Er läuft in 10 Minuten ab.`,
    }),
    fr: (p) => ({
      subject: '',
      text: `${p.code} est votre code de connexion Makerboard. Il expire dans 10 minutes.`,
    }),
  },
  resetCode: {
    en: (p) => ({
      subject: `${p.code} is your Makerboard password reset code`,
      text: `Hi ${p.name},\n\nSomeone asked to reset the password of your Makerboard account. Your code is ${p.code}; it expires in 10 minutes.\n\nIf it was not you, ignore this email: your password stays as it is.`,
    }),
    de: (p) => ({
      subject: `${p.code} ist dein Code zum Zurücksetzen des Makerboard-Passworts`,
      text: `Hallo ${p.name},\n\njemand möchte das Passwort deines Makerboard-Kontos zurücksetzen. Dein Code lautet ${p.code}; er läuft in 10 Minuten ab.\n\nWarst du das nicht, ignoriere diese E-Mail: dein Passwort bleibt unverändert.`,
    }),
    fr: (p) => ({
      subject: `${p.code} est votre code de réinitialisation Makerboard`,
      text: `Bonjour ${p.name},\n\nQuelqu'un a demandé à réinitialiser le mot de passe de votre compte Makerboard. Votre code est ${p.code} ; il expire dans 10 minutes.\n\nSi ce n'était pas vous, ignorez cet e-mail : votre mot de passe reste inchangé.`,
    }),
  },
  invite: {
    en: (p) => ({
      subject: `${p.inviter} invited you to Makerboard`,
      text: `Hi,\n\n${p.inviter} invited you to join Makerboard, the community for STEM makers.${p.message ? `\n\n"${p.message}"` : ''}\n\nAccept the invitation: ${p.link}\n\nThe link is valid for 14 days.`,
    }),
    de: (p) => ({
      subject: `${p.inviter} hat dich zu Makerboard eingeladen`,
      text: `Hallo,\n\n${p.inviter} hat dich zu Makerboard eingeladen, der Community für MINT-Maker.${p.message ? `\n\n„${p.message}“` : ''}\n\nEinladung annehmen: ${p.link}\n\nDer Link ist 14 Tage gültig.`,
    }),
    fr: (p) => ({
      subject: `${p.inviter} vous invite sur Makerboard`,
      text: `Bonjour,\n\n${p.inviter} vous invite à rejoindre Makerboard, la communauté des makers en sciences et techniques.${p.message ? `\n\n« ${p.message} »` : ''}\n\nAccepter l'invitation : ${p.link}\n\nLe lien est valable 14 jours.`,
    }),
  },
  // Bulk signup (issue 14): an organiser made the account; the person chooses a password, which
  // also proves the address (the password-reset flow).
  bulkSignup: {
    en: (p) => ({
      subject: `${p.inviter} made a Makerboard account for you`,
      text: `Hi ${p.name},\n\n${p.inviter} made an account for you on Makerboard, the community for STEM makers. Your username is ${p.userName}.\n\nTo start, choose your password: ${p.link}\nWe send a code to this address there, so only you can do it.\n\nIf you do not want an account, ignore this email.`,
    }),
    de: (p) => ({
      subject: `${p.inviter} hat ein Makerboard-Konto für dich angelegt`,
      text: `Hallo ${p.name},\n\n${p.inviter} hat für dich ein Konto bei Makerboard angelegt, der Community für MINT-Maker. Dein Benutzername ist ${p.userName}.\n\nWähle zum Start dein Passwort: ${p.link}\nDort schicken wir einen Code an diese Adresse, damit nur du es tun kannst.\n\nWenn du kein Konto möchtest, ignoriere diese E-Mail.`,
    }),
    fr: (p) => ({
      subject: `${p.inviter} a créé un compte Makerboard pour vous`,
      text: `Bonjour ${p.name},\n\n${p.inviter} a créé un compte pour vous sur Makerboard, la communauté des makers en sciences et techniques. Votre nom d'utilisateur est ${p.userName}.\n\nPour commencer, choisissez votre mot de passe : ${p.link}\nNous y envoyons un code à cette adresse, pour que vous seul puissiez le faire.\n\nSi vous ne souhaitez pas de compte, ignorez cet e-mail.`,
    }),
  },
  boardInvite: {
    en: (p) => ({
      subject: `${p.inviter} invited you to the board “${p.board}”`,
      text: `Hi,\n\n${p.inviter} invited you to work on the Makerboard board “${p.board}” as ${p.role}.\n\nAccept the invitation: ${p.link}\n\nThe link is valid for 14 days. If you do not want to join, ignore this email.`,
    }),
    de: (p) => ({
      subject: `${p.inviter} hat dich zum Board „${p.board}“ eingeladen`,
      text: `Hallo,\n\n${p.inviter} hat dich eingeladen, als ${p.role} am Makerboard-Board „${p.board}“ mitzuarbeiten.\n\nEinladung annehmen: ${p.link}\n\nDer Link ist 14 Tage gültig. Wenn du nicht mitmachen möchtest, ignoriere diese E-Mail.`,
    }),
    fr: (p) => ({
      subject: `${p.inviter} vous invite sur le tableau « ${p.board} »`,
      text: `Bonjour,\n\n${p.inviter} vous invite à participer au tableau Makerboard « ${p.board} » en tant que ${p.role}.\n\nAccepter l'invitation : ${p.link}\n\nLe lien est valable 14 jours. Si vous ne souhaitez pas participer, ignorez cet e-mail.`,
    }),
  },
  contactConfirm: {
    en: () => ({
      subject: 'We received your message',
      text: "Thanks for contacting Makerboard! You're all set: we received your message and will answer by email.",
    }),
    de: () => ({
      subject: 'Wir haben deine Nachricht erhalten',
      text: 'Danke, dass du Makerboard kontaktiert hast! Alles erledigt: wir haben deine Nachricht erhalten und antworten per E-Mail.',
    }),
    fr: () => ({
      subject: 'Nous avons bien reçu votre message',
      text: "Merci d'avoir contacté Makerboard ! C'est fait : nous avons bien reçu votre message et vous répondrons par e-mail.",
    }),
  },
  emailChanged: {
    en: (p) => ({
      subject: 'Your Makerboard email address was changed',
      text: `Hi ${p.name},\n\nThe email address of your Makerboard account was changed to ${p.email}. If this was not you, contact us right away through the contact page.`,
    }),
    de: (p) => ({
      subject: 'Die E-Mail-Adresse deines Makerboard-Kontos wurde geändert',
      text: `Hallo ${p.name},\n\ndie E-Mail-Adresse deines Makerboard-Kontos wurde in ${p.email} geändert. Warst du das nicht, melde dich sofort über die Kontaktseite.`,
    }),
    fr: (p) => ({
      subject: 'L’adresse e-mail de votre compte Makerboard a été modifiée',
      text: `Bonjour ${p.name},\n\nL'adresse e-mail de votre compte Makerboard a été remplacée par ${p.email}. Si ce n'était pas vous, contactez-nous immédiatement via la page de contact.`,
    }),
  },
  notificationDigest: {
    en: (p) => ({
      subject:
        p.count === '1' ? 'Makerboard: 1 new notification' : `Makerboard: ${p.count} new notifications`,
      text: `Hi ${p.name},\n\nHere is what happened on Makerboard since we last wrote:\n\n${p.items}\n\nYou get these emails because email notifications are on. Change how often, or turn them off: ${p.settings}`,
    }),
    de: (p) => ({
      subject:
        p.count === '1'
          ? 'Makerboard: 1 neue Benachrichtigung'
          : `Makerboard: ${p.count} neue Benachrichtigungen`,
      text: `Hallo ${p.name},\n\ndas ist auf Makerboard passiert, seit wir dir zuletzt geschrieben haben:\n\n${p.items}\n\nDu bekommst diese E-Mails, weil E-Mail-Benachrichtigungen eingeschaltet sind. Häufigkeit ändern oder abschalten: ${p.settings}`,
    }),
    fr: (p) => ({
      subject:
        p.count === '1'
          ? 'Makerboard : 1 nouvelle notification'
          : `Makerboard : ${p.count} nouvelles notifications`,
      text: `Bonjour ${p.name},\n\nVoici ce qui s'est passé sur Makerboard depuis notre dernier message :\n\n${p.items}\n\nVous recevez ces e-mails parce que les notifications par e-mail sont activées. Changer leur fréquence ou les désactiver : ${p.settings}`,
    }),
  },
};

export type TemplateName = keyof typeof templates;

export function render(name: TemplateName, language: Language, params: Record<string, string>) {
  const byLanguage = templates[name];
  if (!byLanguage) throw new Error(`Unknown mail template ${name}`);
  return byLanguage[language](params);
}
