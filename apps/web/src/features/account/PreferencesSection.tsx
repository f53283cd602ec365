import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { api, type Preferences } from '@benefits/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../lib/api/client';
import { showSuccess } from '../../lib/ui/snackbar';
import { preferencesKey, usePreferencesQuery } from './api';
import { reportFailure } from '../../lib/forms';
import { useAccountMessage } from './messages';
import { LoadError, Loading, Section } from './ui';

const KEYS = ['newsletterlist', 'productupdatelist', 'bloglist', 'podcastlist'] as const;
type Key = (typeof KEYS)[number];

/**
 * docs/product §3 "Reports state and preferences": the four mailing lists, each a switch saved on the server
 * as soon as it is flipped (shown at once, put back if the save fails).
 */
export function PreferencesSection() {
  const { t } = useTranslation();
  const tm = useAccountMessage();
  const queryClient = useQueryClient();
  const preferences = usePreferencesQuery();

  const save = useMutation({
    mutationFn: (change: Partial<Preferences>) =>
      call(api.preferencesSave, change, { area: 'employee', snackbar: false }),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: preferencesKey });
      const previous = queryClient.getQueryData<Preferences>(preferencesKey);
      if (previous) queryClient.setQueryData<Preferences>(preferencesKey, { ...previous, ...change });
      return { previous };
    },
    onSuccess: (answer) => {
      const { bloglist, podcastlist, newsletterlist, productupdatelist } = answer;
      queryClient.setQueryData<Preferences>(preferencesKey, {
        bloglist,
        podcastlist,
        newsletterlist,
        productupdatelist,
      });
      showSuccess(tm(answer.message) ?? answer.message);
    },
    onError: (error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(preferencesKey, context.previous);
      reportFailure(error, tm);
    },
  });

  let body;
  if (preferences.isPending) body = <Loading lines={2} />;
  else if (preferences.isError)
    body = <LoadError error={preferences.error} onRetry={() => void preferences.refetch()} />;
  else
    body = (
      <FormGroup>
        {KEYS.map((key: Key) => (
          <FormControlLabel
            key={key}
            control={
              <Switch
                checked={preferences.data[key]}
                onChange={(event) => save.mutate({ [key]: event.target.checked })}
                slotProps={{ input: { 'aria-describedby': 'preferences-intro' } }}
              />
            }
            label={t(`account.preferences.${key}`)}
          />
        ))}
      </FormGroup>
    );

  return (
    <Section id="preferences" title={t('account.preferences.title')}>
      <Typography color="text.secondary" id="preferences-intro" sx={{ mb: 1 }}>
        {t('account.preferences.intro')}
      </Typography>
      {body}
    </Section>
  );
}
