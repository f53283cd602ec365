import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { API_PREFIX } from '../../lib/api/refs';
import { usePageTitle } from '../../lib/ui/usePageTitle';

/** The provider's ebook download (docs/product §7 General: GET /webapp/file/ebook/{id}, by browser navigation). */
export const ebookDownloadUrl = (id: string) => `${API_PREFIX}/file/ebook/${encodeURIComponent(id)}`;

/**
 * How the page leaves for the download; tests replace `location` (jsdom's own cannot be spied on) or
 * `assign`. The file replaces this page in the history (`location.replace`): for an unknown ebook the
 * server answers its 404 page, and Back from it must leave, not return here to be sent forward again.
 */
export const browser = {
  location: (): Pick<Location, 'assign' | 'replace'> => window.location,
  assign: (url: string) => browser.location().replace(url),
};

/** /tools/ebook/{id} (public): 'Redirecting to download...' while the browser goes to the file. */
export function EbookRedirectScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  usePageTitle(t('ebook.redirecting'));
  useEffect(() => {
    browser.assign(ebookDownloadUrl(id));
  }, [id]);
  return (
    <Stack role="status" sx={{ alignItems: 'center', gap: 2, py: 8 }}>
      <CircularProgress aria-hidden />
      <Typography variant="h1" id="page-title" tabIndex={-1} sx={{ fontSize: '1.25rem' }}>
        {t('ebook.redirecting')}
      </Typography>
    </Stack>
  );
}
