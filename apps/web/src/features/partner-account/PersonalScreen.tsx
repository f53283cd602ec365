import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { api } from '@benefits/contract';
import { ACCOUNT_MESSAGES, PARTNER_PROFILE_MAX_LENGTHS, languageOf } from '@benefits/domain';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../lib/i18n/messages';
import { usePartnerSession } from '../../lib/session/store';
import { Facts } from '../../lib/ui/Facts';
import { provinceSelect } from '../../lib/ui/FormField';
import { LoadError } from '../../lib/ui/LoadError';
import { PageColumn } from '../../lib/ui/PageColumn';
import { Loading, Section } from '../../lib/ui/Section';
import { useProfile, type PartnerProfile } from './api';
import { ProfileForm, type ProfileFieldSpec } from './ProfileForm';

const tel = { type: 'tel', slotProps: { htmlInput: { inputMode: 'tel' } } } as const;

function Forms({ profile, readOnly }: { profile: PartnerProfile; readOnly: boolean }) {
  const { t, i18n } = useTranslation();
  const language = languageOf(i18n.language);
  const contact: ProfileFieldSpec[] = [
    { name: 'agentname', autoComplete: 'name' },
    { name: 'company', autoComplete: 'organization' },
    { name: 'street1', wide: true, autoComplete: 'address-line1' },
    { name: 'street2', wide: true, optional: true, autoComplete: 'address-line2' },
    { name: 'city', autoComplete: 'address-level2' },
    {
      name: 'province',
      autoComplete: 'address-level1',
      props: provinceSelect(t('partnerAccount.personal.selectProvince'), language),
    },
    { name: 'postalcode', autoComplete: 'postal-code' },
    {
      name: 'email',
      autoComplete: 'email',
      props: { type: 'email', slotProps: { htmlInput: { inputMode: 'email' } } },
    },
    { name: 'phone', autoComplete: 'tel', props: tel },
    { name: 'ext', optional: true, props: { slotProps: { htmlInput: { inputMode: 'numeric' } } } },
    { name: 'cell', optional: true, autoComplete: 'mobile tel', props: tel },
    { name: 'fax', optional: true, autoComplete: 'fax tel', props: tel },
  ];
  const web: ProfileFieldSpec[] = [
    { name: 'webname', optional: true, wide: true },
    { name: 'webtele', optional: true, props: tel },
    { name: 'webintro', optional: true, wide: true, props: { multiline: true, minRows: 3 } },
  ];
  const assistant: ProfileFieldSpec[] = [
    { name: 'assistantname', optional: true },
    { name: 'assistantemail', optional: true, props: { type: 'email' } },
    { name: 'assistantphone', optional: true, props: tel },
  ];
  return (
    <>
      <Section id="partner-contact" title={t('partnerAccount.personal.detailsTitle')}>
        <Facts
          items={[
            {
              label: t('partnerAccount.personal.partnerId'),
              value: profile.agentid,
              testId: 'partner-agentid',
            },
          ]}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {t('partnerAccount.personal.partnerIdHint')}
        </Typography>
        <ProfileForm
          id="partner-contact"
          endpoint={api.partnerPersonalUpdate}
          profile={profile}
          fields={contact}
          submitLabel={t('partnerAccount.personal.save')}
          readOnly={readOnly}
        />
      </Section>
      <Section id="partner-web" title={t('partnerAccount.personal.webTitle')}>
        <Typography color="text.secondary">{t('partnerAccount.personal.webIntroText')}</Typography>
        <ProfileForm
          id="partner-web"
          endpoint={api.partnerWebSave}
          profile={profile}
          fields={web}
          submitLabel={t('partnerAccount.personal.saveWeb')}
          readOnly={readOnly}
        >
          {(values) => (
            <Typography
              variant="caption"
              component="p"
              color="text.secondary"
              aria-live="polite"
              sx={{ mt: 0.5 }}
            >
              {t('partnerAccount.personal.webintroHint', {
                count: (values.webintro ?? '').length,
                max: PARTNER_PROFILE_MAX_LENGTHS.webintro,
              })}
            </Typography>
          )}
        </ProfileForm>
      </Section>
      <Section id="partner-assistant" title={t('partnerAccount.personal.assistantTitle')}>
        <Typography color="text.secondary">{t('partnerAccount.personal.assistantIntro')}</Typography>
        <ProfileForm
          id="partner-assistant"
          endpoint={api.partnerAssistantSave}
          profile={profile}
          fields={assistant}
          submitLabel={t('partnerAccount.personal.saveAssistant')}
          readOnly={readOnly}
        />
      </Section>
    </>
  );
}

/**
 * /partner/personal (docs/product §2, §3 partner input; decision 0040): the partner's contact details,
 * public web profile and assistant, each saved by its own call (§7 /partner/personal/update,
 * /partner/web/save, /partner/assistant/save).
 */
export function PersonalScreen() {
  const { t } = useTranslation();
  const tm = useTranslateMessage();
  const profile = useProfile();
  const terminated = usePartnerSession((s) => s.session?.user.TERMINATED_FLAG === 'Y');
  let body;
  if (profile.isPending) body = <Loading lines={6} />;
  else if (profile.isError) body = <LoadError error={profile.error} onRetry={() => void profile.refetch()} />;
  else body = <Forms profile={profile.data} readOnly={terminated} />;
  return (
    <PageColumn title={t('partnerShell.pages.personalInformation')} maxWidth={880}>
      <Typography color="text.secondary">{t('partnerAccount.personal.intro')}</Typography>
      {terminated ? <Alert severity="info">{tm(ACCOUNT_MESSAGES.accountTerminated)}</Alert> : null}
      {body}
    </PageColumn>
  );
}
