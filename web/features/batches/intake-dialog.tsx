import { Alert, Button, Group, Modal, Select, Stack, Text, Title } from '@mantine/core';
import { useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sameBarcode } from '../../../domain/barcode.js';
import { looksLikeProductBarcode } from '../../../domain/batch-commands.js';
import type { BarcodeMatch } from '../../../domain/catalog.js';
import { compareFormatsNewestFirst } from '../../../domain/format-choice.js';
import type { RestaurantData } from '../../../domain/restaurant-data.js';
import { confirmIntake } from '../../lib/batch-api.js';
import { liveStore, useLiveState } from '../../lib/live-store.js';
import { lookupBarcode } from '../../lib/scan-api.js';
import { batchErrorText, refusedIds } from '../../lib/server-error.js';
import { notifySuccess } from '../../lib/ui/notify.js';
import { useIsPhone } from '../../lib/ui/use-is-phone.js';
import { INTAKE_BOX, Scanner, scannerTitleKeys } from '../scanner/index.js';
import { IntakeProductEditor } from './intake-product-editor.js';
import { checkIntakeQr, type IntakeProduct, initialIntake, intakeReducer } from './intake-state.js';
import { PlacementFields } from './placement-fields.js';
import { ScannedList } from './scanned-list.js';

/** Our own profile with this barcode, staged under its default (or newest) format. */
function ownProduct(
  data: RestaurantData | null,
  barcode: string,
  productId?: string,
): IntakeProduct | null {
  if (!data) return null;
  const product = productId
    ? data.products.get(productId)
    : [...data.products.values()].find(
        (item) => item.barcode && sameBarcode(item.barcode, barcode),
      );
  if (!product) return null;
  const formats = [...data.formats.values()]
    .filter((format) => format.productId === product.id)
    .sort(compareFormatsNewestFirst);
  const format = formats.find((item) => item.id === product.defaultFormatId) ?? formats[0];
  if (!format) return null;
  return {
    productId: product.id,
    formatId: format.id,
    name: product.name,
    producer: product.producer,
    source: 'restaurant',
  };
}

