import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { api } from '@benefits/contract';
import { CLASSIFICATION_MESSAGES, COMPANY_NAME_MAX } from '@benefits/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../lib/api/client';
import { ConfirmDialog, NoticeDialog } from '../../lib/ui/ConfirmDialog';
import { ResponsiveDialog } from '../../lib/ui/ResponsiveDialog';
import { useOneClick } from '../../lib/ui/useOneClick';
import { useDivisions, useDivisionsChanged, type Division } from './api';
import {
  dangerOutline,
  fieldFailures,
  LoadError,
  Loading,
  PageColumn,
  SaveActions,
  Section,
  useCompanyMessage,
  useDialogChange,
  useDiscardQuestion,
} from './ui';

function AddDivisionDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const tm = useCompanyMessage();
  const changed = useDivisionsChanged();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  // Escape or a click outside asks before what was typed is thrown away.
  const discard = useDiscardQuestion(name !== '', onClose);
  const add = useDialogChange({
    mutationFn: () => call(api.employerDivisionAdd, { divisionName: name }, { snackbar: false }),
    changed,
    onClose,
    onError: (failure) => setError(fieldFailures(failure, tm, ['divisionName']).divisionName),
  });
  const submit = () => {
    if (name.trim() === '') setError(tm(CLASSIFICATION_MESSAGES.nameRequired));
    else add.mutate();
  };
  // A double click or Enter pressed twice adds once.
  const one = useOneClick(submit, add.isPending);
  return (
    <ResponsiveDialog
      open
      onClose={discard.close}
      onSubmit={one.onClick}
      title={t('classifications.divisions.addTitle')}
      testId="add-division-dialog"
      actions={<SaveActions onClose={onClose} pending={one.busy} />}
    >
      <TextField
        autoFocus
        fullWidth
        margin="normal"
        required
        id="division-name"
        label={t('classifications.divisions.name')}
        value={name}
        onChange={(e) => {
          setName(e.target.value);
          setError(undefined);
        }}
        error={Boolean(error)}
        helperText={error}
        slotProps={{ htmlInput: { maxLength: COMPANY_NAME_MAX } }}
      />
      {discard.question}
    </ResponsiveDialog>
  );
}

function RemoveDivisionDialog({ division, onClose }: { division: Division; onClose: () => void }) {
  const { t } = useTranslation();
  const tm = useCompanyMessage();
  const changed = useDivisionsChanged();
  const name = division.divisionName;
  const remove = useDialogChange({
    mutationFn: () =>
      call(api.employerDivisionRemove, { divisionId: division.divisionId }, { snackbar: false }),
    changed,
    onClose,
  });
  if (division.employeeCount > 0) {
    return (
      <NoticeDialog
        onClose={onClose}
        title={t('classifications.divisions.cannotRemoveTitle', { name })}
        testId="remove-division-dialog"
        closeLabel={t('classifications.common.close')}
      >
        {tm(CLASSIFICATION_MESSAGES.divisionHasEmployees)}
      </NoticeDialog>
    );
  }
  return (
    <ConfirmDialog
      onClose={onClose}
      title={t('classifications.divisions.removeTitle', { name })}
      testId="remove-division-dialog"
      cancelLabel={t('classifications.common.cancel')}
      confirmLabel={t('classifications.divisions.removeConfirm')}
      onConfirm={() => remove.mutate()}
      pending={remove.isPending}
    >
      {t('classifications.divisions.removeBody', { name })}
    </ConfirmDialog>
  );
}

function DivisionCard({ division, onRemove }: { division: Division; onRemove: () => void }) {
  const { t } = useTranslation();
  const nameId = `division-${division.divisionId}-name`;
  return (
    <Paper
      variant="outlined"
      component="li"
      aria-labelledby={nameId}
      data-testid="division"
      sx={{
        p: 2,
        display: 'flex',
        gap: 1,
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography
          component="h3"
          variant="subtitle1"
          id={nameId}
          sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
        >
          {division.divisionName}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('classifications.common.employees', { count: division.employeeCount })}
        </Typography>
      </Box>
      <Button
        size="small"
        variant="outlined"
        color="error"
        sx={dangerOutline}
        onClick={onRemove}
        aria-label={t('classifications.divisions.removeLabel', { name: division.divisionName })}
      >
        {t('classifications.divisions.remove')}
      </Button>
    </Paper>
  );
}

/** /divisions: the company's divisions as cards; add one, remove an empty one (docs/product §3). */
export function DivisionsScreen() {
  const { t } = useTranslation();
  const divisions = useDivisions();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Division | null>(null);
  const listed = divisions.data?.divisions ?? [];

  let body;
  if (divisions.isPending) body = <Loading lines={2} />;
  else if (divisions.isError)
    body = <LoadError error={divisions.error} onRetry={() => void divisions.refetch()} />;
  else if (listed.length === 0)
    body = (
      <Typography color="text.secondary" data-testid="divisions-empty">
        {t('classifications.divisions.empty')}
      </Typography>
    );
  else
    body = (
      <Stack
        component="ul"
        aria-label={t('classifications.divisions.listLabel')}
        sx={{ listStyle: 'none', m: 0, p: 0, gap: 1.5 }}
        data-testid="division-list"
      >
        {listed.map((d) => (
          <DivisionCard key={d.divisionId} division={d} onRemove={() => setRemoving(d)} />
        ))}
      </Stack>
    );

  return (
    <PageColumn title={t('pages.divisions')} maxWidth={760}>
      <Typography color="text.secondary">{t('classifications.divisions.intro')}</Typography>
      <Section
        id="divisions"
        title={t('classifications.divisions.listTitle')}
        action={
          <Button
            variant="contained"
            startIcon={<AddIcon aria-hidden />}
            onClick={() => setAdding(true)}
            disabled={!divisions.isSuccess}
          >
            {t('classifications.divisions.add')}
          </Button>
        }
      >
        {body}
      </Section>
      {adding ? <AddDivisionDialog onClose={() => setAdding(false)} /> : null}
      {removing ? <RemoveDivisionDialog division={removing} onClose={() => setRemoving(null)} /> : null}
    </PageColumn>
  );
}
