import type { DeepStrings } from '../../../lib/i18n/types';
import type { en } from './en';

/** Texte français (Canada) of the `tools` namespace: the keys of en.ts (checked by its parity test). */
export const fr: DeepStrings<typeof en> = {
  tools: {
    title: 'Outils',
    username: 'Nom d’utilisateur',
    permissions: 'Autorisations',
    noPermissions: 'Aucune autorisation',
    permissionNames: {
      ALL_ACCESS: 'Accès complet',
      PERMIT_LOGIN_AS: 'Ouverture de comptes',
      PERMIT_SALES_REPORT: 'Rapport des ventes',
      PERMIT_MANAGE_ADS: 'Annonces et notes de mise à jour',
      PERMIT_DEVELOPER: 'Outils de développement',
      PERMIT_AUDIT: 'Vérifications',
      PERMIT_SEND_RECEIPTS: 'Reçus',
    },
    canDo: 'Ce que vous pouvez faire',
    nothingToDo:
      'Vos autorisations ne donnent encore accès à aucun outil. Demandez un accès à un administrateur.',
    itemText: {
      accessAccount: 'Ouvrir le compte d’un employé ou d’un agent pour le consulter et agir en son nom.',
      salesReport: 'Voir les ventes de CSS par période, partenaire et régime.',
      manageAds: 'Créer, modifier et retirer les annonces présentées aux employés et aux partenaires.',
      manageUpdates: 'Publier les notes de mise à jour qui présentent les nouveautés de l’application.',
      resendWelcome: 'Renvoyer le message de bienvenue à un employeur, un employé ou un agent.',
      sendReceipt: 'Renvoyer un reçu de paiement à un client.',
      sendPartnerReceipt: 'Renvoyer un reçu de commission ou de paiement à un partenaire.',
      auditClaim: 'Examiner les réclamations soumises et leurs reçus, puis les accepter ou les refuser.',
      auditPad: 'Vérifier les documents de débit préautorisé des employés, des employeurs et des agents.',
      recalcEmployeeLimit:
        'Recalculer la limite d’un employé après un changement de catégorie ou d’année de régime.',
      apiTester: 'Appeler n’importe quel chemin de l’API par GET ou POST et voir la réponse.',
      apiRoutes: 'Lister chaque point d’accès de l’API, avec qui peut l’appeler.',
    },
  },
};
