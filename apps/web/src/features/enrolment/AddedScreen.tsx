import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '@benefits/domain';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PageColumn } from '../../lib/ui/PageColumn';
import { RouterButton } from '../../lib/ui/RouterLink';
import { Section } from '../../lib/ui/Section';
import type { AddedState } from './api';

const isAddedState = (state: unknown): state is AddedState =>
  typeof state === 'object' && state !== null && Array.isArray((state as AddedState).added);

/**
 * /add-employee/success: who was just added (IDs, names) and what happens next. The list comes with
 * the navigation from /add-employee (it survives a reload of the page, not a new visit).
 */
export function AddedScreen() {
  const { t } = useTranslation();
  const { state } = useLocation();
  const added = isAddedState(state) ? state.added : [];
  const actions = (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1 }}>
      <RouterButton to={paths.company.addEmployee.getHref()} variant="contained">
        {t('enrolment.success.addMore')}
      </RouterButton>
      <RouterButton to={paths.company.employeeDirectory.getHref()} variant="outlined">
        {t('enrolment.success.directory')}
      </RouterButton>
    </Stack>
  );
  if (added.length === 0) {
    return (
      <PageColumn title={t('pages.employeeAdded')} maxWidth={880}>
        <Alert severity="info" data-testid="added-none">
          {t('enrolment.success.none')}
        </Alert>
        {actions}
      </PageColumn>
    );
  }
  return (
    <PageColumn title={t('pages.employeeAdded')} maxWidth={880}>
      <Section id="added" title={t('enrolment.success.heading', { count: added.length })}>
        <Box component="ul" aria-label={t('enrolment.success.listLabel')} sx={{ m: 0, p: 0 }}>
          {added.map((a) => (
            <Box
              component="li"
              key={a.ID}
              data-testid={`added-${a.ID}`}
              sx={{
                listStyle: 'none',
                py: 1,
                borderTop: 1,
                borderColor: 'divider',
                display: 'flex',
                flexWrap: 'wrap',
                gap: 1,
                alignItems: 'center',
              }}
            >
              <Typography sx={{ fontWeight: 600, minWidth: '7rem' }}>
                {t('enrolment.success.id', { id: a.ID })}
              </Typography>
              <Typography sx={{ overflowWrap: 'anywhere' }}>
                {a.firstName} {a.lastName} · {a.email}
              </Typography>
              {a.nonMemberAdmin ? <Chip size="small" label={t('enrolment.success.admin')} /> : null}
              {a.groupAdmin ? <Chip size="small" label={t('enrolment.success.groupAdmin')} /> : null}
            </Box>
          ))}
        </Box>
      </Section>
      <Section id="added-next" title={t('enrolment.success.next')}>
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          <Typography component="li">{t('enrolment.success.mailed')}</Typography>
          <Typography component="li">{t('enrolment.success.signIn')}</Typography>
          <Typography component="li">{t('enrolment.success.firstVisit')}</Typography>
        </Box>
      </Section>
      {actions}
    </PageColumn>
  );
}
