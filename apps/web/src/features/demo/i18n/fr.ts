import type { DeepStrings } from '../../../lib/i18n/types';
import type { en } from './en';

export const fr: DeepStrings<typeof en> = {
  demo: {
    banner: 'Démonstration : rien ici n’est un vrai compte, et la démonstration est supprimée après un jour.',
    landing: {
      title: 'Essayez une demande de remboursement',
      intro:
        'Voyez comment les employés se font rembourser leurs frais de santé : ouvrez un compte de démonstration et soumettez une demande, avec les taxes de votre province.',
      points: {
        balance: 'Un employé de démonstration doté d’un solde de 5 000 $ et de deux personnes à charge.',
        services:
          'Des demandes pour des soins dentaires et des médicaments sur ordonnance, jusqu’à 15 000 $ par élément.',
        taxes: 'Ce que le régime paie, et les frais d’administration et les taxes facturés à l’employeur.',
        privacy: 'Rien ici n’est un vrai compte; la démonstration est supprimée après un jour.',
      },
      start: 'Commencer la démonstration',
      continue: 'Poursuivre votre démonstration',
    },
    start: {
      title: 'À propos de vous',
      intro:
        'Dites-nous qui vous êtes et où se trouve votre entreprise : la démonstration applique les taxes de votre province.',
      required: 'Les champs marqués d’un * sont obligatoires.',
      submit: 'Commencer la démonstration',
      choose: 'Choisir…',
      honeypot: 'Laissez ce champ vide',
      fields: {
        firstname: 'Prénom',
        email: 'Adresse courriel',
        product: 'Votre entreprise',
        province: 'Province',
      },
      products: {
        incorp: 'Une entreprise constituée en société (propriétaire seulement)',
        group: 'Une entreprise avec des employés (régime collectif)',
      },
    },
    account: {
      title: 'Bienvenue, {{name}}',
      balance: 'Solde',
      province: 'Province',
      product: 'Régime',
      dependants: 'Personnes à charge',
      ends: 'Fin de la démonstration',
      relationships: { '1001': 'conjoint', '1002': 'enfant', '1003': 'personne à charge invalide' },
    },
    claims: {
      title: 'Faire une demande',
      intro: 'Ajoutez chaque dépense comme un élément (10 au plus), puis révisez la demande.',
      itemTitle: 'Ajouter un élément',
      fields: {
        patient: 'Patient',
        service: 'Service',
        service_date: 'Date du service',
        provider: 'Fournisseur',
        amount: 'Montant ($)',
      },
      self: '{{name}} (vous)',
      add: 'Ajouter l’élément',
      added: 'L’élément de la demande a été ajouté',
      itemsTitle: 'Éléments de cette demande',
      none: 'Aucun élément pour l’instant.',
      itemLine: '{{service}} pour {{patient}} · {{date}} · {{provider}}',
      remove: 'Retirer l’élément {{number}}',
      review: 'Réviser la demande',
      needItems: 'Veuillez ajouter au moins un élément à la demande.',
      startAgain: 'Commencer une nouvelle démonstration',
    },
    review: {
      title: 'Réviser la demande',
      intro:
        'Ce que le régime paie pour chaque élément, et ce qui est facturé à l’employeur : les frais d’administration et les taxes {{ofProvince}}.',
      itemNumber: 'Élément {{number}}',
      total: 'Total de la demande',
      submit: 'Soumettre la demande',
      back: 'Modifier les éléments',
      lines: {
        claimed: 'Montant demandé',
        payable: 'Versé à l’employé',
        adminFee: 'Frais d’administration (8\u00a0%)',
        gst: 'TPS sur les frais d’administration',
        hst: 'TVH sur les frais d’administration',
        rst: 'TVD sur le montant versé',
        pst: 'TVP',
        prem: 'Taxe sur les primes',
        total: 'Facturé à l’employeur',
      },
    },
    success: {
      title: 'Demande soumise',
      number: 'Numéro de la demande de démonstration : {{number}}.',
      paid: '{{amount}} est versé à l’employé; l’employeur est facturé {{total}}.',
      balance: 'Solde restant : {{amount}}.',
      another: 'Faire une autre demande',
      signup: 'S’inscrire à un régime',
    },
    ended: 'Cette démonstration est terminée. Veuillez en commencer une nouvelle.',
    serverMessages: {
      productRequired: 'Veuillez choisir un produit.',
      botRefused:
        'Ce formulaire a été rempli automatiquement; la démonstration n’a donc pas commencé. Veuillez recharger la page et réessayer.',
      tooManyDemos:
        'Trop de démonstrations ont été commencées depuis cette adresse. Veuillez réessayer dans une heure.',
      demoEnded: 'Cette démonstration est terminée. Veuillez en commencer une nouvelle.',
      itemsRequired: 'Veuillez ajouter au moins un élément à la demande.',
    },
  },
};
