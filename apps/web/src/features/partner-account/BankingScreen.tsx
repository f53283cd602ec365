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
import { useRefusalRefresh } from '../../lib/api/padRefusal';
import { reportFailure } from '../../lib/forms';
import { formatDate, formatDateTime } from '../../lib/format';
import { useTranslateMessage } from '../../lib/i18n/messages';
import { usePartnerSession } from '../../lib/session/store';
import { callWithProgress } from '../../lib/transfer/upload';
import { useDownload } from '../../lib/transfer/useDownload';
import { BANK_NUMBER_FIELDS, BankNumberFields, bankNumberFacts } from '../../lib/ui/BankNumberFields';
import { DocumentOnFile } from '../../lib/ui/DocumentOnFile';
import { DocumentPicker } from '../../lib/ui/DocumentPicker';
import { Facts } from '../../lib/ui/Facts';
import { FormEnd } from '../../lib/ui/FormField';
import { LoadError } from '../../lib/ui/LoadError';
import { PageColumn } from '../../lib/ui/PageColumn';
import { Loading, Section } from '../../lib/ui/Section';
import { showSuccess } from '../../lib/ui/snackbar';
import { UploadProgress, useDocumentUpload } from '../../lib/ui/UploadProgress';
import { useOneSubmit } from '../../lib/ui/useOneClick';
import { bankingKey, replacePartnerUser, useBanking, type PartnerBanking } from './api';

/** The request schema of /partner/banking-details/save: the server checks with the same one. */
const schema = api.partnerBankingDetailsSave.request;
type BankingInput = z.input<typeof schema>;
type BankingOutput = z.output<typeof schema>;

/** The void cheque or bank letter on file, with its download (the partner's own, never a link). */
function DocumentFact({ document }: { document: PartnerBanking['document'] }) {
  const { t, i18n } = useTranslation();
  const download = useDownload('/partner/banking-document', 'banking-document');
  if (!document) return <>{t('partnerAccount.banking.noDocument')}</>;
  return (
    <DocumentOnFile
      text={t('partnerAccount.banking.documentOnFile', {
        name: document.fileName,
        date: formatDate(document.uploadedAt.slice(0, 10), i18n.language),
      })}
      downloadText={t('partnerAccount.banking.downloadDocument')}
      downloadLabel={t('partnerAccount.banking.downloadDocumentLabel', { name: document.fileName })}
      onDownload={() => download.mutate()}
      pending={download.isPending}
    />
  );
}

/**
 * The account's numbers and a void cheque or bank letter (docs/product §3 "Banking details"), sent
 * with a real progress bar: optional, except while staff's refusal of the account on file is shown
 * (a failed PAD audit), when a new one is required (the server refuses a save without one, on the
 * document field, and the refusal is then read and shown if it came after the page was opened).
 */
