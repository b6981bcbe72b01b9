import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  intro?: string;
  children: ReactNode;
  footer: ReactNode;
}

/** The 400px card (full width on phones) that holds the login and sign-up forms. */
export function AuthCard({ title, intro, children, footer }: AuthCardProps) {
  return (
    <Stack align="center" px="md" py={{ base: 'xl', sm: 56 }}>
      <Paper
        withBorder
        shadow="md"
        radius="lg"
        p={{ base: 'lg', xs: 'xl' }}
        w={400}
        maw="100%"
        data-testid="auth-card"
      >
        <Stack gap="lg">
          <Stack gap={6}>
            <Title order={1} fz={28} ta="center">
              {title}
            </Title>
            {intro && (
              <Text c="dimmed" size="sm" ta="center">
                {intro}
              </Text>
            )}
          </Stack>
          {children}
        </Stack>
      </Paper>
      <Text size="sm" c="dimmed" ta="center">
        {footer}
      </Text>
    </Stack>
  );
}
