import { useTranslation } from 'react-i18next';
import type { ClaimItemView } from '../../lib/claims/api';
import type { ClaimFormOptions } from './api';

/** An item's service in the user's language, from the claim form's service list when it is known. */
export function useServiceLabel(options: ClaimFormOptions | undefined) {
  const { i18n } = useTranslation();
  const french = i18n.language.startsWith('fr');
  return (item: ClaimItemView): string => {
    const service = options?.services.find((s) => s.id === item.service);
    if (!service) return item.service_name;
    return french ? service.nameFr : service.name;
  };
}
