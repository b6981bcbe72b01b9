import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Under the forms that make an account: `Already have an account? Login here`. */
export function LoginLink() {
  const { t } = useTranslation();
  return (
    <>
      {t('signup.haveAccount')}{' '}
      <Anchor component={Link} to="/login" fw={600}>
        {t('signup.loginHere')}
      </Anchor>
    </>
  );
}
