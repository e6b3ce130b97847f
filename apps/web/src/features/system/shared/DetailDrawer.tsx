import { Descriptions, type DescriptionsProps, Drawer, Spin } from 'antd';
import type { ReactNode } from 'react';

export type DetailItems = NonNullable<DescriptionsProps['items']>;

/**
 * One record in full beside its list (a log row's URL, message, user agent): a drawer with a
 * one-column table of label and value, a spinner until the record arrives.
 */
export function DetailDrawer({
  title,
  loading,
  items,
  onClose,
}: {
  title: ReactNode;
  loading: boolean;
  /** Undefined until the record arrives. */
  items: DetailItems | undefined;
  onClose: () => void;
}) {
  return (
    <Drawer open title={title} width={560} onClose={onClose} destroyOnHidden>
      <Spin spinning={loading}>
        {items && (
          <Descriptions column={1} bordered size="small" styles={{ label: { width: 140 } }} items={items} />
        )}
      </Spin>
    </Drawer>
  );
}
