import { CONTACT_CONSENT_LEAD, CONTACT_TOPICS, type ContactRequestKind } from '@meridian/contracts/contact-requests';
import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { FormError } from '../../components/form-error';
import { NativeCheckbox, NativeField } from '../../components/native-fields/native-field';
import type { ContactRequestResult } from './contact-request-submit';
import { HoneypotField, useFormGuard } from '../../components/form-guard-field';
import classes from './contact-request-form.module.css';

const loadSubmit = () => import('./contact-request-submit');

/**
 * The form on /consultation and /support (docs/product.md, Requisition): rendered on the server with
 * plain inputs; its checks and call load on first focus or submit. A request lands in the admin's
 * Requisition; a consultation also reaches the sales team. What was typed stays after a refusal.
 */
export function ContactRequestForm({ kind, submitLabel }: { kind: ContactRequestKind; submitLabel: string }) {
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<ContactRequestResult | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const guard = useFormGuard();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setPending(true);
    try {
      const { submitContactForm } = await loadSubmit();
      const outcome = await submitContactForm(kind, new FormData(form), guard.fields(form));
      setResult(outcome);
      if (!outcome.ok) {
        guard.renewAfter(outcome.message);
        // After the messages render: the first field in error.
        requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      }
    } finally {
      setPending(false);
    }
  }

  if (result?.ok) {
    return (
      <Paper withBorder radius="lg" p="xl" role="status">
        <Stack align="flex-start" gap="sm">
          <Group gap="xs" wrap="nowrap">
            <IconCircleCheck size={24} color="var(--mantine-color-green-8)" aria-hidden />
            <Text fw={700}>Message sent</Text>
          </Group>
          <Text>{result.message}</Text>
          <Button variant="default" onClick={() => setResult(null)}>
            Send another message
          </Button>
        </Stack>
      </Paper>
    );
  }

  const errors = result && !result.ok ? result.fieldErrors : {};
  const topics = [{ value: '', label: 'Choose a topic' }, ...CONTACT_TOPICS[kind].map((t) => ({ value: t, label: t }))];
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        onFocus={() => void loadSubmit()}
        aria-label={kind === 'consultation' ? 'Request a consultation' : 'Contact support'}
        className={classes.form}
      >
        <div className={classes.stack}>
          <FormError message={result && !result.ok ? result.message : null} />
          <div className={classes.grid}>
            <NativeField name="name" label="Name" autoComplete="name" required error={errors.name} />
            <NativeField name="email" label="Email" type="email" autoComplete="email" required error={errors.email} />
            <NativeField
              name="phone"
              label="Phone, if you would rather we call (optional)"
              type="tel"
              autoComplete="tel"
              error={errors.phone}
            />
            <NativeField name="topic" label="Topic" type="select" options={topics} required error={errors.topic} />
          </div>
          <NativeField
            name="message"
            label="Message"
            type="textarea"
            required
            description={
              kind === 'consultation'
                ? 'Your goal, your experience so far and the questions you most want answered.'
                : 'What happened, and the email address you booked or registered with. For a payment, add the date of the charge.'
            }
            error={errors.message}
          />
          <NativeCheckbox
            name="consent"
            error={errors.consent}
            label={
              <>
                {CONTACT_CONSENT_LEAD}{' '}
                <Anchor component={Link} to="/privacy" inherit>
                  Privacy Policy
                </Anchor>
                .
              </>
            }
          />
          <HoneypotField />
          <Group>
            <Button type="submit" size="md" loading={pending}>
              {submitLabel}
            </Button>
          </Group>
        </div>
      </form>
    </Paper>
  );
}
