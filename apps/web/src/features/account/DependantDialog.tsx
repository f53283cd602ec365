import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { api } from '@benefits/contract';
import {
  checkDependantAge,
  checkDependantList,
  DEPENDANT_NAME_MAX_LENGTH,
  dependantSchema,
  isIsoDate,
  MESSAGES,
  needsStudentProof,
  todayIso,
} from '@benefits/domain';
import { useMutation } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { call } from '../../lib/api/client';
import { showSuccess } from '../../lib/ui/snackbar';
import type { Dependant } from './api';
import { reportFailure } from '../../lib/forms';
import { useAccountMessage } from './messages';
import { RELATIONSHIP_CODES, RELATIONSHIP_KEYS } from './relationships';
import { ResponsiveDialog } from '../../lib/ui/ResponsiveDialog';
import { useOneSubmit } from '../../lib/ui/useOneClick';

type Schema = ReturnType<typeof dependantSchema>;
type DependantInput = z.input<Schema>;
type DependantOutput = z.output<Schema>;

const FIELDS = ['depFirstName', 'depLastName', 'depRelation', 'depBirthDate', 'depEffectiveDate'] as const;
type DependantField = (typeof FIELDS)[number];

function initialValues(dependant: Dependant | null) {
  return {
    depFirstName: dependant?.depFirstName ?? '',
    depLastName: dependant?.depLastName ?? '',
    depRelation: dependant ? String(dependant.depRelation) : '',
    depBirthDate: dependant?.depBirthDate ?? '',
    depEffectiveDate: dependant?.depEffectiveDate ?? '',
  };
}

/**
 * Adds or edits a dependant (docs/product §3 "Dependant", §5 "Date limits"). The form is checked with the
 * domain's dependantSchema — the request schema of /employee/dependant/add and /edit — so the age
 * rules (spouse 18+, infirm 21+, dependent child 25 or younger) answer before anything is sent; the
 * list rules (no one listed twice: same names and birth date; at most 20; one spouse) are checked
 * against the list shown, and again by the server under the employee's lock. A dependent child of 21 or more is accepted
 * but flagged: proof of full-time studies is needed.
 */
