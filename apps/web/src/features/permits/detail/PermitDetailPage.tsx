import './print.css';
import { CopyOutlined, FilePdfOutlined, PrinterOutlined } from '@ant-design/icons';
import {
  gasBlocks,
  PERMIT_TYPES,
  type PermitAction,
  type PermitDetail,
  type PermitFormRef,
  type PermitType,
  permissions,
  REVIEW_ACTIONS,
  siteClock,
} from '@siteguard/contracts';
import { type FieldErrors, FormRenderer, FormValidationError, useFormRuntime } from '@siteguard/form-react';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Card,
  Col,
  Descriptions,
  Popconfirm,
  Result,
  Row,
  Skeleton,
  Space,
  Tag,
  Typography,
} from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { saveBlob } from '../../../components/export';
import { currentLang } from '../../../i18n/i18n';
import { Can } from '../../../shell/permission';
import { useSessionUser } from '../../../shell/session/useSessionUser';
import { useServerError } from '../../system/shared/useServerError';
import { FormAtVersion } from '../../workflow/shared/FormAtVersion';
import {
  addPermit,
  applicantAction,
  copyPermit,
  deletePermit,
  editPermit,
  newPermitFormOptions,
  permitDetailOptions,
  permitPdf,
  reviewAction,
  usePermitMoves,
} from '../api';
import { PermitSafetyTags } from '../shared/safety';
import { pendingRevision } from '../shared/standing';
import { PermitStatusTag, usePermitTitle } from '../shared/status';
import { ActionDialog, type ActionNote, type Refusal, RefusalAlert, refusalOf } from './ActionDialog';
import { CheckCard } from './CheckCard';
import { FormErrorSummary, revealField, useFieldProblems } from './FormErrorSummary';
import { PermitLockEvents } from './PermitLockEvents';
import { PermitTimeline } from './PermitTimeline';
import { SafetyAlert } from './SafetyAlert';
import { SiteQrCard } from './SiteQrCard';
import { useApplicationDraft } from './useApplicationDraft';

/**
 * /<type>Details?id= (spec §2): the permit's safety standing, the completed check, the filled form,
 * the timeline, the actions the signed-in user may take now, the site QR code and print.
 * /<type>Details?new=1 is a permit not yet on the server: nothing is saved (and no number taken)
 * until the applicant saves the draft or submits it.
 */
export function PermitDetailPage({ type }: { type: PermitType }) {
  const [params] = useSearchParams();
  const id = params.get('id');
  if (!id && params.get('new') === '1') return <NewPermitPage type={type} />;
  return <ExistingPermitPage type={type} id={id ?? ''} />;
}

function ExistingPermitPage({ type, id }: { type: PermitType; id: string }) {
  const { t } = useTranslation('permits');
  const detail = useQuery({ ...permitDetailOptions(type, id), enabled: /^\d+$/.test(id) });
  const title = usePermitTitle(type);
  usePermitMoves(type);
  if (!/^\d+$/.test(id) || detail.isError) {
    return <Result status="404" title={t('detail.notFound')} subTitle={detail.error?.message} />;
  }
  if (!detail.data) return <Skeleton active />;
  return (
    <PermitView
      key={detail.data.permit.id}
      type={type}
      title={title}
      detail={detail.data}
      form={detail.data.form}
      initial={detail.data.data}
    />
  );
}

function NewPermitPage({ type }: { type: PermitType }) {
  const form = useQuery(newPermitFormOptions(type));
  const { data: me } = useSessionUser();
  const title = usePermitTitle(type);
  if (!form.isSuccess || !me) return form.isError ? <Result status="error" /> : <Skeleton active />;
  return (
    <PermitView
      type={type}
      title={title}
      detail={null}
      form={form.data}
      initial={me.name ? { applicantName: me.name } : {}}
    />
  );
}

/** The form runtime over a designer form, with its edits reported (the local draft reads them). */
function ApplicationForm({
  form,
  data,
  runtime,
  disabled,
  onChange,
}: {
  form: PermitFormRef;
  data: Readonly<Record<string, unknown>>;
  runtime: ReturnType<typeof useFormRuntime>;
  disabled: boolean;
  onChange: () => void;
}) {
  return (
    <FormRenderer
      definition={form.definition}
      defaultValue={data}
      runtime={runtime}
      disabled={disabled}
      lang={currentLang()}
      onChange={onChange}
    />
  );
}

const GAS_RETEST = { gasO2: null, gasLel: null, gasH2s: null, gasCo: null, gasTestedAt: '' };

