import {
  CaretRightOutlined,
  ExpandOutlined,
  MoreOutlined,
  PoweroffOutlined,
  ReloadOutlined,
} from '@ant-design/icons';
import type { CameraRow } from '@siteguard/contracts';
import { App, Button, Dropdown, Spin, Tooltip } from 'antd';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerError } from '../../system/shared/useServerError';
import { UsableTag } from '../config/UsableTag';
import styles from './LiveTile.module.css';
import { type LiveStream, useLiveStream } from './useLiveStream';

/** What the tile itself sees outranks the last report: a stream playing here is up, a failed pull down. */
function seenUsable(stream: LiveStream, reported: boolean | null): boolean | null {
  if (stream.phase === 'playing') return true;
  if (stream.phase === 'error') return false;
  return reported;
}

function TileOverlay({ stream }: { stream: LiveStream }) {
  const { t } = useTranslation('cameras');
  switch (stream.phase) {
    case 'playing':
      return null;
    case 'starting':
      return (
        <div className={styles.overlay}>
          <Spin />
          <span>{t('live.starting')}</span>
        </div>
      );
    case 'reconnecting':
      return (
        <div className={styles.overlay}>
          <Spin />
          <span>{t('live.reconnecting')}</span>
          {stream.message && <span className={styles.message}>{stream.message}</span>}
          <Button size="small" icon={<ReloadOutlined />} onClick={stream.retry}>
            {t('live.retry')}
          </Button>
        </div>
      );
    case 'error':
      return (
        <div className={styles.overlay} role="alert" data-testid="live-error">
          <span className={styles.message}>{stream.message}</span>
          <Button size="small" icon={<ReloadOutlined />} onClick={stream.retry}>
            {t('live.retry')}
          </Button>
        </div>
      );
    case 'stopped':
      return (
        <div className={styles.overlay}>
          <span>{t('live.stopped')}</span>
          <Button size="small" icon={<CaretRightOutlined />} onClick={stream.retry}>
            {t('live.play')}
          </Button>
        </div>
      );
    case 'paused':
      return (
        <div className={styles.overlay}>
          <span>{t('live.paused')}</span>
        </div>
      );
  }
}

interface LiveTileProps {
  camera: CameraRow;
  watching: boolean;
  /** A worn camera: the watch or helmet's id (played through the watches' call), its title and line. */
  wornOn?: { deviceId: string; title: string; subtitle: string; extra?: ReactNode };
  /** Offer 'stop for everyone' (needs the cameras' live permission). */
  canStop?: boolean;
}

/** One camera of the live grid: its name and place, its picture, full screen, and a stop for everyone. */
export function LiveTile({ camera, watching, wornOn, canStop = true }: LiveTileProps) {
  const { t } = useTranslation('cameras');
  const { t: tCommon } = useTranslation();
  const { message, modal } = App.useApp();
  const report = useServerError();
  const tileRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const stream = useLiveStream(camera.id, videoRef, watching, wornOn?.deviceId);
  const title = wornOn?.title ?? camera.name;
  const place = wornOn?.subtitle ?? [camera.areaName, camera.locationName].filter(Boolean).join(' · ');

  const fullscreen = async () => {
    const tile = tileRef.current;
    if (!tile || !document.fullscreenEnabled || typeof tile.requestFullscreen !== 'function') {
      void message.error(tCommon('shell.fullscreenUnsupported'));
      return;
    }
    try {
      if (document.fullscreenElement === tile) await document.exitFullscreen();
      else await tile.requestFullscreen();
    } catch {
      void message.error(tCommon('shell.fullscreenUnsupported'));
    }
  };
  const confirmStop = () =>
    modal.confirm({
      title: t('live.stopConfirm', { name: camera.name }),
      content: t('live.stopHint'),
      okText: t('live.stop'),
      okButtonProps: { danger: true },
      onOk: () => stream.stop().catch(report),
    });

  return (
    <div ref={tileRef} className={styles.tile} data-testid="live-tile">
      <video
        ref={videoRef}
        className={styles.video}
        data-testid="live-video"
        data-camera-id={camera.id}
        muted
        playsInline
        autoPlay
      />
      <TileOverlay stream={stream} />
      <div className={styles.header}>
        <div className={styles.title}>
          <div className={styles.name} title={title}>
            {title}
          </div>
          {place && (
            <div className={styles.place} title={place}>
              {place}
            </div>
          )}
        </div>
        <div className={styles.actions}>
          {wornOn?.extra ?? <UsableTag usable={seenUsable(stream, camera.usable)} />}
          <Tooltip title={t('live.fullscreen')}>
            <Button
              type="text"
              size="small"
              className={styles.iconButton}
              aria-label={t('live.fullscreen')}
              icon={<ExpandOutlined />}
              onClick={() => void fullscreen()}
            />
          </Tooltip>
          <Dropdown
            trigger={['click']}
            getPopupContainer={() => tileRef.current ?? document.body}
            menu={{
              items: [
                { key: 'retry', icon: <ReloadOutlined />, label: t('live.retry') },
                ...(canStop
                  ? [{ key: 'stop', icon: <PoweroffOutlined />, label: t('live.stop'), danger: true }]
                  : []),
              ],
              onClick: ({ key }) => (key === 'stop' ? confirmStop() : stream.retry()),
            }}
          >
            <Button
              type="text"
              size="small"
              className={styles.iconButton}
              aria-label={t('live.more')}
              icon={<MoreOutlined />}
            />
          </Dropdown>
        </div>
      </div>
    </div>
  );
}
