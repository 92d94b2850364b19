import { automationFormSchema, type Automation } from '@meridian/contracts/automation';
import { describe, expect, it } from 'vitest';
import { automationInput, automationValues, newStep } from './automation-values';

describe('builder values', () => {
  it('make the request the contract accepts, and a saved sequence opens with the same values', () => {
    const values = automationValues(null);
    values.name = 'Follow-up';
    values.trigger.tag = 'lead';
    values.steps = [
      { ...newStep('email'), subject: 'Hi', body: '<p>First</p>' },
      newStep('wait'),
      { ...newStep('branch'), elseStep: '4' },
      newStep('stop'),
    ];
    const parsed = automationFormSchema.parse(automationInput(values));
    expect(parsed.trigger).toEqual({ type: 'contact.tag_added', tag: 'lead' });
    expect(parsed.steps.map((step) => step.kind)).toEqual(['email', 'wait', 'branch', 'stop']);
    expect(parsed.steps[2]).toEqual({ kind: 'branch', condition: 'opened', elseStep: 4 });

    const saved = { name: 'Follow-up', trigger: parsed.trigger, steps: parsed.steps } as Automation;
    const reopened = automationValues(saved);
    expect(reopened.steps.map(({ key: _key, ...rest }) => rest)).toEqual(
      values.steps.map(({ key: _key, ...rest }) => rest),
    );
  });

  it('send an attendance trigger for any session or the one chosen, and reopen it with that choice', () => {
    const values = automationValues(null);
    values.name = 'Missed';
    values.steps = [{ ...newStep('email'), subject: 'Sorry we missed you', body: '<p>The replay is ready.</p>' }];
    values.trigger.type = 'rsvp.missed';
    expect(automationFormSchema.parse(automationInput(values)).trigger).toEqual({
      type: 'rsvp.missed',
      sessionId: null,
    });
    values.trigger.sessionId = '12';
    const trigger = automationFormSchema.parse(automationInput(values)).trigger;
    expect(trigger).toEqual({ type: 'rsvp.missed', sessionId: 12 });
    const reopened = automationValues({ name: 'Missed', trigger, steps: [] } as unknown as Automation);
    expect(reopened.trigger).toMatchObject({ type: 'rsvp.missed', sessionId: '12' });
  });
});
