import { blocking, type PermitRow, siteClock } from '@siteguard/contracts';
import { Alert, Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { describeAll, overriddenNames, safetyStanding } from '../shared/standing';
import { useLang } from '../shared/status';

/**
 * The permit's safety standing at the top of its page, in large type: "Not in force" (or, before
 * approval, "Cannot be approved") with every reason the contracts' rule function gives, and the
 * stop-work override, if one was given, with who, when, why and which signals.
 */
export function SafetyAlert({ permit }: { permit: PermitRow }) {
  const { t } = useTranslation('permits');
  const lang = useLang();
  const standing = safetyStanding(permit);
  const reasons = describeAll(blocking(permit.blocks), lang);
  const { override } = permit;
  return (
    <>
      {standing && (
        <Alert
          type={permit.status === 'draft' ? 'warning' : 'error'}
          showIcon
          className="sg-permit-safety"
          data-testid="permit-safety"
          role="alert"
          message={
            <Typography.Title level={3} style={{ margin: 0, color: 'inherit' }}>
              {t(`safety.${standing}`)}
            </Typography.Title>
          }
          description={
            <>
              <Typography.Paragraph style={{ marginBottom: 4 }}>
                {t(`safety.${standing}Hint`)}
              </Typography.Paragraph>
              <ul style={{ margin: 0, paddingInlineStart: 20, fontSize: 16 }}>
                {reasons.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
            </>
          }
        />
      )}
      {override && (
        <Alert
          type="warning"
          showIcon
          data-testid="permit-override"
          message={<Typography.Text strong>{t('safety.overrideTitle')}</Typography.Text>}
          description={
            <Descriptions
              size="small"
              column={{ xs: 1, md: 2 }}
              items={[
                { key: 'by', label: t('safety.overrideBy'), children: override.byName ?? '-' },
                { key: 'at', label: t('safety.overrideAt'), children: siteClock(override.at) },
                {
                  key: 'signals',
                  label: t('safety.overrideSignals'),
                  children: overriddenNames(override, permit.blocks, lang).join(lang === 'en' ? ', ' : '、'),
                },
                { key: 'reason', label: t('safety.overrideReason'), children: override.reason },
              ]}
            />
          }
        />
      )}
    </>
  );
}
