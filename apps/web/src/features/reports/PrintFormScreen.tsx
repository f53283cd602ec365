import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { api } from '@benefits/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { paths } from '@benefits/domain';
import { ApiError } from '../../lib/api/client';
import { claimIdOf } from '../../lib/claims/api';
import { useClaimMessage } from '../../lib/claims/messages';
import { fetchFile, saveFile } from '../../lib/transfer/download';
import { RouterButton } from '../../lib/ui/RouterLink';
import { ReportPage, Section } from './ui';

/**
 * /claim-form-print and /claim-form-print/:id: the paper claim form as a PDF, pre-filled by the
 * server (and with a claim's items given its id). Fetched with the session token in the header;
 * downloaded, or opened in a new tab where the browser's PDF viewer prints it.
 */
export function PrintFormScreen() {
  const { t } = useTranslation();
  const tm = useClaimMessage();
  const params = useParams();
  const claimId = params.id === undefined ? undefined : claimIdOf(params.id);
  const [busy, setBusy] = useState<'download' | 'print' | null>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const title = claimId ? t('reports.print.titleFor', { id: claimId }) : t('pages.printClaimForm');
  const fallbackName = claimId ? `claim-form-${claimId}.pdf` : 'claim-form.pdf';

  const get = () =>
    fetchFile(api.employeePrintForm.path, claimId ? { claimId } : {}, {
      area: 'employee',
      snackbar: false,
      fallbackName,
    });

  const run = async (how: 'download' | 'print') => {
    // Opened during the click, so no pop-up blocker stops it; it shows the PDF once it arrives.
    const tab = how === 'print' ? window.open('', '_blank') : null;
    setBusy(how);
    setProblem(undefined);
    try {
      const file = await get();
      if (tab) {
        const url = URL.createObjectURL(file.blob);
        tab.location.href = url;
        setTimeout(() => URL.revokeObjectURL(url), 60_000);
      } else {
        saveFile(file);
      }
    } catch (error) {
      tab?.close();
      setProblem(error instanceof ApiError ? (error.general ?? error.message) : String(error));
    } finally {
      setBusy(null);
    }
  };

  if (params.id !== undefined && claimId === null)
    return (
      <ReportPage title={t('pages.printClaimForm')} maxWidth={760}>
        <Alert severity="error">{t('claims.serverMessages.claimNotFound')}</Alert>
      </ReportPage>
    );

  return (
    <ReportPage title={title} maxWidth={760}>
      <Section id="print-form" title={t('reports.print.sectionTitle')}>
        <Typography sx={{ mb: 1 }}>
          {claimId ? t('reports.print.introClaim', { id: claimId }) : t('reports.print.intro')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('reports.print.howTo')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5 }}>
          <Button
            variant="contained"
            startIcon={<DownloadIcon aria-hidden />}
            onClick={() => void run('download')}
            loading={busy === 'download'}
            disabled={busy !== null}
            data-testid="print-download"
          >
            {t('reports.print.download')}
          </Button>
          <Button
            variant="outlined"
            startIcon={<PrintIcon aria-hidden />}
            onClick={() => void run('print')}
            loading={busy === 'print'}
            disabled={busy !== null}
            aria-describedby="print-new-tab"
          >
            {t('reports.print.open')}
          </Button>
        </Stack>
        <Typography id="print-new-tab" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('reports.print.newTab')}
        </Typography>
        {problem ? (
          <Alert severity="error" role="alert" sx={{ mt: 2 }} data-testid="print-error">
            {tm(problem)}
          </Alert>
        ) : null}
      </Section>
      {claimId ? (
        <div>
          <RouterButton to={paths.employee.claimDetails.getHref({ id: claimId })} variant="outlined">
            {t('reports.print.backToClaim', { id: claimId })}
          </RouterButton>
        </div>
      ) : null}
    </ReportPage>
  );
}
