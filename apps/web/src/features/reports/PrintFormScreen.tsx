import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { api } from '@benefits/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { CLAIM_MESSAGES, hasPaperClaimForm, paths } from '@benefits/domain';
import { ApiError } from '../../lib/api/client';
import { claimDetailsQuery, claimIdOf } from '../../lib/claims/api';
import { useClaimMessage } from '../../lib/claims/messages';
import { fetchFile, saveFile } from '../../lib/transfer/download';
import { LoadError } from '../../lib/ui/LoadError';
import { RouterButton } from '../../lib/ui/RouterLink';
import { Loading, ReportPage, Section } from './ui';

/**
 * /claim-form-print and /claim-form-print/:id: the paper claim form as a PDF, pre-filled by the
 * server (and with a claim's items given its id). Fetched with the session token in the header;
 * downloaded, or opened in a new tab where the browser's PDF viewer prints it. Given a claim, the
 * claim is read first: one that does not exist (or is not the caller's) says so at once, and a
 * cancelled one has no form (decision 8).
 */
export function PrintFormScreen() {
  const { t } = useTranslation();
  const params = useParams();
  const claimId = params.id === undefined ? undefined : claimIdOf(params.id);

  if (claimId === null)
    return (
      <ReportPage title={t('pages.printClaimForm')} maxWidth={760}>
        <Alert severity="error">{t('claims.serverMessages.claimNotFound')}</Alert>
      </ReportPage>
    );
  if (claimId === undefined) return <PrintForm />;
  return <ClaimPrintForm claimId={claimId} />;
}

/** The form of one claim, once the claim is read: not found, cancelled, or the form. */
function ClaimPrintForm({ claimId }: { claimId: number }) {
  const { t } = useTranslation();
  const tm = useClaimMessage();
  const query = useQuery(claimDetailsQuery(claimId));
  if (query.isSuccess && hasPaperClaimForm(query.data.claim.status)) return <PrintForm claimId={claimId} />;
  return (
    <ReportPage
      // A claim that could not be read is not named as if it existed (as /claim-form-print/abc).
      title={query.isError ? t('pages.printClaimForm') : t('reports.print.titleFor', { id: claimId })}
      maxWidth={760}
    >
      {query.isPending ? (
        <Loading lines={3} />
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <Alert severity="info" data-testid="print-cancelled">
            {tm(CLAIM_MESSAGES.cancelledNoForm)}
          </Alert>
          <div>
            <RouterButton to={paths.employee.claimDetails.getHref({ id: claimId })} variant="outlined">
              {t('reports.print.backToClaim', { id: claimId })}
            </RouterButton>
          </div>
        </>
      )}
    </ReportPage>
  );
}

/** The form's page: the blank form, or the form of a claim that was read and is not cancelled. */
function PrintForm({ claimId }: { claimId?: number }) {
  const { t } = useTranslation();
  const tm = useClaimMessage();
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
