/**
 * The HSA employer agreement an employee accepts at /hsa-agreement (docs/product §4 "HSA employer agreement
 * eligibility"). Plain language; the provider's name and support address come from configuration.
 * Change AGREEMENT_VERSION whenever the text changes: each acceptance records the version accepted.
 */
export const AGREEMENT_VERSION = '2025.1';

export const AGREEMENT_TITLE = 'Health Spending Account Employer Agreement';

export interface AgreementSection {
  heading: string;
  body: string;
}

export interface AgreementParties {
  providerName: string;
  supportEmail: string;
  employerName: string;
}

export function agreementSections({
  providerName,
  supportEmail,
  employerName,
}: AgreementParties): AgreementSection[] {
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
