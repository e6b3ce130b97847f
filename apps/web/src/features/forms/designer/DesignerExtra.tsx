import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { VersionTag } from '../VersionTag';
import styles from './DesignerPage.module.css';

/**
 * What the designer's header shows beside the form's name: the version on the canvas, a warning
 * when that is not the latest, and whether there are unsaved changes. One line: the header shares
 * its width with the toolbar.
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
  return (
    <span className={styles.extra} data-testid="designer-extra">
      {version === undefined ? <Tag>{t('designer.notSaved')}</Tag> : <VersionTag version={version} />}
      {older && (
        <Tooltip title={t('designer.olderVersion', { latest })}>
          <Tag color="warning" data-testid="older-version">
            {t('designer.olderVersionShort')}
          </Tag>
        </Tooltip>
      )}
      {dirty && <Tag color="orange">{t('designer.unsaved')}</Tag>}
    </span>
  );
}
