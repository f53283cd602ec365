import type { DeepStrings } from '../../../lib/i18n/types';
import type { en } from './en';

/** French text of the `card` namespace. */
export const fr: DeepStrings<typeof en> = {
  card: {
    onFileTitle: 'Carte au dossier',
    card: 'Carte',
    masked: '{{brand}} •••• {{last4}}',
    expires: 'Expiration',
    none: 'Aucune carte n’est encore au dossier pour votre entreprise.',
    replace: 'Remplacer la carte',
    add: 'Ajouter une carte',
    howStripe:
      'Vous saisirez la nouvelle carte sur la page sécurisée de Stripe; son numéro ne nous parvient jamais. Vous revenez ici une fois la carte enregistrée.',
    howOffline:
      'Vous saisirez la nouvelle carte sur la page du fournisseur de test, puis reviendrez ici une fois la carte enregistrée.',
    offlineProvider:
      'Fournisseur de paiement de test : aucune vraie carte n’est débitée. Seules les cartes de test de Stripe sont acceptées, comme 4242 4242 4242 4242.',
    replaced: 'La nouvelle carte est au dossier.',
    confirming: 'Confirmation de la nouvelle carte auprès du fournisseur de paiement…',
    cancelled: 'Mise à jour de la carte annulée. La carte au dossier est inchangée.',
    failed: 'La carte n’a pas pu être enregistrée.',
    expiredSession: 'Cette mise à jour de carte a expiré. Veuillez recommencer.',
    emailTitle: 'Courriel des reçus',
    emailHelp: 'Les reçus de carte de votre entreprise sont envoyés à cette adresse.',
    emailLabel: 'Adresse courriel des reçus',
    emailSave: 'Enregistrer le courriel des reçus',
    serverMessages: {
      receiptEmailRequired: 'Veuillez indiquer l’adresse courriel où les reçus de carte sont envoyés',
      receiptEmailSaved: 'Adresse courriel des reçus enregistrée',
      cardSessionNotFound: 'Cette mise à jour de carte est introuvable. Veuillez recommencer.',
      cardSessionPending: 'La nouvelle carte n’est pas encore confirmée. Veuillez patienter un instant.',
      cardReplaced: 'La nouvelle carte est au dossier',
      cardSetupFailed: 'La carte n’a pas pu être enregistrée. Veuillez essayer une autre carte.',
      paymentsUnavailable:
        'Les paiements par carte sont indisponibles pour le moment. Veuillez réessayer plus tard.',
    },
  },
};
