import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import { paths } from '@benefits/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ClaimFileList } from '../../lib/claims/FileList';
import { formatDateTime } from '../../lib/format';
import { Facts } from '../../lib/ui/Facts';
import { LoadError } from '../../lib/ui/LoadError';
import { PageColumn } from '../../lib/ui/PageColumn';
import { RouterButton } from '../../lib/ui/RouterLink';
import { padFileSource, useAuditPad, useSettle, type PadDetails, type PadType, type Verdict } from './api';
import { Section, Verdicts } from './AuditClaimScreen';
import { SettleDialog } from './SettleDialog';

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** /tools/pad-audit-details/{type}/{id}: banking details (masked), the void cheque, Pass or Fail. */
export function PadAuditDetailsScreen({ type }: { type: PadType }) {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const query = useAuditPad(type, id);
  return (
    <PageColumn
      title={t(
        `toolsShell.pages.padAuditDetails${capital(type)}` as 'toolsShell.pages.padAuditDetailsEmployee',
      )}
      maxWidth={880}
      before={
        <RouterButton
          to={paths.tools.padAudit.getHref({ type })}
          startIcon={<ArrowBackIcon />}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('audits.pad.back')}
        </RouterButton>
      }
    >
      {query.isPending ? (
        <CircularProgress aria-label={t('app.loading')} sx={{ alignSelf: 'center' }} />
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <PadAudit pad={query.data} />
      )}
    </PageColumn>
  );
}

function PadAudit({ pad }: { pad: PadDetails }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const [reasonError, setReasonError] = useState<string>();
  const settle = useSettle({
    onDone: () => {
      setVerdict(null);
      void navigate(paths.tools.padAudit.getHref({ type: pad.type }));
    },
    onReason: setReasonError,
  });
  return (
    <>
      <Section title={t('audits.pad.details')}>
        <Facts
          items={[
            { label: t('audits.pad.name'), value: `${pad.name} (${pad.id})` },
            ...(pad.company ? [{ label: t('audits.pad.company'), value: pad.company }] : []),
            { label: t('audits.pad.email'), value: pad.email },
            { label: t('audits.pad.transit'), value: pad.transitNumber },
            { label: t('audits.pad.institution'), value: pad.institutionNumber },
            { label: t('audits.pad.account'), value: pad.accountNumber, testId: 'pad-account' },
            { label: t('audits.pad.updated'), value: formatDateTime(pad.updatedAt, i18n.language) },
          ]}
        />
      </Section>
      <Section title={t('audits.pad.document')}>
        <ClaimFileList
          files={pad.document ? [pad.document] : []}
          emptyText={t('audits.pad.noDocument')}
          label={t('audits.pad.document')}
          testId="pad-document"
          source={padFileSource(pad.type, pad.id)}
        />
      </Section>
      {pad.waiting ? (
        <Verdicts
          onChoose={(v) => {
            setReasonError(undefined);
            setVerdict(v);
          }}
        />
      ) : (
        <Alert severity="info">{t('audits.pad.settled')}</Alert>
      )}
      {verdict ? (
        <SettleDialog
          verdict={verdict}
          body={t(verdict === 'pass' ? 'audits.settle.passPadBody' : 'audits.settle.failPadBody', {
            name: pad.name,
          })}
          reasonHelp={t(
            verdict === 'pass' ? 'audits.settle.reasonHelpPadPass' : 'audits.settle.reasonHelpPadFail',
          )}
          pending={settle.isPending}
          reasonError={reasonError}
          onClose={() => setVerdict(null)}
          onConfirm={(reason) => settle.mutate({ kind: 'pad', verdict, type: pad.type, id: pad.id, reason })}
        />
      ) : null}
    </>
  );
}
