import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '@benefits/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/format';
import { RouterButton } from '../../lib/ui/RouterLink';
import { DemoFrame } from './DemoFrame';
import { updateDemo } from './demo-state';
import { Redirect } from '../../lib/redirect';

/** /demo/claims/success: the demo claim's number, what was paid and charged, the balance left. */
export function DemoSuccessScreen() {
  const { t, i18n } = useTranslation();
  // The submitted claim's items are done with: the next claim starts empty.
  useEffect(() => updateDemo((state) => (state.items.length ? { ...state, items: [] } : state)), []);
  return (
    <DemoFrame title={() => t('demo.success.title')} width={560}>
      {({ submitted }) => {
        if (!submitted) return <Redirect to={paths.public.demoClaims.getHref()} />;
        const money = (cents: number) => formatMoney(cents, i18n.language);
        return (
          <>
            <Typography sx={{ mb: 1 }} data-testid="demo-claim-number">
              {t('demo.success.number', { number: submitted.claimNumber })}
            </Typography>
            <Typography sx={{ mb: 1 }}>
              {t('demo.success.paid', {
                amount: money(submitted.totals.totalPayableAmount),
                total: money(submitted.totals.totalAmount),
              })}
            </Typography>
            <Typography data-testid="demo-balance-left">
              {t('demo.success.balance', { amount: money(submitted.BALANCE) })}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, mt: 3 }}>
              <RouterButton to={paths.public.demoClaims.getHref()} variant="contained">
                {t('demo.success.another')}
              </RouterButton>
              <RouterButton to={paths.public.signup.getHref()} variant="outlined">
                {t('demo.success.signup')}
              </RouterButton>
            </Stack>
          </>
        );
      }}
    </DemoFrame>
  );
}
