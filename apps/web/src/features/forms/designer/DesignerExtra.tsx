import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { VersionTag } from '../VersionTag';
import styles from './DesignerPage.module.css';

/**
 * What the designer's header shows beside the form's name: the version on the canvas (in warning
 * colours, with the latest version on hover, when it is not the latest) and whether there are
 * unsaved changes. One short line: the header shares its width with the toolbar.
 */
export function DesignerExtra({
  version,
  latest,
  dirty,
}: {
  /** Undefined for a form not saved yet. */
  version: number | undefined;
  latest: number | undefined;
  dirty: boolean;
}) {
  const { t } = useTranslation('forms');
  const older = version !== undefined && latest !== undefined && version < latest;
  const versionTag = () => {
    if (version === undefined) return <Tag>{t('designer.notSaved')}</Tag>;
    if (!older) return <VersionTag version={version} />;
    return (
      <Tooltip title={t('designer.olderVersion', { latest })}>
        <Tag color="warning" data-testid="older-version">
          {t('version.tag', { version })} · {t('designer.olderVersionShort')}
        </Tag>
      </Tooltip>
    );
  };
  return (
    <span className={styles.extra} data-testid="designer-extra">
      {versionTag()}
      {dirty && (
        <Tag color="orange" data-testid="unsaved">
          {t('designer.unsaved')}
        </Tag>
      )}
    </span>
  );
}
