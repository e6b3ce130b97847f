import { PERMIT_STATUS_NAMES, PERMIT_TYPES, siteClock } from '@siteguard/contracts';
import { useQuery } from '@tanstack/react-query';
import { Badge, Collapse, List, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLang } from '../../../i18n/i18n';
import { canUse } from '../../../shell/permission';
import { useSessionUser } from '../../../shell/session/useSessionUser';
import { type InboxGroup, inboxGroups, permitInboxOptions, permitPath, seesPermitInbox } from '../inbox';
import { HomeBlock } from './HomeBlock';

/**
 * "Waiting for you" (issue #29, finding 5): one line per reason with its count, each opening the
 * newest of those permits, each permit opening its page. For anyone who may open a permit type,
 * whatever else they may do (the checker and the approver have no workflow to-do list). Kept live by
 * the header's bell (usePermitInboxLiveUpdates) and its own polling.
 */
export function InboxBlock() {
  const { data: user } = useSessionUser();
  return seesPermitInbox((code) => canUse(user, code)) ? <Inbox /> : null;
}

function Inbox() {
  const { t } = useTranslation('home');
  const { data, isPending, isError, refetch } = useQuery(permitInboxOptions());
  const groups = inboxGroups(data);
  return (
    <HomeBlock
      title={t('inbox.title')}
      testId="home-inbox"
      loading={isPending}
      error={isError}
      empty={groups.length === 0 && t('inbox.none')}
      onRetry={() => void refetch()}
      extra={data && data.total > 0 ? <Badge count={data.total} overflowCount={999} /> : null}
    >
      <Collapse
        size="small"
        ghost
        items={groups.map((group) => ({
          key: group.reason,
          label: (
            <Space size={8} data-testid={`inbox-${group.reason}`}>
              <Typography.Text strong>{t(`inbox.reasons.${group.reason}`)}</Typography.Text>
              <Badge
                count={group.count}
                overflowCount={999}
                color="#1677ff"
                data-testid={`inbox-${group.reason}-count`}
              />
            </Space>
          ),
          children: <InboxRows group={group} />,
        }))}
      />
    </HomeBlock>
  );
}

function InboxRows({ group }: { group: InboxGroup }) {
  const { t } = useTranslation('home');
  const lang = currentLang();
  return (
    <List
      size="small"
      dataSource={group.rows}
      data-testid={`inbox-${group.reason}-rows`}
      // The server lists the newest PERMIT_INBOX_LIMIT of each reason; the count is of all.
      footer={
        group.count > group.rows.length ? (
          <Typography.Text type="secondary">
            {t('inbox.newest', { shown: group.rows.length, count: group.count })}
          </Typography.Text>
        ) : undefined
      }
      renderItem={(row) => (
        <List.Item key={row.id} extra={<Tag>{PERMIT_STATUS_NAMES[row.status][lang]}</Tag>}>
          <List.Item.Meta
            title={
              <Link to={permitPath(row)}>
                {row.number ?? t('inbox.noNumber')} · {PERMIT_TYPES[row.type].title[lang]}
              </Link>
            }
            description={
              <Space size={4} wrap>
                {row.location ? <Typography.Text type="secondary">{row.location} ·</Typography.Text> : null}
                <Typography.Text type="secondary">
                  {t('inbox.since', { at: siteClock(row.since) })}
                </Typography.Text>
              </Space>
            }
          />
        </List.Item>
      )}
    />
  );
}
