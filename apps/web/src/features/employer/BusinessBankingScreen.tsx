import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { api } from '@benefits/contract';
import { EMPLOYER_MESSAGES, MESSAGES, PAD_SIGNATORY_MAX_LENGTH, languageOf } from '@benefits/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useEmployeeUser } from '../../lib/api/employeeProfile';
import { useRefusalRefresh } from '../../lib/api/padRefusal';
import { getAppConfig } from '../../lib/config';
import { formatDate, formatDateTime } from '../../lib/format';
import { useTranslateMessage } from '../../lib/i18n/messages';
import { callWithProgress } from '../../lib/transfer/upload';
import { useDownload } from '../../lib/transfer/useDownload';
import { AgreementCheckbox } from '../../lib/ui/AgreementCheckbox';
import { BANK_NUMBER_FIELDS, BankNumberFields, bankNumberFacts } from '../../lib/ui/BankNumberFields';
import { DocumentOnFile } from '../../lib/ui/DocumentOnFile';
import { DocumentPicker } from '../../lib/ui/DocumentPicker';
import { Facts } from '../../lib/ui/Facts';
import { FormEnd, FormField } from '../../lib/ui/FormField';
import { PageColumn } from '../../lib/ui/PageColumn';
import { Loading, Section } from '../../lib/ui/Section';
import { showSuccess } from '../../lib/ui/snackbar';
import { documentFormGeneral, UploadProgress, useDocumentUpload } from '../../lib/ui/UploadProgress';
import { useOneSubmit } from '../../lib/ui/useOneClick';
import { companyBankingKey, useCompanyBanking, type CompanyBankingDetails } from './api';
import { reportFailure } from '../../lib/forms';
import { LoadError } from '../../lib/ui/LoadError';
import { useContinueAfterForcedStep } from './shared';

/** The request schema of /employer/banking-details/save: the server checks with the same one. */
const schema = api.employerBankingDetailsSave.request;
type BankingInput = z.input<typeof schema>;
type BankingOutput = z.output<typeof schema>;

const FORM_FIELDS = [
  ...BANK_NUMBER_FIELDS,
  'signatoryName',
  'pad_agreement',
  'prenotificationWaived',
] as const;

/** The cheque's messages when the form lacks one it requires (not a refusal of the file chosen). */
const MISSING_CHEQUE = [EMPLOYER_MESSAGES.voidChequeRequired, EMPLOYER_MESSAGES.newVoidChequeRequired];

type Banking = CompanyBankingDetails['banking'];

function OnFile({ banking, verifiedAt }: { banking: Banking; verifiedAt: string | undefined }) {
  const { t, i18n } = useTranslation();
  const download = useDownload('/employer/banking-document', 'void-cheque');
  if (!banking.onFile) {
    return <Typography color="text.secondary">{t('employer.banking.noneOnFile')}</Typography>;
  }
  const day = (iso: string | null) => (iso ? formatDate(iso.slice(0, 10), i18n.language) : '');
  const document = banking.document;
  return (
    <Facts
      items={[
        ...bankNumberFacts(banking, (name) => t(`employer.banking.${name}`)),
        {
          label: t('employer.banking.agreementAccepted'),
          testId: 'on-file-agreement',
          value: t('employer.banking.agreementAcceptedOn', {
            version: banking.agreementVersion ?? '',
            date: day(banking.acceptedAt),
            name: banking.signatoryName,
          }),
        },
        {
          label: t('employer.banking.prenotification'),
          value:
            banking.prenotificationWaived === 'Y'
              ? t('employer.banking.prenotificationWaived')
              : t('employer.banking.prenotificationKept'),
        },
        ...(banking.firstDebitFrom
          ? [{ label: t('employer.banking.firstDebit'), value: day(banking.firstDebitFrom) }]
          : []),
        {
          label: t('employer.banking.document'),
          testId: 'on-file-document',
          value: document ? (
            <DocumentOnFile
              text={t('employer.banking.documentOnFile', {
                name: document.fileName,
                date: day(document.uploadedAt),
              })}
              downloadText={t('employer.banking.downloadDocument')}
              downloadLabel={t('employer.banking.downloadDocumentLabel', { name: document.fileName })}
              onDownload={() => download.mutate()}
              pending={download.isPending}
            />
          ) : (
            t('employer.banking.noDocument')
          ),
        },
        // Staff passed the PAD audit of this account (absent while waiting, refused or changed since).
        ...(verifiedAt
          ? [
              {
                label: t('employer.banking.verification'),
                testId: 'company-banking-verified',
                value: t('employer.banking.verifiedOn', { date: formatDateTime(verifiedAt, i18n.language) }),
              },
            ]
          : []),
      ]}
    />
  );
}

