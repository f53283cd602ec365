import { CLASSIFICATION_MESSAGES } from '@benefits/domain';

/** The company's divisions and classifications screens (/divisions, /classifications). */
export const en = {
  classifications: {
    common: {
      cancel: 'Cancel',
      save: 'Save',
      close: 'Close',
      employees_zero: 'No employees',
      employees_one: '{{count}} employee',
      employees_other: '{{count}} employees',
      discardTitle: 'Discard your changes?',
      discardBody: 'What you typed in this dialog is not saved. If you close it now, it will be lost.',
      keepEditing: 'Keep editing',
      discard: 'Discard changes',
    },
    divisions: {
      intro:
        'Divisions group your employees for reports. A division can be removed once no employee belongs to it.',
      listTitle: 'Your divisions',
      listLabel: 'Divisions',
      empty: 'No divisions yet. Add one to group your employees.',
      add: 'Add division',
      addTitle: 'Add a division',
      name: 'Division name',
      remove: 'Remove',
      removeLabel: 'Remove division {{name}}',
      removeTitle: 'Remove {{name}}?',
      removeBody: 'The division {{name}} will be removed. This cannot be undone.',
      removeConfirm: 'Remove division',
      cannotRemoveTitle: '{{name}} cannot be removed',
    },
    classes: {
      intro:
        'Each classification sets the yearly limit of the employees in it. A new limit can be scheduled from a date: until then it is pending and can be deleted; on that date every employee of the classification gets the difference between the new and the old limit for the current plan year. A lower limit takes at most what an employee’s account holds: their balance stops at $0.00, and what was already paid stays paid.',
      listTitle: 'Your classifications',
      listLabel: 'Classifications',
      empty: 'No classifications yet. Add one to set your employees’ limits.',
      add: 'Add classification',
      addTitle: 'Add a classification',
      editTitle: 'Edit {{name}}',
      limitTitle: 'Schedule a new limit for {{name}}',
      name: 'Classification name',
      hsaAmount: 'HSA amount ($)',
      wellnessAmount: 'Wellness amount ($)',
      wellnessHelp: 'Leave empty for no wellness account.',
      newHsaAmount: 'New HSA amount ($)',
      newWellnessAmount: 'New wellness amount ($)',
      effectiveDate: 'Takes effect on',
      amountHelp: 'From $250 to $15,000.',
      periodType: 'Limit period',
      hsa: 'HSA limit',
      wellness: 'Wellness limit',
      noWellness: 'None',
      period: 'Limit period',
      since: 'In effect since',
      edit: 'Edit',
      editLabel: 'Edit classification {{name}}',
      schedule: 'Schedule new limit',
      scheduleLabel: 'Schedule a new limit for {{name}}',
      delete: 'Delete',
      deleteLabel: 'Delete classification {{name}}',
      deleteTitle: 'Delete {{name}}?',
      deleteBody:
        'The classification {{name}} will be deleted, with any pending limit change. This cannot be undone.',
      deleteConfirm: 'Delete classification',
      cannotDeleteTitle: '{{name}} cannot be deleted',
      pendingTitle: 'Pending from {{date}}',
      pendingAmounts: 'HSA {{hsa}} · wellness {{wellness}}',
      pendingHsaOnly: 'HSA {{hsa}}',
      deletePending: 'Delete pending change',
      deletePendingLabel: 'Delete the pending limit change of {{name}}',
      deletePendingTitle: 'Delete the pending change?',
      deletePendingBody:
        'The new limit of {{name}} from {{date}} will not take effect. The current limit stays.',
      deletePendingConfirm: 'Delete pending change',
      decreaseWarning:
        'This lowers the limit. Members who have already used more than the new amount this plan year keep what was paid: their balance goes to $0.00, never below, and nothing is taken back.',
      alreadyPending: 'A limit change is already pending: delete it to schedule another.',
    },
    periods: {
      '1': 'Reset on plan year end',
      '2': 'Roll over on plan year end',
      '3': 'Reset every 12 months on Jan 1',
    },
    // The server’s messages in English are the domain’s own (keyed, decision 0018).
    serverMessages: {
      ...CLASSIFICATION_MESSAGES,
      // The web's own singular and plural of the wire's 'member(s)' (i18next picks one by the count).
      limitChangeAppliedKept_one:
        'New limit applied. 1 member had already used more than the new amount this plan year: they keep what was paid, and their balance is now $0.00.',
      limitChangeAppliedKept_other:
        'New limit applied. {{count}} members had already used more than the new amount this plan year: they keep what was paid, and their balances are now $0.00.',
    },
  },
};
