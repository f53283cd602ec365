import type { DeepStrings } from '../../../lib/i18n/types';
import type { en } from './en';

/** French text of the `partner-clients` namespace (lib/i18n/namespaces.ts; decisions 18 and 38). */
export const fr: DeepStrings<typeof en> = {
  partnerClients: {
    back: {
      clientList: 'Retour à la liste des clients',
      agentList: 'Retour à la liste des agents',
    },
    clientList: {
      intro:
        'Les entreprises auxquelles vous avez vendu un régime. Un gestionnaire voit aussi les clients de ses agents. Choisissez une entreprise pour voir son régime.',
      tableTitle: 'Vos clients',
      teamTableTitle: 'Les clients de votre équipe',
      empty: 'Vous n’avez pas encore de clients. Les entreprises que vous inscrivez paraîtront ici.',
      open: 'Détails de {{name}}',
    },
    client: {
      title: 'Client : {{name}}',
      plan: 'Régime',
      contact: 'Entreprise',
      renewal: 'Renouvellement',
      employerId: 'No d’employeur',
      planCode: 'Code du régime',
      effectiveDate: 'Date d’entrée en vigueur',
      terminationDate: 'Date de fin',
      noTermination: 'Aucune : le régime est en vigueur',
      members: 'Membres',
      lastClaim: 'Dernière réclamation',
      noClaim: 'Aucune réclamation',
      travel: 'Assurance voyage',
      eei: 'Assurance salaire des employés',
      catDrug: 'Assurance médicaments catastrophiques',
      wellness: 'Compte mieux-être',
      agent: 'Vendu par',
      address: 'Adresse',
      telephone: 'Téléphone',
      province: 'Province',
      nextRenewal: 'Prochain renouvellement',
      noRenewal:
        'Aucun renouvellement à venir : le régime n’a pas de date d’entrée en vigueur ou prend fin avant son anniversaire.',
      renewalPrice: 'Prix du renouvellement',
      renewalTax: 'Taxe',
      renewalTotal: 'Total du renouvellement',
      taxIncluded: 'taxe incluse',
      privacy:
        'Les réclamations et les renseignements personnels des employés ne sont jamais montrés aux partenaires.',
      yes: 'Oui',
      no: 'Non',
      notGiven: 'Non fourni',
    },
    agentList: {
      intro:
        'Les partenaires de votre équipe, avec les entreprises que chacun a vendues, leurs membres aujourd’hui et les commissions gagnées.',
      tableTitle: 'Votre équipe',
      empty: 'Il n’y a encore personne dans votre équipe.',
      open: 'Détails de {{name}}',
    },
    agent: {
      title: 'Agent : {{name}}',
      summary: 'Ventes et commissions',
      agentId: 'No d’agent',
      role: 'Rôle',
      roles: { AGENT: 'Agent', MANAGER: 'Gestionnaire' },
      agency: 'Agence',
      email: 'Courriel',
      province: 'Province',
      clients: 'Clients',
      members: 'Membres',
      commission: 'Commissions gagnées',
      unpaid: 'Commissions impayées',
      clientsTitle: 'Clients',
      noClients: 'Cet agent n’a pas encore vendu de régime.',
      company: 'Entreprise',
      planCode: 'Code du régime',
      effectiveDate: 'Date d’entrée en vigueur',
    },
    hsaSales: {
      intro:
        'Les entreprises dont le régime est entré en vigueur pendant la période choisie, des plus récentes aux plus anciennes, avec leurs membres aujourd’hui.',
      tableTitle: 'Ventes du {{from}} au {{to}}',
      empty: 'Aucun régime n’est entré en vigueur pendant cette période.',
    },
    renewals: {
      intro:
        'Les régimes se renouvellent chaque année à la date anniversaire de leur entrée en vigueur. Communiquez avec ces clients avant leur renouvellement. Les régimes collectifs se renouvellent à 99 $ plus taxes; les autres, à leur prix.',
      window: 'Renouvellement dans',
      days_one: 'le prochain jour',
      days_other: 'les {{count}} prochains jours',
      tableTitle: 'Renouvellements du {{from}} au {{to}}',
      empty: 'Aucun régime ne se renouvelle pendant cette période.',
    },
  },
};
