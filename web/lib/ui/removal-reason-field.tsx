import { Radio, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  isRemovalReason,
  type RemovalReason,
  removalReasons,
} from '../../../domain/removal-reasons.js';

/**
 * Why bottles leave, asked by every removal's confirmation: the six reasons at once,
 * one tap or the arrow keys to choose, Sold until someone says otherwise.
 */
export function RemovalReasonField({
  value,
  onChange,
  disabled = false,
}: {
  value: RemovalReason;
  onChange: (reason: RemovalReason) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      label={t('removals.reason')}
      value={value}
      onChange={(next) => isRemovalReason(next) && onChange(next)}
      data-testid="removal-reason"
    >
      <Stack gap={8} mt={6}>
        {removalReasons.map((reason) => (
          <Radio
            key={reason}
            value={reason}
            label={t(`removals.reasons.${reason}`)}
            disabled={disabled}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}
