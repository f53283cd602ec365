import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { paths } from '@benefits/domain';
import { claimKey, type ClaimView } from '../../lib/claims/api';
import { ClaimFileList } from '../../lib/claims/FileList';
import { FileUploader } from '../../lib/claims/FileUploader';
import { useClaimMessage } from '../../lib/claims/messages';
import { ClaimStatusChip } from '../../lib/claims/StatusChip';
import { formatMoney } from '../../lib/format';
import { Facts } from '../../lib/ui/Facts';
import { RouterButton } from '../../lib/ui/RouterLink';
import { showSuccess } from '../../lib/ui/snackbar';
import { useUploadAuditFile } from './api';
import { ClaimPage, Section } from './ui';

/**
 * /audit/:id: the documents a claim selected for audit needs (docs/product §4 "Claim flow": audit receipt
 * upload is sequential). Several files may be chosen at once; they are checked in the browser and
 * sent one after the other, each with its progress.
 */
export function AuditScreen() {
  const { t } = useTranslation();
  return (
    <ClaimPage
      title={(id) => t('reports.audit.title', { id })}
      fallbackTitle={t('pages.claimAudit')}
      maxWidth={880}
      loadingLines={4}
    >
      {(details) => <AuditUpload claim={details.claim} />}
    </ClaimPage>
  );
}

function AuditUpload({ claim }: { claim: ClaimView }) {
  const { t, i18n } = useTranslation();
  const tm = useClaimMessage();
  const queryClient = useQueryClient();
  const upload = useUploadAuditFile(claim.id);
  const waiting = claim.status === 'A';
  const attached = claim.auditFiles.map((f) => ({ name: f.fileName, type: f.mimeType, size: f.size }));
  return (
    <>
      <Section id="audit-claim" title={t('reports.audit.claim')}>
        <Facts
          items={[
            { label: t('reports.details.account'), value: t(`claims.types.${claim.type}`) },
            { label: t('reports.details.status'), value: <ClaimStatusChip status={claim.status} /> },
            {
              label: t('reports.activity.claimed'),
              value: formatMoney(claim.amounts.total_amount, i18n.language),
            },
          ]}
        />
      </Section>
      {waiting ? (
        <Section id="audit-upload" title={t('reports.audit.uploadTitle')}>
          <FileUploader
            id="audit"
            multiple
            attached={attached}
            intro={t('reports.audit.intro')}
            send={async (file, onProgress, signal) => {
              const answer = await upload(file, onProgress, signal);
              showSuccess(tm(answer.message) ?? answer.message);
            }}
            onSent={() => void queryClient.invalidateQueries({ queryKey: claimKey(claim.id) })}
          />
        </Section>
      ) : (
        <Alert severity="info" data-testid="audit-not-waiting">
          {t('claims.serverMessages.notInAudit')}
        </Alert>
      )}
      <Section id="audit-files" title={t('reports.details.auditFiles', { count: claim.auditFiles.length })}>
        <ClaimFileList
          files={claim.auditFiles}
          label={t('reports.details.auditFilesLabel')}
          emptyText={t('reports.details.noAuditFiles')}
          testId="audit-files-list"
        />
      </Section>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5 }}>
        <RouterButton to={paths.employee.claimDetails.getHref({ id: claim.id })} variant="outlined">
          {t('reports.audit.toDetails')}
        </RouterButton>
        <RouterButton to={paths.employee.dashboard.getHref()} variant="outlined">
          {t('claims.success.toDashboard')}
        </RouterButton>
      </Stack>
    </>
  );
}
