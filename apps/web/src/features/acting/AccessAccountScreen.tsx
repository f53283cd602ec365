import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api/client';
import { useTranslateMessage } from '../../lib/i18n/messages';
import { NotAllowed, useMayUse } from '../../lib/tools-access/ToolGate';
import { LoadError } from '../../lib/ui/LoadError';
import { PageColumn } from '../../lib/ui/PageColumn';
import { Section } from '../../lib/ui/Section';
import { useAccountSearch, useStartActing, type AccountType, type FoundAccount } from './api';
import { ChangeLogSection } from './ChangeLogSection';
import { StaffLogSection } from './StaffLogSection';
import { useForgetStoppedActing } from '../../lib/acting/ActingBanner';

/**
 * /tools/login-account (docs/product §2, §6 PERMIT_LOGIN_AS "Access Account"; decision 0030): find
 * an employee (by ID or name, or by their company's ID or name) or an agent (by ID) and act for them, read an employee's change log
 * with who made each change, and the recent staff activity.
 */
export function AccessAccountScreen() {
  const { t } = useTranslation();
  useForgetStoppedActing();
  const allowed = useMayUse('accessAccount');
  const [changesOf, setChangesOf] = useState<{ id: number; name: string } | null>(null);

  if (!allowed) {
    return (
      <PageColumn title={t('acting.title')} maxWidth={720}>
        <NotAllowed />
      </PageColumn>
    );
  }
  return (
    <PageColumn title={t('acting.title')} maxWidth={960}>
      <Typography>{t('acting.intro')}</Typography>
      <FindAccount onChangeLog={setChangesOf} />
      {changesOf ? <ChangeLogSection employee={changesOf} onClose={() => setChangesOf(null)} /> : null}
      <StaffLogSection />
    </PageColumn>
  );
}

function FindAccount({ onChangeLog }: { onChangeLog: (e: { id: number; name: string }) => void }) {
  const { t } = useTranslation();
  const tm = useTranslateMessage();
  const [type, setType] = useState<AccountType>('employee');
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const [search, setSearch] = useState<{ type: AccountType; q: string } | null>(null);
  const results = useAccountSearch(search);
  const start = useStartActing();
  const startError = start.error instanceof ApiError ? start.error : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    setMissing(q === '');
    if (q !== '') setSearch({ type, q });
  };

  return (
    <Section id="find-account" title={t('acting.find.title')}>
      <Stack component="form" noValidate onSubmit={submit} sx={{ gap: 2 }}>
        <Stack sx={{ gap: 0.5 }}>
          <FormLabel id="account-type-label">{t('acting.find.type')}</FormLabel>
          <RadioGroup
            row
            aria-labelledby="account-type-label"
            value={type}
            onChange={(e) => setType(e.target.value as AccountType)}
          >
            <FormControlLabel value="employee" control={<Radio />} label={t('acting.find.employee')} />
            <FormControlLabel value="partner" control={<Radio />} label={t('acting.find.partner')} />
          </RadioGroup>
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'flex-start' } }}>
          <TextField
            id="account-query"
            label={type === 'employee' ? t('acting.find.employeeQuery') : t('acting.find.partnerQuery')}
            value={text}
            onChange={(e) => setText(e.target.value)}
            error={missing}
            helperText={missing ? t('acting.find.required') : undefined}
            slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'account-query' } }}
            sx={{ flexGrow: 1 }}
          />
          <Button type="submit" variant="contained" data-testid="account-search" sx={{ minHeight: 56 }}>
            {t('acting.find.search')}
          </Button>
        </Stack>
      </Stack>

      {startError ? (
        <Alert severity="error" sx={{ mt: 2 }} data-testid="acting-error">
          {tm(startError.fields.id ?? startError.general)}
        </Alert>
      ) : null}

      {search === null ? null : results.isPending ? (
        <Stack role="status" sx={{ alignItems: 'center', py: 3 }}>
          <CircularProgress aria-hidden size={28} />
        </Stack>
      ) : results.isError ? (
        <Stack sx={{ mt: 2 }}>
          <LoadError error={results.error} onRetry={() => void results.refetch()} />
        </Stack>
      ) : results.data.length === 0 ? (
        <Typography sx={{ mt: 2 }} role="status">
          {t('acting.find.none', { q: search.q })}
        </Typography>
      ) : (
        <Stack
          component="ul"
          aria-label={t('acting.find.results')}
          data-testid="account-results"
          sx={{ listStyle: 'none', p: 0, m: 0, mt: 2, gap: 1.5 }}
        >
          {results.data.map((a) => (
            <AccountCard
              key={`${a.type}-${a.id}`}
              account={a}
              busy={start.isPending}
              onAct={() => start.mutate({ type: a.type, id: a.id })}
              onChangeLog={() => onChangeLog({ id: a.id, name: a.name })}
            />
          ))}
        </Stack>
      )}
    </Section>
  );
}

function AccountCard({
  account: a,
  busy,
  onAct,
  onChangeLog,
}: {
  account: FoundAccount;
  busy: boolean;
  onAct: () => void;
  onChangeLog: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Paper
      component="li"
      variant="outlined"
      data-testid={`account-${a.id}`}
      sx={{
        p: 2,
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        gap: 1.5,
        alignItems: { sm: 'center' },
      }}
    >
      <Stack sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>
          {a.name} ({a.id})
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {a.detail}
        </Typography>
      </Stack>
      {a.admin ? (
        <Chip
          size="small"
          color="primary"
          variant="outlined"
          label={t('acting.find.admin')}
          sx={{ alignSelf: 'flex-start' }}
        />
      ) : null}
      {a.terminated ? (
        <Chip size="small" label={t('acting.find.terminated')} sx={{ alignSelf: 'flex-start' }} />
      ) : null}
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        {a.type === 'employee' ? (
          <Button
            variant="outlined"
            onClick={onChangeLog}
            aria-label={t('acting.find.changeLogLabel', { name: a.name, id: a.id })}
            data-testid={`change-log-${a.id}`}
          >
            {t('acting.find.changeLog')}
          </Button>
        ) : null}
        <Button
          variant="contained"
          onClick={onAct}
          disabled={busy}
          aria-label={t('acting.find.actForLabel', { name: a.name, id: a.id })}
          data-testid={`act-for-${a.id}`}
        >
          {t('acting.find.actFor')}
        </Button>
      </Stack>
    </Paper>
  );
}
