import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useDownload, type DownloadQuery } from '../../lib/download';

interface ExportCsvButtonProps {
  /** Titles a failure's notification. */
  section: string;
  path: string;
  /** The filters on screen: the file holds what the list shows, without its page limit. */
  query: DownloadQuery;
  fallbackName: string;
}

/** Downloads the section's CSV export with the signed-in admin's token. */
export function ExportCsvButton({ section, path, query, fallbackName }: ExportCsvButtonProps) {
  const download = useDownload(section);
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden />}
      loading={download.busy}
      onClick={() => void download.start(path, query, fallbackName)}
    >
      Export CSV
    </Button>
  );
}
