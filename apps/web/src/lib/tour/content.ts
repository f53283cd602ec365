import type { TourAudience } from '@benefits/domain';
import type { TOUR_STEPS } from './steps';
import { TAKE_TOUR } from './take';

/**
 * The intro tour's words in English and French: the dialog's buttons and, per audience and step, a
 * title, a text and the description of the step's illustration. They live beside the tour rather
 * than in the app-wide catalogues, so only screens that show the tour download them;
 * content.test.ts keeps the two languages at parity.
 */
interface StepText {
  title: string;
  body: string;
  /** The illustration's alternative text. */
  alt: string;
}

export type TourText = {
  take: string;
  previous: string;
  next: string;
  exit: string;
  /** With {{step}} and {{count}}. */
  progress: string;
} & { [A in TourAudience]: Record<(typeof TOUR_STEPS)[A][number], StepText> };

const en: TourText = {
  take: TAKE_TOUR.en,
  previous: 'Previous',
  next: 'Next',
  exit: 'Exit',
  progress: 'Step {{step}} of {{count}}',
  EE: {
    welcome: {
      title: 'Welcome to your health spending account',
      body: 'Your dashboard shows your ID, your employer and your balances. The menu takes you to claims, your claim activity and your personal details.',
      alt: 'A dashboard with balance cards and a menu.',
    },
    claims: {
      title: 'Claim with your receipts',
      body: 'Choose Make a Claim and add each expense: the patient, the service, the provider, the date and the amount (up to 10 items per claim). Then upload a photo or scan of each receipt — JPEG, PNG or PDF, up to 5 MB — review the totals and submit.',
      alt: 'A receipt being uploaded from a phone.',
    },
    balances: {
      title: 'Balances and plan years',
      body: 'Your HSA balance is what you can still claim in the current plan year; if your employer offers a wellness account, its balance shows too. Plan years follow your employer’s plan, and Balance History lists every change.',
      alt: 'A balance gauge beside a calendar marking the plan year.',
    },
    dependants: {
      title: 'Cover your dependants',
      body: 'Add your spouse and dependent children in Personal Details. Once they are added you can choose them as the patient on a claim, so their eligible expenses are covered too.',
      alt: 'Three people: an adult and two children.',
    },
    banking: {
      title: 'Get paid by direct deposit',
      body: 'Enter your transit, institution and account numbers in Banking Details and accept the direct-deposit agreement: approved claims are then paid straight into your bank account.',
      alt: 'Money moving from a bank into a wallet.',
    },
  },
  BC: {
    welcome: {
      title: 'Welcome, plan administrator',
      body: 'The Company menu holds everything you manage for your company: its details, employees, plan, funding, banking and reports.',
      alt: 'An office building with a checklist.',
    },
    employees: {
      title: 'Add and manage employees',
      body: 'Add new employees, find everyone in the Employee Directory and group them into divisions. Each new employee receives a welcome message to sign in.',
      alt: 'A group of people with a plus sign.',
    },
    classifications: {
      title: 'Classifications set the limits',
      body: 'A classification sets the yearly HSA amount — and the wellness amount, if offered — for the employees in it. Move an employee to another class, or make a one-time change, when their situation changes.',
      alt: 'Three tiers of different heights, each with a tag.',
    },
    funding: {
      title: 'Funding the accounts',
      body: 'Claims are paid from your company’s funding. Keep the pre-authorised debit banking up to date, and check Company Funding for what was drawn and when.',
      alt: 'Coins going into a jar.',
    },
    reports: {
      title: 'Company reports',
      body: 'Company Reports show employees, balances, claims and fees for any period, with totals you can match against your statements.',
      alt: 'A report with a bar chart.',
    },
  },
  AGENT: {
    welcome: {
      title: 'Welcome, partner',
      body: 'Your dashboard and the menu show your partner ID and the commission you have earned but not yet been paid.',
      alt: 'A partner badge with an ID card.',
    },
    clients: {
      title: 'Your clients',
      body: 'The Client List shows the companies you have sold to. Open a client to see its plan, its number of members and its insurance, its next renewal and its address.',
      alt: 'A list of client companies.',
    },
    commissions: {
      title: 'Commissions',
      body: 'Commissions lists what you earned on each sale and on your clients’ claim administration fees, and which payments are still due. Keep your banking information current so commissions reach you.',
      alt: 'Coins beside a percentage sign.',
    },
    renewals: {
      title: 'Upcoming renewals',
      body: 'Upcoming Renewals shows the clients whose plans renew soon, so you can contact them in time and keep them covered.',
      alt: 'A calendar with a circular arrow.',
    },
    marketing: {
      title: 'Marketing tools',
      body: 'Documents and marketing tools hold brochures, presentations and forms to help you sell, ready to download and share with prospects.',
      alt: 'A megaphone with documents.',
    },
  },
};