/** The PAD agreement (Payments Canada Rule H1) as the server words it, in the user's language. */
function Agreement({ agreement }: { agreement: CompanyBankingDetails['agreement'] }) {
  const { t } = useTranslation();
  return (
    <Box
      data-testid="pad-agreement"
      tabIndex={0}
      role="region"
      aria-label={agreement.title}
      sx={{
        maxHeight: 320,
        overflowY: 'auto',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        p: 2,
        bgcolor: 'background.default',
      }}
    >
      <Typography variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 600 }}>
        {agreement.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('employer.banking.agreementVersion', { version: agreement.version })}
      </Typography>
      {agreement.sections.map((s) => (
        <Box key={s.element} sx={{ mb: 1.5 }}>
          <Typography sx={{ fontWeight: 600 }}>{s.heading}</Typography>
          <Typography variant="body2">{s.body}</Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * The company's pre-authorised debit account: transit, institution and account numbers, the person
 * who authorises the debits, a void cheque (checked in the browser, then by its bytes on the server),
 * the business waiver of pre-notification and the agreement accepted. An admin sent here by the
 * MISSING_COMPANY_BANKING redirect continues once saved.
 */
function BankingForm({
  details,
  forced,
  language,
}: {
  details: CompanyBankingDetails;
  forced: boolean;
  language: 'en' | 'fr';
}) {
  const { t } = useTranslation();
  const tm = useTranslateMessage();
  const queryClient = useQueryClient();
  const continueAfterForcedStep = useContinueAfterForcedStep();
  const [general, setGeneral] = useState<string | undefined>();
  const attachment = useDocumentUpload();
  // Staff refused the account after the page was opened: the refusal is read and shown on the save's failure.
  const refreshRefusal = useRefusalRefresh(companyBankingKey(language));
  const onFile = details.banking;
  const user = useEmployeeUser().data;

  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<BankingInput, unknown, BankingOutput>({
    resolver: zodResolver(schema),
    defaultValues: {
      transitNumber: onFile.transitNumber,
      institutionNumber: onFile.institutionNumber,
      accountNumber: '',
      signatoryName: onFile.signatoryName || (user ? `${user.FIRST_NAME} ${user.LAST_NAME}`.trim() : ''),
      pad_agreement: false,
      prenotificationWaived: onFile.prenotificationWaived === 'Y',
      language,
    },
  });

  const save = useMutation({
    mutationFn: async (values: BankingOutput) => {
      const image = await attachment.read();
      return callWithProgress(
        api.employerBankingDetailsSave,
        {
          transitNumber: values.transitNumber,
          institutionNumber: values.institutionNumber,
          accountNumber: values.accountNumber,
          signatoryName: values.signatoryName,
          pad_agreement: 'Y',
          prenotificationWaived: values.prenotificationWaived,
          language,
          ...(image ? { image } : {}),
        },
        {
          area: 'employee',
          snackbar: false,
          onProgress: attachment.progress(image),
        },
      );
    },
    onSuccess: async (answer) => {
      attachment.sent();
      // New details end a refusal, and a pass too (the server answers none for them from now on).
      const { refusal: _ended, verifiedAt: _passed, ...kept } = details;
      queryClient.setQueryData(companyBankingKey(language), {
        ...kept,
        banking: answer.banking,
        MISSING_COMPANY_BANKING: answer.MISSING_COMPANY_BANKING,
      });
      void queryClient.invalidateQueries({ queryKey: ['employee', 'employer', 'banking'] });
      showSuccess(tm(answer.message) ?? answer.message);
      if (forced) await continueAfterForcedStep();
    },
    onError: (error) => {
      refreshRefusal(error);
      const imageProblem = attachment.failed(error);
      const shown = reportFailure(error, tm, { setError, fields: FORM_FIELDS });
      setGeneral(documentFormGeneral(shown === 'fields', imageProblem, MISSING_CHEQUE));
    },
  });

  // Staff refused the account on file (a failed PAD audit): it is taken again only with a new cheque.
  const refused = details.refusal !== undefined;
  const needsCheque = !onFile.document || refused;
  const chequeRequired = refused
    ? EMPLOYER_MESSAGES.newVoidChequeRequired
    : EMPLOYER_MESSAGES.voidChequeRequired;
  const onSubmit = handleSubmit(
    (values) => {
      // The first save needs a void cheque, and so does one after a refusal (the server says so too).
      const problem = attachment.fileError ?? (needsCheque && !attachment.file ? chequeRequired : undefined);
      if (problem) {
        attachment.setFileError(problem);
        setGeneral(documentFormGeneral(false, problem, MISSING_CHEQUE));
        return;
      }
      setGeneral(undefined);
      save.mutate(values);
    },
    () => {
      if (needsCheque && !attachment.file && !attachment.fileError) attachment.setFileError(chequeRequired);
      setGeneral(MESSAGES.correctMissingInformation);
    },
  );

  const signatoryError = errors.signatoryName?.message;
  const acceptError = errors.pad_agreement?.message;
  // A double click or Enter pressed twice saves (and sends the document) once: the document is read
  // and sent with the details in the one save, so holding the save holds the upload too.
  const one = useOneSubmit(onSubmit, save.isPending);
  const busy = one.busy;

  return (
    <Box component="form" noValidate onSubmit={one.onSubmit} aria-labelledby="company-banking-form-title">
      <BankNumberFields
        idPrefix="company-banking"
        register={register}
        error={(name) => tm(errors[name]?.message)}
        label={(name) => t(`employer.banking.${name}`)}
        hint={(name) => t(`employer.banking.${name}Hint`)}
        note={onFile.onFile ? t('employer.banking.accountAgain') : undefined}
      />
      <FormField
        registration={register('signatoryName')}
        message={tm(signatoryError)}
        id="company-banking-signatoryName"
        label={t('employer.banking.signatoryName')}
        required
        fullWidth
        autoComplete="name"
        helperText={t('employer.banking.signatoryHint')}
        maxLength={PAD_SIGNATORY_MAX_LENGTH}
        sx={{ mt: 2 }}
      />

      <Typography variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 600, mt: 3, mb: 1 }}>
        {refused ? t('employer.banking.documentTitleRequired') : t('employer.banking.documentTitle')}
      </Typography>
      <DocumentPicker
        text={{
          intro: `${t('employer.banking.documentIntro')} ${
            refused
              ? t('employer.banking.documentNewRequired')
              : needsCheque
                ? t('employer.banking.documentRequired')
                : t('employer.banking.documentKept')
          }`,
          chooseFile: t('employer.banking.chooseFile'),
          takePhoto: t('employer.banking.takePhoto'),
          removeFile: t('employer.banking.removeFile'),
          selected: (name, size) => t('employer.banking.selected', { name, size }),
        }}
        file={attachment.file}
        error={attachment.fileError}
        disabled={busy}
        onChange={attachment.choose}
      />

      <Typography variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 600, mt: 3, mb: 1 }}>
        {t('employer.banking.agreementTitle')}
      </Typography>
      <Agreement agreement={details.agreement} />

      <Controller
        control={control}
        name="prenotificationWaived"
        render={({ field }) => (
          <FormControlLabel
            sx={{ mt: 2, display: 'flex', alignItems: 'flex-start' }}
            control={
              <Checkbox
                checked={field.value === true || field.value === 'Y'}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
                slotProps={{ input: { ref: field.ref } }}
                sx={{ mt: -1 }}
              />
            }
            label={t('employer.banking.waiverLabel')}
          />
        )}
      />
      <AgreementCheckbox
        control={control}
        name="pad_agreement"
        label={t('employer.banking.acceptLabel')}
        message={tm(acceptError)}
        errorId="pad-agreement-error"
        alignTop
        mt={1}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('employer.banking.confirmationNote')}
      </Typography>

      <UploadProgress
        upload={attachment.upload}
        text={{
          sending: (percent) => t('employer.banking.uploading', { percent }),
          checking: t('employer.banking.processing'),
          label: t('employer.banking.uploadLabel'),
        }}
      />

      <FormEnd
        failure={tm(general)}
        submitLabel={forced ? t('employer.banking.saveAndContinue') : t('employer.banking.save')}
        busy={busy}
      />
    </Box>
  );
}

