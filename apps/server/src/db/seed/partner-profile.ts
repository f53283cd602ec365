import {
  COMMISSION_PAYOUT_MINIMUM_CENTS,
  COMMISSION_RATES_BPS,
  formatMoneyIn,
  localeOfLanguage,
  numberFormat,
  PERCENT_FORMAT,
  type Language,
} from '@benefits/domain';
import { eq } from 'drizzle-orm';
import type { Sealer } from '../../platform/crypto';
import { sealBankNumbers } from '../../platform/bank-numbers';
import type { Tx } from '../client';
import { partnerBanking, partnerDocuments, partnerFaqs, partners } from '../schema';

/**
 * The partners' own pages (decision 0040): the demo partners' contact details and commission
 * accounts (verified), the manager's web profile and assistant, and the partners' FAQs and
 * documents, in English and French.
 */
export async function seedPartnerProfiles(tx: Tx, sealer: Sealer, today: Date): Promise<void> {
  const contacts: Record<number, Partial<typeof partners.$inferInsert>> = {
    200001: {
      street1: '1055 West Georgia Street',
      street2: 'Suite 1400',
      city: 'Vancouver',
      postalCode: 'V6E 3P3',
      phone: '604-555-0142',
      cell: '604-555-0187',
    },
    200002: {
      street1: '100 King Street West',
      street2: 'Suite 5600',
      city: 'Toronto',
      postalCode: 'M5X 1C9',
      phone: '416-555-0110',
      phoneExt: '204',
      fax: '416-555-0111',
      webName: 'Sophie Bouchard, Bouchard Benefits Group',
      webTele: '416-555-0110',
      webIntro:
        'Health spending accounts for small businesses across Ontario: I help owners set up a plan their team will use.',
      assistantName: 'Priya Raman',
      assistantEmail: 'priya.raman@example.com',
      assistantPhone: '416-555-0112',
    },
    200003: { street1: '201 Portage Avenue', city: 'Winnipeg', postalCode: 'R3B 3K6', phone: '204-555-0160' },
    200004: {
      street1: '1000 Rue De La Gauchetière O',
      city: 'Montréal',
      postalCode: 'H3B 4W5',
      phone: '514-555-0130',
    },
  };
  for (const [id, values] of Object.entries(contacts)) {
    await tx
      .update(partners)
      .set(values)
      .where(eq(partners.id, Number(id)));
  }
  const verified = (
    partnerId: number,
    numbers: { transitNumber: string; institutionNumber: string; accountNumber: string },
  ) => ({
    partnerId,
    ...sealBankNumbers(sealer, numbers),
    verifyRequired: false,
    updatedAt: new Date(today.getTime() - 90 * 86_400_000),
  });
  await tx.insert(partnerBanking).values([
    verified(200001, { transitNumber: '10020', institutionNumber: '004', accountNumber: '7654321098' }),
    verified(200002, { transitNumber: '00152', institutionNumber: '003', accountNumber: '5012345678' }),
    // The other team's commissions are paid by EFT too (decision 0042): to a verified account.
    verified(200003, { transitNumber: '04512', institutionNumber: '006', accountNumber: '3098765412' }),
    verified(200004, { transitNumber: '00231', institutionNumber: '001', accountNumber: '8123456790' }),
  ]);

  await tx.insert(partnerFaqs).values(
    PARTNER_FAQS.map(([questionEn, answerEn, questionFr, answerFr], i) => ({
      sortOrder: i + 1,
      questionEn,
      answerEn,
      questionFr,
      answerFr,
    })),
  );
  await tx.insert(partnerDocuments).values(PARTNER_DOCUMENTS.map((d, i) => ({ ...d, sortOrder: i + 1 })));
}

const PARTNER_FAQS: readonly (readonly [string, string, string, string])[] = [
  [
    'When are commissions paid?',
    'Commissions accrue as your clients pay their plan fees and claim administration fees. Unpaid commissions are paid by direct deposit to the account on your Banking Information page once staff have verified it.',
    'Quand les commissions sont-elles versées?',
    'Les commissions s’accumulent à mesure que vos clients paient les frais de leur régime et les frais d’administration des demandes. Les commissions impayées sont versées par dépôt direct dans le compte de la page Renseignements bancaires, une fois qu’il a été vérifié par notre équipe.',
  ],
  [
    'Why does my banking say it is waiting for verification?',
    'Every new or changed account is checked by our staff before a payment is sent to it. Until then, commissions keep accruing and nothing is lost.',
    'Pourquoi mes renseignements bancaires sont-ils en attente de vérification?',
    'Tout compte nouveau ou modifié est vérifié par notre équipe avant qu’un paiement n’y soit envoyé. D’ici là, les commissions continuent de s’accumuler et rien n’est perdu.',
  ],
  [
    'What is my web profile for?',
    'Your web profile (the name, telephone and introduction on your Personal Information page) is what prospects see on your sign-up page. Leave it blank if you do not want a public profile.',
    'À quoi sert mon profil Web?',
    'Votre profil Web (le nom, le téléphone et la présentation de la page Renseignements personnels) est ce que voient les clients potentiels sur votre page d’inscription. Laissez-le vide si vous ne voulez pas de profil public.',
  ],
  [
    'Why add an assistant?',
    'Your assistant (name, e-mail and phone on your Personal Information page) is who our staff contact about your clients when you cannot be reached. Clear the three fields to remove them.',
    'Pourquoi ajouter un adjoint?',
    'Votre adjoint (nom, courriel et téléphone à la page Renseignements personnels) est la personne que notre équipe joint au sujet de vos clients lorsque vous n’êtes pas disponible. Videz les trois champs pour le retirer.',
  ],
  [
    'In which provinces can I sell?',
    'In the provinces where you hold a valid insurance licence among Alberta, British Columbia, Saskatchewan, Manitoba, Ontario and Nova Scotia.',
    'Dans quelles provinces puis-je vendre?',
    'Dans les provinces où vous détenez un permis d’assurance valide parmi l’Alberta, la Colombie-Britannique, la Saskatchewan, le Manitoba, l’Ontario et la Nouvelle-Écosse.',
  ],
];

