/** The partner sign-up's text (docs/product §2 /partner/signup, /review, /thanks; decision 0036). */
export const en = {
  partnerSignup: {
    title: 'Become a partner',
    intro:
      'Apply to sell our plans as a partner. It takes about ten minutes: your details, your business, your insurance licences, the account your commissions are paid into, and three agreements.',
    draftNote:
      'What you type is kept in this browser tab, so reloading the page does not lose it. Your social insurance number and bank account number are never kept: type them again after a reload.',
    required: 'Fields marked * are required.',
    sections: {
      personal: 'About you',
      business: 'Your business',
      sin: 'Identification',
      licences: 'Insurance licences',
      banking: 'Commission deposits',
      agreements: 'Agreements',
    },
    fields: {
      firstname: 'First name',
      lastname: 'Last name',
      email: 'E-mail address',
      address: 'Street address',
      address2: 'Address line 2',
      province: 'Province',
      city: 'City',
      postalcode: 'Postal code',
      phone: 'Telephone',
      phoneext: 'Extension',
      businessName: 'Business name',
      businessPrincipalOfficer: 'Principal officer',
      businessID: 'Business number (BN)',
      businessPrincipalOfficerEmail: 'Principal officer’s e-mail',
      personalID: 'Social insurance number',
      transitNumber: 'Transit number',
      institutionNumber: 'Institution number',
      accountNumber: 'Account number',
      license: 'Licence number',
      expiry: 'Licence expiry date',
    },
    hints: {
      optional: 'Optional',
      businessID: 'The 9 digits of your CRA business number',
      personalID: '9 digits. Stored encrypted and never shown again.',
      transitNumber: '5 digits',
      institutionNumber: '3 digits',
      accountNumber: '7 to 12 digits',
    },
    choose: 'Choose…',
    licencesIntro:
      'Turn on each province where you hold a licence. Turning a province on or off clears its licence number and sets its expiry to {{date}}: enter your licence’s own expiry date, which must be in the future.',
    licensedIn: 'Licensed {{inProvince}}',
    bankingIntro:
      'Commissions are paid by direct deposit into this account. Our staff verify it before the first payment.',
    agreements: {
      agentContract: 'I have read and accept the agent contract.',
      salesCommissionSchedule: 'I have read and accept the sales commission schedule.',
      preAuthAgreement:
        'I authorise pre-authorised debits and credits on the account above (pre-authorised debit agreement).',
    },
    continue: 'Review application',
    review: {
      title: 'Review your application',
      intro: 'Check your answers, then submit. To change something, choose Edit.',
      edit: 'Edit',
      submit: 'Submit application',
      accepted: 'Accepted',
      none: 'None',
      licence: '{{licence}}, expires {{expiry}}',
      phone: '{{phone}} ext. {{ext}}',
    },
    thanks: {
      title: 'Thank you for applying',
      id: 'Your partner ID is {{id}}.',
      mail: 'We sent a welcome e-mail to {{email}} with a link to choose your password. The link works once, for 7 days.',
      mailNoAddress: 'We sent you a welcome e-mail with a link to choose your password.',
      banking: 'Our staff verify your banking information before your first commission is paid.',
      login: 'Go to partner login',
      // Opened directly (a bookmark), with no application just submitted.
      nothingTitle: 'Nothing to confirm',
      nothing:
        'There is no application to confirm here: this page thanks you right after you submit your application.',
      apply: 'Apply to become a partner',
    },
    // PARTNER_SIGNUP_MESSAGES (packages/domain/src/signup/partner-signup.ts), English exactly as the wire's.
    serverMessages: {
      emailAlreadyPartner:
        'A partner account already uses this e-mail address. Please sign in with your partner ID, or use another address.',
    },
  },
};
