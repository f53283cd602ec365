import { REPORT_TEXT } from '@benefits/domain';
import type { DeepStrings } from '../../../lib/i18n/types';
import type { en } from './en';

/** Texte français (Canada) of the `claims` namespace: the keys of en.ts (checked by its parity test). */
export const fr: DeepStrings<typeof en> = {
  claims: {
    types: {
      HSA: 'Compte de soins de santé (CSS)',
      WSA: 'Compte mieux-être (CME)',
    },
    typeShort: {
      HSA: 'CSS',
      WSA: 'CME',
    },
    status: { ...REPORT_TEXT.fr.codes.status },
    steps: {
      label: 'Étapes de la réclamation',
      items: 'Postes',
      receipts: 'Reçus',
      review: 'Révision',
    },
    start: {
      intro:
        'Choisissez le compte visé par la réclamation. Vous ajoutez vos dépenses, joignez les reçus, vérifiez ce qui sera payé et soumettez. Votre réclamation est conservée au fur et à mesure : vous pouvez l’interrompre et la reprendre plus tard.',
      resumeIntro:
        'Vos réclamations enregistrées. Reprenez-en une pour ajouter des postes ou des reçus, la vérifier et la soumettre.',
      noSaved: 'Vous n’avez aucune réclamation enregistrée.',
      makeClaim: 'Faire une réclamation',
      balance: 'Solde : {{amount}}',
      describe: {
        HSA: 'Frais médicaux, dentaires, de la vue et autres frais de santé pour vous et vos personnes à charge.',
        WSA: 'Dépenses de mieux-être comme la condition physique, la nutrition et le perfectionnement personnel.',
      },
      begin: {
        HSA: 'Commencer une réclamation au CSS',
        WSA: 'Commencer une réclamation au CME',
      },
      savedSummary_one:
        'Réclamation enregistrée nº {{id}} : {{count}} poste, {{amount}} réclamé (modifiée le {{date}})',
      savedSummary_other:
        'Réclamation enregistrée nº {{id}} : {{count}} postes, {{amount}} réclamés (modifiée le {{date}})',
      resume: 'Reprendre la réclamation',
      cancelSaved: 'Annuler la réclamation enregistrée',
    },
    flow: {
      save: 'Enregistrer et terminer plus tard',
      continueToReceipts: 'Continuer vers les reçus',
      continueToReview: 'Continuer vers la révision',
      backToItems: 'Retour aux postes',
      backToReceipts: 'Retour aux reçus',
      backToStart: 'Retour à Faire une réclamation',
      viewClaim: 'Voir la réclamation nº {{id}}',
    },
    form: {
      title: 'Ajouter un poste de réclamation',
      window:
        'Les dates de service du {{min}} au {{max}} peuvent être réclamées. Solde disponible : {{balance}}.',
      runOut: 'Les dépenses de votre dernière année de régime peuvent être réclamées jusqu’au {{date}}.',
      patient: 'Patient',
      choosePatient: 'Choisissez le patient',
      self: 'vous',
      relation: {
        spouse: 'conjoint',
        child: 'enfant à charge',
        infirm: 'personne à charge invalide',
      },
      service: 'Service',
      chooseService: 'Choisissez le service',
      wellnessCategories: 'Le compte mieux-être de votre employeur couvre ces catégories : {{list}}.',
      categoryNames: {
        Nutrition: 'Nutrition',
        Fitness: 'Conditionnement physique',
        'Professional/Personal Development': 'Perfectionnement professionnel ou personnel',
        'Personal/Family Interest': 'Intérêts personnels ou familiaux',
        'Mental Health': 'Santé mentale',
      },
      provider: 'Fournisseur',
      providerHint:
        'La clinique ou le professionnel inscrit sur le reçu; tapez pour voir vos fournisseurs précédents.',
      providerClear: 'Effacer le fournisseur',
      providerOpen: 'Afficher vos fournisseurs précédents',
      providerClose: 'Masquer vos fournisseurs précédents',
      providerNumber: 'Numéro du fournisseur',
      providerNumberHint: 'Facultatif : le numéro de permis ou d’inscription inscrit sur le reçu.',
      serviceDate: 'Date du service',
      serviceDateHint: 'Entre le {{min}} et le {{max}}.',
      amount: 'Montant',
      amountHint: 'En dollars, par exemple 85,50.',
      add: 'Ajouter le poste',
      full: 'Cette réclamation compte {{max}} postes, le maximum permis. Soumettez-la et commencez une autre réclamation pour d’autres dépenses.',
    },
    items: {
      title: 'Vos postes de réclamation',
      listLabel: 'Postes de réclamation',
      count_one: '{{count}} poste sur {{max}}',
      count_other: '{{count}} postes sur {{max}}',
      empty: 'Aucun poste pour l’instant. Ajoutez la première dépense ci-dessus.',
      intro: {
        HSA: 'Réclamation nº {{id}} au compte de soins de santé. Ajoutez chaque dépense de vos reçus comme un poste.',
        WSA: 'Réclamation nº {{id}} au compte mieux-être. Ajoutez chaque dépense de vos reçus comme un poste.',
      },
      itemTitle: '{{service}} pour {{patient}}',
      itemLine: '{{date}} · {{provider}}',
      providerNumber: 'No {{number}}',
      estimatedPayable: 'Montant payable estimé : {{amount}}',
      remove: 'Retirer',
      removeLabel: 'Retirer le poste {{number}} : {{title}}',
      total: 'Réclamé : {{amount}} · payable estimé : {{payable}}',
    },
    receipts: {
      addTitle: 'Joindre un reçu',
      intro:
        'Joignez une photo ou un balayage de chaque reçu, un à la fois : JPEG, PNG ou PDF, jusqu’à 5 Mo chacun. Au moins un reçu est requis.',
      attachedTitle_one: 'Reçu joint ({{count}})',
      attachedTitle_other: 'Reçus joints ({{count}})',
      attachedLabel: 'Reçus joints',
      none: 'Aucun reçu joint pour l’instant.',
    },
    upload: {
      chooseFile: 'Choisir un fichier',
      chooseFiles: 'Choisir des fichiers',
      takePhoto: 'Prendre une photo',
      queue: 'Téléversements',
      waiting: '{{name}} ({{size}}) attend son tour',
      sending: 'Téléversement de {{name}} ({{size}}) : {{percent}} %',
      checking: 'Vérification de {{name}}…',
      progressLabel: 'Progression du téléversement de {{name}}',
      cancel: 'Annuler le téléversement',
      refused: '{{name}} n’a pas été joint : {{message}}',
      dismiss: 'Fermer le message au sujet de {{name}}',
    },
    files: {
      meta: '{{size}}, ajouté le {{date}}',
      open: 'Ouvrir',
      openLabel: 'Ouvrir {{name}}',
      imageAlt: 'Image du reçu {{name}}',
      download: 'Télécharger',
      close: 'Fermer',
      remove: 'Retirer',
      removeLabel: 'Retirer {{name}}',
    },
    breakdown: {
      itemsLabel: 'Montants par poste',
      itemNumber: 'Poste {{number}}',
      claimTotal: 'Total de la réclamation',
      claimed: 'Montant réclamé',
      coPay: 'Quote-part (votre part)',
      payable: 'Montant payable à vous',
      previousYear: 'dont du solde de l’année de régime précédente',
      adminFee: 'Frais d’administration',
      gst: 'TPS',
      hst: 'TVH',
      rst: 'TVD',
      pst: 'TVP',
      prem: 'Taxe sur les primes',
      total: 'Total',
      estimated:
        'Ces montants sont estimés selon vos soldes d’aujourd’hui; ils sont confirmés au moment de la soumission.',
      whoPays:
        'Le montant payable vous est remboursé et est déduit de votre solde; les frais d’administration et les taxes sont payés par votre employeur.',
    },
    review: {
      intro: {
        HSA: 'Vérifiez la réclamation nº {{id}} au compte de soins de santé avant de la soumettre.',
        WSA: 'Vérifiez la réclamation nº {{id}} au compte mieux-être avant de la soumettre.',
      },
      receipts_one: '{{count}} reçu joint',
      receipts_other: '{{count}} reçus joints',
      changeReceipts: 'Modifier les reçus',
      submit: 'Soumettre la réclamation',
      cancel: 'Annuler la réclamation',
      overBalance:
        'Votre solde disponible paie {{payable}} des {{claimed}} réclamés; les {{unpaid}} restants ne seront pas remboursés.',
    },
    cancel: {
      title: 'Annuler la réclamation nº {{id}}?',
      body: 'Une réclamation annulée ne peut être ni reprise ni soumise. Rien n’est déduit de votre solde et rien n’est payé pour elle; ses postes et ses reçus y restent pour vos dossiers.',
      keep: 'Garder la réclamation',
      confirm: 'Annuler la réclamation',
    },
    success: {
      claimNumber: 'Numéro de réclamation',
      account: 'Compte',
      status: 'État',
      items: 'Postes',
      claimed: 'Montant réclamé',
      payable: 'Montant payable à vous',
      next: 'Le montant payable a été déduit de votre solde et vous sera versé par dépôt direct.',
      auditNext:
        'Veuillez téléverser les documents requis pour la vérification. Vous pourrez faire une nouvelle réclamation une fois la vérification réglée.',
      uploadAudit: 'Téléverser les documents de vérification',
      toActivity: 'Activité des réclamations',
      toDashboard: 'Retour au tableau de bord',
    },
    serverMessages: {
      invalidClaim: 'Réclamation non valide',
      invalidClaimItem: 'Poste de réclamation non valide',
      invalidFile: 'Fichier non valide',
      claimNotFound: 'Cette réclamation n’existe pas.',
      claimItemNotFound: 'Ce poste de réclamation n’existe pas.',
      fileNotFound: 'Ce fichier n’existe pas.',
      claimNotOpen: 'Cette réclamation a déjà été soumise ou annulée.',
      noItems: 'Veuillez ajouter au moins un poste à votre réclamation.',
      receiptRequired: 'Veuillez joindre au moins un reçu à votre réclamation.',
      noBalance: 'Votre solde disponible ne peut payer aucune partie de cette réclamation.',
      tooManyFiles: 'Une réclamation peut contenir au plus {{max}} fichiers de ce type.',
      notInAudit: 'Cette réclamation n’attend pas de documents de vérification.',
      itemRemoved: 'Poste de réclamation retiré',
      claimSaved: 'Votre réclamation a été enregistrée. Vous pouvez la reprendre en tout temps.',
      claimSubmitted: 'Votre réclamation a été soumise.',
      claimSubmittedForAudit:
        'Votre réclamation a été soumise et choisie pour une vérification. Veuillez téléverser vos documents de vérification.',
      claimCancelled: 'Votre réclamation a été annulée.',
      receiptUploaded: 'Reçu téléversé',
      receiptRemoved: 'Reçu retiré',
      unreadableFile:
        'Ce fichier n’est pas une image ou un PDF lisible. Veuillez choisir un fichier JPEG, PNG ou PDF.',
      auditFileUploaded: 'Document de vérification téléversé',
      serviceNotInCategories:
        'Ce service ne fait pas partie des catégories mieux-être choisies par votre employeur.',
      nonMemberAdmin: 'Votre compte administre le régime et ne peut pas faire de réclamations.',
      terminated: 'Votre compte est résilié : les réclamations ne peuvent plus être faites en ligne.',
      onlineClaimsOff: 'Les réclamations en ligne ne sont pas activées pour votre compte.',
      planClosed: 'Le régime de votre entreprise a pris fin : les réclamations ne peuvent plus être faites.',
      customizedBenefits:
        'Les réclamations pour vos garanties personnalisées ne peuvent pas être faites en ligne.',
      coverageNotStarted:
        'Votre couverture commence le {{date}} : les réclamations pourront être faites à partir de cette date.',
      agreementPending: 'Veuillez accepter l’entente CSS avant de faire une réclamation.',
      personalDetailsMissing:
        'Veuillez remplir vos renseignements personnels avant de faire une réclamation.',
      bankingDetailsMissing: 'Veuillez ajouter vos renseignements bancaires avant de faire une réclamation.',
      auditInProcess:
        'Vérification de réclamation en cours : veuillez téléverser les documents de vérification demandés avant de faire une autre réclamation.',
      historyNotAvailable: 'L’historique des réclamations n’est pas offert pour votre compte.',
      printFormNotAvailable: 'Le formulaire de réclamation n’est pas offert pour votre compte.',
      cancelledNoForm:
        'Cette réclamation a été annulée : il n’y a pas de formulaire de réclamation à imprimer.',
    },
  },
};
