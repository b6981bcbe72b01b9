import { Alert, Stack } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { onScanFeedback, scanFeedback } from './feedback.js';
import { DEFAULT_BOX, type ScanBox, type ScannerMode } from './scan-rules.js';
import { ScannerControls } from './scanner-controls.js';
import { type ScanFlash, ScannerPreview } from './scanner-preview.js';
import { TypedEntry } from './typed-entry.js';
import { useCamera } from './use-camera.js';
import { useDecodeLoop } from './use-decode-loop.js';
import { useDecoder } from './use-decoder.js';
import { useTorch } from './use-torch.js';

export interface ScannerProps {
  mode: ScannerMode;
  /** Called once per accepted code (deduplicated within 2 s), typed or scanned. */
  onScan: (code: string) => void;
  /** Set by the dialog while it handles a scan (a prompt on top, a request in flight). */
  paused?: boolean;
  box?: ScanBox;
  /**
   * The caller gives the beep and buzz itself once it knows what the code was (a stock count's
   * answer from the server, a batch's list taking it or leaving it out), instead of one beep when
   * the code is read.
   */
  ownFeedback?: boolean;
  /**
   * What the dialog says of the last code (why it stayed out of the list): drawn over the picture,
   * where the eye is while scanning, so the fields under the camera do not move as it comes and
   * goes while the camera keeps reading.
   */
  notice?: string | null;
}

const FLASH_MS = 1200;

/** The one camera component of every scan dialog (docs/product.md §2, §9). */
export function Scanner({
  mode,
  onScan,
  paused = false,
  box = DEFAULT_BOX,
  ownFeedback = false,
  notice,
}: ScannerProps) {
  const { t } = useTranslation();
  const videoRef = useRef<HTMLVideoElement>(null);
  const camera = useCamera(videoRef);
  const { decoder, failed: decoderFailed } = useDecoder();
  const torch = useTorch(camera.track);
  const [userPaused, setUserPaused] = useState(false);
  const [flash, setFlash] = useState<ScanFlash | null>(null);
  const active = !paused && !userPaused;
  const error =
    camera.error ?? (decoderFailed ? ('scanning.scanner.cameraErrorShort' as const) : null);

  const accept = (code: string) => {
    setFlash({ code, tone: null });
    if (!ownFeedback) scanFeedback();
    onScan(code);
  };
  // The frame says what the beep says: a code left out or needing a look never flashes green.
  useEffect(
    () => onScanFeedback((tone) => setFlash((shown) => (shown ? { ...shown, tone } : shown))),
    [],
  );
  useDecodeLoop({
    videoRef,
    decoder,
    running: camera.state === 'running' && active && !error,
    box,
    onCode: accept,
  });

  // The flash fades after a moment (a tone coming in starts it again).
  useEffect(() => {
    if (!flash) return;
    const timer = setTimeout(() => setFlash(null), FLASH_MS);
    return () => clearTimeout(timer);
  }, [flash]);

  const noticeAlert = notice ? (
    <Alert color="orange" role="alert" data-testid="scan-rejection">
      {notice}
    </Alert>
  ) : null;

  return (
    <Stack gap="sm" data-testid="scanner" data-mode={mode}>
      {error ? (
        <>
          <Alert color="red" role="alert" title={t(error)}>
            {t('scanning.scanner.typedHint')}
          </Alert>
          {noticeAlert}
        </>
      ) : (
        <ScannerPreview
          videoRef={videoRef}
          frame={camera.frame}
          box={box}
          starting={camera.state === 'starting'}
          paused={!active && camera.state === 'running'}
          flash={flash}
          notice={noticeAlert}
        />
      )}
      <div
        aria-live="polite"
        className="visually-hidden"
        style={{
          position: 'absolute',
          width: 1,
          height: 1,
          overflow: 'hidden',
          clip: 'rect(0 0 0 0)',
        }}
      >
        {flash ? t('scanning.scanner.scanned', { code: flash.code }) : ''}
      </div>
      {!error && (
        <ScannerControls
          userPaused={userPaused}
          pausedByDialog={paused}
          onTogglePause={() => setUserPaused((value) => !value)}
          torch={torch}
        />
      )}
      <TypedEntry onCode={accept} />
    </Stack>
  );
}
