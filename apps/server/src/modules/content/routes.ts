import type { ModuleHandlers } from '../../platform/http';
import { addAd, editAd, listToolsAds, removeAd } from './service/ads';
import { addUpdate, editUpdate, listToolsUpdates, removeUpdate } from './service/updates';
import { resendWelcome } from './service/welcome';

/** HTTP glue only: each handler acts as the staff member of its scope (its permission checked by the platform). */
export const contentHandlers: ModuleHandlers<
  | 'toolsAdsList'
  | 'toolsAdsAdd'
  | 'toolsAdsEdit'
  | 'toolsAdsRemove'
  | 'toolsUpdatesList'
  | 'toolsUpdatesAdd'
  | 'toolsUpdatesEdit'
  | 'toolsUpdatesRemove'
  | 'toolsWelcomeResend'
> = {
  toolsAdsList: ({ services }) => listToolsAds(services),
  toolsAdsAdd: ({ input, staff, services }) => addAd(services, staff, input),
  toolsAdsEdit: ({ input, staff, services }) => editAd(services, staff, input),
  toolsAdsRemove: ({ input, staff, services }) => removeAd(services, staff, input),
  toolsUpdatesList: ({ services }) => listToolsUpdates(services),
  toolsUpdatesAdd: ({ input, staff, services }) => addUpdate(services, staff, input),
  toolsUpdatesEdit: ({ input, staff, services }) => editUpdate(services, staff, input),
  toolsUpdatesRemove: ({ input, staff, services }) => removeUpdate(services, staff, input),
  toolsWelcomeResend: ({ input, staff, services }) => resendWelcome(services, staff, input),
};
