/** The table cell's context menu (spec §2): add row, add column, merge down, merge right, split. */
import {
  InsertRowBelowOutlined,
  InsertRowRightOutlined,
  MergeCellsOutlined,
  SplitCellsOutlined,
} from '@ant-design/icons';
import type { TableOp } from '@siteguard/form-engine';
import { Dropdown } from 'antd';
import type { CoreTexts } from '../texts';
import type { TableMenuRequest } from './CanvasContext';

const OPS: ReadonlyArray<{ op: TableOp; icon: React.ReactNode }> = [
  { op: 'addRow', icon: <InsertRowBelowOutlined /> },
  { op: 'addColumn', icon: <InsertRowRightOutlined /> },
  { op: 'mergeDown', icon: <MergeCellsOutlined rotate={90} /> },
  { op: 'mergeRight', icon: <MergeCellsOutlined /> },
  { op: 'split', icon: <SplitCellsOutlined /> },
];

export function TableMenu({
  request,
  texts,
  onCommand,
  onClose,
}: {
  request: TableMenuRequest | undefined;
  texts: CoreTexts;
  onCommand: (request: TableMenuRequest, op: TableOp) => void;
  onClose: () => void;
}) {
  if (!request) return null;
  return (
    <Dropdown
      // a new position is a new menu
      key={`${request.x}:${request.y}`}
      open
      trigger={['contextMenu']}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      menu={{
        className: 'sgd-table-menu',
        items: OPS.map(({ op, icon }) => ({ key: op, icon, label: texts.table[op] })),
        onClick: ({ key }) => {
          onClose();
          onCommand(request, key as TableOp);
        },
      }}
    >
      <div className="sgd-table-menu-anchor" style={{ left: request.x, top: request.y }} />
    </Dropdown>
  );
}
