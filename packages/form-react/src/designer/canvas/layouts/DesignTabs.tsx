import type { Control, TabsColumn, TabsOptions } from '@siteguard/form-engine';
import { Tabs } from 'antd';
import { useState } from 'react';
import { optionsOf } from '../../../controls/util';
import { DropZone } from '../DropZone';
import { childZone } from '../zones';

const SIZES = { large: 'large', default: 'middle', small: 'small' } as const;

/** tabs: every pane is a drop zone; the pane headers switch the pane shown. */
export function DesignTabs({ control }: { control: Control }) {
  const o = optionsOf<TabsOptions>(control);
  const columns = (Array.isArray(control.columns) ? control.columns : []) as TabsColumn[];
  const [active, setActive] = useState('0');
  // A pane removed in the properties panel: fall back to the first.
  const activeKey = Number(active) < columns.length ? active : '0';
  return (
    <Tabs
      className="sgd-tabs"
      activeKey={activeKey}
      onChange={setActive}
      type={o.type === 'card' ? 'card' : 'line'}
      tabPosition={o.tabPosition ?? 'top'}
      size={SIZES[o.size] ?? 'middle'}
      tabBarGutter={typeof o.tabBarGutter === 'number' ? o.tabBarGutter : undefined}
      animated={false}
      items={columns.map((column, i) => ({
        key: String(i),
        label: <span data-sgd-pane={i}>{column.label}</span>,
        children: (
          <DropZone
            zone={childZone(control.key, { kind: 'column', column: i })}
            list={Array.isArray(column.list) ? (column.list as Control[]) : []}
          />
        ),
      }))}
    />
  );
}
