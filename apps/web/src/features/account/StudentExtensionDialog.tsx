import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { api } from '@benefits/contract';
import { checkStudentExtension, MESSAGES, studentExtensionLatestDate, todayIso } from '@benefits/domain';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, call } from '../../lib/api/client';
import { formatDate } from '../../lib/format';
import { showSuccess } from '../../lib/ui/snackbar';
import type { Dependant } from './api';
import { reportFailure } from '../../lib/forms';
import { useAccountMessage } from './messages';
import { ResponsiveDialog } from '../../lib/ui/ResponsiveDialog';

/**
 * The student extension of a dependent child aged 21 or more: covered while a full-time student,
 * until the date the studies end (today at the earliest, December 31 of the year the child turns
 * 25 at the latest; the domain's checkStudentExtension, as on the server). An extension on file can
 * be removed.
 */
export function StudentExtensionDialog({
  open,
  dependant,
  onClose,
  onSaved,
}: {
  open: boolean;
  dependant: Dependant;
  onClose: () => void;
  onSaved: (dependants: Dependant[]) => void;
}) {
  const { t, i18n } = useTranslation();
  const tm = useAccountMessage();
  const formId = useId();
  const [date, setDate] = useState(dependant.depExtDate ?? '');
  const [error, setError] = useState<string | undefined>();
  const hasExtension = dependant.depIsStudent === 'Y' && dependant.depExtDate !== null;
  const name = `${dependant.depFirstName} ${dependant.depLastName}`;
  const latest = dependant.depExtMaxDate ?? studentExtensionLatestDate(dependant.depBirthDate);

  const change = useMutation({
    mutationFn: (student: boolean) =>
      call(
        api.employeeDependantExtend,
        student
          ? { depId: dependant.depId, depIsStudent: 'Y', depExtDate: date }
          : { depId: dependant.depId, depIsStudent: 'N' },
        { snackbar: false },
      ),
    onSuccess: (answer) => {
      onSaved(answer.dependants);
      showSuccess(tm(answer.message) ?? answer.message);
      onClose();
    },
    onError: (failure) => {
      const field =
        failure instanceof ApiError ? (failure.fields.depExtDate ?? failure.fields.depIsStudent) : undefined;
      if (field) setError(field);
      else reportFailure(failure, tm);
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = checkStudentExtension(
      { relation: dependant.depRelation, birthDate: dependant.depBirthDate },
      date,
      todayIso(),
    );
    if (problem) {
      setError(problem.message);
      return;
    }
    setError(undefined);
    change.mutate(true);
  };

  return (
    <ResponsiveDialog
      open={open}
      onClose={onClose}
      title={t('account.dependants.extensionTitle', { name })}
      testId="extension-dialog"
      actions={
        <>
          <Button onClick={onClose}>{t('account.common.cancel')}</Button>
          {hasExtension ? (
            <Button
              onClick={() => change.mutate(false)}
              loading={change.isPending && change.variables === false}
              disabled={change.isPending}
            >
              {t('account.dependants.extensionRemove')}
            </Button>
          ) : null}
          <Button
            type="submit"
            form={formId}
            variant="contained"
            loading={change.isPending && change.variables === true}
            disabled={change.isPending}
          >
            {t('account.dependants.extensionSave')}
          </Button>
        </>
      }
    >
      <Box component="form" id={formId} noValidate onSubmit={onSubmit}>
        <Typography sx={{ mb: 1 }}>{t('account.dependants.extensionIntro')}</Typography>
        {dependant.needsStudentProof ? (
          <Alert severity="warning" sx={{ mb: 1 }}>
            {tm(MESSAGES.studentProofRequired)}
          </Alert>
        ) : null}
        <TextField
          id="extension-date"
          label={t('account.dependants.extensionDate')}
          type="date"
          required
          value={date}
          onChange={(event) => {
            setDate(event.target.value);
            if (error) setError(undefined);
          }}
          error={Boolean(error)}
          helperText={
            error
              ? tm(error)
              : t('account.dependants.extensionLatest', { date: formatDate(latest, i18n.language, 'long') })
          }
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: todayIso(), max: latest } }}
        />
      </Box>
    </ResponsiveDialog>
  );
}
