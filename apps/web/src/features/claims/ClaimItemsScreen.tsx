import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MAX_CLAIM_ITEMS, paths } from '@benefits/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api/client';
import { claimDetailsQuery, type ClaimView } from '../../lib/claims/api';
import { useClaimMessage } from '../../lib/claims/messages';
import { formatDate, formatMoney } from '../../lib/format';
import { hideSnackbar, showFailure, showSuccess } from '../../lib/ui/snackbar';
import { useKeepFocus } from '../../lib/ui/useKeepFocus';
import { claimNoLongerOpen, useAddClaimItem, useClaimForm, useRemoveClaimItem, useSaveClaim } from './api';
import { ClaimItemForm } from './ClaimItemForm';
import { ClaimItemList } from './ClaimItemList';
import { ClaimPage, LoadError, Loading, OpenClaim, stepPath } from './ui';

/** /claims/details: the items of the open claim (docs/product §4 "Claim flow": add and remove items, save). */
export function ClaimItemsScreen() {
  const { t } = useTranslation();
  return (
    <ClaimPage title={t('pages.claimItems')} step="items">
      <OpenClaim>{({ claim }) => <ItemsStep claim={claim} />}</OpenClaim>
    </ClaimPage>
  );
}

function ItemsStep({ claim }: { claim: ClaimView }) {
  const { t, i18n } = useTranslation();
  const tm = useClaimMessage();
  const navigate = useNavigate();
  const form = useClaimForm(claim.type);
  const add = useAddClaimItem(claim.id);
  const remove = useRemoveClaimItem(claim.id);
  const save = useSaveClaim(claim.id);
  const [stepError, setStepError] = useState<string | undefined>();
  const money = (cents: number) => formatMoney(cents, i18n.language);
  // Removing an item makes its button busy, then takes it away: the keyboard goes to the next item's
  // Remove button (now at the same place), else to the list's heading.
  const keepFocus = useKeepFocus();
  const itemsSection = useRef<HTMLElement>(null);
  const itemsTitle = useRef<HTMLHeadingElement>(null);
  const removeButtonAt = (index: number) =>
    itemsSection.current?.querySelectorAll<HTMLButtonElement>('[data-testid="claim-item"] button')[index] ??
    itemsTitle.current;

  const queryClient = useQueryClient();
  /**
   * A claim submitted or cancelled meanwhile (another tab): not a failure of this page. The earlier
   * step's green message goes, and the claim is read again: OpenClaim then says it is no longer open,
   * with the way to its details, instead of its items and "Continue to receipts" (as the review does).
   */
  const closedElsewhere = async (error: unknown): Promise<boolean> => {
    if (!claimNoLongerOpen(error)) return false;
    hideSnackbar();
    await queryClient.fetchQuery({ ...claimDetailsQuery(claim.id), staleTime: 0 }).catch(() => undefined);
    return true;
  };
  const failed = async (error: unknown) => {
    if (await closedElsewhere(error)) return;
    if (error instanceof ApiError) showFailure(tm(error.general) ?? error.message);
  };

  const onSave = () =>
    save.mutate(undefined, {
      onSuccess: (answer) => {
        showSuccess(tm(answer.message) ?? answer.message);
        void navigate(paths.employee.dashboard.getHref());
      },
      onError: (error) => void failed(error),
    });

  const onContinue = () => {
    if (claim.items.length === 0) {
      setStepError(t('claims.serverMessages.noItems'));
      return;
    }
    void navigate(stepPath('receipts', claim.id));
  };

  return (
    <>
      <Typography color="text.secondary">
        {t(`claims.items.intro.${claim.type}`, { id: claim.id })}
      </Typography>
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="item-form-title"
        sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}
      >
        <Typography variant="h2" id="item-form-title">
          {t('claims.form.title')}
        </Typography>
        {form.isPending ? (
          <Loading lines={4} />
        ) : form.isError ? (
          <LoadError error={form.error} onRetry={() => void form.refetch()} />
        ) : (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="claim-window">
              {t('claims.form.window', {
                min: formatDate(form.data.minDate, i18n.language),
                max: formatDate(form.data.maxDate, i18n.language),
                balance: money(form.data.balances.available),
              })}
              {form.data.runOut
                ? ` ${t('claims.form.runOut', { date: formatDate(form.data.runOutEnds, i18n.language) })}`
                : ''}
            </Typography>
            <ClaimItemForm
              options={form.data}
              items={claim.items}
              add={async (item) => {
                try {
                  const answer = await add.mutateAsync(item);
                  setStepError(undefined);
                  return answer;
                } catch (error) {
                  void closedElsewhere(error);
                  throw error;
                }
              }}
            />
          </>
        )}
      </Paper>

      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="items-title"
        ref={itemsSection}
        sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}
      >
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'baseline', flexWrap: 'wrap', gap: 1, mb: 1.5 }}
        >
          <Typography variant="h2" id="items-title" ref={itemsTitle} tabIndex={-1}>
            {t('claims.items.title')}
          </Typography>
          <Typography color="text.secondary" data-testid="claim-item-count">
            {t('claims.items.count', { count: claim.items.length, max: MAX_CLAIM_ITEMS })}
          </Typography>
        </Stack>
        {claim.items.length === 0 ? (
          <Typography color="text.secondary">{t('claims.items.empty')}</Typography>
        ) : (
          <>
            <ClaimItemList
              items={claim.items}
              removing={remove.isPending ? (remove.variables ?? null) : null}
              onRemove={(item) => {
                const index = claim.items.indexOf(item);
                keepFocus.hold();
                remove.mutate(item.id, {
                  onSuccess: (answer) => {
                    showSuccess(tm(answer.message) ?? answer.message);
                    keepFocus.release({ leaves: true, fallback: () => removeButtonAt(index) });
                  },
                  onError: (error) => {
                    keepFocus.release();
                    void failed(error);
                  },
                });
              }}
            />
            <Typography sx={{ mt: 2, fontWeight: 600 }} data-testid="claim-items-total">
              {t('claims.items.total', {
                amount: money(claim.amounts.total_amount),
                payable: money(claim.breakdown.totalPayableAmount),
              })}
            </Typography>
          </>
        )}
      </Paper>

      {stepError ? (
        <Alert severity="error" role="alert">
          {stepError}
        </Alert>
      ) : null}
      <Stack direction={{ xs: 'column-reverse', sm: 'row' }} sx={{ gap: 1.5, justifyContent: 'flex-end' }}>
        <Button variant="outlined" onClick={onSave} loading={save.isPending}>
          {t('claims.flow.save')}
        </Button>
        <Button variant="contained" onClick={onContinue}>
          {t('claims.flow.continueToReceipts')}
        </Button>
      </Stack>
    </>
  );
}
