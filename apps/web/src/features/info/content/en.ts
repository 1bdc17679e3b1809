import type { InfoContent } from './types.ts';

const UPDATED = '2026-11-22';

export const en: InfoContent = {
  labels: {
    updated: 'Last updated',
  },

  legal: {
    title: 'Legal notice',
    updated: UPDATED,
    intro: 'Who runs Makerboard, how to reach us, and how we deal with the content our members publish.',
    sections: [
      {
        heading: 'Operator',
        paragraphs: [
          'Makerboard is a community project for STEM makers, students, teachers, judges and science-fair partners. It is run on a non-commercial basis by the Makerboard team, which is responsible for this website and the services offered on it.',
          'Makerboard is not funded by advertising and does not sell personal data. Event partners and science fairs that use Makerboard do so under their own name; where an event page is run by a partner, that page says so.',
        ],
      },
      {
        heading: 'Contact',
        paragraphs: [
          'The quickest way to reach us is the [contact page](/contact). Messages there go straight to the team and we answer in English, German or French, usually within a few working days.',
          'For legal requests, questions about personal data or reports of unlawful content, choose the matching subject on the contact page so that your message reaches the right person first.',
        ],
      },
      {
        heading: 'Responsibility for content',
        paragraphs: [
          'The Makerboard team is responsible for its own pages, such as this notice, the help pages and official announcements. We write them with care, but we cannot guarantee that they are complete, correct and up to date at all times.',
          'Boards, sections, comments, chat messages, polls and uploads are written by our members. Their authors are responsible for them. We do not check every contribution before it appears, but we act quickly once we learn that something breaks the law or our [terms and conditions](/terms-and-conditions).',
        ],
      },
      {
        heading: 'How we moderate user content',
        paragraphs: [
          'Many of our members are between 13 and 17 years old, so we hold the whole platform to a standard that is safe for young people. Moderators and coordinators may:',
        ],
        items: [
          'hide or remove boards, posts, comments, messages and images that break the law or our rules;',
          'make a board private or lock it while a report is being looked into;',
          'warn members, limit what they can do, or disable their accounts;',
          'inform a teacher, a parent or guardian, or a science-fair coordinator when a student is involved and it is needed to protect them;',
          'pass on information to the authorities where the law requires it or someone is in danger.',
        ],
      },
      {
        heading: 'Reporting abuse',
        paragraphs: [
          'If you see something that is harmful, unlawful, bullying, sexual, or that shares someone’s personal details, please report it. Use the report option on the board, comment or message, or write to us through the [contact page](/contact) with a link to the content and a short description.',
          'We look at every report, give priority to anything that concerns the safety of a minor, and do not tell the reported person who reported them. If someone is in immediate danger, contact your local emergency services first.',
        ],
      },
      {
        heading: 'Links to other websites',
        paragraphs: [
          'Members and partners may link to other websites, for example to a parts supplier, a video or a fair’s own site. We are not responsible for the content of those sites. When we add a link ourselves we check the target at that moment; if we learn that a linked page has become unlawful or unsafe, we remove the link.',
          'Links to other websites open there, under that website’s own privacy rules. Makerboard does not pass your account details to them.',
        ],
      },
      {
        heading: 'Copyright',
        paragraphs: [
          'The Makerboard name, design and own texts belong to the Makerboard team. Members keep the rights to what they publish and grant Makerboard the licence described in the [terms and conditions](/terms-and-conditions).',
          'If you believe that content on Makerboard infringes your rights, tell us through the [contact page](/contact), naming the content and your right, and we will look into it promptly.',
        ],
      },
    ],
  },

  terms: {
    title: 'Terms and conditions',
    updated: UPDATED,
    intro:
      'These terms are the agreement between you and Makerboard. We have tried to keep them short and plain, because many of our members are students.',
    sections: [
      {
        heading: 'About these terms',
        paragraphs: [
          'By creating an account or using Makerboard you agree to these terms. If you are under 18, please read them together with a parent or guardian, who agrees to them on your behalf.',
          'How we handle personal data is explained in the [privacy policy](/privacy-policy), and the cookies we use are listed on the [cookies page](/cookies).',
        ],
      },
      {
        heading: 'Your account',
        items: [
          'Give your real first and last name and an email address or phone number that you can receive codes on.',
          'An account belongs to one person. Do not share your password or sign in as someone else.',
          'Choose the account type that fits you: maker, student, teacher or mentor. Judge, booth and partner accounts are given out by event coordinators.',
          'You are responsible for what happens in your account. If you think someone else has used it, change your password and tell us through the [contact page](/contact).',
        ],
      },
      {
        heading: 'Minimum age and young members',
        paragraphs: [
          'You must be at least 13 years old to have a Makerboard account. We ask for your birth date at sign-up to check this, and we never show it to other members.',
          'If you are between 13 and 17, a parent or guardian must agree to you using Makerboard and should know which classes and fairs you take part in. Teachers who add students to a class with a class code take on the same care for the class activities. If we learn that an account belongs to someone under 13, we close it and delete its data.',
        ],
      },
      {
        heading: 'What you confirm when you sign up',
        paragraphs: ['At sign-up you confirm each of the following statements:'],
        items: [
          'Everything I post is my own work, or I name where it comes from and have permission to use it.',
          'I am over 12 years old, or I am a parent or guardian creating this account for my child.',
          'If I am under 18, a parent or guardian is present and knows that I am signing up.',
          'I will keep my conduct positive: kind, respectful and helpful towards other members.',
          'I understand that hands-on projects can involve risks, and I accept responsibility for building them safely.',
          'I have read and accept the disclaimer in these terms.',
        ],
      },
      {
        heading: 'Hands-on projects and safety',
        paragraphs: [
          'Makerboard is about building real things, which means tools, electricity, heat, chemicals, batteries and moving parts. Projects shared here are ideas and records of what others did, not tested instructions.',
          'Check every step before you copy it, wear the right protective gear, and work with an adult when a project involves mains power, sharp or hot tools, lasers, chemicals or anything that flies or launches. Makerboard cannot supervise your workshop, and you build at your own risk.',
        ],
      },
      {
        heading: 'Your content and our licence',
        paragraphs: [
          'You keep the ownership of everything you publish: boards, sections, photos, videos, files and comments. We do not claim it as ours.',
          'So that we can run the service, you give Makerboard a free, worldwide, non-exclusive licence to store, copy, display and adapt your content (for example to create thumbnails or convert videos) for as long as it is on Makerboard. For public boards this includes showing them to visitors and in search results; private boards are shown only to their members. The licence ends when you delete the content, except for copies others have legitimately made, such as a fair’s record of a submitted project.',
          'Only post what you are allowed to share. Do not post photos of other people without their permission, and never of other minors without their parent’s or teacher’s consent.',
        ],
      },
      {
        heading: 'What is not allowed',
        items: [
          'Bullying, harassment, hate speech, threats or discrimination of any kind.',
          'Sexual content, violent or shocking content, and anything that is unsuitable for a 13-year-old.',
          'Sharing personal details of anyone, such as addresses, phone numbers, school timetables or exact locations.',
          'Asking a minor for private contact outside Makerboard, or for photos.',
          'Instructions meant to cause harm, including weapons, explosives and dangerous pranks.',
          'Spam, advertising that has not been agreed with us, and fake accounts.',
          'Copying someone else’s project and presenting it as your own, in particular in a science fair.',
          'Trying to get into accounts, boards or data you have no access to, or disturbing the service.',
        ],
      },
      {
        heading: 'Science fairs, submissions and judging',
        paragraphs: [
          'Science fairs and awards on Makerboard are run by their organisers, whose own rules apply in addition to these terms. Eligibility, deadlines, categories and prizes are set by the organiser.',
        ],
        items: [
          'A submission is final for the participant: once you submit a project, you can no longer edit it.',
          'A fair coordinator may unlock a submitted project, for example to let you fix a missing answer. You then get a notification and need to resubmit before the deadline.',
          'Partner reviewers may approve or decline a submission; a decline always comes with a reason.',
          'Judges are grouped into teams and score the projects assigned to them with the fair’s rubrics. Scores and judges’ notes are confidential.',
          'Results and awards are decided by the organiser and judges. Questions about them go to the fair’s coordinators.',
        ],
      },
      {
        heading: 'Ending your account',
        paragraphs: [
          'You can delete your account at any time in your profile settings or by asking us through the [contact page](/contact).',
          'We may suspend or close an account that seriously or repeatedly breaks these terms, that puts other members at risk, or that we are required to close by law. Where it is safe to do so, we tell you why and give you the chance to respond.',
        ],
      },
      {
        heading: 'Disclaimer',
        paragraphs: [
          'Makerboard is provided as it is. We work to keep it available and secure, but we cannot promise that it will always be online, free of errors, or that content will never be lost, so keep your own copy of important work.',
          'Content on Makerboard, including safety advice, is for learning and inspiration. It does not replace professional advice or the supervision of a qualified adult.',
        ],
      },
      {
        heading: 'Liability',
        paragraphs: [
          'Makerboard is free to use. We are liable without limitation for damage we cause intentionally or through gross negligence, for injury to life, body or health, and wherever the law does not allow liability to be limited.',
          'Otherwise we are only liable for breaches of essential obligations, and only for damage that was typical and foreseeable. We are not liable for content posted by members or for how you build a project you found here.',
        ],
      },
      {
        heading: 'Changes to these terms',
        paragraphs: [
          'We may update these terms when Makerboard changes or the law requires it. The date at the top of this page shows the current version.',
          'If a change affects your rights, we tell you by email or in the app at least 30 days before it takes effect. If you do not agree, you can delete your account before then.',
        ],
      },
      {
        heading: 'Questions',
        paragraphs: [
          'If anything in these terms is unclear, ask us through the [contact page](/contact). The [legal notice](/legal) says who runs Makerboard.',
        ],
      },
    ],
  },

  privacy: {
    title: 'Privacy policy',
    updated: UPDATED,
    intro:
      'What we collect, why, who can see it and what you can do about it. We collect as little as we can, and we never use your data for advertising.',
    sections: [
      {
        heading: 'Who is responsible',
        paragraphs: [
          'The Makerboard team is responsible for processing your personal data on Makerboard, as described in the [legal notice](/legal). You can reach us about privacy at any time through the [contact page](/contact).',
          'When you take part in a science fair or award, its organiser also receives your submission and the details needed to run the event, and is responsible for using them under its own rules.',
        ],
      },
      {
        heading: 'What we collect',
        items: [
          'Account data: your name, username, email address or phone number, birth date, account type and a password, which we only store in a securely hashed form.',
          'Profile: what you choose to add, such as a photo, occupation, skills, interests, school and links to your own websites or channels.',
          'Boards: your projects, stories and discussions with their sections, posts, comments, likes, bookmarks, poll answers and pins.',
          'Messages: private, group and public chat messages, so that we can deliver them.',
          'Uploads: images, videos and files. Photos are re-encoded when you upload them, which removes location data (GPS) and other camera metadata.',
          'Technical data: your IP address, browser type and the time of requests, which our servers need to deliver pages and protect accounts against abuse.',
          'Sign-up source: if you arrive through a link from a school, partner or event that carries campaign parameters or a referral code, we record them with your sign-up, together with how you signed up and your browser type, so that the partner can see how many people its invitation reached.',
        ],
      },
      {
        heading: 'Why we use it',
        paragraphs: [
          'We use your data to provide Makerboard to you, which is the legal basis of contract under Article 6(1)(b) GDPR. Keeping the service secure and preventing abuse is our legitimate interest under Article 6(1)(f). Optional emails are sent only with your consent under Article 6(1)(a), which you can withdraw at any time.',
          'We do not sell your data, rent it out, or use it to build advertising profiles.',
        ],
      },
      {
        heading: 'What other people can see',
        items: [
          'Other members and visitors can see your username, name, profile photo, public profile details, public boards and your comments on them.',
          'Nobody else ever sees your birth date, email address or phone number.',
          'Private boards are visible only to their members, and private messages only to the people in the conversation.',
          'Teachers see the names, usernames and class work of the students in their classes.',
          'Judges see the projects assigned to their team and the answers given in a submission, not your contact details.',
        ],
      },
      {
        heading: 'Students and children',
        paragraphs: [
          'Makerboard accounts are for people aged 13 and over. Because many students are minors, we are particularly careful with their data: students’ boards are private by default where the activity allows it, their photos never carry location data, and nobody is shown more about them than they need.',
          'Teachers can create classes and give students a class code to join. The teacher then manages the class, can follow the students’ progress and can return work for changes. Parents and guardians can ask us through the [contact page](/contact) to see, correct or delete their child’s data.',
        ],
      },
      {
        heading: 'No advertising and no trackers',
        paragraphs: [
          'Makerboard shows no ads and contains no third-party trackers, analytics services, advertising pixels or social-media widgets. Pages, fonts and scripts are served from our own servers, so visiting Makerboard does not tell any other company what you look at.',
        ],
      },
      {
        heading: 'Cookies and browser storage',
        paragraphs: [
          'We use cookies only to keep you signed in: an access token that expires after one month and a refresh token that expires after one year, both set with SameSite=Strict so that they are never sent with requests from other sites. Your language choice, an anonymous session identifier for visitors and, if you came through a partner’s link, its campaign parameters are kept in your browser’s storage. All details are on the [cookies page](/cookies).',
        ],
      },
      {
        heading: 'Emails and text messages',
        items: [
          'We send a verification code when you sign up, sign in with a code or change your email address. Codes have six digits and expire after 10 minutes.',
          'We send a code or a link when you reset your password.',
          'Notifications, for example about comments, messages or fair deadlines, are sent only if you have switched them on in your settings.',
          'If you sign in with your phone number, we send the code by text message.',
        ],
      },
      {
        heading: 'Service providers',
        paragraphs: [
          'We use a small number of service providers for hosting, sending email and sending text messages. They process data only on our instructions, under a data processing agreement, and may not use it for their own purposes. If a provider is located outside the European Economic Area, we use the safeguards required by the GDPR, such as the EU standard contractual clauses.',
        ],
      },
      {
        heading: 'How long we keep data',
        items: [
          'Your account data is kept for as long as you have an account.',
          'When you delete your account, we delete your profile, boards, comments and uploads within 30 days. Messages you sent remain visible to the other people in the conversation, shown without your name.',
          'Projects you submitted to a fair are kept by the organiser for as long as its rules require, for example to document results and awards.',
          'Server logs with IP addresses are deleted after 30 days, unless we need them to investigate a specific security incident.',
          'Verification codes expire after 10 minutes and are deleted after use.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: ['Under the GDPR you have the right to:'],
        items: [
          'get a copy of the personal data we hold about you;',
          'have incorrect data corrected;',
          'have your data deleted;',
          'restrict how we use your data;',
          'receive your data in a portable format;',
          'object to processing based on our legitimate interest;',
          'withdraw your consent at any time, without affecting earlier processing;',
          'lodge a complaint with a data protection authority.',
        ],
      },
      {
        heading: 'How we protect your data',
        paragraphs: [
          'All connections to Makerboard are encrypted. Passwords are stored only as secure hashes, codes are single-use and short-lived, and sign-in attempts are rate limited. Access to personal data within the team is limited to the people who need it to run the service. Administrators can view Makerboard as a given member to solve a support request; every such session is logged, and they cannot change that member’s password or email address meanwhile.',
        ],
      },
      {
        heading: 'Changes and contact',
        paragraphs: [
          'When we change this policy we update the date at the top; important changes are announced in the app or by email beforehand. To use your rights or ask a question, write to us through the [contact page](/contact). We answer within one month at the latest.',
        ],
      },
    ],
  },

  cookies: {
    title: 'Cookies and browser storage',
    updated: UPDATED,
    intro:
      'Makerboard stores only a few small things in your browser: your sign-in, your language, an anonymous session identifier and, if you came through a partner’s link, where you came from. Here is the complete list.',
    sections: [
      {
        heading: 'The short version',
        paragraphs: [
          'We use no advertising cookies, no analytics cookies and no cookies from other companies. Everything listed below is set by Makerboard itself, is used only by Makerboard, and is never shared with advertisers.',
        ],
      },
      {
        heading: 'Sign-in cookies',
        paragraphs: ['When you sign in, we set these cookies:'],
        items: [
          '`mb_access`, the access token: proves that you are signed in each time your browser asks Makerboard for something. It expires after one month.',
          '`mb_refresh`, the refresh token: gets you a new access token when the old one expires, so that you do not have to sign in again every month. It expires after one year and is replaced each time it is used.',
          '`mb_limited`: set only while your sign-up is not yet confirmed with a code, so that Makerboard knows your sign-in is limited until then.',
          'Only for administrators: `mb_admin_access`, `mb_admin_refresh` and `mb_su_return` keep an administrator’s own sign-in while they view Makerboard as another member to help with a support request. They are never set for anyone else.',
        ],
      },
      {
        heading: 'How the sign-in cookies are protected',
        items: [
          'All sign-in cookies are set with SameSite=Strict, so your browser never sends them with a request that starts on another website.',
          'They hold only a signed token that our server checks, and are sent only to Makerboard over an encrypted connection.',
          'They are removed when you log out. Logging out, changing your password or disabling an account also makes the tokens invalid on our side.',
        ],
      },
      {
        heading: 'Language preference',
        paragraphs: [
          'When you choose English, Deutsch or Français, your choice is saved as `mb_language` in your browser’s local storage, so that Makerboard opens in your language next time. This works even when you are not signed in. It is not a cookie and stays until you change it or clear your browser data. When you are signed in, we also save the language in your account settings, so that it follows you to your other devices.',
        ],
      },
      {
        heading: 'Anonymous session identifier',
        paragraphs: [
          'While you are not signed in, your browser tab keeps a random identifier, `mb_session_id`, in its session storage and sends it with requests to Makerboard, so that our server can tell your tab apart from others, for example to deliver live updates to it. It contains no personal details and is deleted when you close the tab.',
        ],
      },
      {
        heading: 'Invitation and campaign links',
        paragraphs: [
          'If you open Makerboard through a link from a school, partner or event that carries campaign parameters (`utm_source` and similar) or a referral code (`rc`), we remember them in your browser’s local storage as `utm_params` and `mb_referral_code`. When you sign up, they are sent once to our own server together with how you signed up, so that partners can see how many people their invitation reached; `utm_tracked` notes that this has happened. Nothing is stored if you arrive without such a link, and none of it is passed to advertising or analytics companies.',
        ],
      },
      {
        heading: 'What we do not use',
        items: [
          'No advertising or retargeting cookies.',
          'No analytics or statistics cookies, including from Google Analytics or similar services.',
          'No social-media cookies, like buttons or embedded trackers.',
          'No cookies from other companies at all.',
        ],
      },
      {
        heading: 'How to clear them',
        paragraphs: [
          'Logging out removes the sign-in cookies, and closing the tab removes the session identifier. To remove everything Makerboard has stored, delete the site data for Makerboard in your browser:',
        ],
        items: [
          'Chrome and Edge: Settings → Privacy and security → Cookies and other site data → See all site data and permissions, then search for Makerboard.',
          'Firefox: Settings → Privacy & Security → Cookies and Site Data → Manage Data, then search for Makerboard.',
          'Safari: Settings → Privacy → Manage Website Data, then search for Makerboard.',
          'On phones, you find the same option in the browser’s privacy or site settings.',
        ],
      },
      {
        heading: 'Questions',
        paragraphs: [
          'Clearing site data signs you out and resets the language to the one your browser asks for. More about how we handle your data is in the [privacy policy](/privacy-policy); questions are welcome on the [contact page](/contact).',
        ],
      },
    ],
  },

  about: {
    title: 'About Makerboard',
    updated: UPDATED,
    intro:
      'Makerboard is a place where young makers and the people who support them share what they build, learn from each other and take part in science fairs.',
    sections: [
      {
        heading: 'Our mission',
        paragraphs: [
          'We believe everyone learns science and engineering best by making things and talking about them. Makerboard gives makers a home for their projects, from the first sketch to the finished prototype, and connects them with people who can help: classmates, teachers, mentors, judges and event partners.',
          'We want that to be safe, open and welcoming, especially for the students aged 13 to 17 who make up a large part of our community.',
        ],
      },
      {
        heading: 'Who Makerboard is for',
        items: [
          'Makers of every age who want to document projects, get feedback and find ideas.',
          'Students who work on projects alone, in a team or for a class, and who enter science fairs.',
          'Teachers who run classes, follow their students’ work and give feedback section by section.',
          'Judges who score fair projects fairly and consistently, together with their team.',
          'Event partners and science fairs that collect submissions, review them and present awards.',
        ],
      },
      {
        heading: 'What you can do',
        items: [
          'Create boards for projects, stories and discussions, organised into sections you can fill step by step.',
          'Comment, like and bookmark boards, and follow the makers you want to hear more from.',
          'Chat privately, in groups or in public topic conversations.',
          'Collect pins at event booths and swap them with other members.',
          'Answer community polls and the poll questions on project boards.',
          'Submit projects to science fairs and awards, and receive nominations and awards.',
          'Judge in teams, with projects assigned and scheduled and scored with the fair’s rubrics.',
          'Set up classes as a teacher and let students join with a class code.',
        ],
      },
      {
        heading: 'Science fairs on Makerboard',
        paragraphs: [
          'Fairs use Makerboard from registration to results. Students build their project board with the sections the fair asks for, teachers check the work, and when the project is ready the student submits it. Coordinators review submissions, judges score them in teams, and finalists and award winners are shown on the fair’s pages.',
        ],
      },
      {
        heading: 'What we care about',
        items: [
          'Safety for young makers: students’ boards are private by default where possible, nobody sees another member’s birth date, email or phone number, and photo location data is removed.',
          'Open sharing: good ideas grow when others can learn from them, with credit to the people who had them.',
          'Accessibility: Makerboard is built to work with a keyboard and screen readers and to meet WCAG 2.2 AA.',
          'Three languages: everything on Makerboard is available in English, German and French.',
          'No ads and no trackers: you are a member, not a product.',
        ],
      },
      {
        heading: 'Who runs Makerboard',
        paragraphs: [
          'Makerboard is a community project run by the Makerboard team together with the teachers, mentors and event partners who use it. Details are in the [legal notice](/legal), and the rules we all agree to are in the [terms and conditions](/terms-and-conditions).',
        ],
      },
      {
        heading: 'Get involved',
        paragraphs: [
          'Sign up to share your first project, bring your class along with a class code, or volunteer as a judge at the next fair. If you run an event or a science fair and want to use Makerboard, tell us about it on the [contact page](/contact).',
        ],
      },
    ],
  },

  faq: {
    title: 'Frequently asked questions',
    updated: UPDATED,
    intro:
      'Quick answers to the questions we hear most often. If yours is not here, ask us on the [contact page](/contact).',
    groups: [
      {
        heading: 'Account and sign-in',
        questions: [
          {
            question: 'How do I sign up?',
            answer: [
              'Choose Sign up, enter your name, an email address or phone number and a password, and pick your account type: maker, student, teacher or mentor. We then send you a six-digit code to confirm your address.',
              'You need to be at least 13 years old. If you are under 18, do this together with a parent or guardian: you will be asked to confirm that they are present. Students who have a class code from their teacher can enter it during sign-up.',
            ],
          },
          {
            question: 'My verification code has not arrived. What can I do?',
            answer: [
              'First check your spam or junk folder, and wait a minute or two before requesting a new code. Each code is valid for 10 minutes, and requesting a new one cancels the old one.',
              'School email addresses often block messages from outside the school, so codes may never arrive there. Use a personal email address instead, sign in with your phone number to get the code by text message, or use a social or school-account login if your school offers one.',
            ],
          },
          {
            question: 'How do I reset my password?',
            answer: [
              'On the sign-in screen choose Forgot password, or go to [reset your password](/password/reset). Enter your email address or phone number and we send you a code. Enter the code and choose a new password with at least 6 characters, one number and one capital letter.',
              'Resetting your password signs you out on all other devices.',
            ],
          },
          {
            question: 'How do I change the language?',
            answer: [
              'Pick English, Deutsch or Français in the language menu. Makerboard switches at once and remembers your choice in this browser; when you are signed in, it is also saved in your account settings, so that it follows you to your other devices. If you have never picked a language, Makerboard uses the language your browser asks for.',
            ],
          },
        ],
      },
      {
        heading: 'Boards and classes',
        questions: [
          {
            question: 'How do I make a board private?',
            answer: [
              'When you create or edit a board, switch on the Private option and save. A private board can only be seen by you and the members you invite. Students’ boards start out private wherever the activity allows it.',
              'Boards that belong to a fair submission may be set by the fair’s coordinators, because judges need to see them.',
            ],
          },
          {
            question: 'How do I join a class with a code?',
            answer: [
              'Your teacher gives you a class code. Enter it when you sign up as a student, or, if you already have an account, in the Classes part of your profile settings. You then appear in your teacher’s class list, and your teacher can follow and comment on your class projects.',
              'If the code is not accepted, check it letter by letter and ask your teacher whether it is still active.',
            ],
          },
          {
            question: 'Who can see my profile?',
            answer: [
              'Everyone can see your username, name, profile photo, the details you add to your profile and your public boards. Your birth date, email address and phone number are never shown to anyone. The [privacy policy](/privacy-policy) explains the details.',
            ],
          },
        ],
      },
      {
        heading: 'Science fairs and judging',
        questions: [
          {
            question: 'How do I submit my project to a fair?',
            answer: [
              'Open the fair’s page and start your project from it, so that your board has the sections and questions the fair asks for. Fill in every section and answer every question, then choose Submit before the deadline.',
              'Submitting is final: after that you can no longer edit the project. If you notice a mistake, ask the fair’s coordinator, who can unlock the project so that you can fix it and resubmit.',
            ],
          },
          {
            question: 'What do judges see?',
            answer: [
              'Judges see the projects assigned to their team: the board with its sections, photos, videos and files, and your answers to the fair’s questions. They do not see your birth date, email address or phone number.',
              'Each judge scores the project with the fair’s rubric. Scores and notes are visible to the judging team and the coordinators, not to other participants.',
            ],
          },
          {
            question: 'Can I change my project after the fair?',
            answer: [
              'Your submitted version stays as it was judged. Once the fair is over, you can keep working on your board or start a new one to show what you have built since.',
            ],
          },
        ],
      },
      {
        heading: 'Safety and your account',
        questions: [
          {
            question: 'How do I report a board, comment or message?',
            answer: [
              'Use the report option on the board, comment or message and tell us briefly what is wrong. We look at every report, and anything that concerns a minor’s safety comes first. The person you report is not told who reported them.',
              'You can also write to us on the [contact page](/contact). If someone is in danger, contact your local emergency services first.',
            ],
          },
          {
            question: 'How do I delete my account?',
            answer: [
              'Go to the settings in your profile and choose Delete account, or ask us on the [contact page](/contact). We delete your profile, boards, comments and uploads within 30 days. Projects you have submitted to a fair may be kept by its organiser as part of the results.',
            ],
          },
          {
            question: 'How do I contact the Makerboard team?',
            answer: [
              'Use the [contact page](/contact). Choose the subject that fits best and include links to any boards or comments you mean. We answer in English, German or French, usually within a few working days.',
            ],
          },
        ],
      },
    ],
  },
};
