import type { DeepStrings } from '../../../lib/i18n/types';
import type { en } from './en';

export const fr: DeepStrings<typeof en> = {
  enrolment: {
    tabs: {
      label: 'Comment ajouter',
      form: 'Un employé',
      file: 'À partir d’un fichier CSV',
      admin: 'Administrateur hors régime',
    },
    form: {
      intro:
        'Chaque nouvel employé reçoit un numéro de connexion, un courriel de bienvenue avec un lien pour choisir son mot de passe et, à compter de sa date d’entrée en vigueur, le plafond de sa catégorie pour l’année du régime.',
      firstName: 'Prénom',
      lastName: 'Nom',
      email: 'Adresse courriel',
      dateOfBirth: 'Date de naissance',
      province: 'Province',
      choose: 'Choisir…',
      effectiveDate: 'Date d’entrée en vigueur',
      classification: 'Catégorie',
      division: 'Division',
      noDivision: 'Aucune division',
      groupAdmin: 'Aussi administrateur de l’entreprise (administrateur de groupe)',
      language: 'Langue du courriel de bienvenue',
      english: 'Anglais',
      french: 'Français',
      submit: 'Ajouter l’employé',
      noClassifications:
        'Votre entreprise n’a encore aucune catégorie. Ajoutez-en une avant d’ajouter des employés.',
      toClassifications: 'Aller aux catégories',
    },
    file: {
      intro:
        'Remplissez le modèle, un employé par ligne, puis téléversez-le. Chaque ligne est d’abord vérifiée : rien n’est enregistré tant que toutes les lignes ne sont pas correctes, puis toutes sont ajoutées en une fois.',
      columns:
        'Colonnes : first_name, last_name, email, date_of_birth et effective_date (AAAA-MM-JJ), province (AB, ON…), classification (son nom) et, au besoin, division, group_admin (Y ou N) et language (EN ou FR).',
      template: 'Télécharger le modèle',
      choose: 'Choisir un fichier CSV',
      chosen: 'Fichier : {{name}}',
      checking: 'Vérification du fichier…',
      allGood_one: 'La ligne est correcte et prête à être ajoutée.',
      allGood_other: 'Les {{count}} lignes sont correctes et prêtes à être ajoutées.',
      someBad_one:
        '{{count}} ligne sur {{total}} comporte des problèmes. Rien ne sera enregistré tant que le fichier n’est pas corrigé.',
      someBad_other:
        '{{count}} lignes sur {{total}} comportent des problèmes. Rien ne sera enregistré tant que le fichier n’est pas corrigé.',
      problems: 'Problèmes à corriger',
      rows: 'Lignes du fichier',
      row: 'Ligne {{row}}',
      ok: 'Prête',
      save_one: 'Ajouter {{count}} employé',
      save_other: 'Ajouter {{count}} employés',
      another: 'Choisir un autre fichier',
    },
    admin: {
      intro:
        'Un administrateur hors régime gère l’entreprise (employés, catégories, rapports) sans régime ni réclamations à son nom. Il reçoit un numéro de connexion et un courriel de bienvenue.',
      submit: 'Ajouter l’administrateur',
    },
    fields: {
      firstName: 'Prénom',
      lastName: 'Nom',
      email: 'Courriel',
      dateOfBirth: 'Date de naissance',
      province: 'Province',
      effectiveDate: 'Date d’entrée en vigueur',
      classification: 'Catégorie',
      division: 'Division',
      groupAdmin: 'Administrateur de groupe',
      language: 'Langue',
    },
    success: {
      heading_one: '{{count}} personne ajoutée',
      heading_other: '{{count}} personnes ajoutées',
      listLabel: 'Personnes ajoutées',
      id: 'No {{id}}',
      admin: 'Administrateur hors régime',
      groupAdmin: 'Administrateur de l’entreprise',
      next: 'Et ensuite',
      mailed:
        'Chaque personne a reçu un courriel de bienvenue avec son numéro et un lien pour choisir son mot de passe. Le lien fonctionne une fois, d’ici 7 jours.',
      signIn: 'Elle se connecte ensuite avec son numéro et son mot de passe.',
      firstVisit:
        'À leur première visite, les employés acceptent l’entente CSS et remplissent leurs renseignements personnels et bancaires.',
      none: 'Personne n’a été ajouté lors de cette visite.',
      addMore: 'Ajouter d’autres employés',
      directory: 'Répertoire des employés',
    },
    serverMessages: {
      firstNameRequired: 'Veuillez inscrire le prénom de l’employé',
      lastNameRequired: 'Veuillez inscrire le nom de l’employé',
      emailRequired: 'Veuillez inscrire l’adresse courriel de l’employé',
      birthDateRequired: 'Veuillez inscrire la date de naissance de l’employé',
      provinceRequired: 'Veuillez choisir une province.',
      effectiveDateRequired: 'Veuillez inscrire la date d’entrée en vigueur',
      invalidEffectiveDate: 'Format de date d’entrée en vigueur invalide.',
      effectiveDateTooEarly: 'La date d’entrée en vigueur peut remonter à un an au plus.',
      effectiveDateTooLate: 'La date d’entrée en vigueur peut être au plus dans un an.',
      classificationRequired: 'Veuillez choisir une catégorie.',
      unknownClassification: 'Cette catégorie n’existe pas dans votre entreprise.',
      unknownDivision: 'Cette division n’existe pas dans votre entreprise.',
      invalidGroupAdmin: 'Veuillez répondre Y ou N.',
      invalidLanguage: 'Veuillez répondre EN ou FR.',
      emailInUse: 'Un employé de votre entreprise a déjà cette adresse courriel.',
      emailRepeated: 'Cette adresse courriel figure aussi à la ligne {{row}} du fichier.',
      fileRequired: 'Veuillez choisir un fichier CSV.',
      fileUnreadable:
        'Ce fichier n’a pas pu être lu comme un CSV (vers la ligne {{line}}). Enregistrez-le en CSV depuis votre tableur et téléversez-le de nouveau.',
      fileEmpty: 'Le fichier ne contient aucune ligne d’employé.',
      fileTooManyRows: 'Un fichier peut ajouter au plus {{max}} employés à la fois.',
      missingColumns: 'Il manque au fichier la ou les colonnes : {{columns}}. Partez du modèle.',
      rowsHaveProblems:
        'Rien n’a été enregistré : {{count}} ligne(s) comportent des problèmes. Corrigez le fichier et téléversez-le de nouveau.',
      employeeAdded: 'Employé ajouté',
      employeesAdded: '{{count}} employés ajoutés',
      adminAdded: 'Administrateur hors régime ajouté',
    },
  },
};
