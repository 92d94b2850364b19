import { automationFormSchema, type Automation } from '@meridian/contracts/automation';
import { describe, expect, it } from 'vitest';
import { automationInput, automationValues, htmlToText, newStep, textToHtml } from './automation-values';

describe('email step bodies', () => {
  it('turn blank lines into paragraphs and line breaks into <br>, escaping what is typed', () => {
    expect(textToHtml('Hello {{firstName|there}},\nwelcome.\n\n\nRead <this> & reply')).toBe(
      '<p>Hello {{firstName|there}},<br>welcome.</p><p>Read &lt;this&gt; &amp; reply</p>',
    );
    expect(textToHtml('   \n\n  ')).toBe('');
  });

  it('come back as the text that was typed', () => {
    const typed = 'Hello {{firstName|there}},\nwelcome.\n\nRead <this> & reply';
    expect(htmlToText(textToHtml(typed))).toBe(typed);
  });
});

describe('builder values', () => {
  it('make the request the contract accepts, and a saved sequence opens with the same values', () => {
    const values = automationValues(null);
    values.name = 'Follow-up';
    values.trigger.tag = 'lead';
    values.steps = [
      { ...newStep('email'), subject: 'Hi', body: 'First' },
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
});
