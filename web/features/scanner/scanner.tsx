import {
  ActionIcon,
  Alert,
  Badge,
  Box,
  Button,
  Group,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Decoder, loadDecoder } from './decoder.js';
import { scanFeedback } from './feedback.js';
import {
  acceptDecoded,
  createDeduper,
  cropUnderBox,
  DECODE_MEASURE,
  DEFAULT_BOX,
  SCAN_FPS,
  type ScanBox,
  type ScannerMode,
} from './scan-rules.js';

export interface ScannerProps {
  mode: ScannerMode;
  /** Called once per accepted code (deduplicated within 2 s), typed or scanned. */
  onScan: (code: string) => void;
  /** Set by the dialog while it handles a scan (a prompt on top, a request in flight). */
  paused?: boolean;
  box?: ScanBox;
}

type CameraState = 'starting' | 'running' | 'error';

interface TorchTrack extends MediaStreamTrack {
  getCapabilities(): MediaTrackCapabilities & { torch?: boolean };
}

const FLASH_MS = 1200;

/** The one camera component of every scan dialog (docs/product.md §2, §9). */
export function Scanner({ mode, onScan, paused = false, box = DEFAULT_BOX }: ScannerProps) {
  const { t } = useTranslation();
  const videoRef = useRef<HTMLVideoElement>(null);
  const trackRef = useRef<TorchTrack | null>(null);
  const onScanRef = useRef(onScan);
  onScanRef.current = onScan;
  const [camera, setCamera] = useState<CameraState>('starting');
  const [cameraError, setCameraError] = useState<string | null>(null);
  const [userPaused, setUserPaused] = useState(false);
  const [torchAvailable, setTorchAvailable] = useState(false);
  const [torchOn, setTorchOn] = useState(false);
  const [flash, setFlash] = useState<{ code: string; at: number } | null>(null);
  const [typed, setTyped] = useState('');
  const [decoder, setDecoder] = useState<Decoder | null>(null);
  const [deduper] = useState(() => createDeduper());
  const active = !paused && !userPaused;

  const accept = (code: string) => {
    setFlash({ code, at: Date.now() });
    scanFeedback();
    onScanRef.current(code);
  };
  const acceptRef = useRef(accept);
  acceptRef.current = accept;

  // Camera: rear camera when there is one; stopped when the scanner closes.
  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    if (!navigator.mediaDevices?.getUserMedia) {
      setCamera('error');
      setCameraError(t('scanning.scanner.cameraErrorShort'));
      return;
    }
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false })
      .then(async (opened) => {
        if (stopped) {
          for (const track of opened.getTracks()) track.stop();
          return;
        }
        stream = opened;
        const video = videoRef.current;
        const track = opened.getVideoTracks()[0] as TorchTrack | undefined;
        trackRef.current = track ?? null;
        setTorchAvailable(Boolean(track?.getCapabilities?.().torch));
        if (video) {
          video.srcObject = opened;
          await video.play().catch(() => undefined);
        }
        if (!stopped) setCamera('running');
      })
      .catch(() => {
        if (stopped) return;
        setCamera('error');
        setCameraError(t('scanning.scanner.cameraError'));
      });
    return () => {
      stopped = true;
      for (const track of stream?.getTracks() ?? []) track.stop();
      trackRef.current = null;
    };
  }, [t]);

  // Decoder: loaded when the scanner opens, once per page.
  useEffect(() => {
    let cancelled = false;
    loadDecoder().then(
      (loaded) => !cancelled && setDecoder(loaded),
      (error: unknown) => {
        console.warn('barcode decoder failed to load', error);
        if (!cancelled) {
          setCamera('error');
          setCameraError(t('scanning.scanner.cameraErrorShort'));
        }
      },
    );
    return () => {
      cancelled = true;
    };
  }, [t]);

  // Decode loop: 10 frames per second from the region under the scan box.
  useEffect(() => {
    if (!decoder || camera !== 'running' || !active) return;
    const video = videoRef.current;
    if (!video) return;
    video.play().catch(() => undefined);
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true });
    let busy = false;
    let stopped = false;
    const timer = setInterval(() => {
      if (busy || stopped || !context || video.videoWidth === 0) return;
      const crop = cropUnderBox(
        { width: video.videoWidth, height: video.videoHeight },
        { width: video.clientWidth, height: video.clientHeight },
        box,
      );
      canvas.width = crop.sw;
      canvas.height = crop.sh;
      context.drawImage(video, crop.sx, crop.sy, crop.sw, crop.sh, 0, 0, crop.sw, crop.sh);
      busy = true;
      const started = performance.now();
      decoder
        .detect(canvas)
        .then((found) => {
          // Observers (devtools, bench/browser-decode.ts) get each one; the buffer keeps none.
          performance.measure(DECODE_MEASURE, {
            start: started,
            detail: { width: crop.sw, height: crop.sh, found: found.length },
          });
          performance.clearMeasures(DECODE_MEASURE);
          if (stopped) return;
          const now = Date.now();
          for (const symbol of found) {
            const code = acceptDecoded(symbol.format, symbol.rawValue);
            if (code && deduper.accept(code, now)) {
              acceptRef.current(code);
              break;
            }
          }
        })
        .catch(() => undefined)
        .finally(() => {
          busy = false;
        });
    }, 1000 / SCAN_FPS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [decoder, camera, active, box, deduper]);

  // The accepted-code flash fades after a moment.
  useEffect(() => {
    if (!flash) return;
    const timer = setTimeout(() => setFlash(null), FLASH_MS);
    return () => clearTimeout(timer);
  }, [flash]);

  const toggleTorch = async () => {
    const track = trackRef.current;
    if (!track) return;
    const next = !torchOn;
    try {
      await track.applyConstraints({ advanced: [{ torch: next } as MediaTrackConstraintSet] });
      setTorchOn(next);
    } catch {
      setTorchAvailable(false);
    }
  };

  const submitTyped = () => {
    const code = typed.trim();
    if (!code) return;
    setTyped('');
    accept(code);
  };

  return (
    <Stack gap="sm" data-testid="scanner" data-mode={mode}>
      {camera === 'error' ? (
        <Alert color="red" role="alert" title={cameraError}>
          {t('scanning.scanner.typedHint')}
        </Alert>
      ) : (
        <Box
          pos="relative"
          mx="auto"
          w="100%"
          maw={420}
          style={{
            aspectRatio: '4 / 3',
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
            style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
          <Box
            aria-hidden
            pos="absolute"
            style={{
              left: '50%',
              top: '50%',
              width: box.width,
              height: box.height,
              maxWidth: '90%',
              maxHeight: '90%',
              transform: 'translate(-50%, -50%)',
              border: `3px solid ${flash ? 'var(--mantine-color-green-5)' : 'var(--mantine-color-white)'}`,
              borderRadius: 'var(--mantine-radius-sm)',
              boxShadow: '0 0 0 9999px rgba(0, 0, 0, 0.35)',
              transition: 'border-color 150ms',
            }}
          />
          {camera === 'starting' && (
            <Text pos="absolute" top={8} left={8} size="sm" c="white">
              {t('scanning.scanner.starting')}
            </Text>
          )}
          {!active && camera === 'running' && (
            <Badge pos="absolute" top={8} left={8} color="gray">
              {t('scanning.scanner.pausedBadge')}
            </Badge>
          )}
          {flash && (
            <Badge
              pos="absolute"
              bottom={8}
              left="50%"
              style={{ transform: 'translateX(-50%)', maxWidth: '90%' }}
              color="green"
              size="lg"
              data-testid="scan-flash"
            >
              {flash.code}
            </Badge>
          )}
        </Box>
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
      {camera !== 'error' && (
        <Group justify="center" gap="sm">
          <Button
            variant="light"
            onClick={() => setUserPaused((value) => !value)}
            disabled={paused}
          >
            {userPaused ? t('scanning.scanner.resume') : t('scanning.scanner.pause')}
          </Button>
          {torchAvailable && (
            <ActionIcon
              variant={torchOn ? 'filled' : 'default'}
              size="lg"
              aria-pressed={torchOn}
              aria-label={t('scanning.scanner.torch')}
              onClick={() => void toggleTorch()}
            >
              <span aria-hidden>⚡</span>
            </ActionIcon>
          )}
        </Group>
      )}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submitTyped();
        }}
      >
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            label={t('scanning.scanner.typedLabel')}
            placeholder={t('scanning.scanner.typedPlaceholder')}
            value={typed}
            autoComplete="off"
            onChange={(event) => setTyped(event.currentTarget.value)}
          />
          <Button type="submit" variant="default" disabled={typed.trim() === ''}>
            {t('scanning.scanner.typedSubmit')}
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
