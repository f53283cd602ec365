import { useEffect } from 'react';
import { getAppConfig } from '../config';

/** Sets the document title to "<page> · <provider>". */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · ${getAppConfig().providerName}`;
  }, [title]);
}
