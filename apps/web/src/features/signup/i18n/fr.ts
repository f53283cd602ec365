import type { DeepStrings } from '../../../lib/i18n/types';
import type { en } from './en';

export const fr: DeepStrings<typeof en> = {
  signup: {
    title: 'Inscrivez votre entreprise',
    intro:
      'Choisissez un régime pour votre entreprise et payez par carte. Cela prend environ cinq minutes; vous pouvez vous arrêter après chaque étape et revenir grâce au lien que nous vous envoyons par courriel.',
    draftNote:
      'Ce que vous saisissez à cette étape est conservé dans cet onglet du navigateur jusqu’à ce que vous continuiez : recharger la page ne l’efface pas.',
    required: 'Les champs marqués d’un * sont obligatoires.',
    steps: { plan: 'Vous et votre régime', company: 'Votre entreprise', review: 'Vérifier et payer' },
    stepOf: 'Étape {{step}} de 3',
    startNew: 'Commencer une nouvelle demande',
    loading: 'Chargement de votre demande…',
    partner: 'Recommandé par {{name}} (partenaire {{id}}).',
    partnerPhone: 'Téléphone : {{phone}}',
    partnerNotInsured:
      'Ce partenaire n’a aucun permis d’assurance à son dossier; vous pouvez tout de même vous inscrire.',
    sections: {
      person: 'À propos de vous',
      plan: 'Régime',
      company: 'Entreprise',
      planYear: 'Année du régime',
      agreements: 'Ententes',
      secondEmployee: 'Un deuxième employé',
    },
    fields: {
      firstname: 'Prénom',
      lastname: 'Nom',
      email: 'Adresse courriel',
      birthdate: 'Date de naissance',
      planCode: 'Régime',
      name: 'Nom de l’entreprise',
      type: 'Type d’entreprise',
      postal: 'Code postal de l’entreprise',
      fiscalDate: 'Fin de l’exercice (MM-JJ)',
      planYearType: 'Fin de l’année du régime',
      website: 'Laissez ce champ vide',
    },
    choose: 'Choisir…',
    planPrice: '{{price}} par année, taxes en sus',
    planPriceIncluded: '{{price}} par année, taxes incluses',
    agreements: {
      planConfirm: 'Je confirme le régime choisi.',
      onlineAgreement: 'J’accepte l’entente de services en ligne.',
      acknowledgePAC:
        'Je prends connaissance des modalités du débit préautorisé (DPA) pour le financement des demandes.',
      adminAgreement: 'J’accepte l’entente d’administration du régime au nom de l’entreprise.',
      employeeConfirmation: 'Je confirme être un employé de l’entreprise.',
    },
    hasSecondEmployee: 'Ajouter un deuxième employé maintenant',
    continue: 'Enregistrer et continuer',
    back: 'Retour',
    saved:
      'Enregistré. Nous avons envoyé à {{email}} un lien pour poursuivre cette demande sur n’importe quel appareil.',
    review: {
      title: 'Vérifier et payer',
      province: 'Province',
      fiscalDate: 'Fin de l’exercice',
      accepted: 'Acceptée',
      none: 'Aucun',
      price: 'Prix du régime',
      tax: '{{kind}} ({{rate}})',
      taxIncluded: '{{kind}} incluse ({{rate}})',
      taxKinds: { GST: 'TPS', HST: 'TVH' },
      locked:
        'Un paiement a été amorcé pour cette demande : elle ne peut plus être modifiée. Vous pouvez la payer ci-dessous ou commencer une nouvelle demande.',
      total: 'Total débité',
      edit: 'Modifier',
      pay: 'Payer {{amount}} par carte',
      cardNote:
        'Vous payez sur la page sécurisée du fournisseur de paiement; votre numéro de carte n’atteint jamais nos serveurs.',
      failed: 'Votre paiement n’a pas été accepté : {{message}}',
      declines: {
        declined: 'Votre carte a été refusée.',
        insufficientFunds: 'Votre carte n’a pas les fonds suffisants.',
        expired: 'Votre carte est expirée.',
      },
    },
    thanks: {
      title: 'Merci',
      done: 'Votre entreprise est inscrite.',
      ids: 'Numéro d’entreprise {{company}}. Votre numéro de connexion : {{admin}}.',
      mail: 'Nous vous avons envoyé par courriel votre reçu et un lien pour choisir votre mot de passe.',
      login: 'Aller à la connexion',
      checking: 'Confirmation de votre paiement…',
      nothingTitle: 'Rien à confirmer',
      notPaid: 'Cette demande n’a pas été payée : il n’y a donc aucune inscription à confirmer ici.',
      continue: 'Poursuivre cette demande',
    },
    companyTypes: { '1': 'Société constituée', '3': 'Organisme sans but lucratif' },
    planYearTypes: {
      '1': 'Fin de l’exercice de l’entreprise',
      '2': '12 mois après la date d’entrée en vigueur',
      '3': 'Fin de l’année civile',
    },
    serverMessages: {
      applicationNotFound: 'Cette demande est introuvable. Veuillez en commencer une nouvelle.',
      alreadyPaid: 'Cette demande est déjà payée.',
      notReadyToPay: 'Veuillez compléter la demande avant de payer.',
      paymentInProgress: 'Un paiement pour cette demande est commencé; elle ne peut plus être modifiée.',
      paymentNotCompleted: 'Le paiement n’a pas été effectué. Réessayez ou utilisez une autre carte.',
      partnerNotFound: 'Ce lien de partenaire n’est pas valide. Vous pouvez vous inscrire sans partenaire.',
      honeypot: 'Votre demande n’a pas pu être acceptée. Veuillez réessayer.',
      resumeMailed: 'Nous avons envoyé un lien pour poursuivre cette demande à {{email}}.',
    },
  },
};
