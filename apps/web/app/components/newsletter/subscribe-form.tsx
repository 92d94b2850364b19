import { NEWSLETTER_CONSENT } from '@meridian/contracts/newsletter-consent';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { NativeField } from '../native-fields/native-field';
import type { SubscribeResult } from './subscribe-submit';
import classes from './subscribe-form.module.css';

const loadSubmit = () => import('./subscribe-submit');

/**
 * The newsletter subscribe form: markup rendered on the server with plain inputs; its checks and call
 * (`subscribe-submit.ts`) load on first focus or submit, so a public page does not hydrate them.
 * `tone="dark"` suits the footer's dark background.
 */
export function SubscribeForm({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<SubscribeResult | null>(null);

  if (result?.ok) {
    return (
      <Text role="status" fw={600} className={tone === 'dark' ? classes.dark : undefined}>
        {result.message}
      </Text>
    );
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setPending(true);
    try {
      const { submitSubscription } = await loadSubmit();
      setResult(
        await submitSubscription({
          email: String(data.get('email') ?? ''),
          firstName: String(data.get('firstName') ?? ''),
        }),
      );
    } finally {
      setPending(false);
    }
  }

  const errors = result && !result.ok ? result.fieldErrors : {};
  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      onFocus={() => void loadSubmit()}
      className={tone === 'dark' ? classes.dark : undefined}
      aria-label="Newsletter"
    >
      <Stack gap="xs">
        <div className={classes.fields}>
          <NativeField
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
            error={errors.email}
            required
            tone={tone}
          />
          <NativeField
            name="firstName"
            label="First name (optional)"
            autoComplete="given-name"
            error={errors.firstName}
            tone={tone}
          />
        </div>
        <Group gap="sm" wrap="wrap">
          <Button
            type="submit"
            loading={pending}
            color={tone === 'dark' ? 'gray.0' : undefined}
            c={tone === 'dark' ? 'dark.9' : undefined}
          >
            Subscribe
          </Button>
          <Text size="sm" className={classes.consent}>
            {NEWSLETTER_CONSENT}
          </Text>
        </Group>
        {result && !result.ok && result.message ? (
          <Text role="alert" size="sm" c={tone === 'dark' ? 'red.2' : 'red.7'}>
            {result.message}
          </Text>
        ) : null}
      </Stack>
    </form>
  );
}