/** /business-banking: the company's pre-authorised debit account on file and the form to change it. */
export function BusinessBankingScreen() {
  const { t, i18n } = useTranslation();
  const language = languageOf(i18n.language);
  const banking = useCompanyBanking(language);
  const user = useEmployeeUser().data;
  const waived = user?.BANKING_INFO_WAIVED === 'Y';
  const forced = user?.MISSING_COMPANY_BANKING === 'Y' && !waived;
  const details = banking.data;
  return (
    <PageColumn title={t('pages.businessBanking')} maxWidth={880}>
      <Typography>{t('employer.banking.intro', { provider: getAppConfig().providerName })}</Typography>
      {forced ? <Alert severity="info">{t('employer.banking.forced')}</Alert> : null}
      {details?.refusal ? (
        // Staff failed the PAD audit of the account on file: why, while it is to be entered again.
        <Alert severity="warning" data-testid="company-banking-refused">
          {t('employer.banking.refused', {
            date: formatDateTime(details.refusal.refusedAt, i18n.language),
            reason: details.refusal.reason,
          })}
        </Alert>
      ) : null}
      {waived && !details?.banking.onFile ? (
        <Alert severity="info">{t('employer.banking.waived')}</Alert>
      ) : null}
      {banking.isPending ? (
        <Loading lines={5} />
      ) : banking.isError || !details ? (
        <LoadError error={banking.error} onRetry={() => void banking.refetch()} />
      ) : (
        <>
          <Section id="company-banking-on-file" title={t('employer.banking.onFile')}>
            <OnFile banking={details.banking} verifiedAt={details.verifiedAt} />
          </Section>
          <Section
            id="company-banking-form"
            title={
              details.banking.onFile
                ? t('employer.banking.formTitleChange')
                : t('employer.banking.formTitleAdd')
            }
          >
            <BankingForm
              key={`${details.banking.updatedAt ?? 'new'}-${language}`}
              details={details}
              forced={forced}
              language={language}
            />
          </Section>
        </>
      )}
    </PageColumn>
  );
}
