import type { DeepStrings } from '../../../lib/i18n/types';
import type { en } from './en';

export const fr: DeepStrings<typeof en> = {
  partnerSignup: {
    title: 'Devenir partenaire',
    intro:
      'Présentez votre demande pour vendre nos régimes comme partenaire. Comptez une dizaine de minutes : vos coordonnées, votre entreprise, vos permis d’assurance, le compte où vos commissions sont versées et trois ententes.',
    draftNote:
      'Ce que vous tapez est conservé dans cet onglet du navigateur : recharger la page ne le perd pas. Votre numéro d’assurance sociale et votre numéro de compte bancaire ne sont jamais conservés : tapez-les de nouveau après un rechargement.',
    required: 'Les champs marqués d’un * sont obligatoires.',
    sections: {
      personal: 'À propos de vous',
      business: 'Votre entreprise',
      sin: 'Identification',
      licences: 'Permis d’assurance',
      banking: 'Dépôt des commissions',
      agreements: 'Ententes',
    },
    fields: {
      firstname: 'Prénom',
      lastname: 'Nom',
      email: 'Adresse courriel',
      address: 'Adresse',
      address2: 'Adresse (ligne 2)',
      province: 'Province',
      city: 'Ville',
      postalcode: 'Code postal',
      phone: 'Téléphone',
      phoneext: 'Poste',
      businessName: 'Nom de l’entreprise',
      businessPrincipalOfficer: 'Dirigeant principal',
      businessID: 'Numéro d’entreprise (NE)',
      businessPrincipalOfficerEmail: 'Courriel du dirigeant principal',
      personalID: 'Numéro d’assurance sociale',
      transitNumber: 'Numéro de domiciliation',
      institutionNumber: 'Numéro d’institution',
      accountNumber: 'Numéro de compte',
      license: 'Numéro de permis',
      expiry: 'Date d’expiration du permis',
    },
    hints: {
      optional: 'Facultatif',
      businessID: 'Les 9 chiffres de votre numéro d’entreprise de l’ARC',
      personalID: '9 chiffres. Conservé chiffré et jamais réaffiché.',
      transitNumber: '5 chiffres',
      institutionNumber: '3 chiffres',
      accountNumber: '7 à 12 chiffres',
    },
    choose: 'Choisir…',
    licencesIntro:
      'Activez chaque province où vous détenez un permis. Activer ou désactiver une province efface son numéro de permis et fixe son expiration au {{date}} : inscrivez la date d’expiration de votre permis, qui doit être dans l’avenir.',
    licensedIn: 'Permis {{inProvince}}',
    bankingIntro:
      'Les commissions sont versées par dépôt direct dans ce compte. Notre équipe le vérifie avant le premier versement.',
    agreements: {
      agentContract: 'J’ai lu et j’accepte le contrat d’agent.',
      salesCommissionSchedule: 'J’ai lu et j’accepte le barème des commissions de vente.',
      preAuthAgreement:
        'J’autorise les débits et crédits préautorisés sur le compte ci-dessus (accord de débit préautorisé).',
    },
    continue: 'Vérifier la demande',
    review: {
      title: 'Vérifiez votre demande',
      intro: 'Vérifiez vos réponses, puis envoyez. Pour changer quelque chose, choisissez Modifier.',
      edit: 'Modifier',
      submit: 'Envoyer la demande',
      accepted: 'Acceptée',
      none: 'Aucun',
      licence: '{{licence}}, expire le {{expiry}}',
      phone: '{{phone}}, poste {{ext}}',
    },
    thanks: {
      title: 'Merci de votre demande',
      id: 'Votre numéro de partenaire est {{id}}.',
      mail: 'Nous avons envoyé un courriel de bienvenue à {{email}} avec un lien pour choisir votre mot de passe. Le lien fonctionne une fois, pendant 7 jours.',
      mailNoAddress:
        'Nous vous avons envoyé un courriel de bienvenue avec un lien pour choisir votre mot de passe.',
      banking:
        'Notre équipe vérifie vos renseignements bancaires avant le versement de votre première commission.',
      login: 'Aller à la connexion des partenaires',
      nothingTitle: 'Rien à confirmer',
      nothing:
        'Il n’y a aucune demande à confirmer ici : cette page vous remercie juste après l’envoi de votre demande.',
      apply: 'Présenter une demande de partenariat',
    },
    serverMessages: {
      emailAlreadyPartner:
        'Un compte de partenaire utilise déjà cette adresse courriel. Veuillez vous connecter avec votre numéro de partenaire ou utiliser une autre adresse.',
    },
  },
};
