import type { PublicCatalogue } from './en';

/**
 * Texte français (Canada) of the `common` namespace: the public text a first render can show
 * (`enPublic` in ./en.ts; its types make the keys the same). Loaded only when French is chosen.
 */
const frPublic: PublicCatalogue = {
  app: {
    skipToContent: 'Passer au contenu principal',
    loading: 'Chargement…',
    close: 'Fermer',
  },
  header: {
    language: 'Langue',
    switchLanguage: 'English',
    switchLanguageLabel: 'View in English',
    themeToDark: 'Passer au thème sombre',
    themeToLight: 'Passer au thème clair',
  },
  footer: {
    version: 'Version {{version}}',
    copyright: '© {{year}} {{provider}}',
  },
  prospects: {
    label: 'Pour les nouveaux clients',
    demo: 'Essayez la démonstration',
    signup: 'Inscrivez votre entreprise',
    partner: 'Devenez partenaire',
  },
  login: {
    title: {
      employee: 'Connexion employé',
      partner: 'Connexion partenaire',
      tools: 'Connexion aux outils',
    },
    intro: {
      employee: 'Connectez-vous pour gérer vos comptes de dépenses santé et mieux-être.',
      partner: 'Connectez-vous pour gérer vos clients et vos commissions.',
      tools: 'Connexion du personnel interne.',
    },
    idLabel: {
      employee: 'Numéro d’employé',
      partner: 'Numéro de partenaire',
      tools: 'Nom d’utilisateur',
    },
    password: 'Mot de passe',
    showPassword: 'Afficher le mot de passe',
    hidePassword: 'Masquer le mot de passe',
    submit: 'Connexion',
    forgot: 'Mot de passe oublié?',
    toPartner: 'Connexion partenaire',
    toEmployee: 'Connexion employé',
    reason: {
      ended: 'Votre session a pris fin. Veuillez vous connecter de nouveau.',
      idle: 'Vous avez été déconnecté après une période d’inactivité. Veuillez vous connecter de nouveau.',
    },
    secondFactor: {
      enrolTitle: 'Configurez votre application d’authentification',
      enrolIntro:
        'La connexion du personnel exige un deuxième facteur. Balayez ce code QR avec une application d’authentification (ou saisissez la clé ci-dessous), puis entrez le code à 6 chiffres qu’elle affiche.',
      qrAlt: 'Code QR pour ajouter ce compte à une application d’authentification',
      secretLabel: 'Clé de configuration',
      recoveryTitle: 'Codes de récupération',
      recoveryIntro:
        'Conservez ces codes en lieu sûr. Chacun vous permet de vous connecter une fois si vous perdez votre application d’authentification. Ils ne sont affichés que maintenant.',
      codeTitle: 'Entrez votre code',
      codeIntro:
        'Entrez le code à 6 chiffres de votre application d’authentification, ou l’un de vos codes de récupération.',
      codeLabel: 'Code d’authentification',
      submit: 'Vérifier',
      restart: 'Recommencer',
    },
  },
  notFound: {
    title: '404 / Page introuvable',
    login: 'Connexion',
  },
  access: {
    redirected: 'Cette page ne vous est pas accessible; vous avez été dirigé vers votre tableau de bord.',
  },
  crash: {
    title: 'Une erreur est survenue',
    refresh: 'Veuillez actualiser votre navigateur',
    persists: 'Si le problème persiste, veuillez écrire à {{email}}',
    persistsNoEmail: 'Si le problème persiste, veuillez communiquer avec {{provider}}',
    timedOut: 'La session a expiré. Veuillez actualiser votre navigateur et vous reconnecter.',
    reload: 'Actualiser',
    chunkTitle: 'Cette page n’a pas pu être chargée',
    chunkBody:
      'Une partie de l’application n’a pas été téléchargée. L’application a peut-être été mise à jour, ou la connexion a été interrompue. Veuillez recharger la page.',
  },
};

/**
 * The public pages' French, loaded before a French first render. The rest of the `common` namespace in
 * French, ../commonLater/fr.ts (the other public pages, the shells' common words and the domain’s
 * validation and API messages), loads when the browser is idle after the first render, with any
 * signed-in area or feature or other public page, and before a sign-in form is checked, so that a
 * French visitor’s /login does not wait for it (docs/performance.md, "Sixteenth session" and
 * "Seventeenth session").
 */
export const fr = frPublic;
