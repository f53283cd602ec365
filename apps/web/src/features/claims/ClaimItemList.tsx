import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ClaimItemView } from '../../lib/claims/api';
import { useItemTitle } from '../../lib/claims/Breakdown';
import { formatDate, formatMoney } from '../../lib/format';

/** The items of the open claim, each with its amount, estimated payable and a remove button. */
export function ClaimItemList({
  items,
  onRemove,
  removing,
}: {
  items: readonly ClaimItemView[];
  onRemove?: (item: ClaimItemView) => void;
  /** The id of the item being removed. */
  removing?: number | null;
}) {
  const { t, i18n } = useTranslation();
  const title = useItemTitle();
  const money = (cents: number) => formatMoney(cents, i18n.language);
  return (
    <Stack
      component="ol"
      sx={{ listStyle: 'none', p: 0, m: 0, gap: 1.5 }}
      aria-label={t('claims.items.listLabel')}
      data-testid="claim-items"
    >
      {items.map((item, index) => (
        <Paper
          component="li"
          key={item.id}
          variant="outlined"
          sx={{ p: 2, minWidth: 0 }}
          data-testid="claim-item"
        >
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, alignItems: { sm: 'center' } }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {index + 1}. {title(item)}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {t('claims.items.itemLine', {
                  date: formatDate(item.service_date, i18n.language),
                  provider: item.provider,
                })}
                {item.provider_number
                  ? ` · ${t('claims.items.providerNumber', { number: item.provider_number })}`
                  : ''}
              </Typography>
            </Box>
            <Box sx={{ textAlign: { sm: 'right' }, fontVariantNumeric: 'tabular-nums' }}>
              <Typography sx={{ fontWeight: 600 }} data-testid="claim-item-amount">
                {money(item.amount)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('claims.items.estimatedPayable', { amount: money(item.breakdown.totalPayableAmount) })}
              </Typography>
            </Box>
            {onRemove ? (
              <Button
                color="error"
                size="small"
                startIcon={<DeleteOutlineIcon aria-hidden />}
                onClick={() => onRemove(item)}
                loading={removing === item.id}
                disabled={removing !== null && removing !== undefined}
                aria-label={t('claims.items.removeLabel', { number: index + 1, title: title(item) })}
                sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
              >
                {t('claims.items.remove')}
              </Button>
            ) : null}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
