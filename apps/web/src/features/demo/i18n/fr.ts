import type { DeepStrings } from '../../../lib/i18n/types';
import type { en } from './en';

export const fr: DeepStrings<typeof en> = {
  demo: {
    banner: 'Démonstration : rien ici n’est un vrai compte, et la démonstration est supprimée après un jour.',
    landing: {
      title: 'Essayez une réclamation',
      intro:
        'Voyez comment les employés se font rembourser leurs frais de santé : ouvrez un compte de démonstration et soumettez une réclamation, avec les taxes de votre province.',
      points: {
        balance: 'Un employé de démonstration doté d’un solde de 5 000 $ et de deux personnes à charge.',
        services:
          'Des réclamations pour des soins dentaires et des médicaments sur ordonnance, jusqu’à 15 000 $ par poste.',
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
      title: 'Faire une réclamation',
      intro: 'Ajoutez chaque dépense comme un poste (10 au plus), puis vérifiez la réclamation.',
      itemTitle: 'Ajouter un poste',
      fields: {
        patient: 'Patient',
        service: 'Service',
        service_date: 'Date du service',
        provider: 'Fournisseur',
        amount: 'Montant ($)',
      },
      self: '{{name}} (vous)',
      add: 'Ajouter le poste',
      added: 'Le poste de réclamation a été ajouté',
      itemsTitle: 'Postes de cette réclamation',
      none: 'Aucun poste pour l’instant.',
      itemLine: '{{service}} pour {{patient}} · {{date}} · {{provider}}',
      remove: 'Retirer le poste {{number}}',
      review: 'Vérifier la réclamation',
      needItems: 'Veuillez ajouter au moins un poste à la réclamation.',
      startAgain: 'Commencer une nouvelle démonstration',
    },
    review: {
      title: 'Vérifier la réclamation',
      intro:
        'Ce que le régime paie pour chaque poste, et ce qui est facturé à l’employeur : les frais d’administration et les taxes {{ofProvince}}.',
      itemNumber: 'Poste {{number}}',
      total: 'Total de la réclamation',
      submit: 'Soumettre la réclamation',
      back: 'Modifier les postes',
      lines: {
        claimed: 'Montant réclamé',
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
      title: 'Réclamation soumise',
      number: 'Numéro de la réclamation de démonstration : {{number}}.',
      paid: '{{amount}} est versé à l’employé; l’employeur est facturé {{total}}.',
      balance: 'Solde restant : {{amount}}.',
      another: 'Faire une autre réclamation',
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
      itemsRequired: 'Veuillez ajouter au moins un poste à la réclamation.',
    },
  },
};
