import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { api } from '@benefits/contract';
import { calculateDemoClaim, DEMO_MESSAGES, dollarsToCents, paths, provincePhrase } from '@benefits/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError, call } from '../../lib/api/client';
import { useAction } from '../../lib/api/useAction';
import { useTranslateMessage } from '../../lib/i18n/messages';
import { RouterButton } from '../../lib/ui/RouterLink';
import { DemoBreakdown } from './DemoBreakdown';
import { DemoFrame } from './DemoFrame';
import { DemoItemList } from './DemoItems';
import { endDemo, updateDemo, type DemoState } from './demo-state';
import { Redirect } from '../../lib/redirect';

/**
 * /demo/claims/review: each item's breakdown and the claim's, with the real calculation of the
 * domain in the prospect's province (the server computes it again on submission and its figures
 * are the ones kept), then the submission.
 */
export function DemoReviewScreen() {
  const { t } = useTranslation();
  return <DemoFrame title={() => t('demo.review.title')}>{(demo) => <DemoReview demo={demo} />}</DemoFrame>;
}

function DemoReview({ demo }: { demo: DemoState }) {
  const { t, i18n } = useTranslation();
  const tm = useTranslateMessage();
  const navigate = useNavigate();
  const { login, items } = demo;
  const [failure, setFailure] = useState<string | undefined>();
  const balance = demo.submitted?.BALANCE ?? login.userdata.BALANCE;
  const cost = useMemo(
    () => calculateDemoClaim(items, login.userdata.PROVINCE, balance),
    [items, login.userdata.PROVINCE, balance],
  );
  const submit = useAction(() =>
    call(
      api.demoClaimSubmit,
      {
        userdata: { ID: login.userdata.ID, TOKEN: login.userdata.TOKEN },
        claimItemsData: items,
        depdata: login.depdata,
        totals: cost.total,
      },
      { token: '', snackbar: false },
    ),
  );
  if (items.length === 0) return <Redirect to={paths.public.demoClaims.getHref()} />;

  const onSubmit = () => {
    setFailure(undefined);
    submit.mutate(undefined, {
      onSuccess: (answer) => {
        // The items stay until the success page shows (it clears them), so this page does not
        // send the visitor back to an empty claim meanwhile.
        updateDemo((state) => ({ ...state, submitted: answer }));
        void navigate(paths.public.demoClaimsSuccess.getHref());
      },
      onError: (error) => {
        if (error instanceof ApiError && error.general === DEMO_MESSAGES.demoEnded) {
          endDemo();
          return;
        }
        setFailure(error instanceof Error ? error.message : String(error));
      },
    });
  };

  const language = i18n.language === 'fr' ? 'fr' : 'en';
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('demo.review.intro', {
          ofProvince: provincePhrase(login.userdata.PROVINCE, language, 'of') ?? login.userdata.PROVINCE,
        })}
      </Typography>
      <Stack sx={{ gap: 2 }}>
        <DemoItemList login={login} items={items} amountOf={(item) => dollarsToCents(item.amount) ?? 0}>
          {(index) => (
            <DemoBreakdown
              breakdown={cost.lines[index]!}
              claimed={dollarsToCents(items[index]!.amount) ?? 0}
              testId={`item-${index + 1}`}
            />
          )}
        </DemoItemList>
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby="demo-total-title"
          sx={{ p: 2, borderWidth: 2, borderColor: 'primary.main' }}
        >
          <Typography variant="h2" id="demo-total-title" sx={{ fontSize: '1.1rem', fontWeight: 700 }}>
            {t('demo.review.total')}
          </Typography>
          <DemoBreakdown
            breakdown={cost.total}
            claimed={items.reduce((sum, item) => sum + (dollarsToCents(item.amount) ?? 0), 0)}
            testId="total"
          />
        </Paper>
      </Stack>
      {failure ? (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {tm(failure)}
        </Alert>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, mt: 3 }}>
        <Button variant="contained" size="large" onClick={onSubmit} loading={submit.isPending}>
          {t('demo.review.submit')}
        </Button>
        <RouterButton to={paths.public.demoClaims.getHref()} variant="outlined" size="large">
          {t('demo.review.back')}
        </RouterButton>
      </Stack>
    </>
  );
}
