import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { login } from './auth-api.js';
import { AuthCard } from './auth-card.js';
import { useAuth } from './auth-context.js';
import { loginErrorMessage } from './auth-errors.js';
import { FormError } from './form-error.js';
import { PasswordField } from './password-field.js';
import { useFormSubmit } from './use-form-submit.js';

export function LoginPage() {
  const { t } = useTranslation();
  const { state, signIn } = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { busy, error, submit } = useFormSubmit(loginErrorMessage);

  const onSubmit = submit(async () => {
    // Signed in, the route guard takes this screen to /admin.
    signIn(await login({ email, password }));
  });

  return (
    <AuthCard
      title={t('login.title')}
      footer={
        <>
          {t('login.noAccount')}{' '}
          <Anchor component={Link} to="/signup" fw={600}>
            {t('login.createRestaurant')}
          </Anchor>
        </>
      }
    >
      {state.status === 'signed-out' && state.ended && !error && (
        <Alert variant="light" color="yellow" role="status">
          {t('reasons.session-ended')}
        </Alert>
      )}
      <form onSubmit={onSubmit}>
        <Stack gap="md">
          <TextInput
            label={t('login.email')}
            type="email"
            name="email"
            autoComplete="email"
            required
            disabled={busy}
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
          />
          <PasswordField
            label={t('login.password')}
            name="password"
            autoComplete="current-password"
            required
            disabled={busy}
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
          />
          <FormError message={error ? error(t) : ''} />
          <Button type="submit" fullWidth size="md" disabled={busy}>
            {busy ? t('login.busy') : t('login.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
