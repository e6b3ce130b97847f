import type { OwnProfile, UpdateOwnInfoBody } from '@siteguard/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { App, Button, Form, Input, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './AccountSettingsPage.module.css';
import { AvatarUpload } from './AvatarUpload';
import { ownInfoOptions, updateOwnInfo } from './api';

interface ProfileValues {
  name: string;
  nickName: string;
  phone: string;
  email: string;
}

// The server's rule (contracts phoneNumber): Hong Kong 8 digits or mainland 11, optional prefix.
const PHONE = /^(\+852)?[2-9]\d{7}$|^(\+86)?1\d{10}$/;

const blankToNull = (value: string | undefined) => (value?.trim() ? value.trim() : null);

function toBody(values: ProfileValues): UpdateOwnInfoBody {
  return {
    name: values.name.trim(),
    nickName: blankToNull(values.nickName),
    phone: blankToNull(values.phone),
    email: blankToNull(values.email),
  };
}

function ProfileForm({ profile }: { profile: OwnProfile }) {
  const { t } = useTranslation('account');
  const { message } = App.useApp();
  const save = useMutation({
    mutationFn: (values: ProfileValues) => updateOwnInfo(toBody(values)),
    onSuccess: () => void message.success(t('base.saved')),
  });
  return (
    <Form<ProfileValues>
      layout="vertical"
      className={styles.form}
      initialValues={{
        name: profile.name,
        nickName: profile.nickName ?? '',
        phone: profile.phone ?? '',
        email: profile.email ?? '',
      }}
      onFinish={(values) => save.mutate(values)}
    >
      <Form.Item
        name="name"
        label={t('base.name')}
        rules={[{ required: true, whitespace: true, max: 64, message: t('base.nameRequired') }]}
      >
        <Input maxLength={64} />
      </Form.Item>
      <Form.Item name="nickName" label={t('base.nickName')} rules={[{ max: 64 }]}>
        <Input maxLength={64} />
      </Form.Item>
      <Form.Item
        name="phone"
        label={t('base.phone')}
        rules={[{ pattern: PHONE, message: t('base.phoneRule') }]}
      >
        <Input inputMode="tel" />
      </Form.Item>
      <Form.Item
        name="email"
        label={t('base.email')}
        rules={[{ type: 'email', max: 128, message: t('base.emailRule') }]}
      >
        <Input inputMode="email" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t('base.save')}
      </Button>
    </Form>
  );
}

/** Base settings: the profile form (POST /sysUser/updateInfo) beside the avatar upload. */
export function BaseSettingsPanel() {
  const { data: profile } = useQuery(ownInfoOptions());
  if (!profile) return <Skeleton active />;
  return (
    <div className={styles.base}>
      <ProfileForm profile={profile} />
      <AvatarUpload fileId={profile.avatar} />
    </div>
  );
}
