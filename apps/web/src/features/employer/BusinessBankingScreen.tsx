import { zodResolver } from '@hookform/resolvers/zod';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { api } from '@benefits/contract';
import { EMPLOYER_MESSAGES, MESSAGES, PAD_SIGNATORY_MAX_LENGTH } from '@benefits/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from '../../lib/api/client';
import { useEmployeeUser } from '../../lib/api/employeeProfile';
import { getAppConfig } from '../../lib/config';
import { formatDate } from '../../lib/format';
import { useTranslateMessage } from '../../lib/i18n/messages';
import { fetchFile, saveFile } from '../../lib/transfer/download';
import { callWithProgress, readAsDataUrl } from '../../lib/transfer/upload';
import { DocumentPicker } from '../../lib/ui/DocumentPicker';
import { Facts } from '../../lib/ui/Facts';
import { PageColumn } from '../../lib/ui/PageColumn';
import { Loading, Section } from '../../lib/ui/Section';
import { showFailure, showSuccess } from '../../lib/ui/snackbar';
import { companyBankingKey, useCompanyBanking, type CompanyBankingDetails } from './api';
import { LoadError, reportFailure, useContinueAfterForcedStep } from './shared';

/** The request schema of /employer/banking-details/save: the server checks with the same one. */
const schema = api.employerBankingDetailsSave.request;
type BankingInput = z.input<typeof schema>;
type BankingOutput = z.output<typeof schema>;

const NUMBER_FIELDS = ['transitNumber', 'institutionNumber', 'accountNumber'] as const;
const FORM_FIELDS = [...NUMBER_FIELDS, 'signatoryName', 'pad_agreement', 'prenotificationWaived'] as const;
const MAX_DIGITS: Record<(typeof NUMBER_FIELDS)[number], number> = {
  transitNumber: 5,
  institutionNumber: 3,
  accountNumber: 12,
};

type Upload = { phase: 'sending'; percent: number } | { phase: 'checking' } | null;
type Banking = CompanyBankingDetails['banking'];

