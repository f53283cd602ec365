import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { api } from '@benefits/contract';
import {
  AD_BODY_MAX,
  AD_LINK_MAX,
  AD_TITLE_MAX,
  AD_ORDER_MAX,
  adProblems,
  CONTENT_AUDIENCES,
  NO_AD_CONDITIONS,
  parseNumberList,
  paths,
  PROVINCES,
  type AdInput,
  languageOf,
} from '@benefits/domain';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { call } from '../../lib/api/client';
import { useTranslateMessage } from '../../lib/i18n/messages';
import { showSuccess } from '../../lib/ui/snackbar';
import { useOneSubmit } from '../../lib/ui/useOneClick';
import { useUnsavedChanges } from '../../lib/ui/useUnsavedChanges';
import { useAds, useAdsChanged, type ToolsAd } from './api';
import { EditorFooter, fieldFailures, PageColumn, QueryItem, Section, ToolGate, translated } from './ui';

/** The form's values: lists of numbers as the staff member types them. */
interface AdForm extends Omit<AdInput, 'conditions' | 'sortOrder'> {
  sortOrder: string;
  provinces: string[];
  contractTypes: string;
  planTypes: string;
  wellness: '' | 'Y' | 'N';
  member: '' | 'Y' | 'N';
  startsOn: string;
  endsOn: string;
}

const EMPTY: AdForm = {
  title: '',
  body: '',
  titleFr: '',
  bodyFr: '',
  linkUrl: '',
  audience: 'EMPLOYEE',
  active: true,
  sortOrder: '0',
  provinces: [],
  contractTypes: '',
  planTypes: '',
  wellness: '',
  member: '',
  startsOn: '',
  endsOn: '',
};

const formOf = (ad: ToolsAd): AdForm => ({
  title: ad.title,
  body: ad.body,
  titleFr: ad.titleFr,
  bodyFr: ad.bodyFr,
  linkUrl: ad.linkUrl,
  audience: ad.audience,
  active: ad.active,
  sortOrder: String(ad.sortOrder),
  provinces: ad.conditions.provinces,
  contractTypes: ad.conditions.contractTypes.join(', '),
  planTypes: ad.conditions.planTypes.join(', '),
  wellness: ad.conditions.wellness ?? '',
  member: ad.conditions.member ?? '',
  startsOn: ad.conditions.startsOn ?? '',
  endsOn: ad.conditions.endsOn ?? '',
});

/** What the server takes (and the domain's adProblems checks). */
export const inputOf = (f: AdForm): AdInput => ({
  title: f.title,
  body: f.body,
  titleFr: f.titleFr,
  bodyFr: f.bodyFr,
  linkUrl: f.linkUrl,
  audience: f.audience,
  active: f.active,
  // As typed: an empty field is 0, anything else the domain's adProblems checks (a whole number, 0 or more).
  sortOrder: f.sortOrder.trim() === '' ? 0 : Number(f.sortOrder),
  conditions: {
    ...NO_AD_CONDITIONS,
    provinces: f.provinces,
    contractTypes: parseNumberList(f.contractTypes),
    planTypes: parseNumberList(f.planTypes),
    wellness: f.wellness === '' ? null : f.wellness,
    member: f.member === '' ? null : f.member,
    startsOn: f.startsOn === '' ? null : f.startsOn,
    endsOn: f.endsOn === '' ? null : f.endsOn,
  },
});

const FIELDS = [
  'title',
  'body',
  'titleFr',
  'bodyFr',
  'linkUrl',
  'audience',
  'sortOrder',
  'conditions.provinces',
  'conditions.contractTypes',
  'conditions.planTypes',
  'conditions.startsOn',
  'conditions.endsOn',
];

