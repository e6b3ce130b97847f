import { permissions } from '@siteguard/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Grid, Select, Spin } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePermission } from '../../../shell/permission';
import { useIsActiveTab } from '../../../shell/tabs/keepAliveContext';
import { liveListOptions } from '../cameraQueries';
import { chooseHkConfigId, storedHkConfigId } from '../hkConfig';
import { GridPager, GridSizeField, LiveGridBody, useLiveGrid } from './LiveGrid';
import styles from './LivePage.module.css';
import { LiveTile } from './LiveTile';
import { usePageVisible } from './usePageVisible';

/** Where the configuration menu lives (menu path /cameras/config). */
const CONFIG_PAGE_PATH = '/cameras/config';

/**
 * /cameras/live (menu component 'cameras/Live'): the live video of one camera configuration, in a
 * grid of 1, 4, 9 or 16 tiles. The user picks the configuration; every request then carries it in the
 * hkConfig header (spec §7), and the pick is remembered. Streams play only while someone looks: a
 * hidden browser tab or another console tab destroys the players.
 */
export function LivePage() {
  const { t } = useTranslation('cameras');
  const screens = Grid.useBreakpoint();
  const narrow = screens.sm === false;
  const canConfigure = usePermission(permissions.hkCameraConfig.list);
  const activeTab = useIsActiveTab();
  const pageVisible = usePageVisible();
  const watching = activeTab && pageVisible;
  const [configId, setConfigId] = useState(storedHkConfigId);
  const { data, isFetching, isPending, refetch } = useQuery(liveListOptions(configId));

  const configs = data?.configs ?? [];
  const cameras = data?.cameras ?? [];
  const grid = useLiveGrid(cameras);
  const choose = (id: string) => {
    chooseHkConfigId(id);
    setConfigId(id);
    grid.setPage(1);
  };
  // No pick yet, or the remembered one is gone (deleted, another tenant): take the first.
  const firstConfig = configs[0]?.id;
  const known = configs.some((config) => config.id === configId);
  useEffect(() => {
    if (known || !firstConfig) return;
    chooseHkConfigId(firstConfig);
    setConfigId(firstConfig);
  }, [known, firstConfig]);

  const toolbar = (
    <div className={styles.toolbar}>
      <div className={styles.field}>
        <span className={styles.label}>{t('live.config')}</span>
        <Select
          className={styles.configSelect}
          data-testid="live-config"
          value={known ? configId : undefined}
          placeholder={t('live.configPlaceholder')}
          options={configs.map((config) => ({ value: config.id, label: config.name }))}
          onChange={choose}
          showSearch
          optionFilterProp="label"
          loading={isFetching}
        />
      </div>
      <GridSizeField grid={grid} onRefresh={() => void refetch()} />
      <GridPager grid={grid} />
    </div>
  );

  let body: ReactNode;
  if (isPending) {
    body = <Spin style={{ display: 'block', padding: 48 }} />;
  } else if (configs.length === 0) {
    body = (
      <Empty description={t('live.noConfig')}>
        {canConfigure ? (
          <Link to={CONFIG_PAGE_PATH}>{t('live.noConfigLink')}</Link>
        ) : (
          <span>{t('live.noConfigAsk')}</span>
        )}
      </Empty>
    );
  } else if (cameras.length === 0) {
    body = <Empty description={t('live.noCameras')} />;
  } else {
    body = (
      <LiveGridBody grid={grid}>
        {grid.tiles.map((camera) => (
          <LiveTile key={camera.id} camera={camera} watching={watching} />
        ))}
      </LiveGridBody>
    );
  }

  return (
    <Card size="small" styles={{ body: { padding: narrow ? 8 : 16 } }}>
      {toolbar}
      {body}
    </Card>
  );
}
