/**
 * The HSA employer agreement an employee accepts at /hsa-agreement (docs/product §4 "HSA employer agreement
 * eligibility"), in English and French (decision 0021: the two say the same thing, section for section).
 * Plain language; the provider's name and support address come from configuration.
 * Change AGREEMENT_VERSION whenever the text changes (in either language): each acceptance records
 * the version accepted.
 */
import type { Language } from '@benefits/domain';

export const AGREEMENT_VERSION = '2025.1';

export const AGREEMENT_TITLES: Readonly<Record<Language, string>> = {
  en: 'Health Spending Account Employer Agreement',
  fr: 'Entente de l’employeur sur le compte de soins de santé',
};

/** The English title (the web's and the tests' reference). */
export const AGREEMENT_TITLE = AGREEMENT_TITLES.en;

export interface AgreementSection {
  heading: string;
  body: string;
}

export interface AgreementParties {
  providerName: string;
  supportEmail: string;
  employerName: string;
}

/** The agreement's sections in a language. */
export function agreementSections(parties: AgreementParties, language: Language = 'en'): AgreementSection[] {
  return language === 'fr' ? frenchSections(parties) : englishSections(parties);
}

function englishSections({ providerName, supportEmail, employerName }: AgreementParties): AgreementSection[] {
  return [
    {
      heading: '1. Who this agreement is between',
      body:
        `This agreement is between you, your employer ${employerName} (the "employer"), and ${providerName} ` +
        `(the "administrator"). It explains how your employer's Health Spending Account (the "plan") works and ` +
        `what each of us agrees to do. By accepting it you confirm that you have read it and agree to it.`,
    },
    {
      heading: '2. What the plan is',
      body:
        'The plan is a private health services plan under the Income Tax Act (Canada). Your employer pays for ' +
        'it and sets how much you can claim each plan year. The administrator runs the plan for your employer: ' +
        'it checks claims, pays eligible claims from the money your employer provides, and keeps the records. ' +
        'The plan is not insurance: it pays only up to the amount available to you.',
    },
    {
      heading: '3. Who is covered',
      body:
        'You are covered while you are an employee enrolled in the plan. You may also claim for your spouse or ' +
        'common-law partner, your dependent children (up to age 21, or up to age 25 while they are full-time ' +
        'students) and other dependants who rely on you because of a physical or mental infirmity, once you ' +
        'have listed them in your personal details.',
    },
    {
      heading: '4. What you can claim',
      body:
        'You can claim health and dental expenses that qualify for the medical expense tax credit, as listed by ' +
        'the Canada Revenue Agency, for yourself and your covered dependants. An expense must have been incurred ' +
        'while the person was covered and must not have been paid by any other plan or person. If your employer ' +
        'also offers a Wellness Spending Account, wellness claims follow the wellness categories your employer ' +
        'chose and are a taxable benefit to you.',
    },
    {
      heading: '5. Your limits and the plan year',
      body:
        'Your classification sets your yearly amount. Claims are paid up to the balance available to you in the ' +
        'plan year. Whether an unused balance is lost or carried over to the next plan year depends on the ' +
        'period type your employer chose, which you can see on your plan details page.',
    },
    {
      heading: '6. Making claims',
      body:
        'Submit claims online or on the paper claim form with a clear copy of each receipt, within the time the ' +
        'plan allows after the plan year ends. Keep your original receipts for at least six years: the ' +
        'administrator may ask to see them, and a claim selected for audit is paid only once the receipts are ' +
        'checked.',
    },
    {
      heading: '7. Honest claims',
      body:
        'Each time you claim, you confirm that the information is true and complete, that the expense was ' +
        'incurred, and that no one else has paid it or will pay it. A false or duplicate claim may be reversed ' +
        'and must be repaid; it may also lead to your removal from the plan and be reported to your employer ' +
        'and to the authorities.',
    },
    {
      heading: '8. How you are paid',
      body:
        'Approved claims are paid by direct deposit to the bank account you give in your banking details. Keep ' +
        'those details current. If you are paid more than you should have been, you agree to repay the ' +
        'difference, and it may be taken from later claims.',
    },
    {
      heading: '9. Taxes',
      body:
        'Payments from a Health Spending Account for eligible medical expenses are generally not taxable to ' +
        'you. You may not also claim an amount the plan paid you as a medical expense on your own tax return. ' +
        'Wellness payments are taxable and are reported to your employer for your tax slip.',
    },
    {
      heading: '10. Your privacy',
      body:
        'The administrator collects and uses your personal information, including the health information on ' +
        'your receipts, only to run the plan, as Canadian privacy law allows. Your employer receives only what ' +
        'it needs to fund and run the plan, such as the amounts claimed and paid; it does not receive your ' +
        'receipts. Bank and social insurance numbers are encrypted. You may ask to see or correct your ' +
        `information by writing to ${supportEmail}.`,
    },
    {
      heading: '11. Changes and the end of coverage',
      body:
        'Your employer may change or end the plan, and the administrator may update this agreement; you will ' +
        'be asked to accept a new version when it changes. Your coverage ends when your employment or your ' +
        'enrolment ends, or when the plan ends. Expenses incurred before then may still be claimed within the ' +
        'claim period that follows.',
    },
    {
      heading: '12. Accepting online',
      body:
        'Accepting this agreement online has the same effect as signing it on paper. A signed copy, with the ' +
        'date you accepted it, is kept under Documents. This agreement is governed by the laws of the province ' +
        'where you work and the federal laws of Canada that apply there.',
    },
  ];
}

