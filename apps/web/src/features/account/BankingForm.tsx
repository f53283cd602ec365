import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { api, type EmployeeUser } from '@benefits/contract';
import { ACCOUNT_MESSAGES, MESSAGES } from '@benefits/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useRefusalRefresh } from '../../lib/api/padRefusal';
import { getAppConfig } from '../../lib/config';
import { callWithProgress } from '../../lib/transfer/upload';
import { AgreementCheckbox } from '../../lib/ui/AgreementCheckbox';
import { BANK_NUMBER_FIELDS, BankNumberFields } from '../../lib/ui/BankNumberFields';
import { DocumentPicker } from '../../lib/ui/DocumentPicker';
import { FormEnd } from '../../lib/ui/FormField';
import { documentFormGeneral, UploadProgress, useDocumentUpload } from '../../lib/ui/UploadProgress';
import { showSuccess } from '../../lib/ui/snackbar';
import { useOneSubmit } from '../../lib/ui/useOneClick';
import { bankingKey, documentsKey, useContinueAfterForcedStep, type BankingDetails } from './api';
import { reportFailure } from '../../lib/forms';
import { useAccountMessage } from './messages';

/** The request schema of /employee/banking-details/save: the server checks with the same one. */
const schema = api.employeeBankingDetailsSave.request;
type BankingInput = z.input<typeof schema>;
type BankingOutput = z.output<typeof schema>;

/** The document's message when the form lacks one it requires (not a refusal of the file chosen). */
const MISSING_DOCUMENT = [ACCOUNT_MESSAGES.newBankingDocumentRequired];

/**
 * Direct-deposit details (docs/product §3 "Banking details"): transit (5 digits), institution (3) and
 * account (7 to 12) numbers, the EFT agreement, and a void cheque or bank letter sent with a real
 * progress bar: optional, except while staff's refusal of the details on file is shown (a failed PAD
 * audit), when a new one is required (the server refuses a save without one, on the document field).
 * A user sent here by the MISSING_BANKING redirect continues once saved.
 */
export function BankingForm({ user, onFile }: { user: EmployeeUser; onFile: BankingDetails }) {
  const { t } = useTranslation();
  const tm = useAccountMessage();
  const queryClient = useQueryClient();
  const continueAfterForcedStep = useContinueAfterForcedStep();
  const [general, setGeneral] = useState<string | undefined>();
  const attachment = useDocumentUpload();
  // Staff refused the details after the page was opened: the refusal is read and shown on the save's failure.
  const refreshRefusal = useRefusalRefresh(bankingKey);
  const forced = user.MISSING_BANKING === 'Y';
  const readOnly = user.TERMINATED_FLAG === 'Y';
  // Staff refused the details on file: they are taken again only with a new document.
  const needsDocument = onFile.refusal !== undefined;

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
      const image = await attachment.read();
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
          onProgress: attachment.progress(image),
        },
      );
    },
    onSuccess: async (answer) => {
      attachment.sent();
      const { TOKEN_EXPIRY: _expiry, message, ...details } = answer;
      queryClient.setQueryData(bankingKey, details);
      void queryClient.invalidateQueries({ queryKey: documentsKey });
      showSuccess(tm(message) ?? message);
      if (forced) await continueAfterForcedStep();
    },
    onError: (error) => {
      refreshRefusal(error);
      const imageProblem = attachment.failed(error);
      const shown = reportFailure(error, tm, { setError, fields: [...BANK_NUMBER_FIELDS, 'eft_agreement'] });
      setGeneral(documentFormGeneral(shown === 'fields', imageProblem, MISSING_DOCUMENT));
    },
  });

  const documentMissing = needsDocument && !attachment.file;
  const onSubmit = handleSubmit(
    (values) => {
      const problem =
        attachment.fileError ?? (documentMissing ? ACCOUNT_MESSAGES.newBankingDocumentRequired : undefined);
      if (problem) {
        attachment.setFileError(problem);
        setGeneral(documentFormGeneral(false, problem, MISSING_DOCUMENT));
        return;
      }
      setGeneral(undefined);
      save.mutate(values);
    },
    () => {
      if (documentMissing && !attachment.fileError)
        attachment.setFileError(ACCOUNT_MESSAGES.newBankingDocumentRequired);
      setGeneral(MESSAGES.correctMissingInformation);
    },
  );

  const eftError = errors.eft_agreement?.message;
  // A double click or Enter pressed twice saves (and sends the document) once: the document is read
  // and sent with the details in the one save, so holding the save holds the upload too.
  const one = useOneSubmit(onSubmit, save.isPending);
  const busy = one.busy;

  return (
    <Box component="form" noValidate onSubmit={one.onSubmit} aria-labelledby="banking-form-title">
      <BankNumberFields
        idPrefix="banking"
        register={register}
        error={(name) => tm(errors[name]?.message)}
        label={(name) => t(`account.banking.${name}`)}
        hint={(name) => t(`account.banking.${name}Hint`)}
        note={onFile.onFile ? t('account.banking.accountAgain') : undefined}
        disabled={readOnly}
      />

      <Typography variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 600, mt: 3, mb: 1 }}>
        {needsDocument ? t('account.banking.documentTitleRequired') : t('account.banking.documentTitle')}
      </Typography>
      <DocumentPicker
        text={{
          intro: needsDocument
            ? `${t('account.banking.documentIntro')} ${t('account.banking.documentNewRequired')}`
            : t('account.banking.documentIntro'),
          chooseFile: t('account.banking.chooseFile'),
          takePhoto: t('account.banking.takePhoto'),
          removeFile: t('account.banking.removeFile'),
          selected: (name, size) => t('account.banking.selected', { name, size }),
        }}
        file={attachment.file}
        error={attachment.fileError}
        disabled={busy || readOnly}
        onChange={attachment.choose}
      />

      <AgreementCheckbox
        control={control}
        name="eft_agreement"
        label={t('account.banking.eftLabel', { provider: getAppConfig().providerName })}
        message={tm(eftError)}
        errorId="eft-error"
        disabled={readOnly}
        mt={2}
      />

      <UploadProgress
        upload={attachment.upload}
        text={{
          sending: (percent) => t('account.banking.uploading', { percent }),
          checking: t('account.banking.processing'),
          label: t('account.banking.uploadLabel'),
        }}
      />

      <FormEnd
        failure={tm(general)}
        submitLabel={forced ? t('account.banking.saveAndContinue') : t('account.banking.save')}
        busy={busy}
        hideSubmit={readOnly}
      />
    </Box>
  );
}
