/**
 * English text of the `accountStates` namespace (decision 0020): the forced password change and the
 * frozen account, shown in the employee and partner areas alike; loaded with those areas' shells.
 */
export const en = {
  accountStates: {
    changePassword: {
      title: 'Change your password',
      intro:
        'Before you continue, please choose a new password for your account. It must be at least 8 characters and differ from your current one.',
      npw1: 'New password',
      npw2: 'Confirm new password',
      submit: 'Change password',
    },
    frozen: {
      title: 'Your account is frozen',
      claims:
        'Claims cannot be made while your account is frozen. Please contact {{provider}} to release it.',
      banking:
        'Your banking details cannot be changed while your account is frozen. Please contact {{provider}} to release it.',
    },
  },
};