function AdEditor({ ad }: { ad: ToolsAd | null }) {
  const { t, i18n } = useTranslation();
  const tm = useTranslateMessage();
  const navigate = useNavigate();
  const changed = useAdsChanged();
  const [initial] = useState<AdForm>(() => (ad ? formOf(ad) : EMPTY));
  const [form, setForm] = useState<AdForm>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Leaving with the ad changed and not saved asks first (decision 0055).
  const unsaved = useUnsavedChanges(JSON.stringify(form) !== JSON.stringify(initial));
  const language = languageOf(i18n.language);
  const set = <K extends keyof AdForm>(key: K, value: AdForm[K], field: string = key) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => {
      const { [field]: _, ...rest } = e;
      return rest;
    });
  };
  const back = () => void navigate(paths.tools.ads.path);
  const save = useMutation({
    mutationFn: (input: AdInput) =>
      ad
        ? call(api.toolsAdsEdit, { id: ad.id, ...input }, { area: 'tools', snackbar: false })
        : call(api.toolsAdsAdd, input, { area: 'tools', snackbar: false }),
    onSuccess: (answer) => {
      unsaved.leave();
      changed(answer);
      showSuccess(tm(answer.message) ?? answer.message);
      back();
    },
    onError: (failure) => setErrors(fieldFailures(failure, tm, FIELDS)),
  });
  const remove = useMutation({
    mutationFn: () => call(api.toolsAdsRemove, { id: ad!.id }, { area: 'tools', snackbar: false }),
    onSuccess: (answer) => {
      unsaved.leave();
      changed(answer);
      showSuccess(tm(answer.message) ?? answer.message);
      back();
    },
    onError: (failure) => fieldFailures(failure, tm, []),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const input = inputOf(form);
    const problems = adProblems(input);
    if (Object.keys(problems).length > 0) {
      setErrors(translated(problems, tm));
      const first = FIELDS.find((f) => problems[f]);
      if (first) document.getElementById(`ad-${first.replace('conditions.', '')}`)?.focus();
    } else save.mutate(input);
  };
  const text = (key: 'title' | 'body' | 'titleFr' | 'bodyFr' | 'linkUrl', max: number, opts: object = {}) => (
    <TextField
      id={`ad-${key}`}
      fullWidth
      label={t(`content.ads.${key}`)}
      value={form[key]}
      onChange={(e) => set(key, e.target.value)}
      error={Boolean(errors[key])}
      helperText={errors[key]}
      slotProps={{ htmlInput: { maxLength: max } }}
      {...opts}
    />
  );
  const conditionText = (key: 'contractTypes' | 'planTypes') => (
    <TextField
      id={`ad-${key}`}
      fullWidth
      label={t(`content.ads.${key}`)}
      value={form[key]}
      onChange={(e) => set(key, e.target.value, `conditions.${key}`)}
      error={Boolean(errors[`conditions.${key}`])}
      helperText={errors[`conditions.${key}`] ?? t('content.ads.numbersHint')}
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 200 } }}
    />
  );
  const dateField = (key: 'startsOn' | 'endsOn') => (
    <TextField
      id={`ad-${key}`}
      type="date"
      label={t(`content.ads.${key}`)}
      value={form[key]}
      onChange={(e) => set(key, e.target.value, `conditions.${key}`)}
      error={Boolean(errors[`conditions.${key}`])}
      helperText={errors[`conditions.${key}`]}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ flex: 1, minWidth: 150 }}
    />
  );
  // A double click or Enter pressed twice saves the ad once.
  const one = useOneSubmit(submit, save.isPending);
  return (
    <Box
      component="form"
      noValidate
      onSubmit={one.onSubmit}
      sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}
    >
      <Section id="ad-text" title={t('content.ads.textSection')}>
        <Stack sx={{ gap: 2 }}>
          {text('title', AD_TITLE_MAX, { required: true })}
          {text('body', AD_BODY_MAX, { required: true, multiline: true, minRows: 3 })}
          {text('titleFr', AD_TITLE_MAX, { helperText: errors.titleFr ?? t('content.ads.frHint') })}
          {text('bodyFr', AD_BODY_MAX, { multiline: true, minRows: 2 })}
          {text('linkUrl', AD_LINK_MAX, { helperText: errors.linkUrl ?? t('content.ads.linkHint') })}
        </Stack>
      </Section>
      <Section id="ad-show" title={t('content.ads.showSection')}>
        <Stack sx={{ gap: 2 }}>
          <TextField
            id="ad-audience"
            select
            label={t('content.common.audience')}
            value={form.audience}
            onChange={(e) => set('audience', e.target.value)}
            error={Boolean(errors.audience)}
            helperText={errors.audience}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {CONTENT_AUDIENCES.map((a) => (
              <option key={a} value={a}>
                {t(`content.common.audiences.${a}`)}
              </option>
            ))}
          </TextField>
          <FormControlLabel
            control={<Switch checked={form.active} onChange={(e) => set('active', e.target.checked)} />}
            label={t('content.ads.activeLabel')}
          />
          <TextField
            id="ad-sortOrder"
            type="number"
            label={t('content.ads.sortOrder')}
            value={form.sortOrder}
            onChange={(e) => set('sortOrder', e.target.value)}
            error={Boolean(errors.sortOrder)}
            helperText={errors.sortOrder ?? t('content.ads.sortOrderHint')}
            slotProps={{ htmlInput: { min: 0, max: AD_ORDER_MAX, step: 1 } }}
            sx={{ maxWidth: 200 }}
          />
          <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
            {dateField('startsOn')}
            {dateField('endsOn')}
          </Stack>
        </Stack>
      </Section>
      <Section id="ad-conditions" title={t('content.ads.conditionsSection')}>
        <Stack sx={{ gap: 2 }}>
          <Typography variant="body2" color="text.secondary">
            {t('content.ads.conditionsHint')}
          </Typography>
          <FormControl component="fieldset" error={Boolean(errors['conditions.provinces'])}>
            <FormLabel component="legend">{t('content.ads.provinces')}</FormLabel>
            <FormGroup
              id="ad-provinces"
              tabIndex={-1}
              sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' } }}
            >
              {PROVINCES.map((p) => (
                <FormControlLabel
                  key={p.code}
                  control={
                    <Checkbox
                      checked={form.provinces.includes(p.code)}
                      onChange={(e) =>
                        set(
                          'provinces',
                          e.target.checked
                            ? [...form.provinces, p.code]
                            : form.provinces.filter((c) => c !== p.code),
                          'conditions.provinces',
                        )
                      }
                    />
                  }
                  label={p[language]}
                />
              ))}
            </FormGroup>
            {errors['conditions.provinces'] ? (
              <FormHelperText>{errors['conditions.provinces']}</FormHelperText>
            ) : null}
          </FormControl>
          {conditionText('contractTypes')}
          {conditionText('planTypes')}
          <TextField
            id="ad-wellness"
            select
            label={t('content.ads.wellness')}
            value={form.wellness}
            onChange={(e) => set('wellness', e.target.value as AdForm['wellness'], 'conditions.wellness')}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ maxWidth: 280 }}
          >
            <option value="">{t('content.ads.wellnessAny')}</option>
            <option value="Y">{t('content.ads.wellnessY')}</option>
            <option value="N">{t('content.ads.wellnessN')}</option>
          </TextField>
          <TextField
            id="ad-member"
            select
            label={t('content.ads.member')}
            value={form.member}
            onChange={(e) => set('member', e.target.value as AdForm['member'], 'conditions.member')}
            helperText={t('content.ads.memberHint')}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ maxWidth: 420 }}
          >
            <option value="">{t('content.ads.memberAny')}</option>
            <option value="Y">{t('content.ads.memberY')}</option>
            <option value="N">{t('content.ads.memberN')}</option>
          </TextField>
        </Stack>
      </Section>
      <EditorFooter
        saving={one.busy}
        backTo={paths.tools.ads.path}
        remove={
          ad
            ? {
                title: t('content.ads.removeTitle', { title: ad.title }),
                body: t('content.ads.removeBody'),
                confirmLabel: t('content.ads.removeConfirm'),
                testId: 'remove-ad-dialog',
                pending: remove.isPending,
                onRemove: (close) => remove.mutate(undefined, { onError: close }),
              }
            : null
        }
      />
      {unsaved.dialog}
    </Box>
  );
}

function AdLoader({ id }: { id: string }) {
  const ads = useAds();
  return (
    <QueryItem
      id={id}
      query={ads}
      idOf={(ad) => String(ad.id)}
      lines={4}
      notFoundTestId="ad-not-found"
      backTo={paths.tools.ads.path}
      edit={(ad) => <AdEditor key={ad?.id ?? 'new'} ad={ad} />}
    />
  );
}

/** /tools/ad/{id} ('new' for a new ad): the ad's text, audience, window and conditions; remove after a confirmation. */
export function AdScreen() {
  const { t } = useTranslation();
  const { id = 'new' } = useParams();
  return (
    <PageColumn title={id === 'new' ? t('content.ads.newTitle') : t('content.ads.editTitle')} maxWidth={860}>
      <ToolGate item="manageAds">
        <AdLoader id={id} />
      </ToolGate>
    </PageColumn>
  );
}
