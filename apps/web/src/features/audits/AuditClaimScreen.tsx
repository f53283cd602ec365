import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths, type ClaimStatusCode } from '@benefits/domain';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ClaimFileList } from '../../lib/claims/FileList';
import { ClaimStatusChip } from '../../lib/claims/StatusChip';
import { formatDate, formatDateTime, formatMoney } from '../../lib/format';
import { Facts } from '../../lib/ui/Facts';
import { LoadError } from '../../lib/ui/LoadError';
import { PageColumn } from '../../lib/ui/PageColumn';
import { RouterButton } from '../../lib/ui/RouterLink';
import { claimFileSource, useAuditClaim, useSettle, type AuditedClaim, type Verdict } from './api';
import { SettleDialog } from './SettleDialog';

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
      <Typography variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 600, mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** Pass and Fail, each behind a confirmation with the reason. */
export function Verdicts({
  disabled,
  onChoose,
}: {
  disabled?: boolean;
  onChoose: (verdict: Verdict) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" sx={{ gap: 2, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
      <Button variant="outlined" color="error" disabled={disabled} onClick={() => onChoose('fail')}>
        {t('audits.settle.fail')}
      </Button>
      <Button variant="contained" color="success" disabled={disabled} onClick={() => onChoose('pass')}>
        {t('audits.settle.pass')}
      </Button>
    </Stack>
  );
}

/** /tools/audit/claim/{id}: a claim in audit, its documents, and Pass or Fail. */
export function AuditClaimScreen() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const query = useAuditClaim(id);
  return (
    <PageColumn
      title={t('audits.claim.title', { id })}
      maxWidth={880}
      before={
        <RouterButton
          to={paths.tools.auditClaims.path}
          startIcon={<ArrowBackIcon />}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('audits.claim.back')}
        </RouterButton>
      }
    >
      {query.isPending ? (
        <CircularProgress aria-label={t('app.loading')} sx={{ alignSelf: 'center' }} />
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <ClaimAudit claim={query.data} />
      )}
    </PageColumn>
  );
}

function ClaimAudit({ claim }: { claim: AuditedClaim }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const money = (cents: number) => formatMoney(cents, i18n.language);
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const [reasonError, setReasonError] = useState<string>();
  const settle = useSettle({
    onDone: () => {
      setVerdict(null);
      void navigate(paths.tools.auditClaims.path);
    },
    onReason: setReasonError,
  });
  const inAudit = claim.status === 'A';
  const source = claimFileSource(claim.id);
  return (
    <>
      <Section title={t('audits.claim.employee')}>
        <Facts
          items={[
            { label: t('audits.claim.employee'), value: `${claim.employee.name} (${claim.employee.id})` },
            { label: t('audits.claim.company'), value: claim.employee.employerName },
            { label: t('audits.claim.email'), value: claim.employee.email },
            { label: t('audits.claim.account'), value: t(`claims.typeShort.${claim.type}`) },
            {
              label: t('audits.claim.status'),
              value: <ClaimStatusChip status={claim.status as ClaimStatusCode} />,
            },
            {
              label: t('audits.claim.submitted'),
              value: claim.submittedAt ? formatDateTime(claim.submittedAt, i18n.language) : '',
            },
            { label: t('audits.claim.claimed'), value: money(claim.claimedCents), testId: 'claimed' },
            { label: t('audits.claim.copay'), value: money(claim.copayCents) },
            {
              // A failed audit gave the payable amount back: it was not paid.
              label: t(claim.status === 'F' ? 'audits.claim.returned' : 'audits.claim.payable'),
              value: money(claim.payableCents),
              testId: 'payable',
            },
            ...(claim.previousYearPayableCents > 0
              ? [{ label: t('audits.claim.previousYear'), value: money(claim.previousYearPayableCents) }]
              : []),
          ]}
        />
      </Section>
      <Section title={t('audits.claim.items')}>
        <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} divider={<Divider component="li" />}>
          {claim.items.map((item) => (
            <Stack
              component="li"
              key={item.id}
              direction="row"
              sx={{ py: 1, gap: 2, justifyContent: 'space-between', minWidth: 0 }}
            >
              <div style={{ minWidth: 0 }}>
                <Typography sx={{ overflowWrap: 'anywhere' }}>
                  {item.serviceName} · {item.provider}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('audits.claim.itemLine', {
                    patient: item.patientName,
                    date: formatDate(item.serviceDate, i18n.language),
                  })}
                </Typography>
              </div>
              <Typography sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                {money(item.amountCents)}
              </Typography>
            </Stack>
          ))}
        </Stack>
      </Section>
      <Section title={t('audits.claim.auditFiles')}>
        <ClaimFileList
          files={claim.auditFiles}
          emptyText={t('audits.claim.noAuditFiles')}
          label={t('audits.claim.auditFiles')}
          testId="audit-files"
          source={source}
        />
      </Section>
      <Section title={t('audits.claim.receipts')}>
        <ClaimFileList
          files={claim.receipts}
          emptyText={t('audits.claim.noReceipts')}
          label={t('audits.claim.receipts')}
          testId="receipts"
          source={source}
        />
      </Section>
      <Section title={t('audits.claim.history')}>
        <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0, gap: 1 }}>
          {claim.history.map((h, i) => (
            <li key={i}>
              <Typography variant="body2" color="text.secondary" component="span">
                {formatDateTime(h.at, i18n.language)}
              </Typography>{' '}
              <Typography component="span" sx={{ overflowWrap: 'anywhere' }}>
                {h.note}
              </Typography>
            </li>
          ))}
        </Stack>
      </Section>
      {inAudit ? (
        <Verdicts
          onChoose={(v) => {
            setReasonError(undefined);
            setVerdict(v);
          }}
        />
      ) : (
        <Alert severity="info">{t('audits.claim.settled')}</Alert>
      )}
      {verdict ? (
        <SettleDialog
          verdict={verdict}
          body={t(verdict === 'pass' ? 'audits.settle.passClaimBody' : 'audits.settle.failClaimBody', {
            id: claim.id,
            name: claim.employee.name,
            amount: money(claim.payableCents),
          })}
          reasonHelp={t('audits.settle.reasonHelpClaim', { name: claim.employee.name })}
          pending={settle.isPending}
          reasonError={reasonError}
          onClose={() => setVerdict(null)}
          onConfirm={(reason) => settle.mutate({ kind: 'claim', verdict, claimId: claim.id, reason })}
        />
      ) : null}
    </>
  );
}
