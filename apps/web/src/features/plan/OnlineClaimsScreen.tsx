import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { api, ErrorCode } from '@benefits/contract';
import { canEnableOnlineClaims } from '@benefits/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, call } from '../../lib/api/client';
import { employeeProfileKey, useEmployeeUser } from '../../lib/api/employeeProfile';
import { useTranslateMessage } from '../../lib/i18n/messages';
import { LoadError } from '../../lib/ui/LoadError';
import { PageColumn } from '../../lib/ui/PageColumn';
import { Loading, Section } from '../../lib/ui/Section';
import { showSuccess } from '../../lib/ui/snackbar';
import { useOneSubmit } from '../../lib/ui/useOneClick';
import { companyKey } from './api';
import { useFieldFailures } from './ui';

/** The company's own flags, from /employer/get (the same key and answer as features/employer). */
const useCompany = () =>
  useQuery({
    queryKey: companyKey,
    queryFn: async ({ signal }) =>
      (await call(api.employerGet, {}, { area: 'employee', snackbar: false, signal })).employer,
  });

/**
 * /business-online-claims (docs/product §6 "Enable Online Claims"): what changes, a confirmation, and
 * the call; the server refuses when the rule does not allow it. The company's query and the user are
 * then read again, so the menu shows Make a Claim and no longer offers this page.
 */
export function OnlineClaimsScreen() {
  const { t } = useTranslation();
  const tm = useTranslateMessage();
  const queryClient = useQueryClient();
  const user = useEmployeeUser().data;
  const company = useCompany();
  const failures = useFieldFailures();
  const [confirmed, setConfirmed] = useState(false);
  const enable = useMutation({
    mutationFn: () =>
      call(
        api.employerEnableOnlineClaiming,
        { confirm: confirmed ? 'Y' : 'N' },
        { area: 'employee', snackbar: false },
      ),
    onSuccess: async (answer) => {
      failures.clear();
      showSuccess(tm(answer.message) ?? answer.message);
      await queryClient.invalidateQueries({ queryKey: companyKey });
      await queryClient.invalidateQueries({ queryKey: employeeProfileKey });
    },
    onError: (error) => {
      failures.report(error);
      if (error instanceof ApiError && error.code === ErrorCode.CONFLICT) {
        void queryClient.invalidateQueries({ queryKey: companyKey });
      }
    },
  });
  // A double click or Enter pressed twice asks once.
  const one = useOneSubmit(() => enable.mutate(), enable.isPending);
  const c = company.data;
  const allowed =
    !!user &&
    !!c &&
    canEnableOnlineClaims({
      terminated: user.TERMINATED_FLAG === 'Y',
      customised: user.CUSTOMIZED_BENEFITS === 'Y',
      planType: c.PLAN_CODE,
      onlineClaimOk: c.ONLINE_CLAIM_OK === 'Y',
    });
  return (
    <PageColumn title={t('pages.enableOnlineClaims')} maxWidth={760}>
      <Typography>{t('plan.online.intro')}</Typography>
      <Section id="online-claims" title={t('plan.online.changes')}>
        <Stack component="ul" sx={{ pl: 3, my: 0, gap: 1 }}>
          <li>{t('plan.online.change1')}</li>
          <li>{t('plan.online.change2')}</li>
          <li>{t('plan.online.change3')}</li>
          <li>{t('plan.online.change4')}</li>
        </Stack>
        <Box sx={{ mt: 3 }}>
          {company.isPending ? (
            <Loading lines={1} />
          ) : company.isError || !c ? (
            <LoadError error={company.error} onRetry={() => void company.refetch()} />
          ) : c.ONLINE_CLAIM_OK === 'Y' ? (
            <Alert severity="success" data-testid="online-enabled">
              {t('plan.online.enabled')}
            </Alert>
          ) : !allowed ? (
            <Alert severity="info">{t('plan.online.notAllowed')}</Alert>
          ) : (
            <Box component="form" noValidate onSubmit={one.onSubmit}>
              <FormControlLabel
                control={<Checkbox checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} />}
                label={t('plan.online.confirm')}
              />
              {failures.message('confirm') ? (
                <FormHelperText error>{failures.message('confirm')}</FormHelperText>
              ) : null}
              <Box sx={{ mt: 2 }}>
                <Button type="submit" variant="contained" size="large" loading={one.busy}>
                  {t('plan.online.enable')}
                </Button>
              </Box>
            </Box>
          )}
        </Box>
      </Section>
    </PageColumn>
  );
}
