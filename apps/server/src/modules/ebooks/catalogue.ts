/**
 * The provider's ebooks (docs/product §2: /tools/ebook/{id} sends the browser to the download). Each is a
 * short plain-language guide rendered to PDF on request; the id is the public name in links.
 */
export interface Ebook {
  id: string;
  title: string;
  sections: { heading: string; body: string }[];
}

export const EBOOKS: readonly Ebook[] = [
  {
    id: 'hsa-guide',
    title: 'Your Health Spending Account: a practical guide',
    sections: [
      {
        heading: 'What a health spending account is',
        body: 'A health spending account (HSA) is an amount your employer sets aside each plan year to reimburse eligible medical and dental expenses for you, your spouse and your dependent children. Reimbursements are generally not taxable income for you, and the cost is a deductible business expense for your employer.',
      },
      {
        heading: 'What you can claim',
        body: 'Most expenses that qualify for the medical expense tax credit are eligible: prescription drugs, dental care, vision care and glasses, physiotherapy, chiropractic care, registered massage therapy, psychology and counselling, medical devices, hearing aids and orthotics. Keep every receipt: you will attach a photo or a PDF of it to your claim.',
      },
      {
        heading: 'How to claim online',
        body: 'Sign in, choose Make a Claim, pick your health spending account, and add one line per receipt: the patient, the service, the provider, the date of service and the amount. Attach the receipts, review the amounts, and submit. You will see what will be paid, the administration fee and any taxes before you confirm.',
      },
      {
        heading: 'Plan years and balances',
        body: 'Your balance belongs to a plan year. After a plan year ends, you have a run-out period to claim expenses from that year with what was left of its balance; claims then draw on last year first. Check Balance History to see every deposit and payment.',
      },
      {
        heading: 'Getting paid',
        body: 'Payments go to the bank account on your Banking Details page by direct deposit. Keep it current, and add a void cheque or a letter from your bank so we can verify it.',
      },
    ],
  },
  {
    id: 'wellness-guide',
    title: 'Wellness Spending Accounts explained',
    sections: [
      {
        heading: 'What a wellness spending account covers',
        body: 'A wellness spending account (WSA) reimburses expenses that keep you well but are not medical: fitness memberships and classes, sports equipment, nutrition counselling, courses and professional development, mental health programs and family recreation. Your employer chooses which categories apply.',
      },
      {
        heading: 'Taxes',
        body: 'Unlike health spending account payments, wellness reimbursements are a taxable benefit: they appear on your T4 slip. The claim review shows the amounts before you submit.',
      },
      {
        heading: 'How to claim',
        body: 'Choose Make a Claim, pick your wellness account, add your expenses with their receipts, review and submit. Your wellness balance is shown in the menu and on your dashboard.',
      },
    ],
  },
];

export const findEbook = (id: string): Ebook | undefined => EBOOKS.find((e) => e.id === id);
