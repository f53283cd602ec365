import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '../../lib/format';
import type { DemoItemValues, DemoLogin } from './demo-state';

/** A demo service's name in the language on screen. */
export function serviceNameOf(login: DemoLogin, id: string, language: string): string {
  const service = login.services.find((s) => s.id === id);
  if (!service) return id;
  return language === 'fr' ? service.name_fr : service.name;
}

/** The patient's name: the prospect or one of the demo dependants. */
export function patientNameOf(login: DemoLogin, patient: string): string {
  if (patient === '0') return login.userdata.FIRST_NAME;
  return login.depdata.find((d) => d.id === patient)?.depFirstName ?? patient;
}

/** How an item reads: service, patient, date, provider. */
export function useItemLine(login: DemoLogin) {
  const { t, i18n } = useTranslation();
  return (item: Pick<DemoItemValues, 'patient' | 'service' | 'service_date' | 'provider'>) =>
    t('demo.claims.itemLine', {
      service: serviceNameOf(login, item.service, i18n.language),
      patient: patientNameOf(login, item.patient),
      date: formatDate(item.service_date, i18n.language),
      provider: item.provider,
    });
}

/** The items of the claim, each with its amount (and a remove button when `onRemove` is given). */
export function DemoItemList({
  login,
  items,
  amountOf,
  onRemove,
  children,
}: {
  login: DemoLogin;
  items: DemoItemValues[];
  amountOf: (item: DemoItemValues) => number;
  onRemove?: (index: number) => void;
  children?: (index: number) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const line = useItemLine(login);
  return (
    <Box
      component="ol"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
      data-testid="demo-items"
    >
      {items.map((item, index) => (
        <Paper
          component="li"
          variant="outlined"
          key={`${index}-${item.service}-${item.amount}`}
          sx={{ p: 2, minWidth: 0 }}
          data-testid="demo-item"
        >
          <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, overflowWrap: 'anywhere' }}>
                {t('demo.review.itemNumber', { number: index + 1 })} ·{' '}
                {formatMoney(amountOf(item), i18n.language)}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {line(item)}
              </Typography>
            </Box>
            {onRemove ? (
              <IconButton
                aria-label={t('demo.claims.remove', { number: index + 1 })}
                onClick={() => onRemove(index)}
                edge="end"
              >
                <DeleteOutline />
              </IconButton>
            ) : null}
          </Box>
          {children?.(index)}
        </Paper>
      ))}
    </Box>
  );
}
