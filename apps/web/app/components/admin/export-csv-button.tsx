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
  /** The button's accessible name where a page has several ("Export CSV of the funnel"). */
  label?: string;
}

/** Downloads the section's CSV export with the signed-in admin's token. */
export function ExportCsvButton({ section, path, query, fallbackName, label }: ExportCsvButtonProps) {
  const download = useDownload(section);
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden />}
      loading={download.busy}
      aria-label={label}
      onClick={() => void download.start(path, query, fallbackName)}
    >
      Export CSV
    </Button>
  );
}
