import { ReloadOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function ReloadHeader() {
  const { t } = useTranslation();
  return (
    <Tooltip title={t('layout.headerUnavailable')}>
      <Button
        type="text"
        danger
        icon={<ReloadOutlined />}
        aria-label={t('layout.headerUnavailable')}
        onClick={() => window.location.reload()}
      />
    </Tooltip>
  );
}

/**
 * The header's widgets load as a chunk of their own after the first paint. If that chunk fails (a
 * deploy replaced it, the network dropped), the failure stays in the header: a reload button says so,
 * instead of the route's error page replacing a console that was working.
 */
export class HeaderActionsBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.failed ? <ReloadHeader /> : this.props.children;
  }
}
