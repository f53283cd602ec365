import type { DeepStrings } from '../../../lib/i18n/types';
import type { en } from './en';

/** Texte français (Canada) of the `classifications` namespace: the keys of en.ts (checked by its parity test). */
export const fr: DeepStrings<typeof en> = {
  classifications: {
    common: {
      cancel: 'Annuler',
      save: 'Enregistrer',
      close: 'Fermer',
      employees_zero: 'Aucun employé',
      employees_one: '{{count}} employé',
      employees_other: '{{count}} employés',
      discardTitle: 'Abandonner vos modifications?',
      discardBody:
        'Ce que vous avez saisi dans cette fenêtre n’est pas enregistré. Si vous la fermez maintenant, il sera perdu.',
      keepEditing: 'Continuer la saisie',
      discard: 'Abandonner les modifications',
    },
    divisions: {
      intro:
        'Les divisions regroupent vos employés dans les rapports. Une division peut être retirée lorsqu’aucun employé n’y appartient.',
      listTitle: 'Vos divisions',
      listLabel: 'Divisions',
      empty: 'Aucune division pour l’instant. Ajoutez-en une pour regrouper vos employés.',
      add: 'Ajouter une division',
      addTitle: 'Ajouter une division',
      name: 'Nom de la division',
      remove: 'Retirer',
      removeLabel: 'Retirer la division {{name}}',
      removeTitle: 'Retirer {{name}}?',
      removeBody: 'La division {{name}} sera retirée. Cette action est définitive.',
      removeConfirm: 'Retirer la division',
      cannotRemoveTitle: '{{name}} ne peut pas être retirée',
    },
    classes: {
      intro:
        'Chaque catégorie fixe le plafond annuel de ses employés. Un nouveau plafond peut être prévu à partir d’une date : d’ici là, il est en attente et peut être supprimé; à cette date, chaque employé de la catégorie reçoit la différence entre le nouveau et l’ancien plafond pour l’année de régime en cours. Un plafond plus bas prend au plus ce que contient le compte de l’employé : son solde s’arrête à 0,00 $, et ce qui a déjà été payé reste payé.',
      listTitle: 'Vos catégories',
      listLabel: 'Catégories',
      empty: 'Aucune catégorie pour l’instant. Ajoutez-en une pour fixer les plafonds de vos employés.',
      add: 'Ajouter une catégorie',
      addTitle: 'Ajouter une catégorie',
      editTitle: 'Modifier {{name}}',
      limitTitle: 'Prévoir un nouveau plafond pour {{name}}',
      name: 'Nom de la catégorie',
      hsaAmount: 'Montant CSS ($)',
      wellnessAmount: 'Montant mieux-être ($)',
      wellnessHelp: 'Laissez vide s’il n’y a pas de compte mieux-être.',
      newHsaAmount: 'Nouveau montant CSS ($)',
      newWellnessAmount: 'Nouveau montant mieux-être ($)',
      effectiveDate: 'En vigueur le',
      amountHelp: 'De 250 $ à 15 000 $.',
      periodType: 'Période du plafond',
      hsa: 'Plafond CSS',
      wellness: 'Plafond mieux-être',
      noWellness: 'Aucun',
      period: 'Période du plafond',
      since: 'En vigueur depuis le',
      edit: 'Modifier',
      editLabel: 'Modifier la catégorie {{name}}',
      schedule: 'Prévoir un nouveau plafond',
      scheduleLabel: 'Prévoir un nouveau plafond pour {{name}}',
      delete: 'Supprimer',
      deleteLabel: 'Supprimer la catégorie {{name}}',
      deleteTitle: 'Supprimer {{name}}?',
      deleteBody:
        'La catégorie {{name}} sera supprimée, avec tout changement de plafond en attente. Cette action est définitive.',
      deleteConfirm: 'Supprimer la catégorie',
      cannotDeleteTitle: '{{name}} ne peut pas être supprimée',
      pendingTitle: 'En attente à partir du {{date}}',
      pendingAmounts: 'CSS {{hsa}} · mieux-être {{wellness}}',
      pendingHsaOnly: 'CSS {{hsa}}',
      deletePending: 'Supprimer le changement en attente',
      deletePendingLabel: 'Supprimer le changement de plafond en attente de {{name}}',
      deletePendingTitle: 'Supprimer le changement en attente?',
      deletePendingBody:
        'Le nouveau plafond de {{name}} à partir du {{date}} ne prendra pas effet. Le plafond actuel demeure.',
      deletePendingConfirm: 'Supprimer le changement',
      decreaseWarning:
        'Ce changement abaisse le plafond. Les membres qui ont déjà utilisé plus que le nouveau montant cette année de régime gardent ce qui leur a été payé : leur solde passe à 0,00 $, jamais en dessous, et rien ne leur est repris.',
      alreadyPending: 'Un changement de plafond est déjà en attente : supprimez-le pour en prévoir un autre.',
    },
    periods: {
      '1': 'Remise à zéro à la fin de l’année de régime',
      '2': 'Report à la fin de l’année de régime',
      '3': 'Remise à zéro tous les 12 mois, le 1er janvier',
    },
    serverMessages: {
      nameRequired: 'Veuillez entrer un nom.',
      nameTooLong: 'Les noms comptent au plus {{max}} caractères.',
      divisionExists: 'Une division porte déjà ce nom.',
      divisionNotFound: 'Cette division n’existe pas.',
      divisionHasEmployees:
        'Cette division ne peut pas être retirée tant que des employés y appartiennent. Déplacez-les d’abord dans une autre division.',
      divisionAdded: 'Division ajoutée',
      divisionRemoved: 'Division retirée',
      classificationExists: 'Une catégorie porte déjà ce nom.',
      classificationNotFound: 'Cette catégorie n’existe pas.',
      classificationHasEmployees:
        'Cette catégorie ne peut pas être supprimée tant que des employés y appartiennent. Déplacez-les d’abord dans une autre catégorie.',
      classificationAdded: 'Catégorie ajoutée',
      classificationUpdated: 'Catégorie mise à jour',
      classificationDeleted: 'Catégorie supprimée',
      amountOutOfRange: 'Veuillez entrer un montant de 250 $ à 15 000 $.',
      wellnessAmountOutOfRange:
        'Veuillez entrer un montant mieux-être de 250 $ à 15 000 $, ou laisser le champ vide.',
      invalidPeriodType: 'Veuillez choisir la période du plafond.',
      effectiveDateRequired: 'Veuillez entrer la date d’entrée en vigueur du nouveau plafond.',
      effectiveDatePast: 'Le nouveau plafond doit entrer en vigueur aujourd’hui ou plus tard.',
      effectiveDateTooLate: 'Le nouveau plafond doit entrer en vigueur d’ici un an.',
      limitUnchanged: 'Le nouveau plafond est identique au plafond actuel.',
      pendingChangeExists:
        'Cette catégorie a déjà un changement de plafond en attente. Supprimez-le d’abord pour en prévoir un autre.',
      pendingChangeNotFound: 'Ce changement de plafond en attente n’existe pas ou a déjà pris effet.',
      limitChangeScheduled: 'Changement de plafond prévu',
      limitChangeApplied: 'Nouveau plafond appliqué',
      limitChangeAppliedKept:
        'Nouveau plafond appliqué. {{count}} membre(s) avaient déjà utilisé plus que le nouveau montant cette année de régime : ils gardent ce qui leur a été payé, et leur solde est maintenant de 0,00 $.',
      limitChangeAppliedKept_one:
        'Nouveau plafond appliqué. 1 membre avait déjà utilisé plus que le nouveau montant cette année de régime : il garde ce qui lui a été payé, et son solde est maintenant de 0,00 $.',
      limitChangeAppliedKept_other:
        'Nouveau plafond appliqué. {{count}} membres avaient déjà utilisé plus que le nouveau montant cette année de régime : ils gardent ce qui leur a été payé, et leur solde est maintenant de 0,00 $.',
      limitChangeDeleted: 'Changement de plafond en attente supprimé',
    },
  },
};