const fr: TourText = {
  take: TAKE_TOUR.fr,
  previous: 'Précédent',
  next: 'Suivant',
  exit: 'Quitter',
  progress: 'Étape {{step}} de {{count}}',
  EE: {
    welcome: {
      title: 'Bienvenue dans votre compte de soins de santé',
      body: 'Votre tableau de bord affiche votre numéro, votre employeur et vos soldes. Le menu mène aux réclamations, à l’activité de vos réclamations et à vos renseignements personnels.',
      alt: 'Un tableau de bord avec des cartes de solde et un menu.',
    },
    claims: {
      title: 'Réclamez avec vos reçus',
      body: 'Choisissez Faire une réclamation et ajoutez chaque dépense : la personne soignée, le service, le fournisseur, la date et le montant (jusqu’à 10 éléments par réclamation). Téléversez ensuite une photo ou une numérisation de chaque reçu — JPEG, PNG ou PDF, 5 Mo au plus —, vérifiez les totaux et soumettez.',
      alt: 'Un reçu téléversé à partir d’un téléphone.',
    },
    balances: {
      title: 'Soldes et années de régime',
      body: 'Votre solde du CSS est ce que vous pouvez encore réclamer pendant l’année de régime en cours; si votre employeur offre un compte mieux-être, son solde s’affiche aussi. Les années de régime suivent le régime de votre employeur, et l’Historique du solde présente chaque mouvement.',
      alt: 'Une jauge de solde à côté d’un calendrier marquant l’année de régime.',
    },
    dependants: {
      title: 'Couvrez vos personnes à charge',
      body: 'Ajoutez votre conjoint et vos enfants à charge dans Renseignements personnels. Vous pourrez ensuite les choisir comme personne soignée dans une réclamation, pour que leurs dépenses admissibles soient couvertes.',
      alt: 'Trois personnes : un adulte et deux enfants.',
    },
    banking: {
      title: 'Soyez payé par dépôt direct',
      body: 'Entrez vos numéros de transit, d’institution et de compte dans Renseignements bancaires et acceptez l’entente de dépôt direct : les réclamations approuvées sont alors versées directement dans votre compte bancaire.',
      alt: 'De l’argent qui passe d’une banque à un portefeuille.',
    },
  },
  BC: {
    welcome: {
      title: 'Bienvenue, administrateur du régime',
      body: 'Le menu Entreprise regroupe tout ce que vous gérez pour votre entreprise : ses renseignements, ses employés, son régime, son financement, ses renseignements bancaires et ses rapports.',
      alt: 'Un immeuble de bureaux avec une liste de contrôle.',
    },
    employees: {
      title: 'Ajoutez et gérez vos employés',
      body: 'Ajoutez de nouveaux employés, retrouvez tout le monde dans le Répertoire des employés et regroupez-les en divisions. Chaque nouvel employé reçoit un message de bienvenue pour se connecter.',
      alt: 'Un groupe de personnes avec un signe plus.',
    },
    classifications: {
      title: 'Les catégories fixent les limites',
      body: 'Une catégorie fixe le montant annuel du CSS — et le montant mieux-être, s’il est offert — des employés qui en font partie. Changez un employé de catégorie, ou faites un changement ponctuel, quand sa situation change.',
      alt: 'Trois paliers de hauteurs différentes, chacun avec une étiquette.',
    },
    funding: {
      title: 'Le financement des comptes',
      body: 'Les réclamations sont payées à partir du financement de votre entreprise. Tenez à jour les renseignements du débit préautorisé et consultez Financement de l’entreprise pour voir ce qui a été prélevé et quand.',
      alt: 'Des pièces de monnaie qui tombent dans un bocal.',
    },
    reports: {
      title: 'Les rapports de l’entreprise',
      body: 'Les Rapports de l’entreprise présentent les employés, les soldes, les réclamations et les frais pour toute période, avec des totaux à rapprocher de vos relevés.',
      alt: 'Un rapport avec un graphique à barres.',
    },
  },
  AGENT: {
    welcome: {
      title: 'Bienvenue, partenaire',
      body: 'Votre tableau de bord et le menu affichent votre numéro de partenaire et la commission gagnée qui ne vous a pas encore été payée.',
      alt: 'Un insigne de partenaire avec une carte d’identité.',
    },
    clients: {
      title: 'Vos clients',
      body: 'La Liste des clients présente les entreprises auxquelles vous avez vendu. Ouvrez un client pour voir son régime, son nombre de membres et ses assurances, son prochain renouvellement et son adresse.',
      alt: 'Une liste d’entreprises clientes.',
    },
    commissions: {
      title: 'Commissions',
      body: 'Commissions présente ce que vous avez gagné sur chaque vente et sur les frais d’administration des réclamations de vos clients, et les paiements encore dus. Tenez vos renseignements bancaires à jour pour recevoir vos commissions.',
      alt: 'Des pièces de monnaie à côté d’un signe de pourcentage.',
    },
    renewals: {
      title: 'Renouvellements à venir',
      body: 'Renouvellements à venir présente les clients dont le régime se renouvelle bientôt, pour que vous puissiez les joindre à temps et les garder couverts.',
      alt: 'Un calendrier avec une flèche circulaire.',
    },
    marketing: {
      title: 'Outils de marketing',
      body: 'Les documents et outils de marketing regroupent brochures, présentations et formulaires pour vous aider à vendre, prêts à télécharger et à partager avec vos clients potentiels.',
      alt: 'Un porte-voix avec des documents.',
    },
  },
};

export const TOUR_TEXT: Record<'en' | 'fr', TourText> = { en, fr };

/** The tour's words in a UI language (French for 'fr…', English otherwise). */
export function tourText(language: string): TourText {
  return language.startsWith('fr') ? fr : en;
}
