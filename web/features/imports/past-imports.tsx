import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PastImport } from '../../../domain/import-api.js';
import { errorText } from '../../lib/server-error.js';
import { pastImports, undoImport } from './import-api.js';
import { UndoConfirm } from './undo-confirm.js';
import { whenText } from './when-text.js';

/**
 * The latest imports: who, when, which file, what each created, and `Undo import`
 * while it can still be undone, or why not. Read again whenever `version` changes.
 */
export function PastImports(props: {
  version: number;
  onUndone: (importId: string, bottles: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const [imports, setImports] = useState<PastImport[] | null>(null);
  const [undoing, setUndoing] = useState<string | null>(null);
  // The import whose undo waits for the user's confirmation.
  const [asking, setAsking] = useState<PastImport | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Read again after a refused undo (the list may be out of date), as after `version` changes.
  const [refused, setRefused] = useState(0);
  const { version, onUndone } = props;

  useEffect(() => {
    // `version` and `refused` are the reasons to read again.
    void version;
    void refused;
    let current = true;
    pastImports()
      .then((answer) => current && setImports(answer.imports))
      .catch(() => current && setImports([]));
    return () => {
      current = false;
    };
  }, [version, refused]);

  if (!imports || imports.length === 0) return null;
  const language = i18n.resolvedLanguage ?? 'en';

  const undo = async (item: PastImport) => {
    setError(null);
    setUndoing(item.id);
    try {
      await undoImport(item.id);
      onUndone(item.id, item.bottles);
    } catch (failure) {
      setError(errorText(t, failure, t('exports.imports.undoFailed')));
      setRefused((count) => count + 1);
    } finally {
      setUndoing(null);
      setAsking(null);
    }
  };

  return (
    <Stack gap="xs" mt="sm">
      <Title order={4} fz="md">
        {t('exports.imports.pastTitle')}
      </Title>
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {imports.map((item) => (
          <Paper key={item.id} component="li" withBorder p="xs" data-testid="past-import">
            <Stack gap={4}>
              <Text size="sm" fw={600}>
                {item.fileName || t('exports.imports.pastNoName')}
              </Text>
              <Text size="sm" c="dimmed">
                {t('exports.imports.pastWho', {
                  when: whenText(item.at, language),
                  who: item.by || t('exports.imports.pastSomeone'),
                })}
              </Text>
              <Text size="sm">
                {t('exports.imports.pastCounts', {
                  bottles: item.bottles,
                  products: item.products,
                  formats: item.formats,
                })}
              </Text>
              {item.notUndoable === null ? (
                <Group>
                  <Button
                    variant="default"
                    size="xs"
                    onClick={() => setAsking(item)}
                    disabled={undoing !== null}
                    loading={undoing === item.id}
                  >
                    {t('exports.imports.undoButton')}
                  </Button>
                </Group>
              ) : (
                <Text size="sm" c="dimmed">
                  {item.notUndoable === 'import-undone' && item.undoneAt
                    ? t('exports.imports.pastUndone', { when: whenText(item.undoneAt, language) })
                    : t(`reasons.${item.notUndoable}`)}
                </Text>
              )}
            </Stack>
          </Paper>
        ))}
      </Stack>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <UndoConfirm
        counts={asking}
        busy={undoing !== null}
        onConfirm={() => asking && void undo(asking)}
        onCancel={() => setAsking(null)}
      />
    </Stack>
  );
}
