import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import * as ops from '../../../domain/operations/team.js';
import type { JoinInfo, JoinRequest } from '../../../domain/team.js';
import { LoadingScreen } from '../../lib/ui/loading-screen.js';
import { useCall } from '../../lib/use-call.js';
import { AuthCard } from './auth-card.js';
import { useAuth } from './auth-context.js';
import { FormError } from './form-error.js';
import { join } from './join-api.js';
import { LoginLink } from './login-link.js';
import { PasswordField } from './password-field.js';
import { useAccountForm } from './use-account-form.js';

const emptyForm = (): JoinRequest => ({ displayName: '', email: '', password: '' });
const requiredFields = ['displayName', 'email'] as const;

/**
 * /join/:code: a team invite link. The sign-up page's fields and checks, without the
 * restaurant and the code (the link carries them). A visitor signed in to another account may
 * still join: a note says that joining signs them out of it (the server ends that session).
 */
export function JoinPage() {
  const { t } = useTranslation();
  const { code = '' } = useParams();
  // Any refusal reads as the one the spec names; a failed connection too, with a retry being a
  // reload.
  const { loaded } = useCall(ops.joinInfo, { params: { code } }, { what: 'invite' });

  if (loaded.status === 'loading') return <LoadingScreen label={t('app.loading')} />;
  if (loaded.status === 'failed') {
    return (
      <AuthCard title={t('join.invalidTitle')} footer={<LoginLink />}>
        <Alert variant="light" color="red" role="alert">
          {t('reasons.invalid-invite')}
        </Alert>
      </AuthCard>
    );
  }
  return <JoinForm code={code} info={loaded.value} />;
}

function JoinForm({ code, info }: { code: string; info: JoinInfo }) {
  const { t } = useTranslation();
  const { state, signIn } = useAuth();
  const navigate = useNavigate();
  const { field, busy, error, onSubmit } = useAccountForm(
    emptyForm,
    requiredFields,
    async (filled) => {
      const user = await join(code, filled);
      // Another account's data may still be held in memory: a fresh load starts clean.
      if (state.status === 'signed-in') {
        window.location.assign('/admin');
        return;
      }
      signIn(user);
      navigate('/admin', { replace: true });
    },
  );

  return (
    <AuthCard
      title={t('join.title', { name: info.restaurantName })}
      intro={t('join.intro', { role: t(`team.roles.${info.role}`) })}
      footer={<LoginLink />}
    >
      {state.status === 'signed-in' && (
        <Alert variant="light" color="yellow" role="status">
          {t('join.signedInNote', { name: state.user.displayName })}
        </Alert>
      )}
      <form onSubmit={onSubmit}>
        <Stack gap="md">
          <TextInput
            label={t('signup.displayName')}
            autoComplete="name"
            {...field('displayName')}
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
          <Text size="sm" c="dimmed">
            {t('join.returning')}
          </Text>
          <FormError message={error ? error(t) : ''} />
          <Button type="submit" fullWidth size="md" disabled={busy}>
            {busy ? t('join.busy') : t('join.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
