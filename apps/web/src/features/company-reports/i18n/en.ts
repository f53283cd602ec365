/** English text of the `company-reports` namespace (lib/i18n/namespaces.ts; decisions 18 and 35). */
export const en = {
  companyReports: {
    list: {
      intro:
        'Reports on your company’s plan: claims paid, balances, insurance and your company account. Each runs over a period you choose and exports to CSV or PDF.',
      label: 'Company reports',
    },
    about: {
      employees: 'What each employee’s health claims cost the company in the period, with fees and taxes.',
      wellnessEmployee: 'What each employee’s wellness claims cost the company in the period.',
      divisions: 'Health claims paid in the period by division, with a subtotal per division.',
      wellnessDivision: 'Wellness claims paid in the period by division, with a subtotal per division.',
      employeeBalance:
        'Each member’s health account: opening balance, funding, claims, expired balance and what is left to claim.',
      wellnessEmployeeBalance:
        'Each member’s wellness account: opening balance, funding, claims, expired balance and what is left to claim.',
      serviceSummary:
        'What the plan is used for: claims paid in the period by service category, with fees and taxes.',
      claimSummary: 'Every claim paid in the period by month, with fees and taxes, without medical details.',
      fees: 'Administration fees and taxes by month, for your books and input tax credits.',
      rff: 'The claims waiting for funding today, less your account balance: the amount to deposit.',
      travelStatement:
        'Travel insurance premiums by month: the members covered on the first, the premium and its taxes.',
      travelActivity:
        'Who joined or left travel insurance in the period, and how the monthly premium changed.',
      eeiStatement:
        'Employee earnings insurance premiums by month: the members covered on the first, the premium and its taxes.',
      eeiActivity:
        'Who joined or left employee earnings insurance in the period, and how the monthly premium changed.',
      catStatement:
        'Catastrophic drug insurance premiums by month: the members covered on the first, the premium and its taxes.',
      catActivity:
        'Who joined or left catastrophic drug insurance in the period, and how the monthly premium changed.',
      insuranceCoverage:
        'Who is covered by which insurance on the last day of the period (today unless you change it), with each monthly premium.',
      accountBalance:
        'Your company account like a bank statement: opening balance, deposits, claims paid, refunds and closing balance.',
    },
    report: {
      back: 'All company reports',
      empty: 'Nothing to report for this period.',
      noDivision: 'No division',
      asOf: 'As of {{date}}',
      rffEmpty: 'No claims are waiting for funding.',
      amountDue: 'Amount due: {{amount}}',
      amountDueHow: 'Claims waiting for funding {{claims}}, less your account balance {{balance}}.',
      notYet: 'This report is not available yet.',
      notFound: 'There is no company report by this name.',
      notFoundLink: 'See the company reports',
      hidden: {
        planCode: 'This report is not part of your company’s plan.',
        wellness: 'This report needs wellness accounts, which your company does not have.',
        insurance: 'This report is for an insurance your company does not hold.',
      },
    },
    chart: {
      serviceSummary: {
        title: 'Total due by service category',
        summary: '{{total}} due for claims paid from {{from}} to {{to}}, by service category.',
        bar: '{{category}}: {{amount}}',
      },
      claimSummary: {
        title: 'Claims paid by month',
        summary_one: '{{count}} claim paid from {{from}} to {{to}}, {{total}} due.',
        summary_other: '{{count}} claims paid from {{from}} to {{to}}, {{total}} due.',
        bar_one: '{{month}}: {{count}} claim, {{total}}',
        bar_other: '{{month}}: {{count}} claims, {{total}}',
      },
    },
  },
};
