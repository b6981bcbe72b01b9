import { Badge, Box, Paper, Stack, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedbackTone } from './feedback.js';
import { type Size, scanRegion } from './scan-geometry.js';
import type { ScanBox } from './scan-rules.js';

/** The code just read, shown for a moment, with what was made of it once known. */
export interface ScanFlash {
  code: string;
  /** Null while the dialog finds out (a server's answer). */
  tone: FeedbackTone | null;
}

interface ScannerPreviewProps {
  videoRef: RefObject<HTMLVideoElement | null>;
  /** The camera frame's size, once known: the preview takes its aspect ratio. */
  frame: Size | null;
  box: ScanBox;
  starting: boolean;
  paused: boolean;
  flash: ScanFlash | null;
  /** The dialog's word on the last code, over the top of the picture. */
  notice?: ReactNode;
}

const FRAME_COLORS: Record<FeedbackTone | 'none', string> = {
  none: 'var(--mantine-color-white)',
  good: 'var(--mantine-color-green-5)',
  attention: 'var(--mantine-color-orange-5)',
};

/**
 * The whole camera frame (object-fit: contain: nothing of it is hidden) with the scan box drawn
 * exactly over the region the decoder reads first.
 */
export function ScannerPreview({
  videoRef,
  frame,
  box,
  starting,
  paused,
  flash,
  notice,
}: ScannerPreviewProps) {
  const { t } = useTranslation();
  const { ref, width, height } = useElementSize<HTMLDivElement>();
  const drawn = frame ? scanRegion(frame, { width, height }, box).drawn : null;
  return (
    <Box
      ref={ref}
      pos="relative"
      mx="auto"
      w="100%"
      maw={420}
      data-testid="scanner-preview"
      style={{
        aspectRatio: frame ? `${frame.width} / ${frame.height}` : '4 / 3',
        maxHeight: '60vh',
        overflow: 'hidden',
        borderRadius: 'var(--mantine-radius-md)',
        background: 'var(--mantine-color-dark-9)',
      }}
    >
      <video
        ref={videoRef}
        muted
        playsInline
        aria-label={t('scanning.scanner.videoLabel')}
        style={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
      />
      {drawn && drawn.width > 0 && (
        <Box
          aria-hidden
          pos="absolute"
          data-testid="scan-box"
          data-tone={flash?.tone ?? undefined}
          style={{
            left: drawn.left,
            top: drawn.top,
            width: drawn.width,
            height: drawn.height,
            border: `3px solid ${FRAME_COLORS[flash?.tone ?? 'none']}`,
            borderRadius: 'var(--mantine-radius-sm)',
            boxShadow: '0 0 0 9999px rgba(0, 0, 0, 0.35)',
            transition: 'border-color 150ms',
          }}
        />
      )}
      <Stack pos="absolute" top={8} left={8} right={8} gap={6} align="flex-start">
        {starting && (
          <Text size="sm" c="white">
            {t('scanning.scanner.starting')}
          </Text>
        )}
        {paused && <Badge color="gray">{t('scanning.scanner.pausedBadge')}</Badge>}
        {notice && (
          // On the page's own background: the notice reads as it does anywhere else.
          <Paper w="100%" radius="md" shadow="md">
            {notice}
          </Paper>
        )}
      </Stack>
      {flash && (
        <Badge
          pos="absolute"
          bottom={8}
          left="50%"
          style={{ transform: 'translateX(-50%)', maxWidth: '90%' }}
          // Teal 9 carries white text at 5:1; green's filled shades stay under 4.5:1, orange's too.
          color={flash.tone === 'good' ? 'teal.9' : 'dark'}
          size="lg"
          data-testid="scan-flash"
        >
          {flash.code}
        </Badge>
      )}
    </Box>
  );
}
