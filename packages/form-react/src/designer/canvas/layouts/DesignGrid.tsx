import type { Control, GridColumn, GridOptions } from '@siteguard/form-engine';
import { GRID_SPAN_MAX } from '@siteguard/form-engine';
import { Col, Row } from 'antd';
import { optionsOf } from '../../../controls/util';
import { DropZone } from '../DropZone';
import { childZone } from '../zones';

/** grid: each column is a drop zone, as wide as its span. */
export function DesignGrid({ control }: { control: Control }) {
  const o = optionsOf<GridOptions>(control);
  const columns = (Array.isArray(control.columns) ? control.columns : []) as GridColumn[];
  return (
    <Row gutter={typeof o.gutter === 'number' ? o.gutter : 0} className="sgd-grid">
      {columns.map((column, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: columns have no id; their order is their identity
        <Col key={i} span={Math.min(GRID_SPAN_MAX, Math.max(0, column.span ?? 12))}>
          <DropZone
            zone={childZone(control.key, { kind: 'column', column: i })}
            list={Array.isArray(column.list) ? (column.list as Control[]) : []}
          />
        </Col>
      ))}
    </Row>
  );
}
