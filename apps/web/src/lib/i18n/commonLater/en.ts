import type { DeepStrings } from '../types';

/**
 * The rest of the `common` namespace's public text, which no first render shows (../common/en.ts has
 * what one can): the other public pages (password reset and update, sign-out, the e-book), words the
 * signed-in shells share, and the words of the domain's message parameters. A chunk of its own in
 * each language, loaded once the browser is idle after the first render, with any area's or
 * feature's text, and by the `lazy` of every public page but the sign-in pages (lib/i18n
 * loadCommonLater), so /login does not wait for it (docs/performance.md, "Seventeenth session").
 */
export const en = {
  /** A label and its value on one line: French puts a space before the colon. */
  labelled: '{{label}}: {{value}}',
  reset: {
    title: 'Reset your password',
    intro:
      'Enter your ID and the e-mail address on your account. We will send you a link to choose a new password.',
    email: 'E-mail address',
    submit: 'Send reset link',
    backToLogin: 'Back to login',
    successTitle: 'Check your e-mail',
    successBody:
      'If the ID and e-mail address match an account, a link to choose a new password is on its way. The link can be used once and expires soon.',
  },
  update: {
    requestNew: 'Request a new link',
    title: 'Choose a new password',
    intro: 'Your new password must be at least 8 characters.',
    npw1: 'New password',
    npw2: 'Confirm new password',
    submit: 'Update password',
    successTitle: 'Password updated',
    successBody: 'Your password has been changed. You can now log in with your new password.',
    toLogin: 'Go to login',
  },
  logout: {
    signingOut: 'Signing out…',
  },
  refresh: {
    title: 'Refreshing',
    body: 'Your session has been reset.',
    toLogin: 'Go to login',
  },
  errors: {
    loadFailed: 'We could not load this page.',
    retry: 'Try again',
  },
  ebook: {
    redirecting: 'Redirecting to download...',
  },
  toolsButton: {
    label: 'Tools',
  },
  actingBanner: {
    text: '{{staff}} (staff) is acting for {{name}} ({{id}})',
    stop: 'Stop',
    stopLabel: 'Stop acting for {{name}}',
  },
  sessionWarning: {
    title: 'Your session is about to expire',
    body: 'For your security you will be logged out when the countdown reaches zero. Extend your session to keep working.',
    timeLeft: 'Time left: {{time}}',
    extend: 'Extend Session',
    logout: 'Logout',
    atLimit:
      'Your session has reached its maximum length and cannot be extended. Please save your work and log in again.',
  },
  unsavedChanges: {
    title: 'Leave this page?',
    body: 'Your changes on this page are not saved. If you leave now, they will be lost.',
    stay: 'Stay on this page',
    leave: 'Leave without saving',
  },
  params: {
    Employee: 'Employee',
    Partner: 'Partner',
  },
};

export type LaterCatalogue = DeepStrings<typeof en>;