function OnFile({ banking }: { banking: Banking }) {
  const { t, i18n } = useTranslation();
  const tm = useTranslateMessage();
  const download = useMutation({
    mutationFn: async () =>
      saveFile(
        await fetchFile('/employer/banking-document', {}, { snackbar: false, fallbackName: 'void-cheque' }),
      ),
    onError: (error) => {
      const message = error instanceof ApiError ? tm(error.general) : undefined;
      if (message) showFailure(message);
    },
  });
  if (!banking.onFile) {
    return <Typography color="text.secondary">{t('employer.banking.noneOnFile')}</Typography>;
  }
  const day = (iso: string | null) => (iso ? formatDate(iso.slice(0, 10), i18n.language) : '');
  const document = banking.document;
  return (
    <Facts
      items={[
        {
          label: t('employer.banking.transitNumber'),
          value: banking.transitNumber,
          testId: 'on-file-transit',
        },
        {
          label: t('employer.banking.institutionNumber'),
          value: banking.institutionNumber,
          testId: 'on-file-institution',
        },
        {
          label: t('employer.banking.accountNumber'),
          value: banking.accountNumber,
          testId: 'on-file-account',
        },
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
            <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <span style={{ overflowWrap: 'anywhere' }}>
                {t('employer.banking.documentOnFile', {
                  name: document.fileName,
                  date: day(document.uploadedAt),
                })}
              </span>
              <Button
                size="small"
                startIcon={<DownloadIcon aria-hidden />}
                onClick={() => download.mutate()}
                loading={download.isPending}
                aria-label={t('employer.banking.downloadDocumentLabel', { name: document.fileName })}
              >
                {t('employer.banking.downloadDocument')}
              </Button>
            </Stack>
          ) : (
            t('employer.banking.noDocument')
          ),
        },
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
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [upload, setUpload] = useState<Upload>(null);
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
      const image = file ? { fileName: file.name, content: await readAsDataUrl(file) } : null;
      if (image) setUpload({ phase: 'sending', percent: 0 });
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
          onProgress: ({ loaded, total }) => {
            if (!image || total === 0) return;
            const percent = Math.min(100, Math.round((loaded / total) * 100));
            setUpload(percent >= 100 ? { phase: 'checking' } : { phase: 'sending', percent });
          },
        },
      );
    },
    onSuccess: async (answer) => {
      setUpload(null);
      queryClient.setQueryData(companyBankingKey(language), {
        ...details,
        banking: answer.banking,
        MISSING_COMPANY_BANKING: answer.MISSING_COMPANY_BANKING,
      });
      void queryClient.invalidateQueries({ queryKey: ['employee', 'employer', 'banking'] });
      setFile(null);
      showSuccess(tm(answer.message) ?? answer.message);
      if (forced) await continueAfterForcedStep();
    },
    onError: (error) => {
      setUpload(null);
      const imageProblem = error instanceof ApiError ? error.fields.image : undefined;
      if (imageProblem) setFileError(imageProblem);
      const shown = reportFailure(error, tm, { setError, fields: FORM_FIELDS });
      setGeneral(shown === 'fields' || imageProblem ? MESSAGES.correctMissingInformation : undefined);
    },
  });

  const needsCheque = !onFile.document;
  const onSubmit = handleSubmit(
    (values) => {
      // The first save needs a void cheque (the server says so too).
      const problem = fileError ?? (needsCheque && !file ? EMPLOYER_MESSAGES.voidChequeRequired : undefined);
      if (problem) {
        setFileError(problem);
        setGeneral(MESSAGES.correctMissingInformation);
        return;
      }
      setGeneral(undefined);
      save.mutate(values);
    },
    () => {
      if (needsCheque && !file && !fileError) setFileError(EMPLOYER_MESSAGES.voidChequeRequired);
      setGeneral(MESSAGES.correctMissingInformation);
    },
  );

  const numberField = (name: (typeof NUMBER_FIELDS)[number]) => {
    const { ref, ...registered } = register(name);
    const message = errors[name]?.message;
    return (
      <TextField
        {...registered}
        inputRef={ref}
        id={`company-banking-${name}`}
        label={t(`employer.banking.${name}`)}
        required
        autoComplete="off"
        error={Boolean(message)}
        helperText={message ? tm(message) : t(`employer.banking.${name}Hint`)}
        slotProps={{
          htmlInput: {
            inputMode: 'numeric',
            pattern: '[0-9]*',
            maxLength: MAX_DIGITS[name],
            spellCheck: false,
          },
        }}
      />
    );
  };

  const signatory = register('signatoryName');
  const signatoryError = errors.signatoryName?.message;
  const acceptError = errors.pad_agreement?.message;
  const busy = save.isPending;

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby="company-banking-form-title">
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' },
          columnGap: 2,
        }}
      >
        {numberField('transitNumber')}
        {numberField('institutionNumber')}
        {numberField('accountNumber')}
      </Box>
      {onFile.onFile ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {t('employer.banking.accountAgain')}
        </Typography>
      ) : null}
      <TextField
        {...signatory}
        inputRef={signatory.ref}
        id="company-banking-signatoryName"
        label={t('employer.banking.signatoryName')}
        required
        fullWidth
        autoComplete="name"
        error={Boolean(signatoryError)}
        helperText={signatoryError ? tm(signatoryError) : t('employer.banking.signatoryHint')}
        slotProps={{ htmlInput: { maxLength: PAD_SIGNATORY_MAX_LENGTH } }}
        sx={{ mt: 2 }}
      />

      <Typography variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 600, mt: 3, mb: 1 }}>
        {t('employer.banking.documentTitle')}
      </Typography>
      <DocumentPicker
        text={{
          intro: `${t('employer.banking.documentIntro')} ${
            needsCheque ? t('employer.banking.documentRequired') : t('employer.banking.documentKept')
          }`,
          chooseFile: t('employer.banking.chooseFile'),
          takePhoto: t('employer.banking.takePhoto'),
          removeFile: t('employer.banking.removeFile'),
          selected: (name, size) => t('employer.banking.selected', { name, size }),
        }}
        file={file}
        error={fileError}
        disabled={busy}
        onChange={(chosen, problem) => {
          setFile(chosen);
          setFileError(problem);
        }}
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
      <FormControl error={Boolean(acceptError)} sx={{ mt: 1, display: 'block' }} required>
        <Controller
          control={control}
          name="pad_agreement"
          render={({ field }) => (
            <FormControlLabel
              sx={{ display: 'flex', alignItems: 'flex-start' }}
              control={
                <Checkbox
                  checked={field.value === true}
                  onChange={(event) => field.onChange(event.target.checked)}
                  onBlur={field.onBlur}
                  sx={{ mt: -1 }}
                  slotProps={{
                    input: {
                      ref: field.ref,
                      'aria-invalid': Boolean(acceptError),
                      ...(acceptError ? { 'aria-describedby': 'pad-agreement-error' } : {}),
                    },
                  }}
                />
              }
              label={t('employer.banking.acceptLabel')}
            />
          )}
        />
        {acceptError ? <FormHelperText id="pad-agreement-error">{tm(acceptError)}</FormHelperText> : null}
      </FormControl>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('employer.banking.confirmationNote')}
      </Typography>

      {upload ? (
        <Box sx={{ mt: 2 }} data-testid="upload-progress">
          <Typography variant="body2" role="status" sx={{ mb: 0.5 }}>
            {upload.phase === 'sending'
              ? t('employer.banking.uploading', { percent: upload.percent })
              : t('employer.banking.processing')}
          </Typography>
          <LinearProgress
            aria-label={t('employer.banking.uploadLabel')}
            {...(upload.phase === 'sending'
              ? { variant: 'determinate' as const, value: upload.percent }
              : { variant: 'indeterminate' as const })}
          />
        </Box>
      ) : null}

      {general ? (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {tm(general)}
        </Alert>
      ) : null}
      <Button type="submit" variant="contained" size="large" sx={{ mt: 2 }} loading={busy}>
        {forced ? t('employer.banking.saveAndContinue') : t('employer.banking.save')}
      </Button>
    </Box>
  );
}

/** /business-banking: the company's pre-authorised debit account on file and the form to change it. */
export function BusinessBankingScreen() {
  const { t, i18n } = useTranslation();
  const language = i18n.language.startsWith('fr') ? 'fr' : 'en';
  const banking = useCompanyBanking(language);
  const user = useEmployeeUser().data;
  const waived = user?.BANKING_INFO_WAIVED === 'Y';
  const forced = user?.MISSING_COMPANY_BANKING === 'Y' && !waived;
  const details = banking.data;
  return (
    <PageColumn title={t('pages.businessBanking')} maxWidth={880}>
      <Typography>{t('employer.banking.intro', { provider: getAppConfig().providerName })}</Typography>
      {forced ? <Alert severity="info">{t('employer.banking.forced')}</Alert> : null}
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
            <OnFile banking={details.banking} />
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
