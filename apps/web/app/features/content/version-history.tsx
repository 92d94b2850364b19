import { listContentVersions } from '@meridian/contracts/content-admin';
import { Badge, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { LoadError } from '../../components/admin/load-error';
import { errorMessage } from '../../lib/error-message';
import { useEndpointQuery } from '../../lib/use-endpoint-query';
import { versionByline } from './version-byline';

const VersionModal = lazy(() => import('./version-modal'));

interface VersionHistoryProps {
  /** `legal.<slug>` or `faq.<id>`. */
  document: string;
  /** After a restore: the editor reloads the restored text. */
  onRestored: () => void;
}

/** Every saved version, newest first; each can be viewed, compared with the current one and restored. */
export function VersionHistory({ document, onRestored }: VersionHistoryProps) {
  const versions = useEndpointQuery(listContentVersions, { params: { document } });
  const [viewing, setViewing] = useState<number | null>(null);
  if (versions.error) {
    return (
      <LoadError
        title="History"
        message={errorMessage(versions.error, 'The history could not be loaded. Please try again.')}
        onRetry={() => void versions.refetch()}
      />
    );
  }
  if (!versions.data) {
    return (
      <Center mih={80}>
        <Loader size="sm" aria-label="Loading the history" />
      </Center>
    );
  }
  const current = versions.data[0]?.number;
  return (
    <>
      <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Versions">
        {versions.data.map((version) => (
          <Group key={version.number} component="li" justify="space-between" wrap="nowrap" gap="xs">
            <div>
              <Group gap={6}>
                <Text size="sm" fw={600}>
                  Version {version.number}
                </Text>
                {version.number === current ? (
                  <Badge size="xs" variant="light">
                    Current
                  </Badge>
                ) : null}
              </Group>
              <Text size="xs" c="dimmed">
                {versionByline(version)}
                {version.restoredFrom ? ` · restored version ${version.restoredFrom}` : ''}
              </Text>
            </div>
            <Button
              size="compact-sm"
              variant="default"
              onClick={() => setViewing(version.number)}
              aria-label={`View version ${version.number}`}
            >
              View
            </Button>
          </Group>
        ))}
      </Stack>
      <Suspense fallback={null}>
        {viewing !== null ? (
          <VersionModal
            document={document}
            number={viewing}
            onClose={() => setViewing(null)}
            onRestored={() => {
              setViewing(null);
              onRestored();
            }}
          />
        ) : null}
      </Suspense>
    </>
  );
}
