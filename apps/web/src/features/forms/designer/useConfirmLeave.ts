import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Asks whether to leave and lose the unsaved changes; resolves true for 'leave'. */
export function useConfirmLeave(): () => Promise<boolean> {
  const { t } = useTranslation('forms');
  const { modal } = App.useApp();
  return useCallback(
    () =>
      new Promise<boolean>((resolve) => {
        modal.confirm({
          title: t('designer.leaveTitle'),
          content: t('designer.leaveContent'),
          okText: t('designer.leave'),
          okButtonProps: { danger: true },
          cancelText: t('designer.stay'),
          // Escape, the close icon and the mask all mean 'stay'.
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      }),
    [modal, t],
  );
}
