import {
  blocking,
  overridable,
  PERMIT_SIGNED_ACTIONS,
  type PermitAction,
  type PermitBlock,
  type PermitDetail,
  permitBlockSchema,
  type RejectOutcome,
  type SignalInForce,
  siteClock,
  WORK_CATEGORY_NAMES,
} from '@siteguard/contracts';
import { Alert, App, Checkbox, Form, Input, List, Modal, Radio, Space, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { isApiError } from '../../../api/ApiError';
import { describeAll } from '../shared/standing';
import { useLang } from '../shared/status';

/** Steps that need a reason in words. */
const REASONED = new Set<PermitAction>(['reject', 'suspend', 'cancel']);

/** What the person confirming an action adds to it. */
export interface ActionNote {
  signature?: string;
  comment?: string;
  outcome?: RejectOutcome;
  overrideReason?: string;
}

interface DialogValues {
  signature?: string;
  comment?: string;
  outcome?: RejectOutcome;
  override?: boolean;
  overrideReason?: string;
}

const blocksSchema = z.array(permitBlockSchema);

/** The blocks a PERMIT_BLOCKED (or gas) refusal carries in its data, if any. */
export function refusalBlocks(error: unknown): PermitBlock[] {
  if (!isApiError(error)) return [];
  const parsed = blocksSchema.safeParse((error.data as { blocks?: unknown } | null)?.blocks);
  return parsed.success ? parsed.data : [];
}

/** A refusal as the page keeps it: the server's message and the safety rules it names. */
export interface Refusal {
  message: string;
  blocks: PermitBlock[];
}
export const refusalOf = (error: unknown): Refusal => ({
  message: error instanceof Error ? error.message : String(error),
  blocks: refusalBlocks(error),
});

/**
 * A refused action, where it was tried (not a toast that goes): each safety rule on its own line in
 * the reader's language when the refusal names them, else the server's reason.
 */
export function RefusalAlert({
  title,
  refusal,
  extra,
}: {
  title: string;
  refusal: Refusal;
  extra?: ReactNode;
}) {
  const lang = useLang();
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      data-testid="permit-refusal"
      message={title}
      description={
        <>
          {refusal.blocks.length > 0 ? (
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {describeAll(refusal.blocks, lang).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : (
            <div>{refusal.message}</div>
          )}
          {extra}
        </>
      }
    />
  );
}

/** A site signal in force: its name, the works it stops or where it sounds, since when (site time). */
function signalLine(signal: SignalInForce, lang: ReturnType<typeof useLang>): string {
  const where = signal.works?.length
    ? signal.works.map((work) => WORK_CATEGORY_NAMES[work][lang]).join(lang === 'en' ? ', ' : '、')
    : (signal.location ?? '');
  return where ? `${signal.name[lang]} (${where})` : signal.name[lang];
}

/** The approval's view of the site: every signal in force, and what blocks this permit. */
function ApprovalConditions({ detail }: { detail: PermitDetail }) {
  const { t } = useTranslation('permits');
  const lang = useLang();
  const blocks = blocking(detail.permit.blocks);
  return (
    <Space direction="vertical" size="small" style={{ width: '100%', marginBottom: 12 }}>
      <Typography.Text strong>{t('dialog.signals')}</Typography.Text>
      {detail.signals.length === 0 ? (
        <Typography.Text type="secondary">{t('dialog.noSignals')}</Typography.Text>
      ) : (
        <List
          size="small"
          bordered
          data-testid="permit-signals"
          dataSource={detail.signals}
          renderItem={(signal) => (
            <List.Item>
              <Space direction="vertical" size={0}>
                <Typography.Text>{signalLine(signal, lang)}</Typography.Text>
                <Typography.Text type="secondary">
                  {t('dialog.since', { at: siteClock(signal.since) })}
                </Typography.Text>
              </Space>
            </List.Item>
          )}
        />
      )}
      <Typography.Text strong>{t('dialog.blocks')}</Typography.Text>
      {blocks.length === 0 ? (
        <Typography.Text type="success">{t('dialog.noBlocks')}</Typography.Text>
      ) : (
        <ul style={{ margin: 0, paddingInlineStart: 20 }} data-testid="permit-dialog-blocks">
          {describeAll(blocks, lang).map((line) => (
            <li key={line}>
              <Typography.Text type="danger">{line}</Typography.Text>
            </li>
          ))}
        </ul>
      )}
    </Space>
  );
}

/**
 * Confirms one action: a typed signature where the step is signed, a reason where it refuses or
 * stops work, a comment otherwise. The approval shows the signals in force and the permit's blocks,
 * and offers an override (with its reason) when only stop-work signals block and the caller may give
 * one; a rejection asks whether the permit goes back for revision or ends. `perform` sends the
 * action (the page has validated its forms before the dialog opens); a refusal stays in the dialog.
 */
export function ActionDialog({
  action,
  detail,
  perform,
  onClose,
  onRefused,
}: {
  action: PermitAction;
  /** The permit, when it exists (a new permit's submit has none). */
  detail: PermitDetail | null;
  perform: (note: ActionNote) => Promise<void>;
  onClose: () => void;
  /** Told of a refusal too, so the page can keep it on show after the dialog closes. */
  onRefused?: (error: unknown) => void;
}) {
  const { t } = useTranslation('permits');
  const { message } = App.useApp();
  const [form] = Form.useForm<DialogValues>();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const name = t(`actions.${action}`);
  const signed = PERMIT_SIGNED_ACTIONS.has(action);
  const reasoned = REASONED.has(action);
  const overriding = Form.useWatch('override', form) === true;

  const approving = action === 'approve' && detail !== null;
  const blocks = approving ? blocking(detail.permit.blocks) : [];
  // Only stop-work signals may be overridden, and only by those with the permission.
  const onlyStopWork = blocks.length > 0 && overridable(blocks).length === blocks.length;
  const mayOverride = approving && onlyStopWork && detail.mayOverride;
  const refusedAhead = approving && blocks.length > 0 && !mayOverride;

  const submit = async () => {
    const values = await form.validateFields();
    setBusy(true);
    setRefusal(null);
    try {
      await perform({
        ...(values.signature?.trim() ? { signature: values.signature.trim() } : {}),
        ...(values.comment?.trim() ? { comment: values.comment.trim() } : {}),
        ...(action === 'reject' ? { outcome: values.outcome ?? 'revise' } : {}),
        ...(mayOverride && values.override && values.overrideReason?.trim()
          ? { overrideReason: values.overrideReason.trim() }
          : {}),
      });
      void message.success(t(`dialog.doneActions.${action}`));
      onClose();
    } catch (error) {
      setRefusal(refusalOf(error));
      onRefused?.(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={t('dialog.confirm', { action: name })}
      okText={name}
      okButtonProps={{
        danger: reasoned,
        loading: busy,
        disabled: refusedAhead || (mayOverride && !overriding),
      }}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
      width={560}
    >
      {approving && <ApprovalConditions detail={detail} />}
      {refusedAhead && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          data-testid="permit-approve-refused"
          message={t('dialog.willRefuse')}
          description={t(onlyStopWork ? 'dialog.noOverridePermission' : 'dialog.cannotOverride')}
        />
      )}
      <Form form={form} layout="vertical" initialValues={{ outcome: 'revise', override: false }}>
        {mayOverride && (
          <>
            <Form.Item name="override" valuePropName="checked" style={{ marginBottom: 8 }}>
              <Checkbox data-testid="permit-override-check">{t('dialog.override')}</Checkbox>
            </Form.Item>
            {overriding && (
              <Form.Item
                name="overrideReason"
                label={t('dialog.overrideReason')}
                extra={t('dialog.overrideHint')}
                rules={[{ required: true, whitespace: true, message: t('dialog.overrideReasonRequired') }]}
              >
                <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 4 }} />
              </Form.Item>
            )}
          </>
        )}
        {action === 'reject' && (
          <Form.Item name="outcome" label={t('dialog.outcome')}>
            <Radio.Group style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
              <Radio value="revise">
                {t('dialog.revise')}
                <Typography.Text type="secondary" style={{ display: 'block' }}>
                  {t('dialog.reviseHint')}
                </Typography.Text>
              </Radio>
              <Radio value="end">
                {t('dialog.end')}
                <Typography.Text type="secondary" style={{ display: 'block' }}>
                  {t('dialog.endHint')}
                </Typography.Text>
              </Radio>
            </Radio.Group>
          </Form.Item>
        )}
        {signed && !refusedAhead && (
          <Form.Item
            name="signature"
            label={t('dialog.signature')}
            rules={[{ required: true, whitespace: true, message: t('dialog.signatureRequired') }]}
          >
            <Input autoFocus={!mayOverride} maxLength={100} autoComplete="name" />
          </Form.Item>
        )}
        {!refusedAhead && (
          <Form.Item
            name="comment"
            label={t(reasoned ? 'dialog.reason' : 'dialog.comment')}
            rules={
              reasoned ? [{ required: true, whitespace: true, message: t('dialog.reasonRequired') }] : []
            }
          >
            <Input.TextArea maxLength={2000} autoSize={{ minRows: 2, maxRows: 5 }} autoFocus={!signed} />
          </Form.Item>
        )}
      </Form>
      {refusal && <RefusalAlert title={t('dialog.refused', { action: name })} refusal={refusal} />}
    </Modal>
  );
}
