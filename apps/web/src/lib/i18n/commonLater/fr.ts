import type { ApiMessageKey, MessageKey } from '../common/en';
import type { LaterCatalogue } from './en';

/** French of the public text no first render shows (./en.ts). */
const later: LaterCatalogue = {
  labelled: '{{label}} : {{value}}',
  reset: {
    title: 'Réinitialiser votre mot de passe',
    intro:
      'Entrez votre numéro et l’adresse courriel de votre compte. Nous vous enverrons un lien pour choisir un nouveau mot de passe.',
    email: 'Adresse courriel',
    submit: 'Envoyer le lien',
    backToLogin: 'Retour à la connexion',
    successTitle: 'Consultez vos courriels',
    successBody:
      'Si le numéro et l’adresse courriel correspondent à un compte, un lien pour choisir un nouveau mot de passe est en route. Le lien ne sert qu’une fois et expire bientôt.',
  },
  update: {
    requestNew: 'Demander un nouveau lien',
    title: 'Choisir un nouveau mot de passe',
    intro: 'Votre nouveau mot de passe doit compter au moins 8 caractères.',
    npw1: 'Nouveau mot de passe',
    npw2: 'Confirmer le nouveau mot de passe',
    submit: 'Mettre à jour le mot de passe',
    successTitle: 'Mot de passe mis à jour',
    successBody:
      'Votre mot de passe a été changé. Vous pouvez maintenant vous connecter avec votre nouveau mot de passe.',
    toLogin: 'Aller à la connexion',
  },
  logout: {
    signingOut: 'Déconnexion…',
  },
  refresh: {
    title: 'Actualisation',
    body: 'Votre session a été réinitialisée.',
    toLogin: 'Aller à la connexion',
  },
  errors: {
    loadFailed: 'Nous n’avons pas pu charger cette page.',
    retry: 'Réessayer',
  },
  ebook: {
    redirecting: 'Redirection vers le téléchargement...',
  },
  toolsButton: {
    label: 'Outils',
  },
  actingBanner: {
    text: '{{staff}} (personnel) agit pour {{name}} ({{id}})',
    stop: 'Arrêter',
    stopLabel: 'Arrêter d’agir pour {{name}}',
  },
  sessionWarning: {
    title: 'Votre session va bientôt expirer',
    body: 'Pour votre sécurité, vous serez déconnecté à la fin du compte à rebours. Prolongez votre session pour continuer.',
    timeLeft: 'Temps restant : {{time}}',
    extend: 'Prolonger la session',
    logout: 'Déconnexion',
    atLimit:
      'Votre session a atteint sa durée maximale et ne peut plus être prolongée. Enregistrez votre travail et reconnectez-vous.',
  },
  unsavedChanges: {
    title: 'Quitter cette page?',
    body: 'Vos modifications sur cette page ne sont pas enregistrées. Si vous quittez maintenant, elles seront perdues.',
    stay: 'Rester sur cette page',
    leave: 'Quitter sans enregistrer',
  },
  params: {
    Employee: 'd’employé',
    Partner: 'de partenaire',
  },
};

