import { StopOutlined, WarningOutlined } from '@ant-design/icons';
import {
  blocking,
  describeBlock,
  type Lang,
  type PermitBlock,
  type PermitOverride,
  type PermitRow,
  type PermitStatus,
  siteClock,
} from '@siteguard/contracts';
import { Space, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLang } from './status';

/** Statuses in which the permit lets work go on, so a block means "not in force" now. */
const LIVE: ReadonlySet<PermitStatus> = new Set(['approved', 'active', 'suspended']);
/** Statuses after which nothing about the permit can be in force again: its blocks are history. */
const OVER: ReadonlySet<PermitStatus> = new Set(['handedBack', 'closed', 'expired', 'cancelled', 'rejected']);

/** How a permit's blocks read in its status: not in force (live), not approvable (pending), or nothing. */
export type SafetyStanding = 'notInForce' | 'blocked' | null;

/**
 * Where the permit stands against its safety conditions (contracts' `blocking`): a live permit with a
 * block is not in force, a pending one cannot be approved; a finished permit shows none.
 */
export function safetyStanding(permit: Pick<PermitRow, 'status' | 'blocks'>): SafetyStanding {
  if (OVER.has(permit.status) || blocking(permit.blocks).length === 0) return null;
  return LIVE.has(permit.status) ? 'notInForce' : 'blocked';
}

/** Each block in the reader's language, by the contracts' one description of the rules. */
export const describeAll = (blocks: readonly PermitBlock[], lang: Lang): string[] =>
  blocks.map((block) => describeBlock(block, lang));

/** The names of the signals an override covers, from the blocks that name them (else their codes). */
export function overriddenNames(
  override: PermitOverride,
  blocks: readonly PermitBlock[],
  lang: Lang,
): string[] {
  return override.codes.map((code) => {
    const block = blocks.find((b) => (b.rule === 'stopWork' || b.rule === 'gasAlarm') && b.code === code);
    return block && 'name' in block ? block.name[lang] : code;
  });
}

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
  const overrideText = useOverrideText(OVER.has(permit.status) ? null : permit.override, permit.blocks);
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