/** A rate in basis points as a percentage ('20%', '2.5%'; '2,5 %' in French), as the reports write it. */
const percent = (bps: number, language: Language) =>
  numberFormat(localeOfLanguage(language), PERCENT_FORMAT).format(bps / 10_000);
/** Cents as dollars ('$50.00'; '50,00 $' in French). */
const dollars = formatMoneyIn;

const PARTNER_DOCUMENTS: readonly Omit<typeof partnerDocuments.$inferInsert, 'sortOrder'>[] = [
  {
    kind: 'marketing',
    fileName: 'hsa-brochure',
    titleEn: 'Health Spending Account brochure',
    titleFr: 'Brochure sur le compte de soins de santé (CSS)',
    summaryEn: 'An introduction to health spending accounts for business owners.',
    summaryFr: 'Une présentation du compte de soins de santé pour les propriétaires d’entreprise.',
    bodyEn:
      'A health spending account lets a business pay its employees’ medical and dental costs with pre-tax dollars.\n\nThe employer chooses an amount per employee and year. Employees claim eligible expenses online with a receipt and are reimbursed by direct deposit.\n\nThere are no premiums: the company pays for the claims made, plus an administration fee.',
    bodyFr:
      'Un compte de soins de santé permet à une entreprise de payer les frais médicaux et dentaires de ses employés avec des dollars avant impôt.\n\nL’employeur choisit un montant par employé et par année. Les employés présentent leurs dépenses admissibles en ligne avec un reçu et sont remboursés par dépôt direct.\n\nIl n’y a pas de primes : l’entreprise paie les réclamations présentées, plus des frais d’administration.',
  },
  {
    kind: 'marketing',
    fileName: 'wellness-one-pager',
    titleEn: 'Wellness Spending Account one-pager',
    titleFr: 'Fiche sur le compte mieux-être (CME)',
    summaryEn: 'What a wellness account covers, to leave with a client after a meeting.',
    summaryFr: 'Ce que couvre un compte mieux-être, à laisser à un client après une rencontre.',
    bodyEn:
      'A wellness spending account covers what keeps a team healthy: gym memberships, sports equipment, fitness classes and more.\n\nIt sits beside the health spending account, with its own yearly amount per employee.',
    bodyFr:
      'Un compte mieux-être couvre ce qui garde une équipe en santé : abonnements au gym, équipement sportif, cours de conditionnement physique et plus.\n\nIl s’ajoute au compte de soins de santé, avec son propre montant annuel par employé.',
  },
  {
    kind: 'document',
    fileName: 'commission-schedule',
    titleEn: 'Sales commission schedule',
    titleFr: 'Barème des commissions de vente',
    summaryEn: 'The schedule you accepted when you signed up.',
    summaryFr: 'Le barème que vous avez accepté lors de votre inscription.',
    // The rates and the minimum from the domain's constants (decision 0042), so the schedule says
    // what the month's close does.
    bodyEn: [
      'Commissions are a share, before tax, of the plan fees your clients pay when they sign up and of the administration fees on their claims, accrued as they are paid:',
      `Sign-up plan fee: ${percent(COMMISSION_RATES_BPS.SIGNUP.DIRECT, 'en')} to the agent who sold the plan, ${percent(COMMISSION_RATES_BPS.SIGNUP.OVERRIDE, 'en')} to their manager.`,
      `Claim administration fee: ${percent(COMMISSION_RATES_BPS.CLAIM_FEE.DIRECT, 'en')} to the agent, ${percent(COMMISSION_RATES_BPS.CLAIM_FEE.OVERRIDE, 'en')} to their manager.`,
      `Each month's statement is paid by direct deposit to the account on file, once it has been verified, when its total reaches ${dollars(COMMISSION_PAYOUT_MINIMUM_CENTS, 'en')}; below that it carries to the next month.`,
    ].join('\n\n'),
    bodyFr: [
      'Les commissions sont une part, avant taxes, des frais de régime que vos clients paient à leur inscription et des frais d’administration de leurs réclamations, accumulées à mesure qu’ils sont payés :',
      `Frais de régime à l’inscription : ${percent(COMMISSION_RATES_BPS.SIGNUP.DIRECT, 'fr')} à l’agent qui a vendu le régime, ${percent(COMMISSION_RATES_BPS.SIGNUP.OVERRIDE, 'fr')} à son gestionnaire.`,
      `Frais d’administration des réclamations : ${percent(COMMISSION_RATES_BPS.CLAIM_FEE.DIRECT, 'fr')} à l’agent, ${percent(COMMISSION_RATES_BPS.CLAIM_FEE.OVERRIDE, 'fr')} à son gestionnaire.`,
      `Le relevé de chaque mois est versé par dépôt direct dans le compte inscrit, une fois celui-ci vérifié, lorsque son total atteint ${dollars(COMMISSION_PAYOUT_MINIMUM_CENTS, 'fr')}; en deçà, il est reporté au mois suivant.`,
    ].join('\n\n'),
  },
];
