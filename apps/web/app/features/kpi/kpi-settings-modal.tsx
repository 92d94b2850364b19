import {
  getKpiReport,
  getKpiSettings,
  kpiSettingsSchema,
  updateKpiSettings,
  type KpiSettings,
} from '@meridian/contracts/kpi';
import { NativeSelect, Stack, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { GuardedFormModal } from '../../components/discard-changes/guarded-form-modal';
import { ModalFormActions, useModalFormSubmit, type ModalFormProps } from '../../components/discard-changes/modal-form';
import { FormError } from '../../components/form-error';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { useEndpointMutation } from '../../lib/use-endpoint-mutation';

interface KpiSettingsModalProps {
  opened: boolean;
  settings: KpiSettings;
  onClose: () => void;
}

/** "KPI settings": the time zone figures are counted in, and how long raw visits are kept. */
export default function KpiSettingsModal({ opened, settings, onClose }: KpiSettingsModalProps) {
  return (
    <GuardedFormModal opened={opened} onClose={onClose} title="KPI settings">
      {(guard) => (
        <KpiSettingsForm
          settings={settings}
          onDirtyChange={guard.setDirty}
          onCancel={guard.requestClose}
          onSaved={onClose}
        />
      )}
    </GuardedFormModal>
  );
}

function KpiSettingsForm({ settings, ...modal }: { settings: KpiSettings } & ModalFormProps) {
  const zones = useMemo(() => [...new Set(['UTC', ...Intl.supportedValuesOf('timeZone')])], []);
  const form = useContractForm(kpiSettingsSchema, {
    initialValues: { timeZone: settings.timeZone, visitRetentionDays: String(settings.visitRetentionDays) },
  });
  const save = useEndpointMutation(updateKpiSettings, { invalidates: [getKpiSettings, getKpiReport] });
  const submit = useModalFormSubmit(
    form,
    modal,
    async (body) => {
      const saved = await save.mutateAsync({ body });
      return `Figures are now counted in ${saved.timeZone}; raw visits are kept ${saved.visitRetentionDays} days.`;
    },
    'The KPI settings could not be saved. Please try again.',
  );

  return (
    <form ref={form.formRef} noValidate onSubmit={submit}>
      <Stack gap="sm">
        <FormError message={form.formError} />
        <NativeSelect
          label="Time zone"
          description="Which day a visit, booking or payment counts on"
          data={zones}
          {...form.getInputProps('timeZone')}
        />
        <TextInput
          label="Keep raw visits (days)"
          description="From 7 to 730; older visits are deleted, the daily totals stay"
          inputMode="numeric"
          {...form.getInputProps('visitRetentionDays')}
        />
        <ModalFormActions mt="xs" busy={save.isPending} submitLabel="Save settings" onCancel={modal.onCancel} />
      </Stack>
    </form>
  );
}
