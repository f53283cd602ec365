import AddIcon from '@mui/icons-material/Add';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isStudentAgeChild, MESSAGES, todayIso } from '@benefits/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format';
import { useDependants, useDependantsChanged, type Dependant } from './api';
import { DependantDialog } from './DependantDialog';
import { useAccountMessage } from './messages';
import { relationshipKey } from './relationships';
import { RemoveDependantDialog } from './RemoveDependantDialog';
import { StudentExtensionDialog } from './StudentExtensionDialog';
import { LoadError, Loading, Section } from './ui';

type Open =
  | { kind: 'add' }
  | { kind: 'edit'; dependant: Dependant }
  | { kind: 'extend'; dependant: Dependant }
  | { kind: 'remove'; dependant: Dependant }
  | null;

function DependantItem({
  dependant,
  readOnly,
  onOpen,
}: {
  dependant: Dependant;
  readOnly: boolean;
  onOpen: (open: Open) => void;
}) {
  const { t, i18n } = useTranslation();
  const tm = useAccountMessage();
  const name = `${dependant.depFirstName} ${dependant.depLastName}`;
  const key = relationshipKey(dependant.depRelation);
  const relation = key ? t(`account.relationships.${key}`) : dependant.depRelationName;
  const date = (iso: string) => formatDate(iso, i18n.language);
  const studentAge = isStudentAgeChild(
    { relation: dependant.depRelation, birthDate: dependant.depBirthDate },
    todayIso(),
  );
  const hasExtension = dependant.depIsStudent === 'Y' && dependant.depExtDate !== null;
  const nameId = `dependant-${dependant.depId}-name`;

  return (
    <Box
      component="li"
      aria-labelledby={nameId}
      data-testid="dependant"
      data-dependant-id={dependant.depId}
      sx={{ py: 1.5, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 1, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h3" variant="subtitle1" id={nameId} sx={{ fontWeight: 600 }}>
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            <span data-testid="dependant-relation">{relation}</span>
            {' · '}
            {t('account.dependants.born', { date: date(dependant.depBirthDate) })}
            {' · '}
            {t('account.dependants.coveredSince', { date: date(dependant.depEffectiveDate) })}
          </Typography>
          {dependant.needsStudentProof ? (
            <Box sx={{ mt: 0.5 }}>
              <Chip
                size="small"
                variant="outlined"
                color="warning"
                icon={<WarningAmberIcon aria-hidden />}
                label={t('account.dependants.proofNeeded')}
                data-testid="student-proof-flag"
                sx={{ color: 'text.primary', fontWeight: 600 }}
              />
              <Typography variant="body2" sx={{ mt: 0.5 }}>
                {tm(MESSAGES.studentProofRequired)}
              </Typography>
            </Box>
          ) : null}
          {hasExtension && !dependant.needsStudentProof ? (
            <Chip
              size="small"
              color="info"
              variant="outlined"
              sx={{ mt: 0.5, color: 'text.primary' }}
              label={t('account.dependants.studentUntil', { date: date(dependant.depExtDate ?? '') })}
            />
          ) : null}
        </Box>
        {readOnly ? null : (
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', flexShrink: 0 }}>
            <Button
              size="small"
              variant="outlined"
              onClick={() => onOpen({ kind: 'edit', dependant })}
              aria-label={t('account.dependants.editLabel', { name })}
            >
              {t('account.dependants.edit')}
            </Button>
            {studentAge ? (
              <Button
                size="small"
                variant="outlined"
                onClick={() => onOpen({ kind: 'extend', dependant })}
                aria-label={t('account.dependants.extensionLabel', { name })}
              >
                {t('account.dependants.extension')}
              </Button>
            ) : null}
            <Button
              size="small"
              variant="outlined"
              color="error"
              // The dark theme's error.main is too light a red for text on paper: use error.light there.
              sx={(theme) =>
                theme.palette.mode === 'dark' ? { color: 'error.light', borderColor: 'error.light' } : {}
              }
              onClick={() => onOpen({ kind: 'remove', dependant })}
              aria-label={t('account.dependants.removeLabel', { name })}
            >
              {t('account.dependants.remove')}
            </Button>
          </Stack>
        )}
      </Stack>
    </Box>
  );
}

/**
 * The employee's dependants (docs/product §3 "Dependant"): listed with their relationship, added, edited,
 * given a student extension and removed (after a confirmation). Every change writes the new list
 * into the shared ['employee', 'dependants'] query (see api.ts).
 */
export function DependantsSection({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const dependants = useDependants();
  const changed = useDependantsChanged();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const listed = dependants.data ?? [];

  let body;
  if (dependants.isPending) body = <Loading lines={2} />;
  else if (dependants.isError)
    body = <LoadError error={dependants.error} onRetry={() => void dependants.refetch()} />;
  else if (listed.length === 0)
    body = <Typography color="text.secondary">{t('account.dependants.empty')}</Typography>;
  else
    body = (
      <Box
        component="ul"
        aria-label={t('account.dependants.listLabel')}
        sx={{ listStyle: 'none', m: 0, p: 0 }}
        data-testid="dependant-list"
      >
        {listed.map((d) => (
          <DependantItem key={d.depId} dependant={d} readOnly={readOnly} onOpen={setOpen} />
        ))}
      </Box>
    );

  return (
    <Section
      id="dependants"
      title={t('account.dependants.title')}
      action={
        readOnly ? null : (
          <Button
            variant="contained"
            startIcon={<AddIcon aria-hidden />}
            onClick={() => setOpen({ kind: 'add' })}
            disabled={!dependants.isSuccess}
          >
            {t('account.dependants.add')}
          </Button>
        )
      }
    >
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('account.dependants.intro')}
      </Typography>
      {body}
      {open?.kind === 'add' || open?.kind === 'edit' ? (
        <DependantDialog
          key={open.kind === 'edit' ? open.dependant.depId : 'add'}
          open
          dependant={open.kind === 'edit' ? open.dependant : null}
          listed={listed}
          onClose={close}
          onSaved={changed}
        />
      ) : null}
      {open?.kind === 'extend' ? (
        <StudentExtensionDialog open dependant={open.dependant} onClose={close} onSaved={changed} />
      ) : null}
      {open?.kind === 'remove' ? (
        <RemoveDependantDialog open dependant={open.dependant} onClose={close} onRemoved={changed} />
      ) : null}
    </Section>
  );
}
