import type { InfoContent } from './types.ts';

const UPDATED = '2026-11-22';

export const fr: InfoContent = {
  labels: {
    updated: 'Dernière mise à jour',
  },

  legal: {
    title: 'Mentions légales',
    updated: UPDATED,
    intro:
      'Qui exploite Makerboard, comment nous joindre et comment nous traitons les contenus publiés par nos membres.',
    sections: [
      {
        heading: 'Éditeur du site',
        paragraphs: [
          'Makerboard est un projet communautaire destiné aux makers, élèves, enseignants, membres de jury et partenaires de concours scientifiques du domaine des sciences et techniques. Il est exploité à titre non commercial par l’équipe Makerboard, responsable de ce site et des services qui y sont proposés.',
          'Makerboard n’est pas financé par la publicité et ne vend aucune donnée personnelle. Les partenaires d’événements et les concours qui utilisent Makerboard le font en leur propre nom ; lorsqu’une page d’événement est gérée par un partenaire, elle l’indique.',
        ],
      },
      {
        heading: 'Nous contacter',
        paragraphs: [
          'Le moyen le plus rapide de nous joindre est la [page de contact](/contact). Les messages envoyés depuis cette page arrivent directement à l’équipe ; nous répondons en français, en anglais ou en allemand, généralement sous quelques jours ouvrés.',
          'Pour une demande juridique, une question sur vos données personnelles ou le signalement d’un contenu illicite, choisissez l’objet correspondant sur la page de contact afin que votre message parvienne directement à la bonne personne.',
        ],
      },
      {
        heading: 'Responsabilité des contenus',
        paragraphs: [
          'L’équipe Makerboard est responsable de ses propres pages, comme ces mentions légales, les pages d’aide et les annonces officielles. Nous les rédigeons avec soin, sans pouvoir garantir qu’elles soient à tout moment complètes, exactes et à jour.',
          'Les tableaux, sections, commentaires, messages, sondages et fichiers sont rédigés par nos membres, qui en sont responsables. Nous ne vérifions pas chaque contribution avant sa publication, mais nous agissons rapidement dès que nous apprenons qu’un contenu enfreint la loi ou nos [conditions d’utilisation](/terms-and-conditions).',
        ],
      },
      {
        heading: 'Modération des contenus',
        paragraphs: [
          'Une grande partie de nos membres ont entre 13 et 17 ans ; toute la plateforme respecte donc des règles adaptées aux jeunes. Les modérateurs et les coordinateurs peuvent :',
        ],
        items: [
          'masquer ou supprimer les tableaux, publications, commentaires, messages et images qui enfreignent la loi ou nos règles ;',
          'rendre un tableau privé ou le verrouiller pendant l’examen d’un signalement ;',
          'avertir des membres, restreindre leurs possibilités ou désactiver leur compte ;',
          'informer un enseignant, un parent ou tuteur légal, ou la coordination d’un concours lorsqu’un élève est concerné et que sa protection l’exige ;',
          'transmettre des informations aux autorités lorsque la loi l’impose ou qu’une personne est en danger.',
        ],
      },
      {
        heading: 'Signaler un abus',
        paragraphs: [
          'Si vous voyez un contenu blessant, illicite, sexuel, relevant du harcèlement ou divulguant les coordonnées de quelqu’un, signalez-le. Utilisez la fonction de signalement du tableau, du commentaire ou du message, ou écrivez-nous via la [page de contact](/contact) en indiquant le lien vers le contenu et une courte description.',
          'Nous examinons chaque signalement, traitons en priorité tout ce qui touche à la sécurité d’un mineur et ne révélons jamais à la personne signalée qui l’a signalée. Si quelqu’un est en danger immédiat, contactez d’abord les services d’urgence.',
        ],
      },
      {
        heading: 'Liens vers d’autres sites',
        paragraphs: [
          'Les membres et les partenaires peuvent publier des liens vers d’autres sites, par exemple un fournisseur de composants, une vidéo ou le site d’un concours. Nous ne sommes pas responsables de leur contenu. Lorsque nous ajoutons nous-mêmes un lien, nous vérifions la page cible à ce moment-là ; si nous apprenons qu’elle est devenue illicite ou dangereuse, nous retirons le lien.',
          'Les sites liés s’ouvrent sous leurs propres règles de confidentialité. Makerboard ne leur transmet pas les données de votre compte.',
        ],
      },
      {
        heading: 'Droits d’auteur',
        paragraphs: [
          'Le nom, le design et les textes propres de Makerboard appartiennent à l’équipe Makerboard. Les membres conservent leurs droits sur ce qu’ils publient et accordent à Makerboard la licence décrite dans les [conditions d’utilisation](/terms-and-conditions).',
          'Si vous estimez qu’un contenu publié sur Makerboard porte atteinte à vos droits, indiquez-nous via la [page de contact](/contact) de quel contenu et de quel droit il s’agit ; nous examinerons votre demande sans délai.',
        ],
      },
    ],
  },

  terms: {
    title: 'Conditions d’utilisation',
    updated: UPDATED,
    intro:
      'Ces conditions constituent l’accord entre vous et Makerboard. Nous les avons voulues courtes et claires, car beaucoup de nos membres sont encore élèves.',
    sections: [
      {
        heading: 'Objet des présentes conditions',
        paragraphs: [
          'En créant un compte ou en utilisant Makerboard, vous acceptez ces conditions. Si vous avez moins de 18 ans, lisez-les avec un parent ou tuteur légal, qui les accepte en votre nom.',
          'La manière dont nous traitons les données personnelles est décrite dans la [politique de confidentialité](/privacy-policy), et les cookies que nous utilisons sont listés sur la [page des cookies](/cookies).',
        ],
      },
      {
        heading: 'Votre compte',
        items: [
          'Indiquez vos vrais prénom et nom ainsi qu’une adresse e-mail ou un numéro de téléphone sur lequel vous pouvez recevoir des codes.',
          'Un compte appartient à une seule personne. Ne communiquez pas votre mot de passe et ne vous connectez pas à la place de quelqu’un d’autre.',
          'Choisissez le type de compte qui vous correspond : maker, élève, enseignant ou mentor. Les comptes de jury, de stand et de partenaire sont attribués par les coordinateurs des événements.',
          'Vous êtes responsable de tout ce qui se passe sur votre compte. Si vous pensez que quelqu’un d’autre l’a utilisé, changez votre mot de passe et prévenez-nous via la [page de contact](/contact).',
        ],
      },
      {
        heading: 'Âge minimum et jeunes membres',
        paragraphs: [
          'Vous devez avoir au moins 13 ans pour ouvrir un compte Makerboard. Nous vous demandons votre date de naissance à l’inscription pour le vérifier, et nous ne la montrons jamais aux autres membres.',
          'Si vous avez entre 13 et 17 ans, un parent ou tuteur légal doit accepter que vous utilisiez Makerboard et devrait savoir à quelles classes et à quels concours vous participez. Les enseignants qui ajoutent des élèves à une classe grâce à un code de classe exercent la même vigilance pour les activités de la classe. Si nous apprenons qu’un compte appartient à une personne de moins de 13 ans, nous le fermons et supprimons ses données.',
        ],
      },
      {
        heading: 'Ce que vous certifiez à l’inscription',
        paragraphs: ['Lors de l’inscription, vous certifiez chacune des déclarations suivantes :'],
        items: [
          'Tout ce que je publie est mon propre travail, ou j’en indique la source et j’ai l’autorisation de l’utiliser.',
          'J’ai plus de 12 ans, ou je suis le parent ou le tuteur légal qui crée ce compte pour son enfant.',
          'Si j’ai moins de 18 ans, un parent ou tuteur légal est présent et sait que je m’inscris.',
          'J’adopterai un comportement positif : bienveillant, respectueux et serviable envers les autres membres.',
          'Je comprends que les projets pratiques peuvent comporter des risques, et j’assume la responsabilité de les réaliser en toute sécurité.',
          'J’ai lu et j’accepte la clause de non-responsabilité figurant dans ces conditions.',
        ],
      },
      {
        heading: 'Projets pratiques et sécurité',
        paragraphs: [
          'Sur Makerboard, on fabrique de vraies choses : cela implique des outils, de l’électricité, de la chaleur, des produits chimiques, des batteries et des pièces mobiles. Les projets partagés ici sont des idées et des comptes rendus de ce que d’autres ont fait, pas des instructions vérifiées.',
          'Vérifiez chaque étape avant de la reproduire, portez les équipements de protection adaptés et travaillez avec un adulte dès qu’un projet fait intervenir le courant du secteur, des outils tranchants ou chauds, des lasers, des produits chimiques ou quelque chose qui vole ou qui est lancé. Makerboard ne peut pas surveiller votre atelier : vous réalisez vos projets à vos propres risques.',
        ],
      },
      {
        heading: 'Vos contenus et notre licence',
        paragraphs: [
          'Vous restez propriétaire de tout ce que vous publiez : tableaux, sections, photos, vidéos, fichiers et commentaires. Nous n’en revendiquons aucun.',
          'Pour pouvoir exploiter le service, vous accordez à Makerboard une licence gratuite, mondiale et non exclusive lui permettant de stocker, copier, afficher et adapter vos contenus (par exemple pour créer des miniatures ou convertir des vidéos) tant qu’ils se trouvent sur Makerboard. Pour les tableaux publics, cela comprend leur affichage aux visiteurs et dans les résultats de recherche ; les tableaux privés ne sont montrés qu’à leurs membres. La licence prend fin lorsque vous supprimez le contenu, sauf pour les copies faites légitimement par d’autres, comme le dossier d’un concours sur un projet soumis.',
          'Ne publiez que ce que vous avez le droit de partager. Ne publiez pas de photos d’autres personnes sans leur accord, et jamais de photos d’autres mineurs sans le consentement de leurs parents ou de leur enseignant.',
        ],
      },
      {
        heading: 'Ce qui est interdit',
        items: [
          'Le harcèlement, l’intimidation, les discours de haine, les menaces ou toute forme de discrimination.',
          'Les contenus sexuels, violents ou choquants, et tout ce qui ne convient pas à un jeune de 13 ans.',
          'La divulgation de données personnelles de quiconque, comme une adresse, un numéro de téléphone, un emploi du temps scolaire ou une localisation précise.',
          'Demander à un mineur des coordonnées privées en dehors de Makerboard, ou des photos.',
          'Les instructions destinées à nuire, notamment pour des armes, des explosifs ou des farces dangereuses.',
          'Le spam, la publicité non convenue avec nous et les faux comptes.',
          'Copier le projet de quelqu’un d’autre et le présenter comme le vôtre, en particulier dans un concours.',
          'Tenter d’accéder à des comptes, tableaux ou données auxquels vous n’avez pas accès, ou perturber le service.',
        ],
      },
      {
        heading: 'Concours, soumissions et évaluation',
        paragraphs: [
          'Les concours scientifiques et les prix proposés sur Makerboard sont organisés par leurs organisateurs, dont le règlement s’applique en plus des présentes conditions. L’organisateur fixe les conditions de participation, les délais, les catégories et les prix.',
        ],
        items: [
          'Une soumission est définitive pour le participant : une fois le projet soumis, vous ne pouvez plus le modifier.',
          'La coordination d’un concours peut déverrouiller un projet soumis, par exemple pour vous permettre de compléter une réponse manquante. Vous recevez alors une notification et devez le soumettre à nouveau avant la date limite.',
          'Les partenaires évaluateurs peuvent accepter ou refuser une soumission ; un refus est toujours motivé.',
          'Les membres du jury travaillent en équipes et notent les projets qui leur sont attribués à l’aide des grilles d’évaluation du concours. Les notes et les remarques du jury sont confidentielles.',
          'Les résultats et les prix sont décidés par l’organisateur et le jury. Les questions à ce sujet s’adressent à la coordination du concours.',
        ],
      },
      {
        heading: 'Fin de votre compte',
        paragraphs: [
          'Vous pouvez supprimer votre compte à tout moment dans les paramètres de votre profil ou en nous le demandant via la [page de contact](/contact).',
          'Nous pouvons suspendre ou fermer un compte qui enfreint gravement ou de manière répétée ces conditions, qui met d’autres membres en danger, ou lorsque la loi nous y oblige. Lorsque cela peut se faire sans risque, nous vous en indiquons la raison et vous donnons la possibilité de répondre.',
        ],
      },
      {
        heading: 'Clause de non-responsabilité',
        paragraphs: [
          'Makerboard est fourni tel quel. Nous nous efforçons de le maintenir disponible et sûr, mais nous ne pouvons pas garantir qu’il sera toujours en ligne, exempt d’erreurs, ni qu’aucun contenu ne sera jamais perdu : conservez donc votre propre copie de vos travaux importants.',
          'Les contenus de Makerboard, y compris les conseils de sécurité, servent à apprendre et à s’inspirer. Ils ne remplacent ni un avis professionnel ni la surveillance d’un adulte qualifié.',
        ],
      },
      {
        heading: 'Responsabilité',
        paragraphs: [
          'Makerboard est gratuit. Nous sommes responsables sans limitation des dommages que nous causons intentionnellement ou par faute lourde, des atteintes à la vie, à l’intégrité physique ou à la santé, et dans tous les cas où la loi interdit de limiter la responsabilité.',
          'Pour le reste, notre responsabilité n’est engagée qu’en cas de manquement à une obligation essentielle, et seulement pour les dommages typiques et prévisibles. Nous ne sommes pas responsables des contenus publiés par les membres, ni de la manière dont vous réalisez un projet trouvé ici.',
        ],
      },
      {
        heading: 'Modification des conditions',
        paragraphs: [
          'Nous pouvons modifier ces conditions lorsque Makerboard évolue ou que la loi l’exige. La date en haut de cette page indique la version en vigueur.',
          'Si une modification touche à vos droits, nous vous en informons par e-mail ou dans l’application au moins 30 jours avant son entrée en vigueur. Si vous ne l’acceptez pas, vous pouvez supprimer votre compte d’ici là.',
        ],
      },
      {
        heading: 'Des questions ?',
        paragraphs: [
          'Si un point de ces conditions n’est pas clair, posez-nous la question via la [page de contact](/contact). Les [mentions légales](/legal) indiquent qui exploite Makerboard.',
        ],
      },
    ],
  },

  privacy: {
    title: 'Politique de confidentialité',
    updated: UPDATED,
    intro:
      'Ce que nous collectons, pourquoi, qui peut le voir et ce que vous pouvez faire. Nous collectons le moins possible et n’utilisons jamais vos données à des fins publicitaires.',
    sections: [
      {
        heading: 'Responsable du traitement',
        paragraphs: [
          'L’équipe Makerboard est responsable du traitement de vos données personnelles sur Makerboard, comme indiqué dans les [mentions légales](/legal). Pour toute question relative à la confidentialité, vous pouvez nous écrire à tout moment via la [page de contact](/contact).',
          'Lorsque vous participez à un concours ou à un prix, son organisateur reçoit également votre soumission et les informations nécessaires au déroulement de l’événement, et il est responsable de leur utilisation selon ses propres règles.',
        ],
      },
      {
        heading: 'Les données que nous collectons',
        items: [
          'Données de compte : nom, nom d’utilisateur, adresse e-mail ou numéro de téléphone, date de naissance, type de compte et mot de passe, que nous ne conservons que sous forme de hachage sécurisé.',
          'Profil : ce que vous choisissez d’ajouter, comme une photo, une profession, des compétences, des centres d’intérêt, votre établissement scolaire et des liens vers vos sites ou chaînes.',
          'Tableaux : vos projets, récits et discussions avec leurs sections, publications, commentaires, mentions « J’aime », favoris, réponses aux sondages et pins.',
          'Messages : messages privés, de groupe et publics, afin de pouvoir les distribuer.',
          'Fichiers : images, vidéos et documents. Les photos sont réencodées lors de l’envoi, ce qui supprime les données de localisation (GPS) et les autres métadonnées de l’appareil photo.',
          'Données techniques : votre adresse IP, le type de navigateur et l’heure des requêtes, dont nos serveurs ont besoin pour afficher les pages et protéger les comptes contre les abus.',
          'Provenance de l’inscription : si vous arrivez par le lien d’un établissement, d’un partenaire ou d’un événement contenant des paramètres de campagne ou un code de parrainage, nous les enregistrons avec votre inscription, ainsi que votre mode d’inscription et le type de navigateur, afin que le partenaire sache combien de personnes son invitation a touchées.',
        ],
      },
      {
        heading: 'Pourquoi nous les utilisons',
        paragraphs: [
          'Nous utilisons vos données pour vous fournir Makerboard, sur la base de l’exécution du contrat (article 6, paragraphe 1, point b du RGPD). Assurer la sécurité du service et prévenir les abus relève de notre intérêt légitime (article 6, paragraphe 1, point f). Les e-mails facultatifs ne sont envoyés qu’avec votre consentement (article 6, paragraphe 1, point a), que vous pouvez retirer à tout moment.',
          'Nous ne vendons pas vos données, ne les louons pas et ne nous en servons pas pour établir des profils publicitaires.',
        ],
      },
      {
        heading: 'Ce que les autres peuvent voir',
        items: [
          'Les autres membres et les visiteurs voient votre nom d’utilisateur, votre nom, votre photo de profil, les informations publiques de votre profil, vos tableaux publics et les commentaires que vous y publiez.',
          'Personne d’autre ne voit jamais votre date de naissance, votre adresse e-mail ou votre numéro de téléphone.',
          'Les tableaux privés ne sont visibles que par leurs membres, et les messages privés uniquement par les participants à la conversation.',
          'Les enseignants voient les noms, les noms d’utilisateur et les travaux de classe des élèves de leurs classes.',
          'Les membres du jury voient les projets attribués à leur équipe et les réponses d’une soumission, mais pas vos coordonnées.',
        ],
      },
      {
        heading: 'Élèves et enfants',
        paragraphs: [
          'Les comptes Makerboard sont réservés aux personnes de 13 ans et plus. Comme beaucoup d’élèves sont mineurs, nous protégeons tout particulièrement leurs données : leurs tableaux sont privés par défaut lorsque l’activité le permet, leurs photos ne contiennent jamais de données de localisation, et personne ne voit à leur sujet plus que ce dont il a besoin.',
          'Les enseignants peuvent créer des classes et remettre aux élèves un code pour les rejoindre. L’enseignant gère alors la classe, peut suivre la progression des élèves et leur renvoyer un travail à retravailler. Les parents et tuteurs légaux peuvent nous demander via la [page de contact](/contact) d’accéder aux données de leur enfant, de les rectifier ou de les supprimer.',
        ],
      },
      {
        heading: 'Ni publicité ni traceurs',
        paragraphs: [
          'Makerboard n’affiche aucune publicité et ne contient aucun traceur tiers, service de mesure d’audience, pixel publicitaire ou module de réseau social. Les pages, polices et scripts sont servis depuis nos propres serveurs : aucune autre entreprise n’apprend ce que vous consultez chez nous.',
        ],
      },
      {
        heading: 'Cookies et stockage dans le navigateur',
        paragraphs: [
          'Nous n’utilisons des cookies que pour vous garder connecté : un jeton d’accès qui expire au bout d’un mois et un jeton de renouvellement qui expire au bout d’un an, tous deux définis avec SameSite=Strict afin de n’être jamais envoyés avec des requêtes provenant d’autres sites. Votre choix de langue, un identifiant de session anonyme pour les visiteurs et, si vous arrivez par le lien d’un partenaire, ses paramètres de campagne sont conservés dans le stockage de votre navigateur. Tous les détails figurent sur la [page des cookies](/cookies).',
        ],
      },
      {
        heading: 'E-mails et SMS',
        items: [
          'Nous vous envoyons un code de vérification lorsque vous vous inscrivez, vous connectez avec un code ou changez d’adresse e-mail. Les codes comportent six chiffres et expirent au bout de 10 minutes.',
          'Nous vous envoyons un code ou un lien lorsque vous réinitialisez votre mot de passe.',
          'Les notifications, par exemple sur les commentaires, les messages ou les échéances d’un concours, ne vous sont envoyées que si vous les avez activées dans vos paramètres.',
          'Si vous vous connectez avec votre numéro de téléphone, nous envoyons le code par SMS.',
        ],
      },
      {
        heading: 'Prestataires',
        paragraphs: [
          'Nous faisons appel à un petit nombre de prestataires pour l’hébergement, l’envoi d’e-mails et l’envoi de SMS. Ils ne traitent les données que sur nos instructions, dans le cadre d’un contrat de sous-traitance, et ne peuvent pas les utiliser à leurs propres fins. Si un prestataire est établi en dehors de l’Espace économique européen, nous appliquons les garanties exigées par le RGPD, comme les clauses contractuelles types de l’UE.',
        ],
      },
      {
        heading: 'Durée de conservation',
        items: [
          'Les données de votre compte sont conservées tant que vous avez un compte.',
          'Lorsque vous supprimez votre compte, nous supprimons votre profil, vos tableaux, vos commentaires et vos fichiers dans un délai de 30 jours. Les messages que vous avez envoyés restent visibles pour les autres participants à la conversation, sans votre nom.',
          'Les projets soumis à un concours sont conservés par l’organisateur aussi longtemps que son règlement l’exige, par exemple pour documenter les résultats et les prix.',
          'Les journaux de serveur contenant des adresses IP sont supprimés au bout de 30 jours, sauf s’ils sont nécessaires à l’examen d’un incident de sécurité précis.',
          'Les codes de vérification expirent au bout de 10 minutes et sont supprimés après utilisation.',
        ],
      },
      {
        heading: 'Vos droits',
        paragraphs: ['Le RGPD vous donne le droit :'],
        items: [
          'd’obtenir une copie des données personnelles que nous détenons sur vous ;',
          'de faire rectifier des données inexactes ;',
          'de faire effacer vos données ;',
          'de limiter l’utilisation de vos données ;',
          'de recevoir vos données dans un format portable ;',
          'de vous opposer à un traitement fondé sur notre intérêt légitime ;',
          'de retirer votre consentement à tout moment, sans remettre en cause le traitement effectué auparavant ;',
          'd’introduire une réclamation auprès d’une autorité de protection des données, comme la CNIL en France.',
        ],
      },
      {
        heading: 'Comment nous protégeons vos données',
        paragraphs: [
          'Toutes les connexions à Makerboard sont chiffrées. Les mots de passe ne sont conservés que sous forme de hachages sécurisés, les codes sont à usage unique et de courte durée, et le nombre de tentatives de connexion est limité. Au sein de l’équipe, seules les personnes qui en ont besoin pour faire fonctionner le service ont accès aux données personnelles. Les administrateurs peuvent consulter Makerboard du point de vue d’un membre donné pour traiter une demande d’assistance ; chacune de ces sessions est journalisée, et ils ne peuvent pas modifier entre-temps le mot de passe ni l’adresse e-mail de ce membre.',
        ],
      },
      {
        heading: 'Modifications et contact',
        paragraphs: [
          'Lorsque nous modifions cette politique, nous mettons à jour la date en haut de la page ; les changements importants sont annoncés à l’avance dans l’application ou par e-mail. Pour exercer vos droits ou poser une question, écrivez-nous via la [page de contact](/contact). Nous répondons dans un délai d’un mois au plus.',
        ],
      },
    ],
  },

  cookies: {
    title: 'Cookies et stockage dans le navigateur',
    updated: UPDATED,
    intro:
      'Makerboard n’enregistre que quelques petites informations dans votre navigateur : votre connexion, votre langue, un identifiant de session anonyme et, si vous arrivez par le lien d’un partenaire, votre provenance. En voici la liste complète.',
    sections: [
      {
        heading: 'En bref',
        paragraphs: [
          'Nous n’utilisons aucun cookie publicitaire, aucun cookie de mesure d’audience et aucun cookie d’autres entreprises. Tout ce qui figure ci-dessous est déposé par Makerboard lui-même, n’est utilisé que par Makerboard et n’est jamais communiqué à des annonceurs.',
        ],
      },
      {
        heading: 'Cookies de connexion',
        paragraphs: ['Lorsque vous vous connectez, nous déposons les cookies suivants :'],
        items: [
          '`mb_access`, le jeton d’accès : prouve que vous êtes connecté chaque fois que votre navigateur envoie une requête à Makerboard. Il expire au bout d’un mois.',
          '`mb_refresh`, le jeton de renouvellement : vous procure un nouveau jeton d’accès lorsque l’ancien expire, pour que vous n’ayez pas à vous reconnecter chaque mois. Il expire au bout d’un an et est remplacé à chaque utilisation.',
          '`mb_limited` : déposé uniquement tant que votre inscription n’est pas encore confirmée par un code, afin que Makerboard sache que votre connexion est limitée jusque-là.',
          'Réservés aux administrateurs : `mb_admin_access`, `mb_admin_refresh` et `mb_su_return` conservent la connexion d’un administrateur pendant qu’il consulte Makerboard du point de vue d’un autre membre pour traiter une demande d’assistance. Ils ne sont jamais déposés pour les autres utilisateurs.',
        ],
      },
      {
        heading: 'Comment les cookies de connexion sont protégés',
        items: [
          'Tous les cookies de connexion sont définis avec SameSite=Strict : votre navigateur ne les envoie jamais avec une requête qui part d’un autre site.',
          'Ils ne contiennent qu’un jeton signé, vérifié par notre serveur, et ne sont envoyés qu’à Makerboard, par une connexion chiffrée.',
          'Ils sont supprimés lorsque vous vous déconnectez. La déconnexion, un changement de mot de passe ou la désactivation d’un compte invalident aussi les jetons de notre côté.',
        ],
      },
      {
        heading: 'Préférence de langue',
        paragraphs: [
          'Lorsque vous choisissez English, Deutsch ou Français, votre choix est enregistré sous le nom `mb_language` dans le stockage local (local storage) de votre navigateur, afin que Makerboard s’ouvre dans votre langue la prochaine fois. Cela fonctionne aussi sans être connecté. Il ne s’agit pas d’un cookie, et cette préférence reste jusqu’à ce que vous la changiez ou effaciez les données de votre navigateur. Si vous êtes connecté, nous enregistrons aussi la langue dans les paramètres de votre compte, afin qu’elle vous suive sur vos autres appareils.',
        ],
      },
      {
        heading: 'Identifiant de session anonyme',
        paragraphs: [
          'Tant que vous n’êtes pas connecté, votre onglet conserve un identifiant aléatoire, `mb_session_id`, dans son stockage de session (session storage) et l’envoie avec les requêtes adressées à Makerboard. Notre serveur peut ainsi distinguer votre onglet des autres, par exemple pour lui transmettre les mises à jour en direct. Il ne contient aucune donnée personnelle et il est supprimé lorsque vous fermez l’onglet.',
        ],
      },
      {
        heading: 'Liens d’invitation et de campagne',
        paragraphs: [
          'Si vous ouvrez Makerboard par le lien d’un établissement, d’un partenaire ou d’un événement qui contient des paramètres de campagne (`utm_source` et similaires) ou un code de parrainage (`rc`), nous les mémorisons dans le stockage local de votre navigateur sous les noms `utm_params` et `mb_referral_code`. Lors de votre inscription, ils sont envoyés une seule fois à notre propre serveur avec votre mode d’inscription, afin que les partenaires sachent combien de personnes leur invitation a touchées ; `utm_tracked` indique que cet envoi a eu lieu. Rien n’est enregistré si vous arrivez sans un tel lien, et rien n’est transmis à des entreprises de publicité ou de mesure d’audience.',
        ],
      },
      {
        heading: 'Ce que nous n’utilisons pas',
        items: [
          'Aucun cookie publicitaire ou de reciblage.',
          'Aucun cookie de mesure d’audience ou de statistiques, y compris Google Analytics ou des services similaires.',
          'Aucun cookie de réseau social, bouton « J’aime » ou traceur intégré.',
          'Aucun cookie d’une autre entreprise, quel qu’il soit.',
        ],
      },
      {
        heading: 'Comment les supprimer',
        paragraphs: [
          'La déconnexion supprime les cookies de connexion, et la fermeture de l’onglet supprime l’identifiant de session. Pour effacer tout ce que Makerboard a enregistré, supprimez les données du site Makerboard dans votre navigateur :',
        ],
        items: [
          'Chrome et Edge : Paramètres → Confidentialité et sécurité → Cookies et autres données des sites → Afficher l’ensemble des autorisations et des données des sites, puis recherchez Makerboard.',
          'Firefox : Paramètres → Vie privée et sécurité → Cookies et données de sites → Gérer les données, puis recherchez Makerboard.',
          'Safari : Réglages → Confidentialité → Gérer les données des sites web, puis recherchez Makerboard.',
          'Sur téléphone, la même option se trouve dans les paramètres de confidentialité ou des sites de votre navigateur.',
        ],
      },
      {
        heading: 'Des questions ?',
        paragraphs: [
          'Supprimer les données du site vous déconnecte et rétablit la langue demandée par votre navigateur. Pour en savoir plus sur la façon dont nous traitons vos données, consultez la [politique de confidentialité](/privacy-policy) ; vos questions sont les bienvenues sur la [page de contact](/contact).',
        ],
      },
    ],
  },

  about: {
    title: 'À propos de Makerboard',
    updated: UPDATED,
    intro:
      'Makerboard est l’endroit où les jeunes makers et celles et ceux qui les accompagnent partagent ce qu’ils fabriquent, apprennent les uns des autres et participent à des concours scientifiques.',
    sections: [
      {
        heading: 'Notre mission',
        paragraphs: [
          'Nous sommes convaincus que l’on apprend le mieux les sciences et l’ingénierie en fabriquant des choses et en en parlant. Makerboard offre aux makers un espace pour leurs projets, du premier croquis au prototype terminé, et les met en relation avec ceux qui peuvent les aider : camarades, enseignants, mentors, jurys et partenaires d’événements.',
          'Nous voulons que cet espace soit sûr, ouvert et accueillant, en particulier pour les élèves de 13 à 17 ans qui forment une grande partie de notre communauté.',
        ],
      },
      {
        heading: 'À qui s’adresse Makerboard',
        items: [
          'Aux makers de tout âge qui souhaitent documenter leurs projets, recevoir des retours et trouver des idées.',
          'Aux élèves qui mènent des projets seuls, en équipe ou en classe, et qui participent à des concours.',
          'Aux enseignants qui animent des classes, suivent le travail de leurs élèves et donnent leur avis section par section.',
          'Aux membres de jury qui évaluent les projets des concours de manière juste et cohérente, en équipe.',
          'Aux partenaires d’événements et aux concours qui recueillent les soumissions, les examinent et remettent des prix.',
        ],
      },
      {
        heading: 'Ce que vous pouvez faire',
        items: [
          'Créer des tableaux pour vos projets, récits et discussions, organisés en sections à compléter pas à pas.',
          'Commenter, aimer et ajouter des tableaux à vos favoris, et suivre les makers dont vous voulez voir davantage.',
          'Discuter en privé, en groupe ou dans des conversations publiques thématiques.',
          'Collectionner des pins sur les stands des événements et les échanger avec d’autres membres.',
          'Répondre aux sondages de la communauté et aux questions de sondage des tableaux de projet.',
          'Soumettre des projets à des concours et à des prix, et recevoir nominations et récompenses.',
          'Évaluer en équipe de jury, avec des projets attribués et planifiés, notés selon les grilles du concours.',
          'Créer des classes en tant qu’enseignant et permettre aux élèves de les rejoindre avec un code de classe.',
        ],
      },
      {
        heading: 'Les concours sur Makerboard',
        paragraphs: [
          'Les concours utilisent Makerboard de l’inscription jusqu’aux résultats. Les élèves construisent leur tableau de projet avec les sections demandées par le concours, les enseignants relisent le travail et, lorsque le projet est prêt, l’élève le soumet. La coordination examine les soumissions, le jury les évalue en équipe, et les finalistes et lauréats sont présentés sur les pages du concours.',
        ],
      },
      {
        heading: 'Nos valeurs',
        items: [
          'La sécurité des jeunes makers : les tableaux des élèves sont privés par défaut lorsque c’est possible, personne ne voit la date de naissance, l’adresse e-mail ou le numéro de téléphone d’un autre membre, et les données de localisation des photos sont supprimées.',
          'Le partage ouvert : les bonnes idées grandissent quand d’autres peuvent s’en inspirer, en citant celles et ceux qui les ont eues.',
          'L’accessibilité : Makerboard est conçu pour fonctionner au clavier et avec les lecteurs d’écran, et respecte les WCAG 2.2 niveau AA.',
          'Trois langues : tout Makerboard est disponible en français, en anglais et en allemand.',
          'Ni publicité ni traceurs : vous êtes un membre, pas un produit.',
        ],
      },
      {
        heading: 'Qui fait vivre Makerboard',
        paragraphs: [
          'Makerboard est un projet communautaire porté par l’équipe Makerboard avec les enseignants, mentors et partenaires d’événements qui l’utilisent. Les détails figurent dans les [mentions légales](/legal), et les règles que nous acceptons tous dans les [conditions d’utilisation](/terms-and-conditions).',
        ],
      },
      {
        heading: 'Participer',
        paragraphs: [
          'Inscrivez-vous pour partager votre premier projet, faites venir votre classe grâce à un code de classe, ou proposez-vous comme membre du jury lors du prochain concours. Si vous organisez un événement ou un concours scientifique et souhaitez utiliser Makerboard, présentez-nous votre projet via la [page de contact](/contact).',
        ],
      },
    ],
  },

  faq: {
    title: 'Foire aux questions',
    updated: UPDATED,
    intro:
      'Des réponses rapides aux questions que l’on nous pose le plus souvent. Si la vôtre n’y figure pas, posez-la-nous via la [page de contact](/contact).',
    groups: [
      {
        heading: 'Compte et connexion',
        questions: [
          {
            question: 'Comment m’inscrire ?',
            answer: [
              'Choisissez « S’inscrire », saisissez votre nom, une adresse e-mail ou un numéro de téléphone et un mot de passe, puis choisissez votre type de compte : maker, élève, enseignant ou mentor. Nous vous envoyons ensuite un code à six chiffres pour confirmer votre adresse.',
              'Vous devez avoir au moins 13 ans. Si vous avez moins de 18 ans, inscrivez-vous avec un parent ou tuteur légal : il vous sera demandé de confirmer sa présence. Les élèves qui ont reçu un code de classe de leur enseignant peuvent le saisir lors de l’inscription.',
            ],
          },
          {
            question: 'Je n’ai pas reçu mon code de vérification. Que faire ?',
            answer: [
              'Vérifiez d’abord votre dossier de courriers indésirables (spam) et patientez une ou deux minutes avant de demander un nouveau code. Chaque code est valable 10 minutes, et en demander un nouveau annule le précédent.',
              'Les adresses e-mail scolaires bloquent souvent les messages venant de l’extérieur de l’établissement, si bien que les codes n’y arrivent parfois jamais. Utilisez plutôt une adresse e-mail personnelle, connectez-vous avec votre numéro de téléphone pour recevoir le code par SMS, ou utilisez une connexion via un réseau social ou un compte scolaire si votre établissement le propose.',
            ],
          },
          {
            question: 'Comment réinitialiser mon mot de passe ?',
            answer: [
              'Sur l’écran de connexion, choisissez « Mot de passe oublié », ou rendez-vous sur [réinitialiser le mot de passe](/password/reset). Saisissez votre adresse e-mail ou votre numéro de téléphone et nous vous envoyons un code. Saisissez ce code et choisissez un nouveau mot de passe d’au moins 6 caractères, avec au moins un chiffre et une majuscule.',
              'La réinitialisation du mot de passe vous déconnecte de tous vos autres appareils.',
            ],
          },
          {
            question: 'Comment changer de langue ?',
            answer: [
              'Choisissez English, Deutsch ou Français dans le menu des langues. Makerboard change de langue immédiatement et mémorise votre choix dans ce navigateur ; si vous êtes connecté, il est aussi enregistré dans les paramètres de votre compte et vous suit ainsi sur vos autres appareils. Si vous n’avez jamais choisi de langue, Makerboard utilise celle demandée par votre navigateur.',
            ],
          },
        ],
      },
      {
        heading: 'Tableaux et classes',
        questions: [
          {
            question: 'Comment rendre un tableau privé ?',
            answer: [
              'Lorsque vous créez ou modifiez un tableau, activez l’option « Privé » puis enregistrez. Un tableau privé n’est visible que par vous et les membres que vous invitez. Les tableaux des élèves sont privés dès le départ chaque fois que l’activité le permet.',
              'Pour les tableaux liés à une soumission à un concours, la visibilité peut être définie par la coordination du concours, car le jury doit pouvoir les consulter.',
            ],
          },
          {
            question: 'Comment rejoindre une classe avec un code ?',
            answer: [
              'Votre enseignant vous remet un code de classe. Saisissez-le lors de votre inscription en tant qu’élève ou, si vous avez déjà un compte, dans la partie « Classes » des paramètres de votre profil. Vous apparaissez alors dans la liste de classe de votre enseignant, qui peut suivre et commenter vos projets de classe.',
              'Si le code n’est pas accepté, vérifiez-le caractère par caractère et demandez à votre enseignant s’il est toujours actif.',
            ],
          },
          {
            question: 'Qui peut voir mon profil ?',
            answer: [
              'Tout le monde peut voir votre nom d’utilisateur, votre nom, votre photo de profil, les informations que vous ajoutez à votre profil et vos tableaux publics. Votre date de naissance, votre adresse e-mail et votre numéro de téléphone ne sont jamais montrés à personne. La [politique de confidentialité](/privacy-policy) donne tous les détails.',
            ],
          },
        ],
      },
      {
        heading: 'Concours et jury',
        questions: [
          {
            question: 'Comment soumettre mon projet à un concours ?',
            answer: [
              'Ouvrez la page du concours et démarrez votre projet depuis celle-ci, afin que votre tableau comporte les sections et les questions demandées par le concours. Complétez chaque section, répondez à chaque question, puis choisissez « Soumettre » avant la date limite.',
              'La soumission est définitive : vous ne pouvez plus modifier le projet ensuite. Si vous remarquez une erreur, adressez-vous à la coordination du concours, qui peut déverrouiller le projet pour que vous le corrigiez et le soumettiez à nouveau.',
            ],
          },
          {
            question: 'Que voient les membres du jury ?',
            answer: [
              'Les membres du jury voient les projets attribués à leur équipe : le tableau avec ses sections, photos, vidéos et fichiers, ainsi que vos réponses aux questions du concours. Ils ne voient ni votre date de naissance, ni votre adresse e-mail, ni votre numéro de téléphone.',
              'Chaque membre du jury note le projet à l’aide de la grille d’évaluation du concours. Les notes et les remarques sont visibles par l’équipe de jury et la coordination, pas par les autres participants.',
            ],
          },
          {
            question: 'Puis-je modifier mon projet après le concours ?',
            answer: [
              'La version soumise reste telle qu’elle a été évaluée. Une fois le concours terminé, vous pouvez continuer à travailler sur votre tableau ou en créer un nouveau pour montrer ce que vous avez réalisé depuis.',
            ],
          },
        ],
      },
      {
        heading: 'Sécurité et compte',
        questions: [
          {
            question: 'Comment signaler un tableau, un commentaire ou un message ?',
            answer: [
              'Utilisez la fonction de signalement du tableau, du commentaire ou du message et expliquez-nous brièvement le problème. Nous examinons chaque signalement et traitons en priorité tout ce qui concerne la sécurité d’un mineur. La personne signalée ne sait pas qui l’a signalée.',
              'Vous pouvez aussi nous écrire via la [page de contact](/contact). Si quelqu’un est en danger, contactez d’abord les services d’urgence.',
            ],
          },
          {
            question: 'Comment supprimer mon compte ?',
            answer: [
              'Ouvrez les paramètres de votre profil et choisissez « Supprimer le compte », ou faites-en la demande via la [page de contact](/contact). Nous supprimons votre profil, vos tableaux, vos commentaires et vos fichiers dans un délai de 30 jours. Les projets soumis à un concours peuvent être conservés par son organisateur dans le cadre des résultats.',
            ],
          },
          {
            question: 'Comment contacter l’équipe Makerboard ?',
            answer: [
              'Via la [page de contact](/contact). Choisissez l’objet le plus adapté et ajoutez les liens vers les tableaux ou commentaires concernés. Nous répondons en français, en anglais ou en allemand, généralement sous quelques jours ouvrés.',
            ],
          },
        ],
      },
    ],
  },
};
