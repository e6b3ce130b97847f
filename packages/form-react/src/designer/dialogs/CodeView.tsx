/** Read-only code: monospace, kept to a height that leaves the dialog's buttons on screen, scrollable. */
import { theme } from 'antd';

export interface CodeViewProps {
  code: string;
  /** What it shows ("JSON data", "HTML" ...); tests find the view by it. */
  label: string;
  /** Default: what leaves a dialog's title and buttons on a short screen. */
  maxHeight?: number | string;
}

export function CodeView({ code, label, maxHeight = 'calc(100vh - 320px)' }: CodeViewProps) {
  const { token } = theme.useToken();
  return (
    <pre
      // Chromium and Firefox make a scrolling box keyboard-focusable themselves.
      data-code-view={label}
      style={{
        margin: 0,
        maxHeight,
        minHeight: 120,
        overflow: 'auto',
        padding: '12px 16px',
        background: token.colorFillQuaternary,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadius,
        fontFamily: token.fontFamilyCode,
        fontSize: 12,
        lineHeight: 1.6,
        whiteSpace: 'pre',
      }}
    >
      {code}
    </pre>
  );
}
