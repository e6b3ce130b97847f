import type { Control, GridColumn, GridOptions } from '@siteguard/form-engine';
import { GRID_SPAN_MAX } from '@siteguard/form-engine';
import { Col, Row } from 'antd';
import type { StaticAdapter, StaticAdapterProps } from '../runtime/adapters';
import { optionsOf } from './util';

function GridControl({ control, renderList }: StaticAdapterProps) {
  const o = optionsOf<GridOptions>(control);
  const columns = (Array.isArray(control.columns) ? control.columns : []) as GridColumn[];
  return (
    <Row gutter={typeof o.gutter === 'number' ? o.gutter : 0}>
      {columns.map((column, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: columns have no id; their order is their identity
        <Col key={i} span={Math.min(GRID_SPAN_MAX, Math.max(0, column.span ?? 12))} data-grid-column={i}>
          {renderList(Array.isArray(column.list) ? (column.list as Control[]) : [])}
        </Col>
      ))}
    </Row>
  );
}

export const gridAdapter: StaticAdapter = { kind: 'static', Component: GridControl, bare: true };
