import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, newPasswordSchema } from '@benefits/domain';
import { useState } from 'react';
import { useForm, type UseFormSetError } from 'react-hook-form';
import { useTranslateMessage } from '../../lib/i18n/messages';
import { PasswordField } from '../../lib/ui/PasswordField';
import { AuthForm } from './AuthForm';

export interface NewPasswordValues {
  npw1: string;
  npw2: string;
}

/** What the form's owner does with valid values: `fail` puts a general message on the form. */
export type NewPasswordSubmit = (
  values: NewPasswordValues,
  form: { setError: UseFormSetError<NewPasswordValues>; fail: (general?: string) => void },
) => void;

/**
 * The new password twice, checked with the rules of docs/product §5 "Login and passwords": the
 * reset link's page (/login/update/:id) and the forced password change (/change-password) both use it.
 */
export function NewPasswordForm({
  idPrefix,
  labels,
  pending,
  onValid,
}: {
  idPrefix: string;
  labels: { npw1: string; npw2: string; submit: string };
  pending: boolean;
  onValid: NewPasswordSubmit;
}) {
  const tm = useTranslateMessage();
  const [general, setGeneral] = useState<string | undefined>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordSchema) as never,
    defaultValues: { npw1: '', npw2: '' },
  });
  const { ref: npw1Ref, ...npw1Field } = register('npw1');
  const { ref: npw2Ref, ...npw2Field } = register('npw2');

  return (
    <AuthForm
      onSubmit={handleSubmit(
        (values) => {
          setGeneral(undefined);
          onValid(values, { setError, fail: setGeneral });
        },
        () => setGeneral(MESSAGES.correctInformation),
      )}
      general={general}
      pending={pending}
      submitLabel={labels.submit}
    >
      <PasswordField
        {...npw1Field}
        inputRef={npw1Ref}
        id={`${idPrefix}-npw1`}
        label={labels.npw1}
        autoComplete="new-password"
        required
        error={Boolean(errors.npw1)}
        helperText={tm(errors.npw1?.message)}
      />
      <PasswordField
        {...npw2Field}
        inputRef={npw2Ref}
        id={`${idPrefix}-npw2`}
        label={labels.npw2}
        autoComplete="new-password"
        required
        error={Boolean(errors.npw2)}
        helperText={tm(errors.npw2?.message)}
      />
    </AuthForm>
  );
}
