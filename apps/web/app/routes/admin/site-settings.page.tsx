import { getSiteSettings } from '@meridian/contracts/site-settings';
import { Center, Loader, Stack } from '@mantine/core';
import { LoadError } from '../../components/admin/load-error';
import { SectionHeader } from '../../components/admin/section-header';
import { SiteSettingsForm } from '../../features/site-settings/site-settings-form';
import { errorMessage } from '../../lib/error-message';
import { useEndpointQuery } from '../../lib/use-endpoint-query';

/** The admin's "Site settings" (docs/product.md, Site settings): what the public pages say and charge. */
export default function SiteSettingsPage() {
  const settings = useEndpointQuery(getSiteSettings);
  return (
    <Stack gap="lg" maw={1400}>
      <SectionHeader
        title="Site settings"
        summary="The business’s name, tagline and address, the prices of a seat and of each billboard plan, and the footer’s social links. Saved changes show on every public page at once."
        action={null}
      />
      {settings.error ? (
        <LoadError
          title="Site settings"
          message={errorMessage(settings.error, 'The settings could not be loaded. Please try again.')}
          onRetry={() => void settings.refetch()}
        />
      ) : !settings.data ? (
        <Center mih={200}>
          <Loader aria-label="Loading the settings" />
        </Center>
      ) : (
        <SiteSettingsForm view={settings.data} />
      )}
    </Stack>
  );
}