/** French for every domain validation message, keyed like MESSAGES (parity checked by test). */
const validation: Partial<Record<MessageKey, string>> = {
  // ---- Connexion et mots de passe ----
  idRequired: 'Veuillez entrer votre numéro {{type}}',
  employeeIdRequired: 'Veuillez entrer votre numéro d’employé',
  partnerIdRequired: 'Veuillez entrer votre numéro de partenaire',
  passwordRequired: 'Veuillez entrer votre mot de passe',
  usernameRequired: 'Veuillez entrer votre nom d’utilisateur',
  correctInformation: 'Veuillez corriger les renseignements ci-dessus',
  validEmailRequired: 'Veuillez entrer une adresse courriel valide',
  newPasswordRequired: 'Veuillez entrer un nouveau mot de passe',
  passwordTooShort: 'Votre mot de passe doit compter au moins 8 caractères',
  passwordsMustMatch: 'Vos mots de passe doivent être identiques',
  invalidAccountType: 'Type de compte non valide',

  // ---- Poste de réclamation ----
  invalidPatient: 'Patient non valide',
  invalidServiceDate: 'Date de service non valide',
  invalidServiceType: 'Type de service non valide',
  invalidProvider: 'Fournisseur non valide',
  invalidAmount: 'Montant non valide',
  duplicateClaimItem: 'Poste de réclamation en double, modifiez certains détails',
  maxClaimItems: 'Un maximum de 10 postes est permis par réclamation',
  correctClaimDetails: 'Veuillez corriger les détails de la réclamation ci-dessus',
  invalidEmployeeId: 'Numéro d’employé non valide',
  invalidClaimType: 'Type de réclamation non valide',

  // ---- Démo ----
  demoAmountExceeded: 'Le montant dépasse 15 000 $',

  // ---- Reçus et documents bancaires ----
  invalidImageType: 'Type d’image non valide, veuillez choisir un fichier JPEG, PNG ou PDF',
  invalidDocumentType: 'Type de document non valide, veuillez choisir un fichier JPEG, PNG ou PDF',
  maxImageSize: 'La taille de l’image ne peut pas dépasser 5 Mo.',
  duplicateReceipt: 'Image de reçu en double',

  // ---- Renseignements personnels ----
  firstNameRequired: 'Veuillez entrer votre prénom',
  lastNameRequired: 'Veuillez entrer votre nom de famille',
  addressRequired: 'Veuillez entrer votre adresse',
  cityRequired: 'Veuillez entrer votre ville',
  postalCodeRequired: 'Veuillez entrer votre code postal',
  telephoneRequired: 'Veuillez entrer votre numéro de téléphone',
  emailRequired: 'Veuillez entrer votre adresse courriel',
  birthDateRequired: 'Veuillez entrer votre date de naissance',
  invalidPostalCode: 'Format de code postal non valide.',
  postalCodeNotInProvince: 'Ce code postal n’est pas dans la province choisie.',
  selectProvince: 'Veuillez choisir une province.',
  invalidTelephone: 'Format de téléphone non valide.',
  invalidEmail: 'Format de courriel non valide.',
  birthDateTooYoung: 'La date de naissance est plus récente que ce que permet ce régime.',
  birthDateTooOld: 'La date de naissance est plus ancienne que ce que permet ce régime.',
  invalidBirthDate: 'Format de date de naissance non valide.',

  // ---- Employeur et entente ----
  correctMissingInformation: 'Veuillez corriger les renseignements manquants ci-dessus',
  acceptAgreement: 'Veuillez accepter l’entente pour continuer',

  // ---- Personnes à charge ----
  dependantFirstNameRequired: 'Veuillez entrer le prénom de la personne à charge',
  dependantLastNameRequired: 'Veuillez entrer le nom de famille de la personne à charge',
  dependantBirthDateRequired: 'Veuillez entrer la date de naissance de la personne à charge',
  invalidDependantBirthDate: 'Format de date de naissance non valide.',
  dependantBirthDateInFuture: 'La date de naissance ne peut pas être dans le futur.',
  selectRelationship: 'Veuillez choisir un lien de parenté.',
  invalidEffectiveDate: 'Format de date d’entrée en vigueur non valide.',
  spouseTooYoung: 'Un conjoint doit avoir au moins 18 ans.',
  infirmTooYoung: 'Une personne à charge invalide doit avoir au moins 21 ans.',
  childTooOld: 'Un enfant à charge doit avoir 25 ans ou moins.',
  studentProofRequired:
    'Un enfant à charge de 21 ans ou plus doit être étudiant à temps plein; une preuve d’inscription est requise.',

  // ---- Renseignements bancaires ----
  transitRequired: 'Veuillez entrer votre numéro de domiciliation',
  invalidTransit: 'Format de numéro de domiciliation non valide.',
  institutionRequired: 'Veuillez entrer votre numéro d’institution',
  invalidInstitution: 'Format de numéro d’institution non valide.',
  accountRequired: 'Veuillez entrer votre numéro de compte',
  invalidAccount: 'Format de numéro de compte non valide.',

  // ---- Inscription des partenaires et des clients ----
  invalidName:
    'Veuillez utiliser seulement des lettres, des chiffres, des apostrophes, des traits d’union, des virgules et des points.',
  nameTooLong: 'Veuillez utiliser au plus {{max}} caractères.',
  phoneRequired: 'Veuillez entrer votre numéro de téléphone',
  invalidPhone: 'Format de téléphone non valide.',
  invalidPhoneExtension: 'Format de poste téléphonique non valide.',
  businessNameRequired: 'Veuillez entrer le nom de votre entreprise',
  invalidBusinessName: 'Format de nom d’entreprise non valide.',
  principalOfficerRequired: 'Veuillez entrer votre dirigeant principal',
  principalOfficerEmailRequired: 'Veuillez entrer l’adresse courriel de votre dirigeant principal',
  businessNumberRequired: 'Veuillez entrer votre numéro d’entreprise',
  invalidBusinessNumber: 'Format de numéro d’entreprise non valide.',
  sinRequired: 'Veuillez entrer votre numéro d’assurance sociale',
  invalidSin: 'Numéro d’assurance sociale non valide.',
  licenceRequired: 'Veuillez entrer votre numéro de permis',
  invalidLicence: 'Format de numéro de permis non valide.',
  licenceExpiryRequired: 'Veuillez entrer la date d’expiration de votre permis',
  licenceExpiryNotFuture: 'La date d’expiration de votre permis doit être dans l’avenir.',
  agentNameRequired: 'Veuillez entrer votre nom',
  assistantNameRequired: 'Veuillez entrer le nom de votre adjoint',
  assistantEmailRequired: 'Veuillez entrer l’adresse courriel de votre adjoint',
  webProfileSaved: 'Profil Web enregistré',
  assistantSaved: 'Adjoint enregistré',
  assistantRemoved: 'Adjoint retiré',
  partnerBankingSaved:
    'Renseignements bancaires enregistrés. Les commissions y seront versées une fois le compte vérifié par notre équipe.',
  partnerNewBankingDocumentRequired:
    'Veuillez joindre un chèque annulé ou une lettre de la banque\u00a0: notre équipe n’a pas pu vérifier le compte au dossier.',
  partnerBankingDocumentMissing: 'Aucun chèque annulé ni aucune lettre de la banque n’est au dossier.',
  partnerDocumentNotFound: 'Ce document n’existe pas.',
  partnerEmailTaken: 'Un autre compte de partenaire utilise déjà cette adresse courriel.',
  ageOutOfRange: 'Vous devez avoir au moins 18 ans et au plus 70 ans pour présenter une demande.',
  selectPlan: 'Veuillez choisir un régime.',
  selectCompanyType: 'Veuillez choisir un type d’entreprise.',
  selectPlanYearEndType: 'Veuillez choisir la fin de l’année du régime.',
  confirmPlan: 'Veuillez confirmer votre régime pour continuer',
  companyNameRequired: 'Veuillez entrer le nom de votre entreprise',
  invalidCompanyName: 'Format de nom d’entreprise non valide.',
  postalCodeNotServiced: 'Nous n’offrons pas encore de régimes dans la région de ce code postal.',
  fiscalDateRequired: 'Veuillez entrer la date de fin de votre exercice financier',
  invalidFiscalDate: 'Format de date de fin d’exercice non valide.',
  correctErrors: 'Veuillez corriger les erreurs ci-dessus.',

  // ---- Données de référence ----
  invalidPlan: 'Régime non valide',
  invalidCompanyType: 'Type d’entreprise non valide',
  invalidPlanYearEndType: 'Type de fin d’année du régime de l’entreprise non valide',

  // ---- Rétroaction ----
  endOfList: 'Fin de la liste',
  beginningOfList: 'Début de la liste',
  failedToLoadReport: 'Échec du chargement du rapport.',
  failedToLoadClaimDetails: 'Échec du chargement des détails de la réclamation.',
  networkProblem:
    'Un problème est survenu lors de la connexion au serveur. Veuillez communiquer avec {{provider}}.',
  networkError:
    'Erreur de communication avec le serveur de {{provider}}. Réessayez ou communiquez avec {{provider}}.',
  apiTestSuccessful: 'Test de l’API réussi',
  apiTestFail: 'Échec du test de l’API',
  apiTestNetworkFailure: 'Échec réseau du test de l’API :',
  claimItemAdded: 'Le poste de réclamation a été ajouté',
  bankingDocumentAttached: 'Document bancaire joint',
  savedPersonalInformation: 'Renseignements personnels enregistrés',
  dependantAdded: 'Nouvelle personne à charge ajoutée',
  dependantRemoved: 'Personne à charge retirée',
};