function BankingForm({ onFile, readOnly }: { onFile: PartnerBanking; readOnly: boolean }) {
  const { t } = useTranslation();
  const tm = useTranslateMessage();
  const queryClient = useQueryClient();
  const [general, setGeneral] = useState<string | undefined>();
  const attachment = useDocumentUpload();
  const refreshRefusal = useRefusalRefresh(bankingKey);
  // Staff refused the account on file: it is taken again only with a new document.
  const needsDocument = onFile.refusal !== undefined;
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
    mutationFn: async (values: BankingOutput) => {
      const image = await attachment.read();
      return callWithProgress(
        api.partnerBankingDetailsSave,
        {
          transitNumber: values.transitNumber,
          institutionNumber: values.institutionNumber,
          accountNumber: values.accountNumber,
          ...(image ? { image } : {}),
        },
        { area: 'partner', snackbar: false, onProgress: attachment.progress(image) },
      );
    },
    onSuccess: (answer) => {
      attachment.sent();
      // New details end a refusal (the answer carries none).
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
      refreshRefusal(error);
      const imageProblem = attachment.failed(error);
      const shown = reportFailure(error, tm, { setError, fields: BANK_NUMBER_FIELDS });
      setGeneral(shown === 'fields' || imageProblem ? MESSAGES.correctInformation : undefined);
    },
  });

  const documentMissing = needsDocument && !attachment.file;
  const onSubmit = handleSubmit(
    (values) => {
      const problem =
        attachment.fileError ?? (documentMissing ? MESSAGES.partnerNewBankingDocumentRequired : undefined);
      if (problem) {
        attachment.setFileError(problem);
        setGeneral(MESSAGES.correctInformation);
        return;
      }
      setGeneral(undefined);
      save.mutate(values);
    },
    () => {
      if (documentMissing && !attachment.fileError)
        attachment.setFileError(MESSAGES.partnerNewBankingDocumentRequired);
      setGeneral(MESSAGES.correctInformation);
    },
  );
  // A double click or Enter pressed twice saves (and sends the document) once: the document is read
  // and sent with the details in the one save, so holding the save holds the upload too.
  const one = useOneSubmit(onSubmit, save.isPending);
  const busy = one.busy;

  return (
    <Box component="form" noValidate onSubmit={one.onSubmit} aria-labelledby="partner-banking-form-title">
      <BankNumberFields
        idPrefix="partner-banking"
        register={register}
        error={(name) => tm(errors[name]?.message)}
        label={(name) => t(`partnerAccount.banking.${name}`)}
        hint={(name) => t(`partnerAccount.banking.${name}Hint`)}
        note={t('partnerAccount.banking.changeNote')}
        disabled={readOnly}
      />

      <Typography variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 600, mt: 3, mb: 1 }}>
        {t(
          needsDocument
            ? 'partnerAccount.banking.documentTitleRequired'
            : 'partnerAccount.banking.documentTitle',
        )}
      </Typography>
      <DocumentPicker
        text={{
          intro: needsDocument
            ? `${t('partnerAccount.banking.documentIntro')} ${t('partnerAccount.banking.documentNewRequired')}`
            : t('partnerAccount.banking.documentIntro'),
          chooseFile: t('partnerAccount.banking.chooseFile'),
          takePhoto: t('partnerAccount.banking.takePhoto'),
          removeFile: t('partnerAccount.banking.removeFile'),
          selected: (name, size) => t('partnerAccount.banking.selected', { name, size }),
        }}
        file={attachment.file}
        error={attachment.fileError}
        disabled={busy || readOnly}
        onChange={attachment.choose}
      />

      <UploadProgress
        upload={attachment.upload}
        text={{
          sending: (percent) => t('partnerAccount.banking.uploading', { percent }),
          checking: t('partnerAccount.banking.processing'),
          label: t('partnerAccount.banking.uploadLabel'),
        }}
      />

      <FormEnd
        failure={tm(general)}
        submitLabel={t('partnerAccount.banking.save')}
        busy={busy}
        hideSubmit={readOnly}
      />
    </Box>
  );
}

/**
 * /partner/banking (docs/product §2; decision 0040): the commission account on file, masked, with
 * its void cheque or bank letter and whether staff have verified it, and the form to change it (a new
 * account or document waits for the staff PAD audit again). The MISSING_PARTNER_BANKING redirect
 * lands here.
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
                  label: t('partnerAccount.banking.document'),
                  testId: 'on-file-document',
                  value: <DocumentFact document={b.document} />,
                },
                {
                  label: t('partnerAccount.banking.status'),
                  testId: 'partner-banking-status',
                  value: (
                    // Refused by staff (not waiting any more, yet not verified), waiting, or verified.
                    <Chip
                      size="small"
                      variant="outlined"
                      color={b.refusal ? 'error' : b.verifyRequired ? 'warning' : 'success'}
                      // The colour marks the border; the text keeps the page's text colour (contrast).
                      sx={{ color: 'text.primary', borderWidth: 2, fontWeight: 500 }}
                      // With the date of staff's pass when there is one (none for an account never audited).
                      label={
                        !b.refusal && !b.verifyRequired && b.verifiedAt
                          ? t('partnerAccount.banking.verifiedOn', {
                              date: formatDateTime(b.verifiedAt, i18n.language),
                            })
                          : t(
                              b.refusal
                                ? 'partnerAccount.banking.notAccepted'
                                : b.verifyRequired
                                  ? 'partnerAccount.banking.waiting'
                                  : 'partnerAccount.banking.verified',
                            )
                      }
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
