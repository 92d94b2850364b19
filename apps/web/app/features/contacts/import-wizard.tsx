import type { ContactImport } from '@meridian/contracts/contacts-imports';
import { listContactLists, listContacts } from '@meridian/contracts/contacts';
import { Button, Group, Modal, Stepper } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { ContactOverlayProps } from './overlay-props';
import { useCallback, useState } from 'react';
import { endpointQueryKey } from '../../lib/endpoint-query-key';
import { ImportFileStep, type ChosenFile } from './import-file-step';
import { ImportMappingStep } from './import-mapping-step';
import { ImportProgressStep } from './import-progress-step';

/** "Import contacts": choose a file → map its columns (with a preview) → progress and summary. */
export default function ImportWizard({ opened, lists, onClose }: ContactOverlayProps) {
  const client = useQueryClient();
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [started, setStarted] = useState<ContactImport | null>(null);
  const [finished, setFinished] = useState(false);
  const onFinished = useCallback(() => setFinished(true), []);
  const step = finished ? 3 : started ? 2 : file ? 1 : 0;

  function close() {
    if (started) {
      void client.invalidateQueries({ queryKey: endpointQueryKey(listContacts) });
      void client.invalidateQueries({ queryKey: endpointQueryKey(listContactLists) });
    }
    setFile(null);
    setStarted(null);
    setFinished(false);
    onClose();
  }

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Import contacts"
      size="xl"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stepper active={step} size="sm" allowNextStepsSelect={false} mb="md">
        <Stepper.Step label="File" />
        <Stepper.Step label="Columns" />
        <Stepper.Step label="Import" />
      </Stepper>
      {step === 0 ? <ImportFileStep onRead={setFile} /> : null}
      {step === 1 && file ? (
        <ImportMappingStep file={file} lists={lists} onBack={() => setFile(null)} onStarted={setStarted} />
      ) : null}
      {started ? (
        <>
          <ImportProgressStep started={started} onFinished={onFinished} />
          <Group justify="flex-end" mt="lg">
            <Button onClick={close}>Close</Button>
          </Group>
        </>
      ) : null}
    </Modal>
  );
}
