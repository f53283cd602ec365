import type { DeepStrings } from '../../../lib/i18n/types';
import type { en } from './en';

/** Texte français (Canada) of the `wellness` namespace: the keys of en.ts (checked by its parity test). */
export const fr: DeepStrings<typeof en> = {
  wellness: {
    common: {
      noAmount: 'Aucun',
      cancel: 'Annuler',
      close: 'Fermer',
      employees_zero: 'Aucun employé actif',
      employees_one: '{{count}} employé actif',
      employees_other: '{{count}} employés actifs',
      dashboard: 'Retour au tableau de bord',
    },
    categoryNames: {
      nutrition: 'Nutrition',
      fitness: 'Conditionnement physique',
      development: 'Perfectionnement professionnel ou personnel',
      interest: 'Intérêts personnels ou familiaux',
      mentalHealth: 'Santé mentale',
    },
    form: {
      categoriesTitle: 'Catégories couvertes',
      categoriesHelp:
        'Choisissez-en au moins une. Les employés peuvent réclamer leurs dépenses de mieux-être dans ces catégories.',
      amountsTitle: 'Montant mieux-être par catégorie d’employés',
      amountsHelp:
        'Chaque employé d’une catégorie reçoit ce montant dans son compte mieux-être (CME) pour l’année du régime. De 250 $ à 15 000 $.',
      amountLabel: 'Montant mieux-être pour {{name}} ($)',
      current: 'Actuellement {{amount}}',
      noAccount:
        'Aucun compte mieux-être : cette catégorie d’employés n’a pas de montant mieux-être. Donnez-lui-en un à la page Catégories.',
      dateTitle: 'Date d’effet',
      date: 'En vigueur le',
      dateHelp:
        'Aujourd’hui : en vigueur immédiatement. Une date ultérieure reste un changement en attente jusque-là.',
    },
    setup: {
      intro:
        'Les comptes mieux-être (CME) permettent à vos employés de réclamer des dépenses de mieux-être, comme la condition physique ou la nutrition, jusqu’à un montant annuel que vous choisissez pour chaque catégorie d’employés.',
      submit: 'Mettre en place le mieux-être',
      alreadyTitle: 'Votre entreprise a déjà des comptes mieux-être',
      alreadyBody:
        'Le mieux-être est en place. Vous pouvez modifier ses catégories et ses montants, ou y mettre fin, dans Gestion du mieux-être.',
      toManage: 'Aller à la gestion du mieux-être',
      noClassesTitle: 'Ajoutez d’abord une catégorie d’employés',
      noClassesBody:
        'Les montants mieux-être se fixent par catégorie d’employés, et votre entreprise n’en a encore aucune. Ajoutez-en une, puis revenez.',
      toClassifications: 'Aller aux catégories d’employés',
      pendingIntro:
        'La mise en place de votre mieux-être est prévue. Jusqu’à sa date, elle peut être supprimée; à cette date, chaque employé reçoit son compte mieux-être.',
    },
    success: {
      appliedTitle: 'Les comptes mieux-être sont en place',
      appliedBody:
        'Chaque employé de vos catégories a maintenant un compte mieux-être avec le montant de cette année du régime. Il voit son solde CME et peut faire des réclamations mieux-être.',
      pendingTitle: 'Les comptes mieux-être commencent le {{date}}',
      pendingBody:
        'À cette date, chaque employé de vos catégories recevra un compte mieux-être avec le montant de cette année du régime. D’ici là, vous pouvez supprimer la mise en place dans Mise en place du mieux-être.',
      noneTitle: 'Aucune mise en place du mieux-être',
      noneBody: 'Votre entreprise n’a pas de comptes mieux-être, ni de mise en place en attente.',
      toSetup: 'Aller à la mise en place du mieux-être',
      toManage: 'Gérer le mieux-être',
      categories: 'Catégories',
      amounts: 'Montants mieux-être',
    },
    manage: {
      intro:
        'Modifiez, à partir d’une date, les catégories couvertes par vos comptes mieux-être ou le montant de chaque catégorie d’employés, ou mettez fin aux comptes mieux-être. Un seul changement peut être en attente à la fois.',
      notSetUpTitle: 'Votre entreprise n’a pas de comptes mieux-être',
      notSetUpBody: 'Mettez d’abord le mieux-être en place, dans Mise en place du mieux-être.',
      toSetup: 'Aller à la mise en place du mieux-être',
      currentTitle: 'Mieux-être actuel',
      categories: 'Catégories',
      amountsLabel: 'Montants mieux-être par catégorie d’employés',
      noClasses: 'Aucune catégorie d’employés pour l’instant.',
      change: 'Modifier les catégories ou les montants',
      changeTitle: 'Modifier le mieux-être',
      saveChange: 'Enregistrer le changement',
      end: 'Mettre fin aux comptes mieux-être',
      alreadyPending: 'Un changement est déjà en attente : supprimez-le pour en prévoir un autre.',
    },
    pending: {
      title: 'En attente à partir du {{date}}',
      setup: 'Mise en place du mieux-être',
      change: 'Nouvelles catégories et nouveaux montants',
      terminate: 'Fin des comptes mieux-être',
      categories: 'Catégories : {{list}}',
      amount: '{{name}} : {{amount}}',
      delete: 'Supprimer le changement en attente',
      deleteTitle: 'Supprimer le changement en attente?',
      deleteBody: 'Le changement du {{date}} ne prendra pas effet. Le mieux-être reste tel qu’il est.',
      removedClassification: 'Une catégorie supprimée',
    },
    terminate: {
      title: 'Mettre fin aux comptes mieux-être',
      dateIntro: 'Choisissez la date de fin des comptes mieux-être. Vous confirmerez à l’étape suivante.',
      date: 'Fin le',
      next: 'Continuer',
      confirmTitle: 'Mettre fin aux comptes mieux-être le {{date}}?',
      consequences: 'Le {{date}} :',
      noClaims:
        'Les employés ne peuvent plus faire de réclamations mieux-être (CME), pour aucune dépense. Les réclamations pour des dépenses antérieures doivent être soumises avant cette date.',
      balances:
        'Le solde CME restant de chaque employé est fermé (ramené à zéro). Les montants mieux-être inutilisés ne sont ni versés ni transférés au CSS.',
      amounts:
        'Les montants mieux-être de vos catégories d’employés sont retirés; les plafonds CSS ne changent pas.',
      undo: 'Jusqu’à cette date, vous pouvez supprimer ce changement en attente. Ensuite, le mieux-être pourra être remis en place depuis le début.',
      confirm: 'Mettre fin aux comptes mieux-être',
      back: 'Retour',
    },
    serverMessages: {
      categoriesRequired: 'Veuillez choisir au moins une catégorie de mieux-être.',
      categoryUnknown: 'Veuillez choisir les catégories de mieux-être dans la liste.',
      amountOutOfRange: 'Veuillez entrer un montant mieux-être de 250 $ à 15 000 $.',
      amountsIncomplete: 'Veuillez entrer un montant mieux-être pour chaque catégorie d’employés.',
      classificationNotFound: 'Cette catégorie d’employés n’existe pas.',
      classificationWithoutWellness:
        'Cette catégorie d’employés n’a pas de compte mieux-être. Donnez-lui un montant mieux-être à la page Catégories.',
      noClassifications:
        'Votre entreprise n’a encore aucune catégorie d’employés. Ajoutez-en une avant de mettre en place le mieux-être.',
      effectiveDateRequired: 'Veuillez entrer la date d’entrée en vigueur.',
      effectiveDatePast: 'La date doit être aujourd’hui ou plus tard.',
      effectiveDateTooLate: 'La date doit être dans moins d’un an.',
      alreadySetUp: 'Votre entreprise a déjà des comptes mieux-être. Gérez-les plutôt.',
      notSetUp: 'Votre entreprise n’a pas encore de comptes mieux-être. Mettez-les d’abord en place.',
      pendingExists:
        'Un changement du mieux-être est déjà en attente. Supprimez-le d’abord pour en prévoir un autre.',
      pendingNotFound: 'Ce changement du mieux-être en attente n’existe pas ou a déjà pris effet.',
      nothingChanges: 'Les catégories et les montants sont les mêmes que maintenant.',
      confirmTermination:
        'Veuillez confirmer que vous comprenez ce qu’entraîne la fin des comptes mieux-être.',
      setUp: 'Les comptes mieux-être sont en place',
      setUpScheduled: 'Mise en place du mieux-être prévue',
      changed: 'Comptes mieux-être modifiés',
      changeScheduled: 'Changement du mieux-être prévu',
      terminated: 'Les comptes mieux-être ont pris fin',
      terminationScheduled: 'Fin des comptes mieux-être prévue',
      pendingDeleted: 'Changement du mieux-être en attente supprimé',
    },
  },
};