export function DependantDialog({
  open,
  dependant,
  listed,
  onClose,
  onSaved,
}: {
  open: boolean;
  /** The dependant to edit, or null to add one. */
  dependant: Dependant | null;
  listed: readonly Dependant[];
  onClose: () => void;
  onSaved: (dependants: Dependant[]) => void;
}) {
  const { t } = useTranslation();
  const tm = useAccountMessage();
  const formId = useId();
  const [general, setGeneral] = useState<string | undefined>();
  const schema = useMemo(() => dependantSchema(), []);
  const editing = dependant !== null;

  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<DependantInput, unknown, DependantOutput>({
    resolver: zodResolver(schema),
    defaultValues: initialValues(dependant),
  });

  const [relation, birthDate] = useWatch({ control, name: ['depRelation', 'depBirthDate'] });
  // The student notice only for an age the relationship allows (not beside "25 or younger").
  const flagged =
    typeof birthDate === 'string' &&
    isIsoDate(birthDate) &&
    checkDependantAge(relation, birthDate, todayIso()).ok &&
    needsStudentProof(
      {
        relation: Number(relation),
        birthDate,
        isStudent: dependant?.depIsStudent === 'Y',
        extDate: dependant?.depExtDate ?? null,
      },
      todayIso(),
    );

  const save = useMutation({
    mutationFn: async (values: DependantOutput) => {
      const payload = {
        depFirstName: values.depFirstName,
        depLastName: values.depLastName,
        depRelation: values.depRelation,
        depBirthDate: values.depBirthDate,
        depEffectiveDate: values.depEffectiveDate,
      };
      return dependant
        ? call(api.employeeDependantEdit, { ...payload, depId: dependant.depId }, { snackbar: false })
        : call(api.employeeDependantAdd, payload, { snackbar: false });
    },
    onSuccess: (answer) => {
      onSaved(answer.dependants);
      showSuccess(tm(answer.message) ?? answer.message);
      onClose();
    },
    onError: (error) => {
      const shown = reportFailure(error, tm, { setError, fields: FIELDS });
      setGeneral(shown === 'fields' ? MESSAGES.correctInformation : undefined);
    },
  });

  const onSubmit = handleSubmit(
    (values) => {
      const problem = checkDependantList(
        listed.map((d) => ({
          id: d.depId,
          relation: d.depRelation,
          firstName: d.depFirstName,
          lastName: d.depLastName,
          birthDate: d.depBirthDate,
        })),
        {
          id: dependant?.depId,
          relation: values.depRelation,
          firstName: values.depFirstName,
          lastName: values.depLastName,
          birthDate: values.depBirthDate,
        },
      );
      if (problem) {
        if (problem.field === 'depRelation') {
          setError('depRelation', { type: 'list', message: problem.message }, { shouldFocus: true });
          setGeneral(MESSAGES.correctInformation);
        } else {
          setGeneral(problem.message);
        }
        return;
      }
      setGeneral(undefined);
      save.mutate(values);
    },
    () => setGeneral(MESSAGES.correctInformation),
  );
  // A double click or Enter pressed twice adds (or saves) the dependant once.
  const one = useOneSubmit(onSubmit, save.isPending, open);

  const field = (name: DependantField) => {
    const { ref, ...registered } = register(name);
    const message = errors[name]?.message;
    return {
      ...registered,
      inputRef: ref,
      id: `dependant-${name}`,
      label: t(`account.dependants.fields.${name}`),
      error: Boolean(message),
      helperText: message ? tm(message) : undefined,
    };
  };

  const effective = field('depEffectiveDate');

  return (
    <ResponsiveDialog
      open={open}
      onClose={onClose}
      title={editing ? t('account.dependants.editTitle') : t('account.dependants.addTitle')}
      testId="dependant-dialog"
      actions={
        <>
          <Button onClick={onClose}>{t('account.common.cancel')}</Button>
          <Button type="submit" form={formId} variant="contained" loading={one.busy}>
            {editing ? t('account.dependants.save') : t('account.dependants.addSubmit')}
          </Button>
        </>
      }
    >
      <Box component="form" id={formId} noValidate onSubmit={one.onSubmit}>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
            columnGap: 2,
          }}
        >
          {/* The dialog opens on its first field, ready to type (its first focusable is otherwise the dialog). */}
          <TextField
            {...field('depFirstName')}
            autoFocus
            required
            autoComplete="off"
            slotProps={{ htmlInput: { maxLength: DEPENDANT_NAME_MAX_LENGTH } }}
          />
          <TextField
            {...field('depLastName')}
            required
            autoComplete="off"
            slotProps={{ htmlInput: { maxLength: DEPENDANT_NAME_MAX_LENGTH } }}
          />
          <TextField
            {...field('depRelation')}
            required
            select
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">{t('account.dependants.selectRelationship')}</option>
            {RELATIONSHIP_CODES.map((code) => (
              <option key={code} value={String(code)}>
                {t(`account.relationships.${RELATIONSHIP_KEYS[code]}`)}
              </option>
            ))}
          </TextField>
          <TextField
            {...field('depBirthDate')}
            required
            type="date"
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: todayIso() } }}
          />
          <TextField
            {...effective}
            type="date"
            helperText={effective.helperText ?? t('account.dependants.effectiveHint')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Box>
        {flagged ? (
          <Alert severity="warning" sx={{ mt: 2 }} data-testid="student-proof-warning">
            {tm(MESSAGES.studentProofRequired)}
          </Alert>
        ) : null}
        {general ? (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {tm(general)}
          </Alert>
        ) : null}
      </Box>
    </ResponsiveDialog>
  );
}
