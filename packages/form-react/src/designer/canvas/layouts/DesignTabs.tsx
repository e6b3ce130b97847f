import type { Control, TabsColumn, TabsOptions } from '@siteguard/form-engine';
import { Tabs } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { optionsOf } from '../../../controls/util';
import { DropZone } from '../DropZone';
import { childZone } from '../zones';

/** Sent by a drag resting on a pane header (see useCanvasDnd); bubbles from the header to its tabs. */
export const OPEN_PANE_EVENT = 'sgd-open-pane';

const SIZES = { large: 'large', default: 'middle', small: 'small' } as const;

/** tabs: every pane is a drop zone; the pane headers switch the pane shown. */
export function DesignTabs({ control }: { control: Control }) {
  const o = optionsOf<TabsOptions>(control);
  const columns = (Array.isArray(control.columns) ? control.columns : []) as TabsColumn[];
  const [active, setActive] = useState('0');
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = root.current;
    const open = (event: Event) => {
      const pane = (event.target as Element).querySelector('[data-sgd-pane]')?.getAttribute('data-sgd-pane');
      // A header of a tabs nested in this one is that tabs' business.
      if (pane == null || (event.target as Element).closest('.sgd-design-tabs') !== element) return;
      event.stopPropagation();
      setActive(pane);
    };
    element?.addEventListener(OPEN_PANE_EVENT, open);
    return () => element?.removeEventListener(OPEN_PANE_EVENT, open);
  }, []);
  // A pane removed in the properties panel: fall back to the first.
  const activeKey = Number(active) < columns.length ? active : '0';
  return (
    <div ref={root} className="sgd-design-tabs">
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
    </div>
  );
}
