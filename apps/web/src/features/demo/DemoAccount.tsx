import Typography from '@mui/material/Typography';
import { provinceName } from '@benefits/domain';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../lib/format';
import { Facts } from '../../lib/ui/Facts';
import type { DemoState } from './demo-state';

/** The demo employee at the top of the claim page: balance left, province, plan, dependants, end. */
export function DemoAccount({ demo }: { demo: DemoState }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'fr' ? 'fr' : 'en';
  const user = demo.login.userdata;
  const product = user.PRODUCT === 'incorp' ? 'incorp' : 'group';
  return (
    <section aria-labelledby="demo-account-title">
      <Typography variant="h2" id="demo-account-title" sx={{ mb: 1 }}>
        {t('demo.account.title', { name: user.FIRST_NAME })}
      </Typography>
      <Facts
        items={[
          {
            label: t('demo.account.balance'),
            value: formatMoney(demo.submitted?.BALANCE ?? user.BALANCE, i18n.language),
            testId: 'demo-balance',
          },
          {
            label: t('demo.account.province'),
            value: provinceName(user.PROVINCE, language) ?? user.PROVINCE,
          },
          { label: t('demo.account.product'), value: t(`demo.start.products.${product}`) },
          {
            label: t('demo.account.dependants'),
            value: demo.login.depdata
              .map(
                (d) =>
                  `${d.depFirstName} (${t(`demo.account.relationships.${String(d.relationship) as '1001' | '1002' | '1003'}`)})`,
              )
              .join(', '),
          },
          { label: t('demo.account.ends'), value: formatDateTime(user.EXPIRY * 1000, i18n.language) },
        ]}
      />
    </section>
  );
}
