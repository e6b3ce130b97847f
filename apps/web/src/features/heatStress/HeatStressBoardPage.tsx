import { permissions } from '@siteguard/contracts';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Card, Col, Grid, Result, Row, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Can } from '../../shell/permission';
import { heatStressBoardOptions, useHeatStressLiveUpdates } from './api';
import { HeatBand } from './HeatBand';
import { OverrideControl } from './OverrideControl';
import { TradeRestTable } from './TradeRestTable';
import { WorkRestTable } from './WorkRestTable';

/** heatStress/Board: the HKHI level as a band, rest per trade on site, the Labour Department's table; live. */
export function HeatStressBoardPage() {
  const { t } = useTranslation('heatStress');
  useHeatStressLiveUpdates();
  const cardSize = (Grid.useBreakpoint().sm ?? true) ? 'default' : 'small';
  const { data: board, isPending, isError, refetch, isFetching } = useQuery(heatStressBoardOptions());
  if (isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (isError || !board)
    return (
      <Result
        status="warning"
        title={t('loadFailed')}
        extra={
          <Button onClick={() => void refetch()} loading={isFetching}>
            {t('retry')}
          </Button>
        }
      />
    );
  return (
    <Row gutter={[16, 16]} data-testid="heat-stress-board">
      <Col span={24}>
        <HeatBand board={board} />
      </Col>
      <Can code={permissions.heatStress.override}>
        <Col span={24}>
          <Card size="small">
            <OverrideControl board={board} />
          </Card>
        </Col>
      </Can>
      <Col xs={24} xl={14}>
        <Card
          size={cardSize}
          title={t('trades.title')}
          extra={<Badge status="processing" text={t('live')} />}
        >
          <TradeRestTable rows={board.rows} loading={isFetching && !board} />
        </Card>
      </Col>
      <Col xs={24} xl={10}>
        <Card size={cardSize} title={t('table.title')}>
          <WorkRestTable level={board.level} />
        </Card>
      </Col>
    </Row>
  );
}
