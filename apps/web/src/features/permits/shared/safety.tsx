import { StopOutlined, WarningOutlined } from '@ant-design/icons';
import {
  blocking,
  type PermitBlock,
  type PermitOverride,
  type PermitRow,
  siteClock,
} from '@siteguard/contracts';
import { Space, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { describeAll, isOver, overriddenNames, safetyStanding } from './standing';
import { useLang } from './status';

/** Who overrode which stop-work signals, when and why, in one line. */
export function useOverrideText(
  override: PermitOverride | null,
  blocks: readonly PermitBlock[],
): string | null {
  const { t } = useTranslation('permits');
  const lang = useLang();
  if (!override) return null;
  return t('safety.overrideLine', {
    name: override.byName ?? t('detail.system'),
    at: siteClock(override.at),
    signals: overriddenNames(override, blocks, lang).join(lang === 'en' ? ', ' : '、'),
    reason: override.reason,
  });
}

/**
 * The list's marks beside the status: a red "not in force" (or "blocked") tag whose tooltip lists
 * the reasons, and an "overridden" tag whose tooltip says who overrode what and why.
 */
export function PermitSafetyTags({ permit }: { permit: PermitRow }) {
  const { t } = useTranslation('permits');
  const lang = useLang();
  const standing = safetyStanding(permit);
  const overrideText = useOverrideText(isOver(permit.status) ? null : permit.override, permit.blocks);
  if (!standing && !overrideText) return null;
  return (
    <Space size={4} wrap>
      {standing && (
        <Tooltip
          title={
            <ul style={{ margin: 0, paddingInlineStart: 16 }}>
              {describeAll(blocking(permit.blocks), lang).map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          }
        >
          <Tag color="error" icon={<WarningOutlined />} data-testid="permit-blocked" tabIndex={0}>
            {t(`safety.${standing}Short`)}
          </Tag>
        </Tooltip>
      )}
      {overrideText && (
        <Tooltip title={overrideText}>
          <Tag color="warning" icon={<StopOutlined />} data-testid="permit-overridden" tabIndex={0}>
            {t('safety.overriddenShort')}
          </Tag>
        </Tooltip>
      )}
    </Space>
  );
}
