import {
  Badge,
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BoltIcon, ChartIcon, TargetIcon } from '../../lib/ui/icons.js';
import classes from './landing-page.module.css';

function Feature({ icon, title, body }: { icon: ReactNode; title: string; body: string }) {
  return (
    <Paper withBorder radius="lg" p="lg" className={classes.feature}>
      <ThemeIcon size={44} radius="md" variant="light" mb="md" aria-hidden="true">
        {icon}
      </ThemeIcon>
      <Title order={3} fz="lg" mb={6}>
        {title}
      </Title>
      <Text c="dimmed" size="sm" lh={1.6}>
        {body}
      </Text>
    </Paper>
  );
}

/** Public home: what the product is, and the way in (docs/product.md §1, §2). */
export function LandingPage() {
  const { t } = useTranslation();
  return (
    <Container size="lg" className={classes.root}>
      <Stack component="section" align="center" gap="lg" className={classes.hero}>
        <Badge variant="light" size="lg" radius="sm" className={classes.eyebrow}>
          {t('landing.eyebrow')}
        </Badge>
        <Title order={1} className={classes.title}>
          {t('landing.title')}
        </Title>
        <Text className={classes.lead}>{t('landing.lead')}</Text>
        <Group className={classes.actions} gap="sm">
          <Button component={Link} to="/login" size="lg" className={classes.action}>
            {t('nav.login')}
          </Button>
          <Button
            component={Link}
            to="/signup"
            size="lg"
            variant="default"
            className={classes.action}
          >
            {t('nav.signUp')}
          </Button>
        </Group>
      </Stack>

      <section aria-labelledby="landing-features">
        <Title id="landing-features" order={2} className={classes.featuresTitle}>
          {t('landing.featuresTitle')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          <Feature
            icon={<BoltIcon size={22} />}
            title={t('landing.speedTitle')}
            body={t('landing.speedBody')}
          />
          <Feature
            icon={<TargetIcon size={22} />}
            title={t('landing.accuracyTitle')}
            body={t('landing.accuracyBody')}
          />
          <Feature
            icon={<ChartIcon size={22} />}
            title={t('landing.profitabilityTitle')}
            body={t('landing.profitabilityBody')}
          />
        </SimpleGrid>
      </section>

      <Text component="footer" c="dimmed" size="sm" ta="center" className={classes.footer}>
        {t('landing.footer')}
      </Text>
    </Container>
  );
}
