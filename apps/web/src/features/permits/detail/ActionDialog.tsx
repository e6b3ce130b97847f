import {
  PERMIT_SIGNED_ACTIONS,
  type PermitAction,
  type PermitType,
  REVIEW_ACTIONS,
} from '@siteguard/contracts';
import { App, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerError } from '../../system/shared/useServerError';
import { applicantAction, reviewAction } from '../api';

/** Steps that need a reason in words. */
const REASONED = new Set<PermitAction>(['reject', 'suspend', 'cancel']);

/**
 * Confirms one action: a typed signature where the step is signed, a reason where it refuses or
 * stops work, a comment otherwise. `collect` gathers (and validates) the form data the action takes;
 * a form error keeps the dialog open with the fields marked.
 */
export function ActionDialog({
  type,
  permitId,
  action,
  collect,
  onClose,
}: {
  type: PermitType;
  permitId: string;
  action: PermitAction;
  collect: () => Promise<Record<string, unknown>>;
  onClose: () => void;
}) {
  const { t } = useTranslation('permits');
  const { message } = App.useApp();
  const report = useServerError();
  const [form] = Form.useForm<{ signature?: string; comment?: string }>();
  const [busy, setBusy] = useState(false);
  const name = t(`actions.${action}`);
  const signed = PERMIT_SIGNED_ACTIONS.has(action);
  const reasoned = REASONED.has(action);

  const submit = async () => {
    const values = await form.validateFields();
    let data: Record<string, unknown>;
    try {
      data = await collect();
    } catch {
      // The form runtime has marked the fields; the dialog closes so they can be seen and fixed.
      onClose();
      return;
    }
    setBusy(true);
    try {
      const note = {
        id: permitId,
        ...(values.signature ? { signature: values.signature.trim() } : {}),
        ...(values.comment?.trim() ? { comment: values.comment.trim() } : {}),
      };
      if ((REVIEW_ACTIONS as readonly string[]).includes(action)) {
        await reviewAction(type, { ...note, action: action as (typeof REVIEW_ACTIONS)[number], data });
      } else {
        await applicantAction(type, { ...note, action: action as 'submit' | 'handBack' | 'cancel' });
      }
      void message.success(t('dialog.done', { action: name }));
      onClose();
    } catch (error) {
      report(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={t('dialog.confirm', { action: name })}
      okText={name}
      okButtonProps={{ danger: reasoned, loading: busy }}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        {signed && (
          <Form.Item
            name="signature"
            label={t('dialog.signature')}
            rules={[{ required: true, whitespace: true, message: t('dialog.signatureRequired') }]}
          >
            <Input autoFocus maxLength={100} autoComplete="name" />
          </Form.Item>
        )}
        <Form.Item
          name="comment"
          label={t(reasoned ? 'dialog.reason' : 'dialog.comment')}
          rules={reasoned ? [{ required: true, whitespace: true, message: t('dialog.reasonRequired') }] : []}
        >
          <Input.TextArea maxLength={2000} autoSize={{ minRows: 2, maxRows: 5 }} autoFocus={!signed} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
