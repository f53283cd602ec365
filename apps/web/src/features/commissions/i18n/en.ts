import { COMMISSION_MESSAGES } from '@benefits/domain';

/** English text of the `commissions` namespace (lib/i18n/namespaces.ts; decisions 0018, 0042). */
export const en = {
  commissions: {
    list: {
      title: 'Commissions',
      intro:
        'You earn a share of the plan fee when a client you sold signs up, and of the administration fee of each of their paid claims. Your open statement gathers them as they accrue; at the close of a month it is paid by EFT once it reaches {{minimum}}.',
      introManager:
        'Your statements and your agents’: your override on their sales is on your own statements.',
      tableTitle: 'Commission statements',
      caption: 'Commission statements, the open one first, then the paid ones from the newest',
      empty: 'No commission statement yet.',
      statementLink: 'Statement {{id}}',
    },
    statement: {
      title: 'Commission statement {{id}}',
      back: 'Back to Commissions',
      details: 'Statement details',
      partner: 'Partner',
      status: 'Status',
      statuses: { OPEN: 'Open', PAID: 'Paid' },
      periodStart: 'First line',
      periodEnd: 'Period ending',
      paidOn: 'Paid on',
      payoutRef: 'EFT reference',
      total: 'Total',
      openNote:
        'This statement is open: it gathers commissions as they accrue and is paid by EFT at the close of a month once it reaches {{minimum}}.',
      lines: 'Lines',
      linesCaption: 'The statement’s lines: date, client, source, base, rate and commission',
      columns: {
        date: 'Date',
        client: 'Client',
        source: 'Source',
        base: 'Base',
        rate: 'Rate',
        commission: 'Commission',
      },
      sources: {
        SIGNUP: 'Sign-up payment',
        CLAIM_FEE: 'Claim {{ref}}: admin fee',
        ADJUSTMENT: 'Adjustment',
      },
      override: 'Manager override',
      noClient: 'No client',
      empty: 'No commission on this statement yet.',
      pdf: 'Download PDF',
      loadFailed: 'The statement could not be loaded.',
      retry: 'Try again',
    },
    serverMessages: { ...COMMISSION_MESSAGES },
  },
};
