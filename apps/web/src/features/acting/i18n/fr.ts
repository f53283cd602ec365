import type { DeepStrings } from '../../../lib/i18n/types';
import type { en } from './en';

export const fr: DeepStrings<typeof en> = {
  acting: {
    title: 'Accès à un compte',
    intro:
      'Trouvez un employé ou un agent et ouvrez son espace en son nom. Tout ce que vous y changez est consigné à votre nom ; son mot de passe et son courriel de connexion restent à lui seul de changer.',
    find: {
      title: 'Trouver un compte',
      type: 'Type de compte',
      employee: 'Employé',
      partner: 'Agent ou partenaire',
      employeeQuery: 'Numéro ou nom de l’employé',
      partnerQuery: 'Numéro de l’agent ou du partenaire',
      search: 'Rechercher',
      required: 'Entrez un numéro ou un nom.',
      results: 'Comptes trouvés',
      none: 'Aucun compte ne correspond à « {{q}} ».',
      terminated: 'Cessation d’emploi',
      actFor: 'Agir pour',
      actForLabel: 'Agir pour {{name}} ({{id}})',
      changeLog: 'Journal des modifications',
      changeLogLabel: 'Journal des modifications de {{name}} ({{id}})',
    },
    changes: {
      title: 'Journal des modifications de {{name}} ({{id}})',
      empty: 'Aucune modification enregistrée.',
      close: 'Fermer',
      byStaff: '{{name}} (personnel)',
      bySystem: 'Système ({{id}})',
      from: 'de',
      to: 'à',
      blank: '(vide)',
      more: 'Afficher plus',
    },
    log: {
      title: 'Activité récente du personnel',
      staff: 'Membre du personnel',
      anyStaff: 'Tous',
      subjectKind: 'Pour',
      anyKind: 'Tout',
      subjectId: 'Numéro',
      apply: 'Filtrer',
      clear: 'Effacer',
      empty: 'Aucune activité du personnel ne correspond.',
      more: 'Afficher plus',
      kinds: {
        employee: 'Employé',
        partner: 'Agent ou partenaire',
        company: 'Entreprise',
        claim: 'Demande de règlement',
        pad: 'Débit préautorisé',
      },
      forWhom: '{{kind}} {{id}}',
      /** `<area>.<verb>` keys of the staff action log; others show as written. */
      actions: {
        acting: { start: 'A commencé à agir', stop: 'A cessé d’agir' },
      },
    },
  },
};
