import type { PublicCatalogue } from './en';

/**
 * Texte français (Canada) of the `common` namespace (the public pages). Must have exactly the keys of
 * en.ts (checked by catalogue.test.ts). Loaded only when French is chosen.
 */
const frPublic: PublicCatalogue = {
  app: {
    skipToContent: 'Passer au contenu principal',
    loading: 'Chargement…',
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
      employee: "Numéro d'employé",
      partner: 'Numéro de partenaire',
      tools: "Nom d'utilisateur",
    },
    password: 'Mot de passe',
    showPassword: 'Afficher le mot de passe',
    hidePassword: 'Masquer le mot de passe',
    submit: 'Connexion',
    submitting: 'Connexion en cours…',
    forgot: 'Mot de passe oublié?',
    toPartner: 'Connexion partenaire',
    toEmployee: 'Connexion employé',
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
  reset: {
    title: 'Réinitialiser votre mot de passe',
    intro:
      'Entrez votre numéro et l’adresse courriel de votre compte. Nous vous enverrons un lien pour choisir un nouveau mot de passe.',
    email: 'Adresse courriel',
    submit: 'Envoyer le lien',
    backToLogin: 'Retour à la connexion',
    successTitle: 'Consultez vos courriels',
    successBody:
      'Si le numéro et l’adresse courriel correspondent à un compte, un lien pour choisir un nouveau mot de passe est en route. Le lien ne sert qu’une fois et expire bientôt.',
  },
  update: {
    title: 'Choisir un nouveau mot de passe',
    intro: 'Votre nouveau mot de passe doit compter au moins 8 caractères.',
    npw1: 'Nouveau mot de passe',
    npw2: 'Confirmer le nouveau mot de passe',
    submit: 'Mettre à jour le mot de passe',
    successTitle: 'Mot de passe mis à jour',
    successBody:
      'Votre mot de passe a été changé. Vous pouvez maintenant vous connecter avec votre nouveau mot de passe.',
    toLogin: 'Aller à la connexion',
  },
  logout: {
    signingOut: 'Déconnexion…',
  },
  refresh: {
    title: 'Actualisation',
    body: 'Votre session a été réinitialisée.',
    toLogin: 'Aller à la connexion',
  },
  notFound: {
    title: '404 / Page introuvable',
    login: 'Connexion',
  },
  errors: {
    loadFailed: 'Nous n’avons pas pu charger cette page.',
    retry: 'Réessayer',
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
  ebook: {
    redirecting: 'Redirection vers le téléchargement...',
  },
  toolsButton: {
    label: 'Outils',
  },
  actingBanner: {
    text: '{{staff}} (personnel) agit pour {{name}} ({{id}})',
    stop: 'Arrêter',
    stopLabel: 'Arrêter d’agir pour {{name}}',
  },
  sessionWarning: {
    title: 'Votre session va bientôt expirer',
    body: 'Pour votre sécurité, vous serez déconnecté à la fin du compte à rebours. Prolongez votre session pour continuer.',
    timeLeft: 'Temps restant : {{time}}',
    extend: 'Prolonger la session',
    logout: 'Déconnexion',
    atLimit:
      'Votre session a atteint sa durée maximale et ne peut plus être prolongée. Enregistrez votre travail et reconnectez-vous.',
  },
  params: {
    Employee: 'd’employé',
    Partner: 'de partenaire',
  },
};

/**
 * The public pages' French, loaded before a French first render. The French of the domain's validation
 * and API messages, the rest of the `common` namespace, is ../commonMessages/fr.ts: it loads when the
 * browser is idle after the first render, with any signed-in area or feature, and before a sign-in
 * form is checked, so that a French visitor's /login does not wait for them (docs/performance.md,
 * "Sixteenth session").
 */
export const fr = frPublic;
