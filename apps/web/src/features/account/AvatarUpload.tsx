import { UploadOutlined, UserOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { App, Avatar, Button, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAvatarUrl } from '../../shell/session/avatarApi';
import styles from './AccountSettingsPage.module.css';
import { changeAvatar } from './api';
import { AVATAR_ACCEPT, isAcceptedImage } from './avatarFile';

/** The avatar with a button to replace it: upload the image, then POST /sysUser/updateAvatar. */
export function AvatarUpload({ fileId }: { fileId: string | null }) {
  const { t } = useTranslation('account');
  const { message } = App.useApp();
  const avatarUrl = useAvatarUrl(fileId);
  const upload = useMutation({
    mutationFn: changeAvatar,
    onSuccess: () => void message.success(t('base.avatarSaved')),
    // The request client already showed the server's reason; this names what failed.
    onError: () => void message.error(t('base.avatarFailed')),
  });

  return (
    <div className={styles.avatar}>
      <span>{t('base.avatar')}</span>
      <Avatar size={144} src={avatarUrl} icon={<UserOutlined />} alt="" data-testid="settings-avatar" />
      <Upload
        accept={AVATAR_ACCEPT}
        showUploadList={false}
        beforeUpload={(file) => {
          if (!isAcceptedImage(file)) {
            void message.error(t('base.avatarType'));
            return Upload.LIST_IGNORE;
          }
          upload.mutate(file);
          // The upload goes through the request client (bearer token, error mapping), not antd's XHR.
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={upload.isPending}>
          {t('base.changeAvatar')}
        </Button>
      </Upload>
    </div>
  );
}
