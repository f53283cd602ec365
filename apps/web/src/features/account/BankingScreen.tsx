import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import type { EmployeeUser } from '@benefits/contract';
import { useTranslation } from 'react-i18next';
import { useEmployeeUser } from '../../lib/api/employeeProfile';
import { getAppConfig } from '../../lib/config';
import { formatDate, formatDateTime } from '../../lib/format';
import { bankNumberFacts } from '../../lib/ui/BankNumberFields';
import { DocumentOnFile } from '../../lib/ui/DocumentOnFile';
import { Facts } from '../../lib/ui/Facts';
import { useBanking, type BankingDetails } from './api';
import { BankingForm } from './BankingForm';
import { useDownload } from '../../lib/transfer/useDownload';
import { AccountPage, LoadError, Loading, Section } from './ui';

function OnFile({ details }: { details: BankingDetails }) {
  const { t, i18n } = useTranslation();
  const download = useDownload('/employee/banking-document', 'banking-document');
  if (!details.onFile) {
    return <Typography color="text.secondary">{t('account.banking.noneOnFile')}</Typography>;
  }
  const document = details.document;
  return (
    <Facts
      items={[
        ...bankNumberFacts(details, (name) => t(`account.banking.${name}`)),
        {
          label: t('account.banking.eft'),
          value:
            details.eft_agreement === 'Y' ? t('account.banking.eftAccepted') : t('account.banking.eftNot'),
        },
        {
          label: t('account.banking.document'),
          testId: 'on-file-document',
          value: document ? (
            <DocumentOnFile
              text={t('account.banking.documentOnFile', {
                name: document.fileName,
                date: formatDate(document.uploadedAt.slice(0, 10), i18n.language),
              })}
              downloadText={t('account.banking.downloadDocument')}
              downloadLabel={t('account.banking.downloadDocumentLabel', { name: document.fileName })}
              onDownload={() => download.mutate()}
              pending={download.isPending}
            />
          ) : (
            t('account.banking.noDocument')
          ),
        },
        ...(details.updatedAt
          ? [{ label: t('account.banking.updated'), value: formatDateTime(details.updatedAt, i18n.language) }]
          : []),
        // Staff passed the PAD audit of these details (absent while waiting, refused or changed since).
        ...(details.verifiedAt
          ? [
              {
                label: t('account.banking.verification'),
                testId: 'banking-verified',
                value: t('account.banking.verifiedOn', {
                  date: formatDateTime(details.verifiedAt, i18n.language),
                }),
              },
            ]
          : []),
      ]}
    />
  );
}

function Banking({ user }: { user: EmployeeUser }) {
  const { t, i18n } = useTranslation();
  const banking = useBanking();
  if (banking.isPending) return <Loading lines={4} />;
  if (banking.isError) return <LoadError error={banking.error} onRetry={() => void banking.refetch()} />;
  const details = banking.data;
  return (
    <>
      {user.MISSING_BANKING === 'Y' ? <Alert severity="info">{t('account.banking.forced')}</Alert> : null}
      {details.refusal ? (
        // Staff failed the PAD audit of the details on file: why, while they are to be entered again.
        <Alert severity="warning" data-testid="banking-refused">
          {t('account.banking.refused', {
            date: formatDateTime(details.refusal.refusedAt, i18n.language),
            reason: details.refusal.reason,
          })}
        </Alert>
      ) : null}
      <Section id="banking-on-file" title={t('account.banking.onFile')}>
        <OnFile details={details} />
      </Section>
      {user.FROZEN === 'Y' ? (
        // Decision 0020: a frozen account's banking details cannot change; no form to be refused.
        <Alert severity="warning" data-testid="banking-frozen">
          <AlertTitle>{t('accountStates.frozen.title')}</AlertTitle>
          {t('accountStates.frozen.banking', { provider: getAppConfig().providerName })}
        </Alert>
      ) : (
        <Section
          id="banking-form"
          title={details.onFile ? t('account.banking.formTitleChange') : t('account.banking.formTitleAdd')}
        >
          <BankingForm key={details.updatedAt ?? 'new'} user={user} onFile={details} />
        </Section>
      )}
    </>
  );
}

/** /banking-details: the direct-deposit details on file and the form to change them. */
export function BankingScreen() {
  const { t } = useTranslation();
  const profile = useEmployeeUser();
  const user = profile.data;
  return (
    <AccountPage title={t('pages.bankingDetails')}>
      {user ? (
        <Banking user={user} />
      ) : profile.isError ? (
        <LoadError error={profile.error} onRetry={() => void profile.refetch()} />
      ) : (
        <Loading lines={4} />
      )}
    </AccountPage>
  );
}