/** Batch intake (docs/product.md §4): setup, product barcode, confirm, QR codes; one server call. */
export function IntakeDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const phone = useIsPhone();
  const data = useLiveState((s) => s.data);
  const [state, dispatch] = useReducer(intakeReducer, initialIntake);
  const [locationId, setLocationId] = useState<string | null>(null);
  const [bin, setBin] = useState('');
  const [lookingUp, setLookingUp] = useState(false);
  const [match, setMatch] = useState<BarcodeMatch['product'] | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [failed, setFailed] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  // The reducer state as of the last dispatch, for scans that arrive between renders.
  const stageRef = useRef(state.stage);
  stageRef.current = state.stage;

  const scanProduct = async (code: string) => {
    if (lookingUp || stageRef.current !== 'scanProduct') return;
    if (!looksLikeProductBarcode(code)) {
      setNotice(t('scanning.intake.scanProductHint'));
      return;
    }
    setNotice(null);
    const own = ownProduct(liveStore.getState().data, code);
    if (own) {
      dispatch({ type: 'productFound', barcode: code, product: own });
      return;
    }
    setLookingUp(true);
    try {
      const { match: found } = await lookupBarcode(code);
      const mine = found?.productId
        ? ownProduct(liveStore.getState().data, code, found.productId)
        : null;
      if (mine) dispatch({ type: 'productFound', barcode: code, product: mine });
      else {
        setMatch(found?.product ?? null);
        dispatch({ type: 'productUnknown', barcode: code });
      }
    } catch {
      setNotice(`${t('scanning.flow.lookupFailed')}: ${t('scanning.flow.lookupError')}`);
    } finally {
      setLookingUp(false);
    }
  };

  const scanQr = (code: string) => {
    const inInventory = liveStore.getState().data?.bottles.has(code) ?? false;
    dispatch({ type: 'qrScanned', code, inInventory });
    // Only a bottle newly staged makes the server's last refusal stale. The camera keeps reading
    // while it points at a bottle: a re-read of a code already staged or in the inventory must not
    // hide which ids the server refused.
    if (!checkIntakeQr(code, state.staged, inInventory)) setError(null);
  };

  const confirm = async () => {
    if (state.staged.length === 0 || !state.locationId) return;
    setSaving(true);
    setError(null);
    try {
      const result = await confirmIntake({
        locationId: state.locationId,
        bin: state.bin,
        stagedBottles: state.staged.map(({ qrCodeId, formatId }) => ({ qrCodeId, formatId })),
      });
      notifySuccess(
        t('scanning.common.successTitle'),
        t('scanning.batch.added', { count: result.count }),
      );
      onClose();
    } catch (caught) {
      setFailed(refusedIds(caught));
      setError(batchErrorText(t, caught, t('scanning.messages.addFailed')));
    } finally {
      setSaving(false);
    }
  };

  const product = state.product;
  const formats = product
    ? [...(data?.formats.values() ?? [])]
        .filter((format) => format.productId === product.productId)
        .sort(compareFormatsNewestFirst)
    : [];
  const locationName = state.locationId ? data?.locations.get(state.locationId)?.name : undefined;
  const scanning = state.stage === 'scanProduct' || state.stage === 'scanQr';

  return (
    <Modal
      opened
      onClose={() => !saving && onClose()}
      title={t('scanning.intake.title')}
      fullScreen={phone}
      size="lg"
      closeButtonProps={{ 'aria-label': t('scanning.common.close') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-xl)' } }}
    >
      <Stack gap="sm" data-testid="intake" data-stage={state.stage}>
        {state.stage === 'setup' ? (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              dispatch({ type: 'start', locationId, bin });
            }}
          >
            <Stack gap="sm">
              <Text size="sm" c="dimmed">
                {t('scanning.intake.setupHint')}
              </Text>
              <PlacementFields
                locationId={locationId}
                bin={bin}
                locationError={
                  state.problem === 'choose-location' ? t('reasons.choose-location') : null
                }
                onChange={(nextLocation, nextBin) => {
                  setLocationId(nextLocation);
                  setBin(nextBin);
                }}
              />
              <Group justify="flex-end">
                <Button type="submit">{t('scanning.intake.start')}</Button>
              </Group>
            </Stack>
          </form>
        ) : (
          <Group justify="space-between" gap="xs">
            <Text size="sm">
              {t('scanning.intake.destination', {
                location: `${locationName ?? ''}${state.bin ? ` · ${state.bin}` : ''}`,
              })}
            </Text>
            {state.staged.length === 0 && (
              <Button variant="subtle" size="xs" onClick={() => dispatch({ type: 'backToSetup' })}>
                {t('scanning.intake.changeSetup')}
              </Button>
            )}
          </Group>
        )}

        {scanning && (
          <>
            <Title order={3} size="h4">
              {t(scannerTitleKeys[state.stage === 'scanProduct' ? 'product' : 'default'])}
            </Title>
            <Text size="sm" c="dimmed">
              {state.stage === 'scanProduct'
                ? t('scanning.intake.scanProductHint')
                : t('scanning.intake.scanQrHint', { name: product?.name ?? '' })}
            </Text>
            <Scanner
              key={state.stage}
              mode={state.stage === 'scanProduct' ? 'product' : 'default'}
              box={INTAKE_BOX}
              paused={lookingUp || saving}
              onScan={(code) =>
                state.stage === 'scanProduct' ? void scanProduct(code) : scanQr(code)
              }
            />
          </>
        )}
        {notice && state.stage === 'scanProduct' && (
          <Alert color="orange" role="alert">
            {notice}
          </Alert>
        )}
        {state.problem && state.problem !== 'choose-location' && state.stage === 'scanQr' && (
          <Alert color="orange" role="alert" data-testid="scan-rejection">
            {t(`reasons.${state.problem}`)}
          </Alert>
        )}

        {state.stage === 'confirmProduct' && product && (
          <Alert
            color="green"
            title={t('scanning.intake.confirmTitle')}
            data-testid="intake-confirm"
          >
            <Stack gap="xs">
              <Text fw={700}>{product.name}</Text>
              {product.producer && <Text size="sm">{product.producer}</Text>}
              {formats.length > 1 && (
                <Select
                  label={t('scanning.intake.format')}
                  allowDeselect={false}
                  data={formats.map((format) => ({
                    value: format.id,
                    label: `${format.vintage || 'NV'} · ${format.bottleSize} ml`,
                  }))}
                  value={product.formatId}
                  onChange={(value) =>
                    value &&
                    dispatch({ type: 'productSaved', product: { ...product, formatId: value } })
                  }
                />
              )}
              <Group gap="sm">
                <Button onClick={() => dispatch({ type: 'confirmProduct' })}>
                  {t('scanning.intake.confirmYes')}
                </Button>
                <Button variant="default" onClick={() => dispatch({ type: 'rejectProduct' })}>
                  {t('scanning.intake.confirmNo')}
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}

        {state.stage === 'editProduct' && state.barcode && (
          <IntakeProductEditor
            barcode={state.barcode}
            match={match}
            onSaved={(saved) => dispatch({ type: 'productSaved', product: saved })}
            onCancel={() => dispatch({ type: 'rejectProduct' })}
          />
        )}

        {state.stage !== 'setup' && (
          <>
            <ScannedList
              title={t('scanning.intake.staged', { count: state.staged.length })}
              items={state.staged.map((item) => ({ id: item.qrCodeId, label: item.name }))}
              failed={failed}
              onRemove={(qrCodeId) => {
                dispatch({ type: 'unstage', qrCodeId });
                setFailed((list) => list.filter((id) => id !== qrCodeId));
              }}
            />
            {error && (
              <Alert color="red" role="alert" data-testid="batch-error">
                {error}
              </Alert>
            )}
            <Group justify="flex-end" gap="sm">
              {state.stage === 'scanQr' && (
                <Button variant="light" onClick={() => dispatch({ type: 'nextProduct' })}>
                  {t('scanning.intake.nextProduct')}
                </Button>
              )}
              <Button
                disabled={state.staged.length === 0}
                loading={saving}
                onClick={() => void confirm()}
              >
                {t('scanning.intake.confirm', { count: state.staged.length })}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Modal>
  );
}
