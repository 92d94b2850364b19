import {
  getSiteSettings,
  SITE_SETTINGS_LIMITS as L,
  siteSettingsInputSchema,
  updateSiteSettings,
  type SiteSettingsView,
} from '@meridian/contracts/settings-admin';
import { Button, Group, Paper, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageFormGuard } from '../../components/discard-changes/use-discard-guard';
import { FormError } from '../../components/form-error';
import { formSubmit } from '../../lib/forms/form-submit';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { useEndpointMutation } from '../../lib/use-endpoint-mutation';
import { useRefreshSiteConfig } from '../../lib/use-site-config';
import { formValuesOf, settingsInput, SITE_SETTINGS_FIELDS, type SiteSettingsFormValues } from './site-settings-values';

type SettingsField = Extract<keyof SiteSettingsFormValues, string>;

const SOCIAL_FIELDS: { field: SettingsField; label: string; placeholder: string }[] = [
  { field: 'youtubeUrl', label: 'YouTube', placeholder: 'https://www.youtube.com/@yourchannel' },
  { field: 'xUrl', label: 'X', placeholder: 'https://x.com/youraccount' },
  { field: 'instagramUrl', label: 'Instagram', placeholder: 'https://www.instagram.com/youraccount' },
  { field: 'linkedinUrl', label: 'LinkedIn', placeholder: 'https://www.linkedin.com/company/yourcompany' },
  { field: 'facebookUrl', label: 'Facebook', placeholder: 'https://www.facebook.com/yourpage' },
];

function SettingsGroup({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4">
            {title}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            {intro}
          </Text>
        </div>
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * The site's name, tagline and postal address, the seat and Digital Billboard plan prices, and the
 * footer's social links; saved together, shown on every public page at once. Leaving with changes asks.
 */
export function SiteSettingsForm({ view }: { view: SiteSettingsView }) {
  const form = useContractForm(siteSettingsInputSchema, {
    initialValues: formValuesOf(view.values),
    toInput: settingsInput,
    fields: SITE_SETTINGS_FIELDS,
  });
  const save = useEndpointMutation(updateSiteSettings, { invalidates: [getSiteSettings] });
  const refreshSiteConfig = useRefreshSiteConfig();
  const currency = view.currency.toUpperCase();
  const price = (field: SettingsField, label: string, description: string) => (
    <TextInput
      label={`${label} (${currency})`}
      description={description}
      inputMode="decimal"
      leftSection={<Text size="sm">$</Text>}
      withAsterisk
      {...form.getInputProps(field)}
    />
  );
  usePageFormGuard(form.dirty);

  const submit = formSubmit(
    form,
    async (body) => {
      form.keepSaved(formValuesOf((await save.mutateAsync({ body })).values));
      await refreshSiteConfig();
      return 'Site settings saved. The public pages show them now.';
    },
    'The settings could not be saved. Please try again.',
  );

  return (
    <form ref={form.formRef} noValidate onSubmit={submit}>
      <Stack gap="lg" maw={900}>
        <SettingsGroup
          title="The business"
          intro="How the site names the business in its header, footer, page titles and emails."
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="Site name"
              description="In the header, the footer and every page title."
              withAsterisk
              maxLength={L.siteName}
              {...form.getInputProps('siteName')}
            />
            <TextInput
              label="Tagline"
              description="The home page’s headline and the site’s description in search results."
              withAsterisk
              maxLength={L.tagline}
              {...form.getInputProps('tagline')}
            />
          </SimpleGrid>
          <Textarea
            label="Postal address"
            description="Printed at the foot of every campaign email, as anti-spam law requires."
            withAsterisk
            autosize
            minRows={2}
            maxLength={L.postalAddress}
            {...form.getInputProps('postalAddress')}
          />
        </SettingsGroup>
        <SettingsGroup
          title="Prices and plans"
          intro="A new price applies to seats booked and plans subscribed from now on; seats already paid and running plans keep theirs."
        >
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            {price('rsvpPrice', 'Webinar seat', 'Unless a session sets its own.')}
            {price('advertisingMonthlyPrice', 'Billboard monthly plan', 'Billed every month.')}
            {price('advertisingYearlyPrice', 'Billboard yearly plan', 'Billed once a year.')}
          </SimpleGrid>
        </SettingsGroup>
        <SettingsGroup title="Social links" intro="The icons in the footer. Leave an address empty to hide that icon.">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {SOCIAL_FIELDS.map(({ field, label, placeholder }) => (
              <TextInput
                key={field}
                label={label}
                placeholder={placeholder}
                inputMode="url"
                maxLength={L.socialUrl}
                {...form.getInputProps(field)}
              />
            ))}
          </SimpleGrid>
        </SettingsGroup>
        <FormError message={form.formError} title="Not saved" />
        <Group gap="sm">
          <Button type="submit" loading={save.isPending}>
            Save settings
          </Button>
          <Button
            variant="default"
            disabled={save.isPending}
            onClick={() => form.setValues(formValuesOf(view.defaults))}
          >
            Fill in the defaults
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          The defaults are what the site started with; filling them in changes nothing until you save.
        </Text>
      </Stack>
    </form>
  );
}
