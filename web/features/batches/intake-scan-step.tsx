import { Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { INTAKE_BOX, Scanner, scannerTitleKeys } from '../scanner/index.js';
import type { Intake } from './use-intake.js';

/** The camera while intake scans: the product's barcode first, then the bottles' QR codes. */
export function IntakeScanStep({ intake }: { intake: Intake }) {
  const { t } = useTranslation();
  const { state } = intake;
  const productStep = state.stage === 'scanProduct';
  const scanning = productStep || state.stage === 'scanQr';
  // Why the last code was not taken, over the camera's picture (see Scanner's notice).
  const notice = productStep
    ? intake.notice
    : state.problem && state.problem !== 'choose-location'
      ? t(`reasons.${state.problem}`)
      : null;
  if (!scanning) return null;
  return (
    <>
      <Title order={3} size="h4">
        {t(scannerTitleKeys[productStep ? 'product' : 'default'])}
      </Title>
      <Text size="sm" c="dimmed">
        {productStep
          ? t('scanning.intake.scanProductHint')
          : t('scanning.intake.scanQrHint', { name: state.product?.name ?? '' })}
      </Text>
      <Scanner
        key={state.stage}
        mode={productStep ? 'product' : 'default'}
        box={INTAKE_BOX}
        paused={intake.lookingUp || intake.saving}
        notice={notice}
        ownFeedback
        onScan={(code) => void (productStep ? intake.scanProduct(code) : intake.scanQr(code))}
      />
    </>
  );
}
