import type { DeepStrings } from '../../../lib/i18n/types';
import type { en } from './en';

/** Texte français de l’espace `partner-account` : les pages du partenaire (décision 0040). */
export const fr: DeepStrings<typeof en> = {
  partnerAccount: {
    loadFailed: 'Impossible de charger cette page.',
    personal: {
      intro:
        'Vos coordonnées, le profil Web public que voient les clients potentiels et un adjoint que notre équipe peut joindre.',
      detailsTitle: 'Coordonnées',
      partnerId: 'Numéro de partenaire',
      partnerIdHint: 'Votre numéro sert à vous connecter; il ne peut pas être modifié.',
      agentname: 'Nom',
      company: 'Entreprise',
      street1: 'Adresse',
      street2: 'Adresse, ligne 2 (facultatif)',
      city: 'Ville',
      province: 'Province',
      selectProvince: 'Choisissez une province',
      postalcode: 'Code postal',
      phone: 'Téléphone',
      ext: 'Poste (facultatif)',
      cell: 'Cellulaire (facultatif)',
      fax: 'Télécopieur (facultatif)',
      email: 'Courriel',
      save: 'Enregistrer les coordonnées',
      webTitle: 'Profil Web',
      webIntroText:
        'Ce que voient les clients potentiels sur votre page d’inscription. Laissez-le vide pour n’avoir aucun profil public.',
      webname: 'Nom affiché',
      webtele: 'Téléphone public',
      webintro: 'Présentation',
      webintroHint_one: '{{count}} caractère sur {{max}}',
      webintroHint_other: '{{count}} caractères sur {{max}}',
      saveWeb: 'Enregistrer le profil Web',
      assistantTitle: 'Adjoint',
      assistantIntro:
        'La personne que notre équipe joint au sujet de vos clients lorsque vous n’êtes pas disponible. Videz les trois champs pour la retirer.',
      assistantname: 'Nom de l’adjoint',
      assistantemail: 'Courriel de l’adjoint',
      assistantphone: 'Téléphone de l’adjoint (facultatif)',
      saveAssistant: 'Enregistrer l’adjoint',
      noAssistant: 'Aucun adjoint au dossier.',
    },
    banking: {
      intro: 'Vos commissions sont versées par dépôt direct dans ce compte.',
      onFileTitle: 'Compte au dossier',
      none: 'Aucun compte au dossier pour l’instant. Ajoutez-en un ci-dessous pour recevoir vos commissions.',
      transitNumber: 'Numéro de domiciliation',
      institutionNumber: 'Numéro d’institution',
      accountNumber: 'Numéro de compte',
      transitNumberHint: '5 chiffres',
      institutionNumberHint: '3 chiffres',
      accountNumberHint: '7 à 12 chiffres',
      status: 'État',
      waiting: 'En attente de vérification par notre équipe',
      verified: 'Vérifié',
      changeTitle: 'Changer de compte',
      addTitle: 'Ajouter un compte',
      changeNote:
        'Pour votre sécurité, le numéro de compte complet n’est jamais réaffiché. Un nouveau compte est vérifié par notre équipe avant que des commissions y soient versées.',
      missing: 'Veuillez indiquer le compte dans lequel vos commissions sont versées.',
      refused:
        'Nous n’avons pas pu vérifier vos renseignements bancaires le {{date}}\u00a0: {{reason}} Veuillez les saisir de nouveau\u00a0: notre équipe les vérifiera de nouveau avant d’y verser des commissions.',
      save: 'Enregistrer les renseignements bancaires',
    },
    faqs: {
      intro: 'Les réponses aux questions que les partenaires posent le plus souvent.',
      empty: 'Il n’y a pas encore de questions ici.',
    },
    documents: {
      intro: 'Des brochures à remettre à vos clients et les documents de votre partenariat.',
      marketing: 'Outils de marketing',
      documents: 'Documents',
      empty: 'Rien ici pour l’instant.',
      pdf: 'PDF',
      updated: 'Mis à jour le {{date}}',
      download: 'Télécharger',
      downloadLabel: 'Télécharger « {{title}} » (PDF)',
    },
  },
};
