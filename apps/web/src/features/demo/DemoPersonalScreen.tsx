import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { paths, provinceName } from '@benefits/domain';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../lib/format';
import { Facts } from '../../lib/ui/Facts';
import { RouterButton } from '../../lib/ui/RouterLink';
import { DemoFrame } from './DemoFrame';
import { serviceNameOf } from './DemoItems';

/** /demo/personal: the demo employee — balance, province, plan, dependants and services. */
export function DemoPersonalScreen() {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'fr' ? 'fr' : 'en';
  return (
    <DemoFrame title={(demo) => t('demo.personal.title', { name: demo.login.userdata.FIRST_NAME })}>
      {({ login, submitted }) => {
        const user = login.userdata;
        const product = user.PRODUCT === 'incorp' ? 'incorp' : 'group';
        return (
          <>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {t('demo.personal.intro')}
            </Typography>
            <Facts
              items={[
                {
                  label: t('demo.personal.balance'),
                  value: formatMoney(submitted?.BALANCE ?? user.BALANCE, i18n.language),
                  testId: 'demo-balance',
                },
                {
                  label: t('demo.personal.province'),
                  value: provinceName(user.PROVINCE, language) ?? user.PROVINCE,
                },
                { label: t('demo.personal.product'), value: t(`demo.start.products.${product}`) },
                { label: t('demo.personal.ends'), value: formatDateTime(user.EXPIRY * 1000, i18n.language) },
              ]}
            />
            <Typography variant="h2" sx={{ mt: 3, mb: 1 }}>
              {t('demo.personal.dependants')}
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 3 }} data-testid="demo-dependants">
              {login.depdata.map((d) => (
                <li key={d.id}>
                  {d.depFirstName} ·{' '}
                  {t(`demo.personal.relationships.${String(d.relationship) as '1001' | '1002' | '1003'}`)}
                </li>
              ))}
            </Box>
            <Typography variant="h2" sx={{ mt: 3, mb: 1 }}>
              {t('demo.personal.services')}
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 3 }}>
              {login.services.map((s) => (
                <li key={s.id}>{serviceNameOf(login, s.id, i18n.language)}</li>
              ))}
            </Box>
            <RouterButton
              to={paths.public.demoClaims.getHref()}
              variant="contained"
              size="large"
              sx={{ mt: 3 }}
            >
              {t('demo.personal.makeClaim')}
            </RouterButton>
          </>
        );
      }}
    </DemoFrame>
  );
}
