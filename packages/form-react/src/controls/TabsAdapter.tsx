/**
 * tabs: when validation fails on a field inside a pane, that pane becomes active (the store's
 * reveal, which names the first failing path; its first segment is the top-level model).
 */
import type { Control, TabsColumn, TabsOptions } from '@siteguard/form-engine';
import { walkControls } from '@siteguard/form-engine';
import { Tabs } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import type { StaticAdapter, StaticAdapterProps } from '../runtime/adapters';
import { optionsOf } from './util';

const SIZES = { large: 'large', default: 'middle', small: 'small' } as const;

function TabsControl({ control, env, renderList }: StaticAdapterProps) {
  const o = optionsOf<TabsOptions>(control);
  const columns = (Array.isArray(control.columns) ? control.columns : []) as TabsColumn[];
  const [active, setActive] = useState('0');

  // model → pane index, for every model at any depth in each pane
  const paneOf = useMemo(() => {
    const map = new Map<string, string>();
    columns.forEach((column, i) => {
      walkControls(Array.isArray(column.list) ? (column.list as Control[]) : [], ({ control: c }) => {
        if (typeof c.model === 'string') map.set(c.model, String(i));
      });
    });
    return map;
  }, [columns]);

  useEffect(
    () =>
      env.store.onReveal((path) => {
        const pane = paneOf.get(path.split(/[.[]/)[0] ?? '');
        if (pane !== undefined) setActive(pane);
      }),
    [env.store, paneOf],
  );

  return (
    <Tabs
      style={{ marginBottom: 16 }}
      activeKey={active}
      onChange={setActive}
      type={o.type === 'card' ? 'card' : 'line'}
      tabPosition={o.tabPosition ?? 'top'}
      size={SIZES[o.size] ?? 'middle'}
      tabBarGutter={typeof o.tabBarGutter === 'number' ? o.tabBarGutter : undefined}
      animated={o.animated !== false}
      items={columns.map((column, i) => ({
        key: String(i),
        label: column.label,
        // Panes stay mounted: a field in a closed pane keeps its state and can be revealed.
        forceRender: true,
        children: renderList(Array.isArray(column.list) ? (column.list as Control[]) : []),
      }))}
    />
  );
}

export const tabsAdapter: StaticAdapter = { kind: 'static', Component: TabsControl, bare: true };
