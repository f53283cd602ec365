import type { DeepStrings } from '../../../lib/i18n/types';
import type { en } from './en';

/** Texte français (Canada) of the `devtools` namespace: the keys of en.ts (checked by its parity test). */
export const fr: DeepStrings<typeof en> = {
  devtools: {
    routes: {
      title: 'Routes de l’API',
      intro:
        'Chaque point d’accès de l’API, généré à partir du contrat : son chemin, sa méthode, qui peut l’appeler et ce qu’il accepte.',
      search: 'Rechercher une route',
      count: 'Routes affichées : {{count}}',
      none: 'Aucune route ne correspond à votre recherche.',
      access: 'Accès :',
      request: 'Requête',
      showSchema: 'Afficher le schéma de la requête',
      openapi: 'Télécharger le document OpenAPI 3.1',
    },
    tester: {
      title: 'Testeur d’API',
      intro:
        'Appelez n’importe quel chemin de l’API par GET ou POST et voyez la réponse. Chaque appel est inscrit au journal du personnel.',
      pathLabel: 'Chemin',
      pathHelp: 'Sous {{prefix}}, par exemple {{example}}',
      method: 'Méthode',
      body: 'Corps JSON (data)',
      bodyInvalid: 'Ce n’est pas du JSON valide : {{error}}',
      pathRequired: 'Veuillez saisir un chemin commençant par /',
      withToken: 'Envoyer mon jeton du personnel',
      send: 'Envoyer',
      status: 'Statut HTTP',
      code: 'Code de la réponse',
      answer: 'Réponse',
      useExample: 'Utiliser l’exemple',
      answerTo: 'Réponse à {{request}}',
      answerToPrevious: 'Réponse à la requête précédente, {{request}}',
      requestChanged: 'La requête a changé depuis son envoi : envoyez-la pour voir sa propre réponse.',
      request: '{{method}} {{path}}',
      requestNoToken: '{{method}} {{path}} sans votre jeton',
    },
    recalc: {
      title: 'Recalculer la limite d’un employé',
      intro:
        'Comparez la limite d’un employé pour l’année de régime en cours, telle que le grand livre la tient, avec ce que sa catégorie donne, puis appliquez l’écart.',
      employeeId: 'Numéro d’employé',
      employeeIdRequired: 'Veuillez saisir un numéro d’employé',
      calculate: 'Calculer',
      employee: 'Employé',
      company: 'Entreprise',
      classification: 'Catégorie',
      noClassification: 'Aucune catégorie',
      planYear: 'Année de régime',
      funded: 'Année de régime financée',
      yes: 'Oui',
      no: 'Non',
      hsa: 'Limite du CSS',
      wsa: 'Limite mieux-être',
      beforeAfter: '{{before}} actuellement → {{after}} selon la catégorie',
      upToDate: 'La limite est déjà juste : rien à appliquer.',
      notFunded:
        'Cette année de régime n’est pas encore financée : son financement utilisera les montants de la catégorie.',
      changes: 'Écritures à passer',
      changesWritten: 'Écritures passées',
      change: '{{account}} : {{amount}}',
      apply: 'Appliquer',
      confirmTitle: 'Appliquer le recalcul?',
      confirmBody:
        'Cela inscrit {{count}} ligne(s) au grand livre pour l’employé {{id}}. Impossible d’annuler à partir d’ici.',
      cancel: 'Annuler',
      applied: 'La limite a été recalculée.',
    },
  },
};
