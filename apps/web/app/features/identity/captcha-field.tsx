import { Button, Group, TextInput } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { Captcha } from './captcha';

interface CaptchaFieldProps {
  captcha: Captcha;
  value: string;
  error?: ReactNode;
  disabled?: boolean;
  onChange: (value: string) => void;
  onRefresh: () => void;
}

/** The sign-up CAPTCHA (docs/product.md, Sign-up): "What is a + b?" with a Refresh button beside the answer. */
export function CaptchaField({ captcha, value, error, disabled, onChange, onRefresh }: CaptchaFieldProps) {
  return (
    <TextInput
      label={`What is ${captcha.a} + ${captcha.b}?`}
      description="A quick sum to show you are a person."
      inputMode="numeric"
      autoComplete="off"
      maxLength={3}
      value={value}
      error={error}
      disabled={disabled}
      onChange={(event) => onChange(event.currentTarget.value)}
      inputContainer={(input) => (
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <div style={{ flex: 1 }}>{input}</div>
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={onRefresh}
            disabled={disabled}
          >
            Refresh
          </Button>
        </Group>
      )}
    />
  );
}
