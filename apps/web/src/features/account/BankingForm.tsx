import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { api, type EmployeeUser } from '@benefits/contract';
import { MESSAGES } from '@benefits/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from '../../lib/api/client';
import { getAppConfig } from '../../lib/config';
import { callWithProgress, readAsDataUrl } from '../../lib/transfer/upload';
import { DocumentPicker } from '../../lib/ui/DocumentPicker';
import { showSuccess } from '../../lib/ui/snackbar';
import { bankingKey, documentsKey, useContinueAfterForcedStep, type BankingDetails } from './api';
import { reportFailure } from './failures';
import { useAccountMessage } from './messages';

/** The request schema of /employee/banking-details/save: the server checks with the same one. */
const schema = api.employeeBankingDetailsSave.request;
type BankingInput = z.input<typeof schema>;
type BankingOutput = z.output<typeof schema>;

const NUMBER_FIELDS = ['transitNumber', 'institutionNumber', 'accountNumber'] as const;
const MAX_DIGITS: Record<(typeof NUMBER_FIELDS)[number], number> = {
  transitNumber: 5,
  institutionNumber: 3,
  accountNumber: 12,
};

/** Where an upload is: sending the body (with its share sent), or waiting for the server's answer. */
type Upload = { phase: 'sending'; percent: number } | { phase: 'checking' } | null;

/**
 * Direct-deposit details (docs/product §3 "Banking details"): transit (5 digits), institution (3) and
 * account (7 to 12) numbers, the EFT agreement, and an optional void cheque or bank letter sent
 * with a real progress bar. A user sent here by the MISSING_BANKING redirect continues once saved.
 */
export function BankingForm({ user, onFile }: { user: EmployeeUser; onFile: BankingDetails }) {
  const { t } = useTranslation();
  const tm = useAccountMessage();
  const queryClient = useQueryClient();
  const continueAfterForcedStep = useContinueAfterForcedStep();
  const [general, setGeneral] = useState<string | undefined>();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [upload, setUpload] = useState<Upload>(null);
  const forced = user.MISSING_BANKING === 'Y';
  const readOnly = user.TERMINATED_FLAG === 'Y';

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
      eft_agreement: onFile.onFile && onFile.eft_agreement === 'Y',
    },
  });

  const save = useMutation({
    mutationFn: async (values: BankingOutput) => {
      const image = file ? { fileName: file.name, content: await readAsDataUrl(file) } : null;
      if (image) setUpload({ phase: 'sending', percent: 0 });
      return callWithProgress(
        api.employeeBankingDetailsSave,
        {
          transitNumber: values.transitNumber,
          institutionNumber: values.institutionNumber,
          accountNumber: values.accountNumber,
          eft_agreement: 'Y',
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
      const { TOKEN_EXPIRY: _expiry, message, ...details } = answer;
      queryClient.setQueryData(bankingKey, details);
      void queryClient.invalidateQueries({ queryKey: documentsKey });
      setFile(null);
      showSuccess(tm(message) ?? message);
      if (forced) await continueAfterForcedStep();
    },
    onError: (error) => {
      setUpload(null);
      const imageProblem = error instanceof ApiError ? error.fields.image : undefined;
      if (imageProblem) setFileError(imageProblem);
      const shown = reportFailure(error, tm, { setError, fields: [...NUMBER_FIELDS, 'eft_agreement'] });
      setGeneral(shown === 'fields' || imageProblem ? MESSAGES.correctMissingInformation : undefined);
    },
  });

  const onSubmit = handleSubmit(
    (values) => {
      if (fileError) {
        setGeneral(MESSAGES.correctMissingInformation);
        return;
      }
      setGeneral(undefined);
      save.mutate(values);
    },
    () => setGeneral(MESSAGES.correctMissingInformation),
  );

  const numberField = (name: (typeof NUMBER_FIELDS)[number]) => {
    const { ref, ...registered } = register(name);
    const message = errors[name]?.message;
    return (
      <TextField
        {...registered}
        inputRef={ref}
        id={`banking-${name}`}
        label={t(`account.banking.${name}`)}
        required
        disabled={readOnly}
        autoComplete="off"
        error={Boolean(message)}
        helperText={message ? tm(message) : t(`account.banking.${name}Hint`)}
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

  const eftError = errors.eft_agreement?.message;
  const busy = save.isPending;

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby="banking-form-title">
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
          {t('account.banking.accountAgain')}
        </Typography>
      ) : null}

      <Typography variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 600, mt: 3, mb: 1 }}>
        {t('account.banking.documentTitle')}
      </Typography>
      <DocumentPicker
        text={{
          intro: t('account.banking.documentIntro'),
          chooseFile: t('account.banking.chooseFile'),
          takePhoto: t('account.banking.takePhoto'),
          removeFile: t('account.banking.removeFile'),
          selected: (name, size) => t('account.banking.selected', { name, size }),
        }}
        file={file}
        error={fileError}
        disabled={busy || readOnly}
        onChange={(chosen, problem) => {
          setFile(chosen);
          setFileError(problem);
        }}
      />

      <FormControl error={Boolean(eftError)} sx={{ mt: 2, display: 'block' }} required>
        <Controller
          control={control}
          name="eft_agreement"
          render={({ field }) => (
            <FormControlLabel
              control={
                <Checkbox
                  checked={field.value === true}
                  onChange={(event) => field.onChange(event.target.checked)}
                  onBlur={field.onBlur}
                  disabled={readOnly}
                  slotProps={{
                    input: {
                      ref: field.ref,
                      'aria-invalid': Boolean(eftError),
                      ...(eftError ? { 'aria-describedby': 'eft-error' } : {}),
                    },
                  }}
                />
              }
              label={t('account.banking.eftLabel', { provider: getAppConfig().providerName })}
            />
          )}
        />
        {eftError ? <FormHelperText id="eft-error">{tm(eftError)}</FormHelperText> : null}
      </FormControl>

      {upload ? (
        <Box sx={{ mt: 2 }} data-testid="upload-progress">
          <Typography variant="body2" role="status" sx={{ mb: 0.5 }}>
            {upload.phase === 'sending'
              ? t('account.banking.uploading', { percent: upload.percent })
              : t('account.banking.processing')}
          </Typography>
          <LinearProgress
            aria-label={t('account.banking.uploadLabel')}
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
      {readOnly ? null : (
        <Button type="submit" variant="contained" size="large" sx={{ mt: 2 }} loading={busy}>
          {forced ? t('account.banking.saveAndContinue') : t('account.banking.save')}
        </Button>
      )}
    </Box>
  );
}
