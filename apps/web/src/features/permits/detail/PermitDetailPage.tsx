import './print.css';
import { FilePdfOutlined, PrinterOutlined } from '@ant-design/icons';
import {
  PERMIT_TYPES,
  type PermitAction,
  type PermitDetail,
  type PermitType,
  permissions,
} from '@siteguard/contracts';
import { useFormRuntime } from '@siteguard/form-react';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, Col, Descriptions, Popconfirm, Result, Row, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { saveBlob } from '../../../components/export';
import { Can } from '../../../shell/permission';
import { useServerError } from '../../system/shared/useServerError';
import { FormAtVersion } from '../../workflow/shared/FormAtVersion';
import { deletePermit, editPermit, permitDetailOptions, permitPdf } from '../api';
import { PermitStatusTag, usePermitTitle } from '../shared/status';
import { ActionDialog } from './ActionDialog';
import { PermitTimeline } from './PermitTimeline';
import { SiteQrCard } from './SiteQrCard';

/**
 * /<type>Details?id= (spec §2): the filled form, the timeline, the actions the signed-in user may take
 * now, the site QR code and print. The applicant edits a draft in place; the competent person fills
 * the check (with gas readings) in the step card; every action is confirmed and, where the permit's
 * rules ask, signed.
 */
export function PermitDetailPage({ type }: { type: PermitType }) {
  const { t } = useTranslation('permits');
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const detail = useQuery({ ...permitDetailOptions(type, id), enabled: /^\d+$/.test(id) });
  const title = usePermitTitle(type);
  if (!/^\d+$/.test(id) || detail.isError) {
    return <Result status="404" title={t('detail.notFound')} subTitle={detail.error?.message} />;
  }
  if (!detail.data) return <Skeleton active />;
  return <PermitView key={detail.data.permit.id} type={type} title={title} detail={detail.data} />;
}

function PermitView({ type, title, detail }: { type: PermitType; title: string; detail: PermitDetail }) {
  const { t } = useTranslation('permits');
  const { message } = App.useApp();
  const report = useServerError();
  const navigate = useNavigate();
  const application = useFormRuntime();
  const step = useFormRuntime();
  const [action, setAction] = useState<PermitAction | null>(null);
  const [busy, setBusy] = useState(false);
  const { permit } = detail;
  const editable = permit.status === 'draft' && detail.actions.includes('submit');
  const stepOpen =
    detail.stepForm && detail.actions.some((a) => a === 'check' || a === 'approve' || a === 'resume');

  const saveDraft = async () => {
    setBusy(true);
    try {
      await editPermit(type, permit.id, application.getValues());
      void message.success(t('detail.saved'));
    } catch (error) {
      report(error);
    } finally {
      setBusy(false);
    }
  };
  const [pdfBusy, setPdfBusy] = useState(false);
  const downloadPdf = async () => {
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
    deletePermit(type, permit.id).then(() => {
      void message.success(t('detail.deleted'));
      navigate(-1);
    }, report);

  return (
    <div className="sg-permit" data-testid="permit-detail">
      <Card
        className="sg-permit-head"
        title={
          <Space wrap>
            <span>{t('detail.title', { type: title, number: permit.number })}</span>
            <PermitStatusTag status={permit.status} />
          </Space>
        }
        extra={
          <Space wrap className="sg-no-print">
            {detail.actions.map((name) => (
              <Button
                key={name}
                type={name === 'approve' || name === 'check' || name === 'submit' ? 'primary' : 'default'}
                danger={name === 'reject' || name === 'suspend' || name === 'cancel'}
                onClick={() => setAction(name)}
              >
                {t(`actions.${name}`)}
              </Button>
            ))}
            <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
              {t('detail.print')}
            </Button>
            <Button icon={<FilePdfOutlined />} loading={pdfBusy} onClick={downloadPdf}>
              PDF
            </Button>
          </Space>
        }
      >
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2, xl: 3 }}
          items={[
            { key: 'location', label: t('list.location'), children: permit.location ?? '-' },
            { key: 'work', label: t('list.work'), children: permit.workDescription ?? '-' },
            { key: 'applicant', label: t('list.applicant'), children: permit.applicantName ?? '-' },
            { key: 'checker', label: t('detail.checker'), children: permit.checkerName ?? '-' },
            { key: 'approver', label: t('detail.approver'), children: permit.approverName ?? '-' },
            { key: 'createdBy', label: t('detail.createdBy'), children: permit.createdByName ?? '-' },
          ]}
        />
      </Card>
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        <Col xs={24} xl={16}>
          <Space direction="vertical" size="middle" style={{ width: '100%' }}>
            {stepOpen && detail.stepForm && (
              <Card size="small" title={t('detail.stepForm')} className="sg-no-print">
                <FormAtVersion form={detail.stepForm} runtime={step} />
              </Card>
            )}
            <Card
              size="small"
              title={t('detail.form')}
              extra={
                editable && (
                  <Space className="sg-no-print">
                    <Button onClick={saveDraft} loading={busy}>
                      {t('detail.saveDraft')}
                    </Button>
                    <Can code={permissions[type].delete}>
                      <Popconfirm
                        title={t('detail.deleteConfirm')}
                        okButtonProps={{ danger: true }}
                        onConfirm={remove}
                      >
                        <Button danger>{t('detail.deleteDraft')}</Button>
                      </Popconfirm>
                    </Can>
                  </Space>
                )
              }
            >
              {detail.form ? (
                <FormAtVersion
                  form={detail.form}
                  data={detail.data}
                  runtime={application}
                  disabled={!editable}
                />
              ) : (
                <Alert type="warning" showIcon message={t('detail.noForm')} />
              )}
            </Card>
          </Space>
        </Col>
        <Col xs={24} xl={8}>
          <Space direction="vertical" size="middle" style={{ width: '100%' }}>
            {PERMIT_TYPES[type].viewPath && permit.status !== 'draft' && (
              <SiteQrCard type={type} id={permit.id} />
            )}
            <Card size="small" title={t('detail.timeline')}>
              <PermitTimeline events={detail.events} />
            </Card>
          </Space>
        </Col>
      </Row>
      {action && (
        <ActionDialog
          type={type}
          permitId={permit.id}
          action={action}
          // The applicant's form is saved with the submit; the step's form goes with its action.
          collect={async () => {
            if (action === 'submit') {
              const data = await application.getData();
              await editPermit(type, permit.id, data);
              return {};
            }
            if (stepOpen && (action === 'check' || action === 'approve' || action === 'resume')) {
              return step.getData();
            }
            return {};
          }}
          onClose={() => setAction(null)}
        />
      )}
    </div>
  );
}
