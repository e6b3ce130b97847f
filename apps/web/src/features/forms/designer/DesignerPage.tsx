import { errors } from '@siteguard/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Result, Spin } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { isApiError } from '../../../api/ApiError';
import { useIsActiveTab } from '../../../shell/tabs/keepAliveContext';
import { formDetailOptions } from '../api';
import { FORM_LIST_PATH, versionParam } from '../designerPath';
import styles from './DesignerPage.module.css';
import { DesignerSession } from './DesignerSession';
import { useFillHeight } from './useFillHeight';

/** The console content area's bottom padding, which the designer leaves free like any page. */
const CONTENT_BOTTOM_GAP = 24;

/**
 * /forms/designer/:id? (menu component 'forms/Designer'): a new form without an id, else the form's
 * current version, or `?version=N`. Each form and version gets its own designer session (remounted
 * when the address or a reload changes what it started from); the page fills the content area.
 */
export function DesignerPage() {
  const { id } = useParams();
  const [search] = useSearchParams();
  const version = versionParam(search);
  const [reloads, setReloads] = useState(0);
  const shown = useIsActiveTab();
  const frame = useRef<HTMLDivElement>(null);
  const height = useFillHeight(frame, shown, CONTENT_BOTTOM_GAP);
  const detail = useQuery({ ...formDetailOptions(id ?? '', version), enabled: id !== undefined });

  const content = () => {
    if (id === undefined) {
      return (
        <DesignerSession
          key={`new:${reloads}`}
          detail={undefined}
          onReload={() => setReloads((n) => n + 1)}
        />
      );
    }
    if (detail.error) return <NotFound error={detail.error} />;
    if (!detail.data) return <Spin className={styles.loading} size="large" />;
    return (
      <DesignerSession
        key={`${id}:${version ?? 'current'}:${reloads}`}
        detail={detail.data}
        requestedVersion={version}
        onReload={async () => {
          await detail.refetch();
          setReloads((n) => n + 1);
        }}
      />
    );
  };

  return (
    <div ref={frame} className={styles.frame} style={height ? { height } : undefined}>
      {content()}
    </div>
  );
}

function NotFound({ error }: { error: Error }) {
  const { t } = useTranslation('forms');
  const missing = isApiError(error) && error.code === errors.RECORD_NOT_FOUND.code;
  return (
    <Result
      status={missing ? '404' : 'error'}
      title={missing ? t('designer.notFound') : error.message}
      extra={
        <Link to={FORM_LIST_PATH}>
          <Button type="primary">{t('designer.backToList')}</Button>
        </Link>
      }
    />
  );
}
