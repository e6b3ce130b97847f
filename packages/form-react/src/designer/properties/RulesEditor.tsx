/**
 * The rules of a field (spec §5): the first rule is required + message (default '必填项'); added
 * rules are a pattern and a message, each pattern checked as a regular expression before it is
 * stored (an invalid one stays in the box with the reason under it); rules can be removed.
 */
import { PlusOutlined } from '@ant-design/icons';
import type { Rule } from '@siteguard/form-engine';
import { Button, Checkbox, Form, Input, Typography } from 'antd';
import { fill } from '../../runtime/locale';
import { useTexts } from '../lang';
import { RowActions } from './RowActions';
import {
  addPatternRule,
  patternError,
  removePatternRule,
  rulesOf,
  setPatternRule,
  setRequired,
} from './rules';
import { DraftInput } from './TextField';
import { PROPERTIES_TEXTS } from './texts';
import { useDraft } from './useDraft';

interface RulesEditorProps {
  readonly rules: unknown;
  readonly onChange: (rules: Rule[]) => void;
}

interface PatternRuleProps {
  /** 1 and up: rule 0 is the required rule. */
  readonly index: number;
  readonly rules: readonly Rule[];
  readonly onChange: (rules: Rule[]) => void;
}

function PatternRule({ index, rules, onChange }: PatternRuleProps) {
  const t = useTexts(PROPERTIES_TEXTS).rules;
  const rule = rules[index] as Rule;
  const pattern = useDraft(
    rule.pattern ?? '',
    (text) => {
      const next = setPatternRule(rules, index, { pattern: text });
      if (next) onChange(next);
    },
    (text) => {
      const reason = patternError(text);
      return reason === undefined ? undefined : fill(t.badPattern, { reason });
    },
  );
  return (
    <div className="sg-props-rule" data-testid={`rule-${index}`}>
      <div className="sg-props-row">
        <Typography.Text type="secondary" className="sg-props-grow">
          {t.pattern} {index}
        </Typography.Text>
        <RowActions
          name={index}
          removeLabel={t.remove}
          onRemove={() => onChange(removePatternRule(rules, index))}
        />
      </div>
      <Form.Item validateStatus={pattern.error ? 'error' : undefined} help={pattern.error}>
        <Input
          aria-label={`${t.pattern} ${index}`}
          aria-invalid={pattern.error ? true : undefined}
          className="sg-props-code"
          spellCheck={false}
          placeholder={t.patternPlaceholder}
          value={pattern.text}
          onChange={(e) => pattern.change(e.target.value)}
        />
      </Form.Item>
      <DraftInput
        aria-label={`${t.message} ${index}`}
        value={rule.message ?? ''}
        placeholder={t.patternMessagePlaceholder}
        onCommit={(text) => {
          const next = setPatternRule(rules, index, { message: text });
          if (next) onChange(next);
        }}
      />
    </div>
  );
}

export function RulesEditor({ rules: stored, onChange }: RulesEditorProps) {
  const t = useTexts(PROPERTIES_TEXTS).rules;
  const rules = rulesOf(stored);
  const first = rules[0] as Rule;
  return (
    <div className="sg-props-list" data-testid="rules">
      <div className="sg-props-row">
        <Checkbox
          checked={first.required === true}
          onChange={(e) => onChange(setRequired(rules, { required: e.target.checked }))}
        >
          {t.required}
        </Checkbox>
      </div>
      <DraftInput
        aria-label={t.requiredPlaceholder}
        value={first.message ?? ''}
        placeholder={t.requiredPlaceholder}
        onCommit={(text) => onChange(setRequired(rules, { message: text }))}
      />
      {rules.slice(1).map((_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a rule is its position; its fields are edited in place
        <PatternRule key={i + 1} index={i + 1} rules={rules} onChange={onChange} />
      ))}
      <Button
        size="small"
        type="dashed"
        block
        icon={<PlusOutlined />}
        onClick={() => onChange(addPatternRule(rules))}
      >
        {t.add}
      </Button>
    </div>
  );
}
