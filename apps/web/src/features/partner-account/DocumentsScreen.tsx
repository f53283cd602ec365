import DescriptionIcon from '@mui/icons-material/Description';
import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format';
import { LoadError } from '../../lib/ui/LoadError';
import { PageColumn } from '../../lib/ui/PageColumn';
import { Loading, Section } from '../../lib/ui/Section';
import { useDocumentDownload, useDocuments, type PartnerDocument } from './api';

function DocumentItem({ document }: { document: PartnerDocument }) {
  const { t, i18n } = useTranslation();
  const download = useDocumentDownload(document);
  const titleId = `partner-document-${document.id}`;
  return (
    <Box
      component="li"
      aria-labelledby={titleId}
      data-testid="partner-document"
      sx={{ py: 1.5, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0, pt: 0 } }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 1, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Stack direction="row" sx={{ gap: 1.5, alignItems: 'flex-start', minWidth: 0 }}>
          <DescriptionIcon color="action" aria-hidden sx={{ mt: 0.25 }} />
          <Box sx={{ minWidth: 0 }}>
            <Typography component="h3" variant="subtitle1" id={titleId} sx={{ fontWeight: 600 }}>
              {document.title}
            </Typography>
            <Typography variant="body2">{document.summary}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t('partnerAccount.documents.pdf')} ·{' '}
              {t('partnerAccount.documents.updated', {
                date: formatDate(document.updatedAt.slice(0, 10), i18n.language),
              })}
            </Typography>
          </Box>
        </Stack>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon aria-hidden />}
          onClick={() => download.mutate()}
          loading={download.isPending}
          aria-label={t('partnerAccount.documents.downloadLabel', { title: document.title })}
          sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, flexShrink: 0 }}
        >
          {t('partnerAccount.documents.download')}
        </Button>
      </Stack>
    </Box>
  );
}

function DocumentList({ id, title, documents }: { id: string; title: string; documents: PartnerDocument[] }) {
  const { t } = useTranslation();
  return (
    <Section id={id} title={title}>
      {documents.length === 0 ? (
        <Typography color="text.secondary">{t('partnerAccount.documents.empty')}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {documents.map((d) => (
            <DocumentItem key={d.id} document={d} />
          ))}
        </Box>
      )}
    </Section>
  );
}

/**
 * /partner/documents and /partner/marketing-tools, one screen (docs/product §2; decision 0040): the
 * marketing tools and the partnership's documents from the database, each a PDF fetched with the
 * session token in the user's language.
 */
export function DocumentsScreen() {
  const { t, i18n } = useTranslation();
  const documents = useDocuments(i18n.language);
  let body;
  if (documents.isPending) body = <Loading lines={4} />;
  else if (documents.isError)
    body = <LoadError error={documents.error} onRetry={() => void documents.refetch()} />;
  else
    body = (
      <>
        <DocumentList
          id="partner-marketing-tools"
          title={t('partnerAccount.documents.marketing')}
          documents={documents.data.filter((d) => d.kind === 'marketing')}
        />
        <DocumentList
          id="partner-documents"
          title={t('partnerAccount.documents.documents')}
          documents={documents.data.filter((d) => d.kind === 'document')}
        />
      </>
    );
  return (
    <PageColumn title={t('partnerShell.pages.documents')} maxWidth={800}>
      <Typography color="text.secondary">{t('partnerAccount.documents.intro')}</Typography>
      {body}
    </PageColumn>
  );
}
