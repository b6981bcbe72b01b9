import { Button, Stack, Text, TextInput, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MIN_PASSWORD_LENGTH } from '../../../domain/auth-rules.js';
import { describeError, type ErrorText, saveFailed } from '../../lib/ui/error-text.js';
import { ManagerModal } from '../../lib/ui/manager-modal.js';
import { useRunner } from '../../lib/use-runner.js';
import { PasswordField, useAuth } from '../auth/index.js';
import { changePassword, renameAccount } from './account-api.js';

type Outcome = { ok: true; text: ErrorText } | { ok: false; text: ErrorText } | null;

function OutcomeText({ outcome }: { outcome: Outcome }) {
  const { t } = useTranslation();
  if (outcome === null) return null;
  return (
    <Text
      size="sm"
      role={outcome.ok ? 'status' : 'alert'}
      c={outcome.ok ? undefined : 'var(--mantine-color-error)'}
    >
      {outcome.text(t)}
    </Text>
  );
}

/** Your account: change your own name, and your password with the current one. */
export function AccountDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <ManagerModal opened onClose={onClose} title={t('account.title')}>
      <Stack gap="xl">
        <NameForm />
        <PasswordForm />
      </Stack>
    </ManagerModal>
  );
}

function NameForm() {
  const { t } = useTranslation();
  const { state, signIn } = useAuth();
  const [name, setName] = useState(state.user?.displayName ?? '');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { pending, run } = useRunner();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (name.trim() === '') {
      setOutcome({
        ok: false,
        text: (tr: TFunction) => tr('signup.fieldRequired', { field: tr('signup.displayName') }),
      });
      return;
    }
    void run('name', async () => {
      try {
        signIn(await renameAccount(name));
        setOutcome({ ok: true, text: (tr) => tr('account.nameSaved') });
      } catch (failure) {
        setOutcome({ ok: false, text: describeError(failure, saveFailed) });
      }
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" align="flex-start">
        <TextInput
          label={t('signup.displayName')}
          autoComplete="name"
          value={name}
          maxLength={120}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setOutcome(null);
          }}
          w="100%"
        />
        <OutcomeText outcome={outcome} />
        <Button type="submit" loading={pending === 'name'}>
          {t('account.saveName')}
        </Button>
      </Stack>
    </form>
  );
}

function PasswordForm() {
  const { t } = useTranslation();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { pending, run } = useRunner();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (next.length < MIN_PASSWORD_LENGTH) {
      setOutcome({ ok: false, text: (tr) => tr('reasons.password-too-short') });
      return;
    }
    void run('password', async () => {
      try {
        await changePassword({ currentPassword: current, newPassword: next });
        setCurrent('');
        setNext('');
        setOutcome({ ok: true, text: (tr) => tr('account.passwordChanged') });
      } catch (failure) {
        setOutcome({ ok: false, text: describeError(failure, saveFailed) });
      }
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="account-password">
      <Stack gap="sm" align="flex-start">
        <Title order={3} size="h4" id="account-password">
          {t('account.passwordTitle')}
        </Title>
        <PasswordField
          label={t('account.currentPassword')}
          autoComplete="current-password"
          value={current}
          onChange={(event) => {
            setCurrent(event.currentTarget.value);
            setOutcome(null);
          }}
          w="100%"
        />
        <PasswordField
          label={t('account.newPassword')}
          description={t('signup.passwordHint')}
          autoComplete="new-password"
          value={next}
          onChange={(event) => {
            setNext(event.currentTarget.value);
            setOutcome(null);
          }}
          w="100%"
        />
        <OutcomeText outcome={outcome} />
        <Button type="submit" loading={pending === 'password'}>
          {t('account.changePassword')}
        </Button>
      </Stack>
    </form>
  );
}
