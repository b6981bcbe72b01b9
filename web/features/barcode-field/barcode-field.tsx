import { ActionIcon, TextInput, type TextInputProps } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { looksLikeProductBarcode } from '../../../domain/batch-commands.js';
import { ScanIcon } from '../../lib/ui/icons.js';

// The scanner, its camera and decoder load when the button is pressed, not with the form.
const ScannerModal = lazy(() =>
  import('../scanner/index.js').then((m) => ({ default: m.ScannerModal })),
);

interface BarcodeFieldProps extends Omit<TextInputProps, 'value' | 'onChange' | 'rightSection'> {
  value: string;
  onChange: (value: string) => void;
}

/**
 * A product's barcode, typed or read by the camera (Scan Barcode for Profile, docs/product.md §2).
 * The scanner keeps looking past QR codes and anything else that is not a product barcode.
 */
export function BarcodeField({ value, onChange, ...input }: BarcodeFieldProps) {
  const { t } = useTranslation();
  const [scanning, setScanning] = useState(false);
  const title = t('scanning.scanner.titles.profileBarcode');
  return (
    <>
      <TextInput
        inputMode="numeric"
        {...input}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value.trim())}
        rightSection={
          <ActionIcon
            variant="subtle"
            aria-label={title}
            title={title}
            onClick={() => setScanning(true)}
          >
            <ScanIcon />
          </ActionIcon>
        }
      />
      {scanning && (
        <Suspense fallback={null}>
          <ScannerModal
            mode="profileBarcode"
            onScan={(code) => {
              if (!looksLikeProductBarcode(code)) return;
              onChange(code.trim());
              setScanning(false);
            }}
            onClose={() => setScanning(false)}
          />
        </Suspense>
      )}
    </>
  );
}
