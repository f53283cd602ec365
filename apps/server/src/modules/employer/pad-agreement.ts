import {
  BUSINESS_PAD_RECOURSE_BUSINESS_DAYS,
  PAD_AGREEMENT_VERSION,
  PAD_CANCELLATION_NOTICE_DAYS,
  PAD_CONFIRMATION_LEAD_DAYS,
  PAD_PRENOTIFICATION_DAYS,
  type PadAgreementElement,
} from '@benefits/domain';

/**
 * The company's Business PAD agreement (Payments Canada Rule H1), in English and French: one section
 * per required element (domain `PAD_AGREEMENT_ELEMENTS`), the numbers from the domain. The screen
 * shows it (/employer/banking-details/get) and the confirmation mail repeats it with the account
 * and the acceptance filled in. Change PAD_AGREEMENT_VERSION with the wording.
 */
export type PadLanguage = 'en' | 'fr';

export interface PadParties {
  payeeName: string;
  payeeEmail: string;
  payeeUrl: string;
  companyName: string;
}

/** What the mail's copy fills in; the screen's copy leaves them as placeholders. */
export interface PadFilled {
  signatoryName: string;
  acceptedOn: string;
  institutionNumber: string;
  transitNumber: string;
  maskedAccount: string;
  prenotificationWaived: boolean;
}

export interface PadSection {
  element: PadAgreementElement;
  heading: string;
  body: string;
}

const PAYMENTS_CANADA = 'www.payments.ca';

export function padTitle(language: PadLanguage): string {
  return language === 'fr'
    ? 'Accord de débit préautorisé (DPA) d’entreprise'
    : 'Business Pre-Authorized Debit (PAD) Agreement';
}

