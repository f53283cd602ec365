import DescriptionIcon from '@mui/icons-material/Description';
import DownloadIcon from '@mui/icons-material/Download';
import ImageIcon from '@mui/icons-material/Image';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { api, type Endpoint } from '@benefits/contract';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format';
import { useDocuments, type AccountDocument } from './api';
import { readerTimeZone, useDownload } from '../../lib/transfer/useDownload';
import { AccountPage, LoadError, Loading } from './ui';

/** The file answers of the contract: a document opens only through one of these. */
const FILE_PATHS: ReadonlySet<string> = new Set(
  Object.values(api)
    .filter((endpoint: Endpoint) => endpoint.binary === true)
    .map((endpoint) => endpoint.path),
);

const TITLE_KEYS = {
  agreement: 'agreement',
  'plan-summary': 'planSummary',
  'claim-form': 'claimForm',
  'banking-document': 'bankingDocument',
} as const;

function DocumentItem({ document }: { document: AccountDocument }) {
  const { t, i18n } = useTranslation();
  const title = t(`account.documents.titles.${TITLE_KEYS[document.key]}`);
  const pdf = document.mimeType === 'application/pdf';
  // The signed agreement writes its acceptance's time in the reader's time zone.
  const download = useDownload(
    document.path,
    `${document.key}${pdf ? '.pdf' : ''}`,
    document.key === 'agreement' ? { timeZone: readerTimeZone() } : {},
  );
  const titleId = `document-${document.key}`;
  return (
    <Box
      component="li"
      aria-labelledby={titleId}
      data-testid="document"
      data-document-key={document.key}
      sx={{
        py: 1.5,
        px: { xs: 2, sm: 3 },
        borderTop: 1,
        borderColor: 'divider',
        '&:first-of-type': { borderTop: 0 },
      }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 1, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', minWidth: 0 }}>
          {pdf ? <DescriptionIcon color="action" aria-hidden /> : <ImageIcon color="action" aria-hidden />}
          <Box sx={{ minWidth: 0 }}>
            <Typography component="h2" variant="subtitle1" id={titleId} sx={{ fontWeight: 600 }}>
              {title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {pdf ? t('account.documents.pdf') : t('account.documents.image')}
              {document.date
                ? ` · ${t('account.documents.dated', { date: formatDate(document.date.slice(0, 10), i18n.language) })}`
                : ''}
            </Typography>
          </Box>
        </Stack>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon aria-hidden />}
          onClick={() => download.mutate()}
          loading={download.isPending}
          disabled={!FILE_PATHS.has(document.path)}
          aria-label={t('account.documents.downloadLabel', { title })}
          sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, flexShrink: 0 }}
        >
          {t('account.documents.download')}
        </Button>
      </Stack>
    </Box>
  );
}

/**
 * /documents: what the employee can open (signed agreement, plan summary, claim form, banking
 * document), each fetched through the API with the session token and saved by the browser.
 */
export function DocumentsScreen() {
  const { t } = useTranslation();
  const documents = useDocuments();
  let body;
  if (documents.isPending) body = <Loading lines={3} />;
  else if (documents.isError)
    body = <LoadError error={documents.error} onRetry={() => void documents.refetch()} />;
  else if (documents.data.length === 0)
    body = <Typography color="text.secondary">{t('account.documents.empty')}</Typography>;
  else
    body = (
      <Paper variant="outlined">
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label={t('pages.documents')}>
          {documents.data.map((d) => (
            <DocumentItem key={d.key} document={d} />
          ))}
        </Box>
      </Paper>
    );
  return (
    <AccountPage title={t('pages.documents')} maxWidth={720}>
      <Typography color="text.secondary">{t('account.documents.intro')}</Typography>
      {body}
    </AccountPage>
  );
}
