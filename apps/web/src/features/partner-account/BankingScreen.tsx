import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { api } from '@benefits/contract';
import { ACCOUNT_MESSAGES, MESSAGES } from '@benefits/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { call } from '../../lib/api/client';
import { reportFailure } from '../../lib/forms';
import { formatDateTime } from '../../lib/format';
import { useTranslateMessage } from '../../lib/i18n/messages';
import { usePartnerSession } from '../../lib/session/store';
import { BANK_NUMBER_FIELDS, BankNumberFields, bankNumberFacts } from '../../lib/ui/BankNumberFields';
import { Facts } from '../../lib/ui/Facts';
import { FormEnd } from '../../lib/ui/FormField';
import { LoadError } from '../../lib/ui/LoadError';
import { PageColumn } from '../../lib/ui/PageColumn';
import { Loading, Section } from '../../lib/ui/Section';
import { showSuccess } from '../../lib/ui/snackbar';
import { bankingKey, replacePartnerUser, useBanking, type PartnerBanking } from './api';

/** The request schema of /partner/banking-details/save: the server checks with the same one. */
const schema = api.partnerBankingDetailsSave.request;
type BankingInput = z.input<typeof schema>;
type BankingOutput = z.output<typeof schema>;

function BankingForm({ onFile, readOnly }: { onFile: PartnerBanking; readOnly: boolean }) {
  const { t } = useTranslation();
  const tm = useTranslateMessage();
  const queryClient = useQueryClient();
  const [general, setGeneral] = useState<string | undefined>();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<BankingInput, unknown, BankingOutput>({
    resolver: zodResolver(schema),
    defaultValues: {
      transitNumber: onFile.transitNumber,
      institutionNumber: onFile.institutionNumber,
      accountNumber: '',
    },
  });

  const save = useMutation({
    mutationFn: (values: BankingOutput) =>
      call(api.partnerBankingDetailsSave, values, { area: 'partner', snackbar: false }),
    onSuccess: (answer) => {
      const { TOKEN_EXPIRY: _expiry, message, user, ...details } = answer;
      queryClient.setQueryData(bankingKey, details);
      replacePartnerUser(user);
      reset({
        transitNumber: details.transitNumber,
        institutionNumber: details.institutionNumber,
        accountNumber: '',
      });
      showSuccess(tm(message) ?? message);
    },
    onError: (error) => {
      const shown = reportFailure(error, tm, { setError, fields: BANK_NUMBER_FIELDS });
      setGeneral(shown === 'fields' ? MESSAGES.correctInformation : undefined);
    },
  });

  const onSubmit = handleSubmit(
    (values) => {
      setGeneral(undefined);
      save.mutate(values);
    },
    () => setGeneral(MESSAGES.correctInformation),
  );

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby="partner-banking-form-title">
      <BankNumberFields
        idPrefix="partner-banking"
        register={register}
        error={(name) => tm(errors[name]?.message)}
        label={(name) => t(`partnerAccount.banking.${name}`)}
        hint={(name) => t(`partnerAccount.banking.${name}Hint`)}
        note={t('partnerAccount.banking.changeNote')}
        disabled={readOnly}
      />
      <FormEnd
        failure={tm(general)}
        submitLabel={t('partnerAccount.banking.save')}
        busy={save.isPending}
        hideSubmit={readOnly}
      />
    </Box>
  );
}

/**
 * /partner/banking (docs/product §2; decision 0040): the commission account on file, masked, with
 * whether staff have verified it, and the form to change it (a new account waits for the staff PAD
 * audit again). The MISSING_PARTNER_BANKING redirect lands here.
 */
export function BankingScreen() {
  const { t, i18n } = useTranslation();
  const tm = useTranslateMessage();
  const banking = useBanking();
  const refusal = banking.data?.refusal;
  const user = usePartnerSession((s) => s.session?.user);
  const readOnly = user?.TERMINATED_FLAG === 'Y';
  const missing = user?.MISSING_PARTNER_BANKING === 'Y';
  let body;
  if (banking.isPending) body = <Loading lines={4} />;
  else if (banking.isError) body = <LoadError error={banking.error} onRetry={() => void banking.refetch()} />;
  else {
    const b = banking.data;
    body = (
      <>
        <Section id="partner-banking-on-file" title={t('partnerAccount.banking.onFileTitle')}>
          {b.onFile ? (
            <Facts
              items={[
                ...bankNumberFacts(b, (name) => t(`partnerAccount.banking.${name}`)),
                {
                  label: t('partnerAccount.banking.status'),
                  testId: 'partner-banking-status',
                  value: (
                    <Chip
                      size="small"
                      variant="outlined"
                      color={b.verifyRequired ? 'warning' : 'success'}
                      label={t(
                        b.verifyRequired
                          ? 'partnerAccount.banking.waiting'
                          : 'partnerAccount.banking.verified',
                      )}
                    />
                  ),
                },
              ]}
            />
          ) : (
            <Typography color="text.secondary" data-testid="partner-banking-none">
              {t('partnerAccount.banking.none')}
            </Typography>
          )}
        </Section>
        <Section
          id="partner-banking-form"
          title={t(b.onFile ? 'partnerAccount.banking.changeTitle' : 'partnerAccount.banking.addTitle')}
        >
          <BankingForm onFile={b} readOnly={readOnly} />
        </Section>
      </>
    );
  }
  return (
    <PageColumn title={t('partnerShell.pages.bankingInformation')} maxWidth={720}>
      <Typography color="text.secondary">{t('partnerAccount.banking.intro')}</Typography>
      {missing ? <Alert severity="warning">{t('partnerAccount.banking.missing')}</Alert> : null}
      {refusal ? (
        // Staff failed the PAD audit of the account on file: why, while it is to be entered again.
        <Alert severity="warning" data-testid="partner-banking-refused">
          {t('partnerAccount.banking.refused', {
            date: formatDateTime(refusal.refusedAt, i18n.language),
            reason: refusal.reason,
          })}
        </Alert>
      ) : null}
      {readOnly ? <Alert severity="info">{tm(ACCOUNT_MESSAGES.accountTerminated)}</Alert> : null}
      {body}
    </PageColumn>
  );
}