function frenchSections({ providerName, supportEmail, employerName }: AgreementParties): AgreementSection[] {
  return [
    {
      heading: '1. Les parties à l’entente',
      body:
        `La présente entente est conclue entre vous, votre employeur ${employerName} (l’« employeur ») et ` +
        `${providerName} (l’« administrateur »). Elle explique le fonctionnement du compte de soins de santé de ` +
        'votre employeur (le « régime ») et ce à quoi chacun de nous s’engage. En l’acceptant, vous confirmez ' +
        'l’avoir lue et y consentir.',
    },
    {
      heading: '2. La nature du régime',
      body:
        'Le régime est un régime privé d’assurance-maladie au sens de la Loi de l’impôt sur le revenu (Canada). ' +
        'Votre employeur le finance et fixe le montant que vous pouvez réclamer chaque année du régime. ' +
        'L’administrateur gère le régime pour votre employeur : il vérifie les réclamations, paie les ' +
        'réclamations admissibles à partir des sommes fournies par votre employeur et tient les dossiers. ' +
        'Le régime n’est pas une assurance : il ne paie que jusqu’à concurrence du montant dont vous disposez.',
    },
    {
      heading: '3. Les personnes couvertes',
      body:
        'Vous êtes couvert tant que vous êtes un employé inscrit au régime. Vous pouvez aussi réclamer pour ' +
        'votre conjoint ou conjoint de fait, vos enfants à charge (jusqu’à 21 ans, ou jusqu’à 25 ans s’ils ' +
        'étudient à temps plein) et les autres personnes qui dépendent de vous en raison d’une déficience ' +
        'physique ou mentale, une fois que vous les avez inscrites dans vos renseignements personnels.',
    },
    {
      heading: '4. Ce que vous pouvez réclamer',
      body:
        'Vous pouvez réclamer les frais de santé et dentaires qui donnent droit au crédit d’impôt pour frais ' +
        'médicaux, selon la liste de l’Agence du revenu du Canada, pour vous et vos personnes à charge ' +
        'couvertes. Une dépense doit avoir été engagée pendant que la personne était couverte et ne doit avoir ' +
        'été payée par aucun autre régime ni aucune autre personne. Si votre employeur offre aussi un compte ' +
        'mieux-être, les réclamations mieux-être suivent les catégories choisies par votre employeur et ' +
        'constituent pour vous un avantage imposable.',
    },
    {
      heading: '5. Vos plafonds et l’année du régime',
      body:
        'Votre catégorie fixe votre montant annuel. Les réclamations sont payées jusqu’à concurrence du solde ' +
        'dont vous disposez pour l’année du régime. Un solde inutilisé est perdu ou reporté à l’année suivante ' +
        'selon le type de période choisi par votre employeur, indiqué sur la page des détails de votre régime.',
    },
    {
      heading: '6. Les réclamations',
      body:
        'Soumettez vos réclamations en ligne ou au moyen du formulaire papier, avec une copie lisible de chaque ' +
        'reçu, dans le délai que le régime accorde après la fin de l’année du régime. Conservez vos reçus ' +
        'originaux pendant au moins six ans : l’administrateur peut demander à les voir, et une réclamation ' +
        'sélectionnée pour une vérification n’est payée qu’une fois les reçus vérifiés.',
    },
    {
      heading: '7. Des réclamations honnêtes',
      body:
        'Chaque fois que vous réclamez, vous confirmez que les renseignements sont véridiques et complets, que ' +
        'la dépense a été engagée et que personne d’autre ne l’a payée ni ne la paiera. Une réclamation fausse ' +
        'ou en double peut être annulée et doit être remboursée; elle peut aussi entraîner votre exclusion du ' +
        'régime et être signalée à votre employeur et aux autorités.',
    },
    {
      heading: '8. Vos paiements',
      body:
        'Les réclamations approuvées sont payées par dépôt direct dans le compte bancaire indiqué dans vos ' +
        'renseignements bancaires. Gardez-les à jour. Si vous recevez plus que ce qui vous revient, vous ' +
        'acceptez de rembourser la différence, qui peut être retenue sur des réclamations ultérieures.',
    },
    {
      heading: '9. L’impôt',
      body:
        'Les paiements d’un compte de soins de santé pour des frais médicaux admissibles ne sont généralement ' +
        'pas imposables pour vous. Vous ne pouvez pas déduire aussi, comme frais médicaux dans votre propre ' +
        'déclaration de revenus, un montant que le régime vous a payé. Les paiements mieux-être sont ' +
        'imposables et sont communiqués à votre employeur pour votre feuillet fiscal.',
    },
    {
      heading: '10. Votre vie privée',
      body:
        'L’administrateur recueille et utilise vos renseignements personnels, y compris les renseignements sur ' +
        'votre santé figurant sur vos reçus, uniquement pour gérer le régime, comme le permettent les lois ' +
        'canadiennes sur la protection des renseignements personnels. Votre employeur ne reçoit que ce dont il ' +
        'a besoin pour financer et gérer le régime, comme les montants réclamés et payés; il ne reçoit pas vos ' +
        'reçus. Les numéros de compte bancaire et d’assurance sociale sont chiffrés. Vous pouvez demander à ' +
        `consulter ou à corriger vos renseignements en écrivant à ${supportEmail}.`,
    },
    {
      heading: '11. Les modifications et la fin de la couverture',
      body:
        'Votre employeur peut modifier le régime ou y mettre fin, et l’administrateur peut mettre à jour la ' +
        'présente entente; on vous demandera d’accepter toute nouvelle version. Votre couverture prend fin à la ' +
        'fin de votre emploi ou de votre inscription, ou à la fin du régime. Les dépenses engagées avant cette ' +
        'date peuvent encore être réclamées pendant la période de réclamation qui suit.',
    },
    {
      heading: '12. L’acceptation en ligne',
      body:
        'Accepter la présente entente en ligne a le même effet que la signer sur papier. Une copie signée, ' +
        'portant la date de votre acceptation, est conservée sous Documents. La présente entente est régie par ' +
        'les lois de la province où vous travaillez et par les lois fédérales du Canada qui s’y appliquent.',
    },
  ];
}
