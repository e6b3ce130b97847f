import { describe, expect, it } from 'vitest';
import {
  ACKNOWLEDGE_ACTION,
  acknowledgeResultText,
  alertNotification,
  clickOutcome,
  OPEN_ACTION,
  parseAlertPush,
} from './alertNotifications';

const push = {
  title: '【緊急】SOS 求救',
  body: '陳大文 · 啟德',
  tag: 'device:a-1',
  critical: true,
  lang: 'zh-HK',
  url: '/devices/watches/alerts?alert=a-1',
  acknowledgeToken: 'payload.signature',
};

describe('an alert push becomes a notification', () => {
  it('reads what the server sends and ignores anything else', () => {
    expect(parseAlertPush(JSON.stringify(push))).toEqual(push);
    for (const text of [undefined, null, '', 'not json', '[]', JSON.stringify({ title: 'x' })])
      expect(parseAlertPush(text)).toBeUndefined();
  });

  it('never opens another origin, and defaults what is missing', () => {
    const parsed = parseAlertPush(
      JSON.stringify({ title: 't', body: 'b', tag: 'g', url: 'https://evil.example/', lang: 7 }),
    );
    expect(parsed).toEqual({
      title: 't',
      body: 'b',
      tag: 'g',
      critical: false,
      lang: 'zh-HK',
      url: null,
      acknowledgeToken: null,
    });
  });

  it('a critical one stays and buzzes again, with Acknowledge and Open in its language', () => {
    const { title, options } = alertNotification(push);
    expect(title).toBe(push.title);
    expect(options).toMatchObject({
      tag: 'device:a-1',
      requireInteraction: true,
      renotify: true,
      lang: 'zh-HK',
    });
    expect(options.actions).toEqual([
      { action: ACKNOWLEDGE_ACTION, title: '確認收到' },
      { action: OPEN_ACTION, title: '打開' },
    ]);
    const english = alertNotification({ ...push, lang: 'en', critical: false, acknowledgeToken: null });
    expect(english.options).toMatchObject({ requireInteraction: false, renotify: false });
    expect(english.options.actions).toEqual([{ action: OPEN_ACTION, title: 'Open' }]);
  });

  it('a tap opens the alert; Acknowledge acknowledges only with a token', () => {
    const data = alertNotification(push).options.data;
    expect(clickOutcome(data, ACKNOWLEDGE_ACTION)).toEqual({
      kind: 'acknowledge',
      token: 'payload.signature',
      lang: 'zh-HK',
      url: push.url,
    });
    expect(clickOutcome(data, '')).toEqual({ kind: 'open', url: push.url });
    expect(clickOutcome({ ...data, acknowledgeToken: null }, ACKNOWLEDGE_ACTION)).toEqual({
      kind: 'open',
      url: push.url,
    });
    expect(clickOutcome({ url: '//evil.example' } as never, OPEN_ACTION).kind).toBe('open');
    expect(clickOutcome(null, OPEN_ACTION)).toEqual({ kind: 'open', url: '/' });
  });

  it('says what came of Acknowledge', () => {
    expect(acknowledgeResultText({ ok: true, outcome: 'acknowledged' }, 'en')).toBe(
      'Acknowledged: escalation stopped',
    );
    expect(acknowledgeResultText({ ok: true, outcome: 'alreadyHandled' }, 'zh-CN')).toBe('告警已由他人处理');
    expect(acknowledgeResultText({ ok: false, message: '連結已使用' }, 'zh-HK')).toBe('連結已使用');
    expect(acknowledgeResultText({ ok: false }, 'zh-HK')).toBe('未能確認，請打開控制台處理');
  });
});
