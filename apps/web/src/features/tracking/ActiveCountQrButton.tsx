import { QrcodeOutlined } from '@ant-design/icons';
import { deviceApis, permissions } from '@siteguard/contracts';
import { useQuery } from '@tanstack/react-query';
import { AutoComplete, Button, Form, Grid, Modal, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../api/client';
import { Can } from '../../shell/permission';
import { activeCountLink, reissueActiveCountLink } from './api';
import { QrLinkDialog } from './QrLinkDialog';

/** The sites the watches are registered at (the first 100 watches; a site can also be typed). */
function useWatchSites(enabled: boolean) {
  return useQuery({
    queryKey: ['/swWatch/page', 'sites'],
    enabled,
    queryFn: async ({ signal }) => {
      const page = await callEndpoint(deviceApis.swWatch.page, {
        query: { pageNo: 1, pageSize: 100 } as never,
        signal,
      });
      return [...new Set(page.rows.map((row) => row.site).filter(Boolean))].sort();
    },
  });
}

/**
 * The watch registry's toolbar button for a site's gate board (sw_smartwatch1_activecount): choose
 * the site, then the board's QR code to print at the gate.
 */
export function ActiveCountQrButton() {
  const { t } = useTranslation('tracking');
  const [choosing, setChoosing] = useState(false);
  const [draft, setDraft] = useState('');
  const [site, setSite] = useState<string | null>(null);
  const sites = useWatchSites(choosing);
  // On a phone the toolbar has no room for the words: the icon, named for screen readers and on hover.
  const narrow = !Grid.useBreakpoint().sm;
  const confirm = () => {
    if (!draft.trim()) return;
    setSite(draft.trim());
    setChoosing(false);
  };
  return (
    <Can code={permissions.swWatch.edit}>
      <Tooltip title={narrow ? t('qr.boardAction') : undefined}>
        <Button icon={<QrcodeOutlined />} aria-label={t('qr.boardAction')} onClick={() => setChoosing(true)}>
          {narrow ? null : t('qr.boardAction')}
        </Button>
      </Tooltip>
      {choosing && (
        <Modal
          open
          title={t('qr.boardTitle')}
          onCancel={() => setChoosing(false)}
          onOk={confirm}
          okButtonProps={{ disabled: !draft.trim() }}
          destroyOnHidden
        >
          <Form layout="vertical" onFinish={confirm}>
            <Form.Item
              label={t('qr.site')}
              extra={<Typography.Text type="secondary">{t('qr.chooseSite')}</Typography.Text>}
            >
              <AutoComplete
                autoFocus
                value={draft}
                onChange={setDraft}
                options={(sites.data ?? []).map((name) => ({ value: name }))}
                placeholder={t('qr.sitePlaceholder')}
                maxLength={100}
                filterOption={(input, option) =>
                  String(option?.value ?? '')
                    .toLowerCase()
                    .includes(input.toLowerCase())
                }
              />
            </Form.Item>
          </Form>
        </Modal>
      )}
      {site && (
        <QrLinkDialog
          title={`${t('qr.boardTitle')} · ${site}`}
          queryKey={['tracking', 'activeCount', 'link', site]}
          load={() => activeCountLink(site)}
          reissue={() => reissueActiveCountLink(site)}
          onClose={() => setSite(null)}
        />
      )}
    </Can>
  );
}
