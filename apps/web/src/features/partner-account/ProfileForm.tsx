import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import type { TextFieldProps } from '@mui/material/TextField';
import type { Endpoint, ResponseOf, api } from '@benefits/contract';
import { MESSAGES, PARTNER_PROFILE_MAX_LENGTHS } from '@benefits/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { call } from '../../lib/api/client';
import { reportFailure } from '../../lib/forms';
import { useTranslateMessage } from '../../lib/i18n/messages';
import { FormEnd, FormField, FormGrid } from '../../lib/ui/FormField';
import { showSuccess } from '../../lib/ui/snackbar';
import { useUnsavedChanges } from '../../lib/ui/useUnsavedChanges';
import { profileKey, replacePartnerUser, type PartnerProfile } from './api';

type ProfileField = keyof typeof PARTNER_PROFILE_MAX_LENGTHS;
type Values = Partial<Record<ProfileField, string>>;

/** One field of a profile form: its name, whether it may be blank, its width and any TextField props. */
export interface ProfileFieldSpec {
  name: ProfileField;
  optional?: boolean;
  wide?: boolean;
  props?: Omit<TextFieldProps, 'inputMode'>;
  autoComplete?: string;
}

/** The endpoints a profile form saves through: each answers the profile, the partner user and a message. */
type SaveEndpoint =
  typeof api.partnerPersonalUpdate | typeof api.partnerWebSave | typeof api.partnerAssistantSave;

/**
 * One of the personal information page's forms (contact details, web profile, assistant): checked
 * with the endpoint's own request schema (the domain's rule the server runs too), the server's field
 * messages shown on the fields, the saved profile and partner user put back in the cache and session.
 */
export function ProfileForm({
  id,
  endpoint,
  profile,
  fields,
  submitLabel,
  readOnly,
  children,
}: {
  id: string;
  endpoint: SaveEndpoint;
  profile: PartnerProfile;
  fields: readonly ProfileFieldSpec[];
  submitLabel: string;
  readOnly: boolean;
  children?: (values: Values) => ReactNode;
}) {
  const { t } = useTranslation();
  const tm = useTranslateMessage();
  const queryClient = useQueryClient();
  const [general, setGeneral] = useState<string | undefined>();
  const valuesOf = (p: PartnerProfile): Values =>
    Object.fromEntries(fields.map((f) => [f.name, String(p[f.name])]));
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors, isDirty },
  } = useForm<Values>({
    resolver: zodResolver(endpoint.request as never) as unknown as Resolver<Values>,
    defaultValues: valuesOf(profile),
  });

  const watched = useWatch({ control });
  const unsaved = useUnsavedChanges(isDirty && !readOnly);

  const save = useMutation({
    mutationFn: (values: Values) =>
      call(endpoint as Endpoint, values as never, { area: 'partner', snackbar: false }) as Promise<
        ResponseOf<typeof api.partnerPersonalUpdate>
      >,
    onSuccess: (answer) => {
      queryClient.setQueryData(profileKey, answer.profile);
      replacePartnerUser(answer.user);
      reset(valuesOf(answer.profile));
      showSuccess(tm(answer.message) ?? answer.message);
    },
    onError: (error) => {
      const shown = reportFailure(error, tm, { setError, fields: fields.map((f) => f.name) });
      setGeneral(shown === 'fields' ? MESSAGES.correctInformation : undefined);
    },
  });

  const onSubmit = handleSubmit(
    (values) => {
      setGeneral(undefined);
      save.mutate(values);
    },
    () => setGeneral(MESSAGES.correctInformation),
  );

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={`${id}-title`}
      data-testid={`${id}-form`}
    >
      <FormGrid columns={2}>
        {fields.map((f) => (
          <Box key={f.name} sx={f.wide ? { gridColumn: '1 / -1' } : undefined}>
            <FormField
              fullWidth
              margin="normal"
              {...f.props}
              registration={register(f.name)}
              message={tm(errors[f.name]?.message)}
              id={`${id}-${f.name}`}
              label={t(`partnerAccount.personal.${f.name}`)}
              required={!f.optional}
              disabled={readOnly}
              autoComplete={f.autoComplete ?? 'off'}
              maxLength={f.name === 'province' ? undefined : PARTNER_PROFILE_MAX_LENGTHS[f.name]}
            />
          </Box>
        ))}
      </FormGrid>
      {children?.(watched)}
      <FormEnd
        failure={tm(general)}
        gap={1}
        submitLabel={submitLabel}
        busy={save.isPending}
        hideSubmit={readOnly}
      />
      {unsaved.dialog}
    </Box>
  );
}
