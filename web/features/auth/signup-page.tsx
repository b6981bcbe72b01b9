import { Button, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SignupRequest } from '../../../domain/auth.js';
import { currencyOfLocales } from '../../../domain/money.js';
import { CurrencySelect } from '../../lib/ui/currency-select.js';
import { signup } from './auth-api.js';
import { AuthCard } from './auth-card.js';
import { useAuth } from './auth-context.js';
import { FormError } from './form-error.js';
import { LoginLink } from './login-link.js';
import { PasswordField } from './password-field.js';
import { useAccountForm } from './use-account-form.js';

type SignupForm = Required<SignupRequest>;

/** The currency offered is the browser's region's (fr-CA: CAD); the owner may choose another. */
const emptyForm = (): SignupForm => ({
  displayName: '',
  restaurantName: '',
  email: '',
  password: '',
  inviteCode: '',
  currency: currencyOfLocales(navigator.languages),
});

/** The fields that must hold more than spaces (the password's own rule is its length). */
const requiredFields = ['displayName', 'restaurantName', 'email', 'inviteCode'] as const;

export function SignupPage() {
  const { t } = useTranslation();
  const { signIn } = useAuth();
  const { form, setForm, field, busy, error, onSubmit } = useAccountForm(
    emptyForm,
    requiredFields,
    // Signed in, the route guard takes this screen to /admin.
    async (filled) => signIn(await signup(filled)),
  );

  return (
    <AuthCard title={t('signup.title')} intro={t('signup.intro')} footer={<LoginLink />}>
      <form onSubmit={onSubmit}>
        <Stack gap="md">
          <TextInput
            label={t('signup.displayName')}
            autoComplete="name"
            {...field('displayName')}
          />
          <TextInput
            label={t('signup.restaurantName')}
            autoComplete="organization"
            {...field('restaurantName')}
          />
          <TextInput
            label={t('signup.email')}
            type="email"
            autoComplete="email"
            {...field('email')}
          />
          <PasswordField
            label={t('signup.password')}
            description={t('signup.passwordHint')}
            autoComplete="new-password"
            {...field('password')}
          />
          <TextInput
            label={t('signup.inviteCode')}
            autoComplete="off"
            spellCheck={false}
            {...field('inviteCode')}
          />
          <CurrencySelect
            value={form.currency}
            disabled={busy}
            onChange={(currency) => setForm((current) => ({ ...current, currency }))}
          />
          <FormError message={error ? error(t) : ''} />
          <Button type="submit" fullWidth size="md" disabled={busy}>
            {busy ? t('signup.busy') : t('signup.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
