import { EyeInvisibleOutlined, LoadingOutlined, WarningOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Image, Tooltip, theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useObjectUrl } from '../../components/upload';
import { cctvSnapshotOptions } from './api';

function Placeholder({
  width,
  height,
  icon,
  label,
  showLabel,
}: {
  width: number | string;
  height: number;
  icon: ReactNode;
  label: string;
  showLabel: boolean;
}) {
  const { token } = theme.useToken();
  const style: CSSProperties = {
    width,
    height,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: 8,
    background: token.colorFillTertiary,
    color: token.colorTextTertiary,
    borderRadius: token.borderRadiusSM,
    fontSize: showLabel ? 32 : 14,
  };
  return (
    <Tooltip title={showLabel ? undefined : label}>
      <div style={style} role="img" aria-label={label}>
        {icon}
        {showLabel && <span style={{ fontSize: token.fontSize }}>{label}</span>}
      </div>
    </Tooltip>
  );
}

/**
 * An alert's snapshot, fetched with the bearer token and shown through an object URL (revoked when
 * it unmounts); a click opens it full size (antd's preview). Without a snapshot, or when it fails, a placeholder says so.
 * `size` 'thumb' is the table's 64×36; 'large' fills its container's width. `preview` false leaves
 * the click to the caller.
 */
export function CctvSnapshot({
  id,
  hasSnapshot,
  size,
  preview = true,
}: {
  id: string;
  hasSnapshot: boolean;
  size: 'thumb' | 'large';
  preview?: boolean;
}) {
  const { t } = useTranslation('cctv');
  const { data, isError } = useQuery({ ...cctvSnapshotOptions(id), enabled: hasSnapshot });
  const url = useObjectUrl(data);
  const thumb = size === 'thumb';
  const width = thumb ? 64 : '100%';
  const height = thumb ? 36 : 240;
  if (!hasSnapshot || isError) {
    return (
      <Placeholder
        width={width}
        height={height}
        icon={hasSnapshot ? <WarningOutlined /> : <EyeInvisibleOutlined />}
        label={t(hasSnapshot ? 'alerts.snapshotFailed' : 'alerts.noSnapshot')}
        showLabel={!thumb}
      />
    );
  }
  if (!url) {
    return (
      <Placeholder
        width={width}
        height={height}
        icon={<LoadingOutlined />}
        label={t('alerts.snapshot')}
        showLabel={false}
      />
    );
  }
  return (
    <Image
      src={url}
      alt={t('alerts.snapshot')}
      preview={preview}
      width={width}
      height={thumb ? height : undefined}
      style={{
        objectFit: thumb ? 'cover' : 'contain',
        borderRadius: 4,
        ...(thumb ? {} : { maxHeight: 420, background: '#000' }),
      }}
      data-testid={thumb ? `cctv-thumb-${id}` : 'cctv-snapshot'}
    />
  );
}
