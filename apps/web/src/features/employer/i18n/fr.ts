import type { DeepStrings } from '../../../lib/i18n/types';
import type { en } from './en';

/** French text of the `employer` namespace. */
export const fr: DeepStrings<typeof en> = {
  employer: {
    common: {
      yes: 'Oui',
      no: 'Non',
    },
    details: {
      forced: 'Veuillez compléter les renseignements de votre entreprise pour continuer.',
      company: 'Entreprise',
      companyId: 'Numéro d’entreprise {{id}}',
      formTitle: 'Adresse et téléphone de l’entreprise',
      fields: {
        STREET1: 'Adresse de l’entreprise',
        CITY: 'Ville',
        POSTCODE: 'Code postal',
        PROVINCE: 'Province',
        TELEPHONE: 'Téléphone',
        CELLPHONE: 'Cellulaire',
        FAX: 'Télécopieur',
      },
      selectProvince: 'Choisissez une province',
      postalHint: 'Par exemple K1A 0B1',
      phoneHint: 'Par exemple 416-555-0123',
      optional: 'Facultatif',
      save: 'Enregistrer les renseignements de l’entreprise',
      saveAndContinue: 'Enregistrer et continuer',
      flagsTitle: 'Caractéristiques du régime',
      flags: {
        HAS_WELLNESS: 'Compte de dépenses mieux-être',
        ONLINE_CLAIM_OK: 'Demandes en ligne',
        BANKING_INFO_WAIVED: 'Renseignements bancaires de l’entreprise exemptés',
        WELLNESS_CATEGORIES: 'Catégories mieux-être',
      },
      noCategories: 'Aucune',
      categories: {
        Nutrition: 'Nutrition',
        Fitness: 'Conditionnement physique',
        'Professional/Personal Development': 'Perfectionnement professionnel et personnel',
        'Personal/Family Interest': 'Intérêts personnels et familiaux',
        'Mental Health': 'Santé mentale',
      },
    },
    banking: {
      intro:
        'Le compte que {{provider}} débite pour financer les demandes de vos employés et les frais du régime, selon un accord de débit préautorisé (DPA).',
      forced:
        'Veuillez ajouter le compte bancaire de votre entreprise et accepter l’accord de débit préautorisé pour continuer.',
      refused:
        'Nous n’avons pas pu vérifier le compte bancaire de votre entreprise le {{date}}\u00a0: {{reason}} Veuillez le saisir de nouveau avec un nouveau chèque annulé ou une nouvelle lettre de la banque.',
      waived:
        'Votre entreprise est exemptée des renseignements bancaires : l’ajout d’un compte est facultatif.',
      onFile: 'Au dossier',
      noneOnFile: 'Aucun compte bancaire d’entreprise n’est encore au dossier.',
      transitNumber: 'Numéro de domiciliation',
      institutionNumber: 'Numéro d’institution',
      accountNumber: 'Numéro de compte',
      transitNumberHint: '5 chiffres',
      institutionNumberHint: '3 chiffres',
      accountNumberHint: '7 à 12 chiffres',
      accountAgain:
        'Pour votre sécurité, entrez de nouveau le numéro de compte complet, même s’il n’a pas changé.',
      signatoryName: 'Autorisé par',
      signatoryHint: 'Le nom de la personne qui a autorité sur ce compte',
      agreementAccepted: 'Accord de DPA',
      agreementAcceptedOn: 'Version {{version}}, accepté le {{date}} par {{name}}',
      prenotification: 'Avis préalable',
      prenotificationWaived: 'Renonciation',
      prenotificationKept: '10 jours civils avant un débit qui change',
      firstDebit: 'Premier débit au plus tôt le',
      document: 'Chèque annulé ou lettre de la banque',
      documentOnFile: '{{name}}, téléversé le {{date}}',
      noDocument: 'Aucun au dossier',
      verification: 'Vérification',
      verifiedOn: 'Vérifié le {{date}}',
      downloadDocument: 'Télécharger',
      downloadDocumentLabel: 'Télécharger {{name}}',
      formTitleAdd: 'Ajouter le compte bancaire de l’entreprise',
      formTitleChange: 'Changer le compte bancaire de l’entreprise',
      documentTitle: 'Chèque annulé ou lettre de la banque',
      documentTitleRequired: 'Chèque annulé ou lettre de la banque (obligatoire)',
      documentIntro:
        'Joignez une photo ou un balayage d’un chèque annulé du compte de l’entreprise, ou une lettre de la banque : JPEG, PNG ou PDF, 5 Mo au plus.',
      documentRequired: 'Un chèque annulé ou une lettre de la banque est obligatoire avec le premier compte.',
      documentNewRequired:
        'Un nouveau chèque annulé ou une nouvelle lettre de la banque est obligatoire\u00a0: le document au dossier n’a pas été accepté.',
      documentKept: 'Le document au dossier est conservé à moins que vous en joigniez un nouveau.',
      chooseFile: 'Choisir un fichier',
      takePhoto: 'Prendre une photo',
      removeFile: 'Retirer le fichier',
      selected: 'Sélectionné : {{name}} ({{size}})',
      agreementTitle: 'Accord de débit préautorisé',
      agreementVersion: 'Version de l’accord {{version}}',
      waiverLabel:
        'En tant qu’entreprise, nous renonçons à l’avis préalable de 10 jours des débits dont le montant ou la date change.',
      acceptLabel:
        'J’ai autorité sur ce compte, j’ai lu l’accord de débit préautorisé et je l’accepte au nom de l’entreprise.',
      confirmationNote: 'Une confirmation de l’accord vous est envoyée par courriel.',
      uploading: 'Téléversement… {{percent}} %',
      processing: 'Vérification du document…',
      uploadLabel: 'Progression du téléversement',
      save: 'Enregistrer les renseignements bancaires',
      saveAndContinue: 'Enregistrer et continuer',
    },
    serverMessages: {
      companySaved: 'Renseignements de l’entreprise enregistrés',
      companyBankingSaved: 'Renseignements bancaires de l’entreprise enregistrés',
      companyBankingDocumentMissing: 'Aucun chèque annulé de l’entreprise n’est au dossier.',
      voidChequeRequired:
        'Veuillez joindre un chèque annulé ou une lettre de la banque pour le compte de l’entreprise.',
      newVoidChequeRequired:
        'Veuillez joindre un nouveau chèque annulé ou une nouvelle lettre de la banque pour le compte de l’entreprise\u00a0: le document au dossier n’a pas été accepté.',
      signatoryRequired: 'Veuillez indiquer le nom de la personne qui autorise les débits',
    },
  },
};
