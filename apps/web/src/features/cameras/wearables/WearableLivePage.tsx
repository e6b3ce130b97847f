import { permissions, type WearableLiveRow } from '@siteguard/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Input, Spin, Tag } from 'antd';
import { type ReactNode, useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePermission } from '../../../shell/permission';
import { useIsActiveTab } from '../../../shell/tabs/keepAliveContext';
import { wearableLiveOptions } from '../cameraQueries';
import { GridPager, GridSizeField, LiveGridBody, useLiveGrid } from '../live/LiveGrid';
import styles from '../live/LivePage.module.css';
import { LiveTile } from '../live/LiveTile';
import { usePageVisible } from '../live/usePageVisible';

const CONFIG_PAGE_PATH = '/cameras/config';

function DeviceState({ device }: { device: WearableLiveRow['device'] }) {
  const { t } = useTranslation('cameras');
  return (
    <>
      <Tag color={device.online ? 'green' : 'default'} bordered={false}>
        {device.online ? t('wearable.online') : t('wearable.offline')}
      </Tag>
      {device.battery !== null && (
        <Tag color={device.battery < 20 ? 'red' : 'default'} bordered={false}>
          {t('wearable.battery', { value: Math.round(device.battery) })}
        </Tag>
      )}
    </>
  );
}

/**
 * /devices/watches/live (menu component 'devices/watches/Live'): the live video of the cameras worn on
 * smart watches and helmets, one tile per wearer, under the watches' own permission. The cameras are
 * ordinary channels (a body camera behind a GB28181 platform or RTSP); the camera dialog says which
 * device wears each. Streams play only while someone looks, as on the cameras' live view.
 */
export function WearableLivePage() {
  const { t } = useTranslation('cameras');
  const canConfigure = usePermission(permissions.hkCameraConfig.list);
  const canStop = usePermission(permissions.cameraLive.view);
  const activeTab = useIsActiveTab();
  const pageVisible = usePageVisible();
  const watching = activeTab && pageVisible;
  const [keyword, setKeyword] = useState('');
  const search = useDeferredValue(keyword.trim());
  const { data = [], isPending, refetch } = useQuery(wearableLiveOptions(search));
  const grid = useLiveGrid(data);

  let body: ReactNode;
  if (isPending) body = <Spin style={{ display: 'block', padding: 48 }} />;
  else if (data.length === 0 && !search)
    body = (
      <Empty description={t('wearable.empty')}>
        <p>{t('wearable.emptyHelp')}</p>
        {canConfigure && <Link to={CONFIG_PAGE_PATH}>{t('wearable.emptyLink')}</Link>}
      </Empty>
    );
  else if (data.length === 0) body = <Empty />;
  else
    body = (
      <LiveGridBody grid={grid}>
        {grid.tiles.map(({ camera, device }) => (
          <LiveTile
            key={device.id}
            camera={camera}
            watching={watching}
            canStop={canStop}
            wornOn={{
              deviceId: device.id,
              title: device.wearerName ?? t('wearable.noWearer'),
              subtitle: [device.name, device.site].filter(Boolean).join(' · '),
              extra: <DeviceState device={device} />,
            }}
          />
        ))}
      </LiveGridBody>
    );

  return (
    <Card size="small">
      <div className={styles.toolbar}>
        <div className={styles.field}>
          <span className={styles.label}>{t('wearable.keyword')}</span>
          <Input.Search
            className={styles.configSelect}
            allowClear
            placeholder={t('wearable.keywordPlaceholder')}
            value={keyword}
            onChange={(event) => setKeyword(event.target.value)}
            maxLength={100}
          />
        </div>
        <GridSizeField grid={grid} onRefresh={() => void refetch()} />
        <GridPager grid={grid} />
      </div>
      {body}
    </Card>
  );
}
