import { listAutomationRuns, type Automation, type AutomationRun } from '@meridian/contracts/automation';
import { Badge, Group, List, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { DataTable, type DataColumn } from '../../components/admin/data-table';
import { LoadError } from '../../components/admin/load-error';
import { Stamp } from '../../components/admin/stamp';
import { StatusBadge } from '../../components/admin/status-badge';
import { errorMessage } from '../../lib/error-message';
import { useEndpointQuery } from '../../lib/use-endpoint-query';
import { RUN_STATUS, stepSummary } from './automation-labels';

/** Runs still moving are fetched again this often while on screen. */
const LIVE_REFRESH_MS = 5000;

const ISO_MOMENT = /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z/g;

/** A step's outcome with any moment in it read in `zone` ("Waiting until Nov 25, 2026, 11:07 AM"). */
function readableOutcome(outcome: string, zone: string): string {
  return outcome.replace(ISO_MOMENT, (iso) =>
    new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: zone }),
  );
}

/** Where a run is: the step it waits at, or how it ended. */
function currentStep(run: AutomationRun, sequence: Automation): string {
  if (run.status === 'completed') return 'Finished every step';
  if (run.status === 'exited') return run.exitReason ?? 'Left the sequence';
  // Runs follow the version they started on; the steps shown are the current version's.
  const label = run.version === sequence.version ? stepSummary(sequence.steps[run.step - 1]) : `version ${run.version}`;
  return `Step ${run.step}: ${label}`;
}

function StepsDone({ run, zone }: { run: AutomationRun; zone: string }) {
  if (run.history.length === 0) return <Text size="sm">None yet</Text>;
  return (
    <List size="sm" spacing={4} type="ordered" listStyleType="none">
      {run.history.map((done) => (
        <List.Item key={done.step + done.at}>
          <Group gap={6} wrap="wrap">
            <Text size="sm">
              {done.step}. {readableOutcome(done.outcome, zone)}
            </Text>
            {done.messageStatus ? (
              <Badge variant="outline" color="dark.6" tt="none" size="sm">
                {done.messageStatus}
              </Badge>
            ) : null}
          </Group>
        </List.Item>
      ))}
    </List>
  );
}

function runColumns(sequence: Automation, zone: string): DataColumn<AutomationRun>[] {
  return [
    {
      title: 'Person',
      kind: 'main',
      maxWidth: 220,
      cell: (run) => (
        <>
          <Text size="sm" fw={600}>
            {run.name || run.email}
          </Text>
          {run.name ? (
            <Text size="sm" c="dimmed">
              {run.email}
            </Text>
          ) : null}
        </>
      ),
    },
    { title: 'Status', cell: (run) => <StatusBadge {...RUN_STATUS[run.status]} /> },
    { title: 'Now', maxWidth: 220, cell: (run) => <Text size="sm">{currentStep(run, sequence)}</Text> },
    {
      title: 'Next step due',
      cell: (run) => <Stamp iso={run.status === 'active' ? run.dueAt : null} zone={zone} />,
    },
    { title: 'Steps done', maxWidth: 300, cell: (run) => <StepsDone run={run} zone={zone} /> },
    { title: 'Started', cell: (run) => <Stamp iso={run.startedAt} zone={zone} /> },
  ];
}

/** Everyone who entered the sequence: who, where they are, when the next step is due, what happened. */
export function AutomationRuns({ sequence, zone, empty }: { sequence: Automation; zone: string; empty: ReactNode }) {
  const runs = useEndpointQuery(
    listAutomationRuns,
    { params: { id: sequence.id } },
    {
      refetchInterval: (query) =>
        query.state.data?.items.some((run) => run.status === 'active') ? LIVE_REFRESH_MS : false,
    },
  );
  if (runs.error) {
    return (
      <LoadError
        title="Runs"
        message={errorMessage(runs.error, 'The runs could not be loaded.')}
        onRetry={() => void runs.refetch()}
      />
    );
  }
  return (
    <DataTable
      label={`Runs of ${sequence.name}`}
      columns={runColumns(sequence, zone)}
      rowKey={(run) => run.id}
      sort={{ column: 'Started', direction: 'descending', caption: 'Newest runs first' }}
      minWidth={960}
      rows={runs.data?.items}
      loading={runs.isFetching}
      empty={empty}
    />
  );
}