function PermitView({
  type,
  title,
  detail,
  form,
  initial,
}: {
  type: PermitType;
  title: string;
  /** Null for a new permit, not yet on the server. */
  detail: PermitDetail | null;
  form: PermitFormRef | null;
  initial: Readonly<Record<string, unknown>>;
}) {
  const { t } = useTranslation('permits');
  const { message } = App.useApp();
  const report = useServerError();
  const navigate = useNavigate();
  const detailPath = PERMIT_TYPES[type].detailPath;
  const permit = detail?.permit ?? null;
  const editable = detail === null || (detail.permit.status === 'draft' && detail.actions.includes('submit'));
  const draft = useApplicationDraft({
    type,
    id: permit?.id ?? null,
    initial,
    enabled: editable && form !== null,
  });
  const step = useFormRuntime();
  const stepOpen =
    detail?.stepForm && detail.actions.some((a) => a === 'check' || a === 'approve' || a === 'resume');
  const actions: PermitAction[] = detail ? detail.actions : ['submit'];

  const [action, setAction] = useState<PermitAction | null>(null);
  // The data an action carries, validated before its dialog opens.
  const prepared = useRef<Record<string, unknown>>({});
  const [appErrors, setAppErrors] = useState<FieldErrors | null>(null);
  const [stepErrors, setStepErrors] = useState<FieldErrors | null>(null);
  const [stepRefusal, setStepRefusal] = useState<Refusal | null>(null);
  const [busy, setBusy] = useState(false);
  const [pdfBusy, setPdfBusy] = useState(false);
  // A new permit once saved: later saves and the submit go to it, and the page moves to its address.
  const created = useRef<string | null>(null);
  const appRoot = useRef<HTMLDivElement>(null);
  const stepRoot = useRef<HTMLDivElement>(null);
  const appProblems = useFieldProblems(form?.definition, appErrors);
  const stepProblems = useFieldProblems(detail?.stepForm?.definition, stepErrors);

  const openSaved = (id: string) => {
    draft.bypass.current = true;
    void navigate(`${detailPath}?id=${id}`, { replace: true });
  };

  /** Saves the entries: a new permit is created (a draft, no number), a draft edited. */
  const save = async (data: Record<string, unknown>): Promise<string> => {
    const id = permit?.id ?? created.current;
    if (id) await editPermit(type, id, data);
    else created.current = (await addPermit(type, data)).id;
    draft.markSaved();
    return id ?? (created.current as string);
  };

  const saveDraft = async () => {
    setBusy(true);
    try {
      const id = await save(draft.runtime.getValues());
      void message.success(t('detail.saved'));
      if (!permit) openSaved(id);
    } catch (error) {
      report(error);
    } finally {
      setBusy(false);
    }
  };

  /** Validation first: every field the action's form misses, at once, before any signature. */
  const begin = async (name: PermitAction) => {
    prepared.current = {};
    try {
      if (name === 'submit') {
        setAppErrors(null);
        prepared.current = await draft.runtime.getData();
      } else if (stepOpen && (name === 'check' || name === 'approve' || name === 'resume')) {
        setStepErrors(null);
        setStepRefusal(null);
        const data = await step.getData();
        // A gas reading out of its band fails the check here already (the server refuses it too).
        const gas = name !== 'approve' && PERMIT_TYPES[type].gasTest ? gasBlocks(data) : [];
        if (gas.length > 0) {
          setStepRefusal({ message: '', blocks: gas });
          revealField(stepRoot.current, gas[0]?.rule === 'gasOutOfBand' ? gas[0].field : '');
          return;
        }
        prepared.current = data;
      }
    } catch (error) {
      if (!(error instanceof FormValidationError)) throw error;
      if (name === 'submit') setAppErrors(error.errors);
      else setStepErrors(error.errors);
      return;
    }
    setAction(name);
  };

  const perform = async (note: ActionNote) => {
    if (!action) return;
    if (action === 'submit') {
      const id = await save(prepared.current);
      await applicantAction(type, { id, action: 'submit', ...pick(note, ['signature', 'comment']) });
      setAppErrors(null);
      if (!permit) openSaved(id);
      return;
    }
    if (!permit) return;
    if (action === 'handBack' || action === 'cancel') {
      await applicantAction(type, { id: permit.id, action, ...pick(note, ['signature', 'comment']) });
      return;
    }
    if ((REVIEW_ACTIONS as readonly string[]).includes(action)) {
      await reviewAction(type, {
        id: permit.id,
        action: action as (typeof REVIEW_ACTIONS)[number],
        data: prepared.current,
        ...note,
      });
      setStepRefusal(null);
    }
  };

  const closeDialog = () => {
    setAction(null);
    // A new permit saved by a submit the server refused: carry on with its draft.
    if (!permit && created.current) openSaved(created.current);
  };

  const downloadPdf = async () => {
    if (!permit) return;
    setPdfBusy(true);
    try {
      saveBlob(await permitPdf(type, permit.id));
    } catch (error) {
      report(error);
    } finally {
      setPdfBusy(false);
    }
  };
  const remove = () =>
    permit &&
    deletePermit(type, permit.id).then(() => {
      void message.success(t('detail.deleted'));
      draft.markSaved();
      draft.bypass.current = true;
      void navigate(-1);
    }, report);
  const copy = async () => {
    if (!permit) return;
    try {
      const row = await copyPermit(type, permit.id);
      void message.success(t('detail.copied'));
      void navigate(`${detailPath}?id=${row.id}`);
    } catch (error) {
      report(error);
    }
  };
  const retest = () => {
    void step.setData(GAS_RETEST);
    setStepRefusal(null);
    void message.info(t('check.retestDone'));
    revealField(stepRoot.current, 'gasO2');
  };

  const revision = permit?.status === 'draft' && detail ? pendingRevision(detail.events) : null;
  const number = permit?.number ?? null;

  return (
    <div className="sg-permit" data-testid="permit-detail">
      {draft.guard}
      <Card
        className="sg-permit-head"
        title={
          <Space wrap size={8} style={{ whiteSpace: 'normal' }}>
            <span data-testid="permit-title">
              {permit
                ? t('detail.title', { type: title, number: number ?? '' })
                : t('detail.newTitle', { type: title })}
            </span>
            {number === null && <Tag data-testid="permit-no-number">{t('detail.noNumber')}</Tag>}
            {permit ? <PermitStatusTag status={permit.status} /> : null}
            {permit && <PermitSafetyTags permit={permit} />}
            {draft.dirty && <Tag color="gold">{t('detail.unsaved')}</Tag>}
          </Space>
        }
      >
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <Space wrap className="sg-no-print" data-testid="permit-actions">
            {actions.map((name) => (
              <Button
                key={name}
                type={name === 'approve' || name === 'check' || name === 'submit' ? 'primary' : 'default'}
                danger={name === 'reject' || name === 'suspend' || name === 'cancel'}
                onClick={() => void begin(name)}
              >
                {t(`actions.${name}`)}
              </Button>
            ))}
            {permit && (
              <Can code={permissions[type].add}>
                <Button icon={<CopyOutlined />} onClick={copy}>
                  {t('detail.copy')}
                </Button>
              </Can>
            )}
            {permit && (
              <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
                {t('detail.print')}
              </Button>
            )}
            {permit && (
              <Button icon={<FilePdfOutlined />} loading={pdfBusy} onClick={downloadPdf}>
                PDF
              </Button>
            )}
          </Space>
          {permit && (
            <Descriptions
              size="small"
              column={{ xs: 1, md: 2, xl: 3 }}
              items={[
                { key: 'location', label: t('list.location'), children: permit.location ?? '-' },
                { key: 'work', label: t('list.work'), children: permit.workDescription ?? '-' },
                {
                  key: 'window',
                  label: t('detail.window'),
                  children:
                    permit.validFrom && permit.validTo
                      ? `${siteClock(permit.validFrom)} – ${siteClock(permit.validTo)}`
                      : '-',
                },
                { key: 'applicant', label: t('list.applicant'), children: permit.applicantName ?? '-' },
                { key: 'checker', label: t('detail.checker'), children: permit.checkerName ?? '-' },
                { key: 'approver', label: t('detail.approver'), children: permit.approverName ?? '-' },
                { key: 'createdBy', label: t('detail.createdBy'), children: permit.createdByName ?? '-' },
                { key: 'createdAt', label: t('list.createdAt'), children: siteClock(permit.createdAt) },
              ]}
            />
          )}
        </Space>
      </Card>
      <Space direction="vertical" size="middle" style={{ width: '100%', marginTop: 16 }}>
        {permit && <SafetyAlert permit={permit} />}
        {revision && (
          <Alert
            type="warning"
            showIcon
            data-testid="permit-revision"
            message={<Typography.Text strong>{t('revision.title')}</Typography.Text>}
            description={
              <>
                <div>
                  {t('revision.by', {
                    name: revision.actorName ?? t('detail.system'),
                    role: t(`roles.${revision.role}`),
                    at: siteClock(revision.at),
                  })}
                </div>
                <Typography.Paragraph strong style={{ margin: '4px 0', fontSize: 16 }}>
                  {revision.comment ?? t('revision.noReason')}
                </Typography.Paragraph>
                <div>{t('revision.hint', { number: number ?? '' })}</div>
              </>
            }
          />
        )}
        {draft.offer && (
          <Alert
            type="info"
            showIcon
            data-testid="permit-local-draft"
            message={t('localDraft.offer', { at: siteClock(draft.offer.savedAt) })}
            action={
              <Space wrap>
                <Button size="small" type="primary" onClick={draft.restore}>
                  {t('localDraft.restore')}
                </Button>
                <Button size="small" onClick={draft.discard}>
                  {t('localDraft.discard')}
                </Button>
              </Space>
            }
          />
        )}
      </Space>
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        <Col xs={24} xl={16}>
          <Space direction="vertical" size="middle" style={{ width: '100%' }}>
            {stepOpen && detail?.stepForm && (
              <Card
                size="small"
                title={t('detail.stepForm')}
                className="sg-no-print"
                data-testid="permit-step"
              >
                <div ref={stepRoot}>
                  <Space direction="vertical" size="small" style={{ width: '100%' }}>
                    <FormErrorSummary
                      title={t('validation.title')}
                      problems={stepProblems}
                      scope={() => stepRoot.current}
                    />
                    {stepRefusal && (
                      <RefusalAlert
                        title={t('check.refused')}
                        refusal={stepRefusal}
                        extra={
                          <Space wrap style={{ marginTop: 8 }}>
                            <Typography.Text>{t('check.refusedHint')}</Typography.Text>
                            {PERMIT_TYPES[type].gasTest && (
                              <Button size="small" onClick={retest}>
                                {t('check.retest')}
                              </Button>
                            )}
                          </Space>
                        }
                      />
                    )}
                    <FormAtVersion form={detail.stepForm} runtime={step} />
                  </Space>
                </div>
              </Card>
            )}
            {detail && <CheckCard type={type} detail={detail} />}
            <Card
              size="small"
              title={t('detail.form')}
              extra={
                editable && (
                  <Space className="sg-no-print" wrap>
                    <Button onClick={saveDraft} loading={busy} disabled={!form}>
                      {t('detail.saveDraft')}
                    </Button>
                    {permit && (
                      <Can code={permissions[type].delete}>
                        <Popconfirm
                          title={t('detail.deleteConfirm')}
                          okButtonProps={{ danger: true }}
                          onConfirm={remove}
                        >
                          <Button danger>{t('detail.deleteDraft')}</Button>
                        </Popconfirm>
                      </Can>
                    )}
                  </Space>
                )
              }
            >
              <div ref={appRoot}>
                <Space direction="vertical" size="small" style={{ width: '100%' }}>
                  <FormErrorSummary
                    title={t('validation.title')}
                    problems={appProblems}
                    scope={() => appRoot.current}
                  />
                  {form ? (
                    <ApplicationForm
                      key={draft.formKey}
                      form={form}
                      data={draft.data}
                      runtime={draft.runtime}
                      disabled={!editable}
                      onChange={draft.onChange}
                    />
                  ) : (
                    <Alert type="warning" showIcon message={t('detail.noForm')} />
                  )}
                </Space>
              </div>
            </Card>
          </Space>
        </Col>
        {detail && permit && (
          <Col xs={24} xl={8}>
            <Space direction="vertical" size="middle" style={{ width: '100%' }}>
              {PERMIT_TYPES[type].viewPath && permit.status !== 'draft' && (
                <SiteQrCard type={type} id={permit.id} />
              )}
              <Card size="small" title={t('detail.timeline')}>
                <PermitTimeline events={detail.events} />
              </Card>
              {detail.lockEvents.length > 0 && (
                <Card size="small" title={t('detail.locks')}>
                  <PermitLockEvents events={detail.lockEvents} />
                </Card>
              )}
            </Space>
          </Col>
        )}
      </Row>
      {action && (
        <ActionDialog
          action={action}
          detail={detail}
          perform={perform}
          onClose={closeDialog}
          onRefused={(error) => {
            if (action === 'check' || action === 'resume') setStepRefusal(refusalOf(error));
          }}
        />
      )}
    </div>
  );
}

function pick<K extends keyof ActionNote>(note: ActionNote, keys: readonly K[]): Pick<ActionNote, K> {
  const out: Partial<ActionNote> = {};
  for (const key of keys) if (note[key] !== undefined) out[key] = note[key];
  return out as Pick<ActionNote, K>;
}
