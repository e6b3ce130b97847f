import { MAX_NOTICE_RECIPIENTS, permissions, type SysUserRow } from '@siteguard/contracts';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { Select, Spin } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../shell/permission';
import { sysUserDetailOptions, sysUserPageOptions } from '../sysUser/api';

const SEARCH_PAGE_SIZE = 20;
const SEARCH_DELAY_MS = 300;

const labelOf = (user: Pick<SysUserRow, 'name' | 'account'>) => `${user.name} (${user.account})`;

/**
 * Picks a notice's users by searching the user list (account, name or phone), 20 at a time. Chosen
 * users keep their names while the search moves on; on an edit, the saved ids are named from their
 * details.
 */
export function RecipientPicker({
  id,
  value = [],
  onChange,
}: {
  id?: string;
  value?: string[];
  onChange?: (ids: string[]) => void;
}) {
  const { t } = useTranslation('system');
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [labels, setLabels] = useState<ReadonlyMap<string, string>>(new Map());
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  // Searching lists users, which takes the user list's permission; without it the picker says so.
  const canSearch = usePermission(permissions.sysUser.page);
  const found = useQuery({
    ...sysUserPageOptions({
      pageNo: 1,
      pageSize: SEARCH_PAGE_SIZE,
      ...(search ? { searchValue: search } : {}),
    }),
    placeholderData: keepPreviousData,
    enabled: canSearch,
  });
  // Ids chosen before this dialog opened (an edit) are named from their details.
  const canReadDetail = usePermission(permissions.sysUser.detail);
  const unnamed = value.filter((userId) => !labels.has(userId));
  const details = useQueries({
    queries: unnamed.map((userId) => ({ ...sysUserDetailOptions(userId), enabled: canReadDetail })),
  });

  const detailUsers = details.flatMap((detail) => (detail.data ? [detail.data] : []));
  useEffect(() => {
    const users = [...(found.data?.rows ?? []), ...detailUsers];
    if (users.every((user) => labels.has(user.id))) return;
    setLabels((current) => new Map([...current, ...users.map((user) => [user.id, labelOf(user)] as const)]));
  }, [found.data, detailUsers, labels]);

  const options = useMemo(() => {
    const chosen = value.map((userId) => ({ value: userId, label: labels.get(userId) ?? userId }));
    const others = (found.data?.rows ?? [])
      .filter((user) => !value.includes(user.id))
      .map((user) => ({ value: user.id, label: labelOf(user) }));
    return [...chosen, ...others];
  }, [value, labels, found.data]);

  return (
    <Select
      id={id}
      mode="multiple"
      value={value}
      onChange={onChange}
      options={options}
      showSearch
      filterOption={false}
      searchValue={typed}
      onSearch={setTyped}
      onBlur={() => setTyped('')}
      maxCount={MAX_NOTICE_RECIPIENTS}
      placeholder={t(canSearch ? 'notice.recipientsPlaceholder' : 'notice.recipientsNoSearch')}
      disabled={!canSearch}
      notFoundContent={found.isFetching ? <Spin size="small" /> : undefined}
      loading={found.isFetching}
      allowClear
    />
  );
}