/** French for the API’s own messages (the catalogue’s `api` section), keyed like API_MESSAGES. */
const api: Record<ApiMessageKey, string> = {
  invalidCredentials: 'Le numéro ou le mot de passe que vous avez saisi est incorrect.',
  invalidToolsCredentials: 'Le nom d’utilisateur ou le mot de passe que vous avez saisi est incorrect.',
  tooManyAttemptsForId:
    'Trop de tentatives de connexion échouées pour ce numéro. Veuillez attendre {{minutes}} minutes et réessayer.',
  tooManyAttemptsFromAddress:
    'Trop de tentatives de connexion échouées depuis cette adresse. Veuillez attendre {{minutes}} minutes et réessayer.',
  tooManyRequests: 'Trop de demandes. Veuillez attendre une minute et réessayer.',
  signInRequired: 'Veuillez vous connecter pour continuer.',
  sessionExpired: 'Votre session a expiré. Veuillez vous reconnecter.',
  notAllowed: 'Vous n’avez pas accès à ceci.',
  correctInformation: 'Veuillez corriger les renseignements ci-dessus',
  malformedJson: 'La demande n’a pas pu être lue : ce n’est pas du JSON valide.',
  notAnObject: 'Les données de la demande doivent être un objet JSON.',
  unsupportedContentType: 'La demande doit être envoyée en JSON.',
  tooLarge: 'La demande est trop volumineuse.',
  unknownPath: 'Cette adresse n’existe pas.',
  methodNotAllowed: 'Cette adresse n’accepte pas ce type de demande.',
  internal: 'Un problème est survenu de notre côté. Veuillez réessayer dans un moment.',
  resetRequested:
    'Si les renseignements correspondent à un compte, nous avons envoyé par courriel un lien pour réinitialiser votre mot de passe.',
  resetLinkInvalid:
    'Ce lien de réinitialisation du mot de passe n’est pas valide ou a expiré. Veuillez en demander un nouveau.',
  passwordTooLong: 'Votre mot de passe doit compter au plus 200 caractères.',
  passwordUpdated: 'Votre mot de passe a été mis à jour. Vous pouvez maintenant vous connecter.',
  loggedOut: 'Vous avez été déconnecté.',
  notificationNotFound: 'Cette notification n’existe pas ou a déjà été retirée.',
  ebookNotFound: 'Ce livre électronique n’existe pas.',
  preferencesSaved: 'Vos préférences ont été enregistrées.',
  secondFactorCodeRequired:
    'Veuillez saisir le code à 6 chiffres de votre application d’authentification, ou un code de récupération.',
  secondFactorWrong: 'Le code que vous avez saisi est incorrect.',
  secondFactorExpired:
    'Cette connexion a expiré. Veuillez saisir de nouveau votre nom d’utilisateur et votre mot de passe.',
  notWhileActing:
    'Le personnel qui agit pour un compte ne peut pas en changer le mot de passe ni le courriel de connexion.',
  partnerNotFound: 'Il n’y a aucun agent ou partenaire avec ce numéro.',
  notActing: 'Cette session n’est pas celle d’un membre du personnel agissant pour un compte.',
  actingPasswordChangePending:
    'Ce compte doit changer son mot de passe avant toute utilisation; le personnel ne peut pas agir pour lui d’ici là.',
  clientNotFound: 'Il n’y a aucun client avec ce numéro dans votre liste de clients.',
  agentNotFound: 'Il n’y a aucun agent avec ce numéro dans votre équipe.',
};

/**
 * The rest of the `common` namespace in French, after a first render (../common/fr.ts): the other
 * public pages' text, and the domain’s validation messages and the API’s.
 */
export const frLater = { ...later, validation, api };