export function padSections(language: PadLanguage, p: PadParties, filled?: PadFilled): PadSection[] {
  const fr = language === 'fr';
  const who = filled?.signatoryName ?? (fr ? 'la personne autorisée' : 'the authorised person');
  const account = filled
    ? fr
      ? `institution ${filled.institutionNumber}, transit ${filled.transitNumber}, compte ${filled.maskedAccount}`
      : `institution ${filled.institutionNumber}, transit ${filled.transitNumber}, account ${filled.maskedAccount}`
    : fr
      ? 'le compte indiqué dans le formulaire d’acceptation'
      : 'the account given in the acceptance form';
  const waiver =
    filled === undefined
      ? fr
        ? `Une entreprise peut renoncer à cet avis : cochez la case de renonciation si ${p.companyName} y renonce.`
        : `A business may waive this notice: tick the waiver box if ${p.companyName} waives it.`
      : filled.prenotificationWaived
        ? fr
          ? `${p.companyName} renonce à cet avis préalable.`
          : `${p.companyName} waives this pre-notification.`
        : fr
          ? `${p.companyName} ne renonce pas à cet avis préalable.`
          : `${p.companyName} does not waive this pre-notification.`;
  if (fr) {
    return [
      {
        element: 'authorization',
        heading: '1. Autorisation',
        body:
          `${p.companyName} (le « payeur »), par ${who}, qui déclare avoir le pouvoir d’autoriser des débits sur ` +
          `le compte, autorise ${p.payeeName} (le « bénéficiaire ») à débiter le compte du payeur comme le prévoit ` +
          `le présent accord. L’acceptation en ligne${filled ? `, le ${filled.acceptedOn},` : ', à la date où elle est faite,'} vaut signature.`,
      },
      {
        element: 'account',
        heading: '2. Compte du payeur',
        body:
          `Compte de l’entreprise au nom de ${p.companyName} : ${account}. Un chèque annulé ou une lettre de la ` +
          'banque confirme le compte.',
      },
      {
        element: 'amountAndTiming',
        heading: '3. Montants et dates des débits',
        body:
          'Les montants et les dates varient : le bénéficiaire débite ce qu’il faut pour financer les demandes de ' +
          'remboursement payées aux employés du payeur et les frais d’administration et taxes qui s’y rattachent, ' +
          'selon la fréquence de financement choisie par le payeur, ainsi que les frais du régime à son ' +
          `renouvellement. Le premier débit n’a pas lieu moins de ${PAD_CONFIRMATION_LEAD_DAYS} jours après la ` +
          'confirmation du présent accord.',
      },
      {
        element: 'category',
        heading: '4. Catégorie',
        body: 'Il s’agit d’un DPA d’entreprise, au sens de la règle H1 de Paiements Canada.',
      },
      {
        element: 'prenotification',
        heading: '5. Avis préalable',
        body:
          `Le bénéficiaire avise le payeur par écrit au moins ${PAD_PRENOTIFICATION_DAYS} jours civils avant chaque ` +
          `débit dont le montant ou la date diffère du précédent. ${waiver}`,
      },
      {
        element: 'cancellation',
        heading: '6. Annulation',
        body:
          `Le payeur peut annuler cet accord en tout temps, par écrit (${p.payeeEmail}), avec un préavis de ` +
          `${PAD_CANCELLATION_NOTICE_DAYS} jours. L’annulation ne met pas fin aux obligations du payeur envers le ` +
          `bénéficiaire. Un modèle de formulaire d’annulation et plus d’information sont offerts à ${PAYMENTS_CANADA}.`,
      },
      {
        element: 'recourse',
        heading: '7. Droits de recours et coordonnées',
        body:
          'Le payeur dispose de certains droits de recours si un débit n’est pas conforme au présent accord : par ' +
          'exemple, il a le droit d’être remboursé d’un débit non autorisé ou non conforme. Pour un DPA ' +
          `d’entreprise, la demande doit être faite dans les ${BUSINESS_PAD_RECOURSE_BUSINESS_DAYS} jours ouvrables ` +
          'suivant le débit. Pour en savoir plus, le payeur peut communiquer avec son institution financière ou ' +
          `visiter ${PAYMENTS_CANADA}. Bénéficiaire : ${p.payeeName}, ${p.payeeEmail}, ${p.payeeUrl}.`,
      },
    ];
  }
  return [
    {
      element: 'authorization',
      heading: '1. Authorisation',
      body:
        `${p.companyName} (the "payor"), through ${who}, who confirms having authority to authorise debits on the ` +
        `account, authorises ${p.payeeName} (the "payee") to debit the payor's account as this agreement sets out. ` +
        `Accepting it online${filled ? ` on ${filled.acceptedOn}` : ', on the date it is accepted'}, is the payor's signature.`,
    },
    {
      element: 'account',
      heading: "2. The payor's account",
      body: `The business account of ${p.companyName}: ${account}. A void cheque or a bank letter confirms the account.`,
    },
    {
      element: 'amountAndTiming',
      heading: '3. Amounts and timing',
      body:
        'Amounts and dates vary: the payee debits what it takes to fund the claims paid to the payor’s employees, ' +
        'with the administration fees and taxes on them, at the funding frequency the payor chose, and the plan’s ' +
        `fees at renewal. The first debit comes no sooner than ${PAD_CONFIRMATION_LEAD_DAYS} days after this ` +
        'agreement is confirmed.',
    },
    {
      element: 'category',
      heading: '4. Category',
      body: "This is a Business PAD, as Payments Canada's Rule H1 defines it.",
    },
    {
      element: 'prenotification',
      heading: '5. Pre-notification',
      body:
        `The payee notifies the payor in writing at least ${PAD_PRENOTIFICATION_DAYS} calendar days before any ` +
        `debit whose amount or date differs from the one before. ${waiver}`,
    },
    {
      element: 'cancellation',
      heading: '6. Cancellation',
      body:
        `The payor may cancel this agreement at any time, in writing (${p.payeeEmail}), with ` +
        `${PAD_CANCELLATION_NOTICE_DAYS} days' notice. Cancelling does not end the payor's obligations to the ` +
        `payee. A sample cancellation form and more information are at ${PAYMENTS_CANADA}.`,
    },
    {
      element: 'recourse',
      heading: '7. Recourse rights and contact',
      body:
        'The payor has certain recourse rights if a debit does not comply with this agreement: for example, the ' +
        'right to be reimbursed for a debit that is not authorised or not consistent with this agreement. For a ' +
        `Business PAD the claim must be made within ${BUSINESS_PAD_RECOURSE_BUSINESS_DAYS} business days of the ` +
        `debit. For more information, the payor may contact its financial institution or visit ${PAYMENTS_CANADA}. ` +
        `Payee: ${p.payeeName}, ${p.payeeEmail}, ${p.payeeUrl}.`,
    },
  ];
}

/** The confirmation Rule H1 asks for, in both official languages (the agreement, filled in). */
export function padConfirmationMail(
  to: string,
  p: PadParties,
  filled: PadFilled,
): { to: string; subject: string; text: string } {
  const part = (language: PadLanguage) => {
    const fr = language === 'fr';
    return [
      fr
        ? `Confirmation de l’accord de DPA d’entreprise de ${p.companyName} (version ${PAD_AGREEMENT_VERSION}), accepté le ${filled.acceptedOn} par ${filled.signatoryName}.`
        : `Confirmation of the Business PAD agreement of ${p.companyName} (version ${PAD_AGREEMENT_VERSION}), accepted on ${filled.acceptedOn} by ${filled.signatoryName}.`,
      '',
      padTitle(language),
      '',
      ...padSections(language, p, filled).flatMap((s) => [s.heading, s.body, '']),
    ];
  };
  return {
    to,
    subject: `${p.payeeName}: ${padTitle('en')} / ${padTitle('fr')}`,
    text: [...part('en'), '----', '', ...part('fr'), p.payeeName].join('\n'),
  };
}
