import type { DeepStrings } from '../types';
import type { en } from './en';

/** Texte français (Canada) of the `accountStates` namespace: the keys of en.ts (checked by its parity test). */
export const fr: DeepStrings<typeof en> = {
  accountStates: {
    changePassword: {
      title: 'Changez votre mot de passe',
      intro:
        'Avant de continuer, veuillez choisir un nouveau mot de passe pour votre compte. Il doit compter au moins 8 caractères et être différent de votre mot de passe actuel.',
      npw1: 'Nouveau mot de passe',
      npw2: 'Confirmer le nouveau mot de passe',
      submit: 'Changer le mot de passe',
    },
    frozen: {
      title: 'Votre compte est gelé',
      claims:
        'Aucune réclamation ne peut être faite tant que votre compte est gelé. Veuillez communiquer avec {{provider}} pour le débloquer.',
      banking:
        'Vos renseignements bancaires ne peuvent pas être modifiés tant que votre compte est gelé. Veuillez communiquer avec {{provider}} pour le débloquer.',
    },
  },
};
